import type { LocaleData } from '@factlint/text';
import { analyseText } from '../grounding/analysed-text.js';
import type { AnalysedText, ClaimTypePlugin } from '../grounding/claim-type.js';
import { ContextEvidenceIndex } from '../grounding/evidence-index.js';

/** Read texts kept at most, counted in characters (a few long contexts, or many short ones). */
const MOST_CHARS = 8_000_000;
const MOST_TEXTS = 2_048;

/**
 * V8 hashes a string by its content up to this length and by its length alone beyond it: longer
 * texts of one length would all collide in a Map (each look-up comparing whole texts), so they are
 * kept by their SHA-1 instead (longTextKey).
 */
const LONGEST_KEYED_BY_TEXT = 16_383;

/**
 * The SHA-1 of a long text. `node:crypto` is taken at the first long text, not when this module
 * loads: loading it cost a fresh verify of short texts 5.5 ms for nothing. The kernel's JavaScript
 * fingerprint would spare the load, but hashes a shared 20,000-character context on every verify
 * that gives it, where a server or `rejudge` spends its time.
 */
function longTextKey(text: string): string {
  return process.getBuiltinModule('node:crypto').hash('sha1', text);
}

/** One reading kept: where it is kept (to drop it from there), its size, and the last verify that asked for it. */
interface KeptReading {
  read: AnalysedText;
  of: Map<string, KeptReading>;
  key: string;
  chars: number;
  verify: number;
}

/** The readings of one document id: short texts by the text itself, long ones by content hash. */
interface ReadingsOfId {
  byText: Map<string, KeptReading>;
  byHash: Map<string, KeptReading>;
}

/**
 * Context texts read once per engine and shared by every scenario that gives the same text: the
 * transcripts `rejudge` judges against one scenario, a server's callers who send the same source
 * with each answer. A reading depends on the locale, the text and its id alone, and nothing changes
 * it once made, so the scenarios share it (and what readers keep per reading, per object). Kept by
 * content (the text, or its hash when long), so an equal text built anew is found too.
 *
 * Past `mostChars` or `mostTexts` the readings asked for least recently are dropped, never one the
 * verify under way has asked for (`startVerify`): a transcript of more user turns than `mostTexts`
 * is kept whole, so verifying it again reads none of them again. Dropping the oldest reading made,
 * as this did before, dropped each turn of such a transcript before the next verify came back to it.
 */
export class ContextReadings {
  private readonly byLocale = new WeakMap<LocaleData, Map<string, ReadingsOfId>>();
  /** Least recently asked for first: a Set iterates in the order of insertion, and a reading asked for again is moved to its end. */
  private readonly recency = new Set<KeptReading>();
  private chars = 0;
  private verify = 0;
  /**
   * The last long text keyed and its key: a server or `rejudge` gives the same context string with
   * each answer, and comparing it with the last one (the same string, or equal code units) costs
   * less than hashing it again (a 20,000-character context was hashed on every verify).
   */
  private lastLong: { text: string; key: string } | undefined;

  constructor(
    private readonly mostChars = MOST_CHARS,
    private readonly mostTexts = MOST_TEXTS,
  ) {}

  /** A new verify begins: the readings it asks for are kept at least until the next one begins. */
  startVerify(): void {
    this.verify++;
  }

  read(id: string, text: string, locale: LocaleData, date?: string): AnalysedText {
    let byId = this.byLocale.get(locale);
    if (!byId) this.byLocale.set(locale, (byId = new Map()));
    // A document's date is part of its reading (relative dates count from it): one text with two dates is two readings.
    const idKey = date === undefined ? id : `${id}\u0000${date}`;
    let ofId = byId.get(idKey);
    if (!ofId) byId.set(idKey, (ofId = { byText: new Map(), byHash: new Map() }));
    const long = text.length > LONGEST_KEYED_BY_TEXT;
    const of = long ? ofId.byHash : ofId.byText;
    const key = long ? this.longKey(text) : text;
    const known = of.get(key);
    if (known) {
      known.verify = this.verify;
      this.recency.delete(known);
      this.recency.add(known);
      return known.read;
    }
    const kept: KeptReading = { read: analyseText(id, 'context', text, locale, date), of, key, chars: text.length, verify: this.verify };
    of.set(key, kept);
    this.recency.add(kept);
    this.chars += kept.chars;
    this.dropLeastRecent();
    return kept.read;
  }

  /** How many readings are kept (for tests). */
  get size(): number {
    return this.recency.size;
  }

  /** Drops the readings asked for least recently while past a limit, stopping at the verify under way. */
  private dropLeastRecent(): void {
    for (const oldest of this.recency) {
      if (oldest.verify === this.verify || (this.chars <= this.mostChars && this.recency.size <= this.mostTexts)) return;
      this.recency.delete(oldest);
      oldest.of.delete(oldest.key);
      this.chars -= oldest.chars;
    }
  }

  private longKey(text: string): string {
    if (this.lastLong?.text === text) return this.lastLong.key;
    const key = longTextKey(text);
    this.lastLong = { text, key };
    return key;
  }
}

/** Indexes kept per first text of a context: a few contexts may start alike (one system prompt). */
const MOST_INDEXES_PER_TEXT = 8;

/**
 * The evidence index of a context, made once for each context read once (ContextReadings): a
 * context is the same when it is the same readings in the same order. An index belongs to one
 * set of claim types, so each compare stage (one per set) keeps its own. An index only ever adds
 * the claims it extracts when a comparator first asks, so sharing it changes no report.
 */
export class ContextIndexes {
  private readonly byFirstText = new WeakMap<
    AnalysedText,
    { texts: readonly AnalysedText[]; locale: LocaleData; index: ContextEvidenceIndex }[]
  >();

  constructor(private readonly claimTypes: readonly ClaimTypePlugin[]) {}

  for(texts: readonly AnalysedText[], locale: LocaleData): ContextEvidenceIndex {
    const first = texts[0];
    if (!first) return new ContextEvidenceIndex(texts, this.claimTypes, locale);
    let kept = this.byFirstText.get(first);
    if (!kept) this.byFirstText.set(first, (kept = []));
    const known = kept.find((k) => k.locale === locale && k.texts.length === texts.length && k.texts.every((t, i) => t === texts[i]));
    if (known) return known.index;
    const index = new ContextEvidenceIndex(texts, this.claimTypes, locale);
    if (kept.length >= MOST_INDEXES_PER_TEXT) kept.shift();
    kept.push({ texts: [...texts], locale, index });
    return index;
  }
}
