import type { LocaleData } from '@factlint/text';
import { analyseText } from '../grounding/analysed-text.js';
import type { AnalysedText, ClaimTypePlugin } from '../grounding/claim-type.js';
import { ContextEvidenceIndex } from '../grounding/evidence-index.js';

/** Read texts kept at most, counted in characters (a few long contexts, or many short ones). */
const MOST_CHARS = 8_000_000;
const MOST_TEXTS = 2_048;

/**
 * Context texts read once per engine and shared by every scenario that gives the same text: the
 * transcripts `rejudge` judges against one scenario, a server's callers who send the same source
 * with each answer. A reading depends on the locale, the text and its id alone, and nothing changes
 * it once made, so the scenarios share it (and what readers keep per reading, per object). Kept by
 * content: the text itself is the key (a Map hashes its content), so an equal text built anew is
 * found too. The oldest readings are dropped past MOST_CHARS or MOST_TEXTS.
 */
export class ContextReadings {
  private readonly byLocale = new WeakMap<LocaleData, Map<string, Map<string, AnalysedText>>>();
  private readonly order: { locale: LocaleData; id: string; text: string }[] = [];
  private chars = 0;

  read(id: string, text: string, locale: LocaleData): AnalysedText {
    let byId = this.byLocale.get(locale);
    if (!byId) this.byLocale.set(locale, (byId = new Map()));
    let byText = byId.get(id);
    if (!byText) byId.set(id, (byText = new Map()));
    const known = byText.get(text);
    if (known) return known;
    const read = analyseText(id, 'context', text, locale);
    byText.set(text, read);
    this.order.push({ locale, id, text });
    this.chars += text.length;
    while (this.order.length > 1 && (this.chars > MOST_CHARS || this.order.length > MOST_TEXTS)) this.forgetOldest();
    return read;
  }

  private forgetOldest(): void {
    const oldest = this.order.shift()!;
    this.byLocale.get(oldest.locale)?.get(oldest.id)?.delete(oldest.text);
    this.chars -= oldest.text.length;
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
