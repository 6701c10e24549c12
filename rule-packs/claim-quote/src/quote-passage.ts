import type { Span } from '@factlint/kernel';
import { findNegations, findPolarityWords, type LocaleData, partitionPoint, PerObjectMap } from '@factlint/text';
import { polarityStartsOfPart, type AnalysedText } from '@factlint/pipeline';
import { comparableText, type ComparableText } from '@factlint/text';

/*
 * A stretch of text prepared for fuzzy comparison: a quote of the answer, an answer sentence, or a
 * context sentence.
 *
 * The comparison runs on a MASKED copy of the lower-cased text in which every direction word is
 * replaced by one private-use character per polarity pair (`grew` and `declined` both become the
 * mark of pair 3) and every negation by one negation mark. Similarity is therefore blind to
 * direction, and a quote whose only change is `grew` → `declined` (or its ja counterpart) still finds its
 * passage at full similarity — then the polarity check sees the swap (SPEC §4 polarity). Without the
 * mask, a short quote with a swapped verb falls below the threshold and is merely "no match".
 */

const PAIR_MARK_BASE = 0xe000;
const NEGATION_MARK = '\uf8ff';

export interface PolarityCount {
  /** A side of a pair (`sideKey`) → how many times. */
  sides: Map<number, number>;
  negations: number;
}

/** One number per side of a polarity pair: the pair's sides are 2·pair and 2·pair + 1, so no key string is made. */
export function sideKey(pair: number, side: 0 | 1): number {
  return 2 * pair + side;
}

/** The pair a side key belongs to. */
export function pairOf(key: number): number {
  return key >> 1;
}

/** A direction word or negation of a passage: where it stands masked, and the words it stands for. */
export interface PolarityMark {
  /** Its one character in the masked text. */
  at: number;
  /** The side of a pair (`sideKey`), or null for a negation. */
  key: number | null;
  text: string;
  /** The word it stands for, `[start, end)` of `comparable.lower`. */
  start: number;
  end: number;
}

/**
 * A passage. Its character bigrams (the prefilter a quote is matched with) are counted when first
 * asked for: a change statement's passage never asks.
 */
export class Passage {
  private bigramList: Uint32Array | undefined;

  constructor(
    /** The analysed text this passage was cut from (a context sentence, an answer's quotation or sentence), or null. */
    readonly owner: AnalysedText | null,
    /** Offset of the passage in its owner's source. */
    readonly offset: number,
    readonly comparable: ComparableText,
    readonly masked: string,
    /** Direction words and negations in masked order, for counting inside a window. */
    readonly marks: readonly PolarityMark[],
  ) {}

  /** Character bigrams as numbers (first code unit × 65536 + second), each once, ascending: no string per bigram. */
  get bigrams(): Uint32Array {
    return (this.bigramList ??= sortedBigramsOf(this.masked));
  }

  /**
   * The direction words and negations of the whole passage, counted once: a context passage is
   * weighed against every change statement of every answer that shares its words, and counting it
   * each time made a map per passage per statement.
   */
  get polarity(): PolarityCount {
    return (this.wholePolarity ??= polarityIn(this));
  }

  private wholePolarity: PolarityCount | undefined;

  /**
   * Where in `comparable.lower` masked character `i` begins: a mark's word, or the one character
   * it is, shifted by the marks before it. Worked out from the marks (a passage has a few) rather
   * than kept per character: context passages are kept for as long as their text is.
   */
  lowerStart(i: number): number {
    const mark = this.markAtOrBefore(i);
    return mark?.at === i ? mark.start : unmarkedLower(i, mark);
  }

  /** Where in `comparable.lower` masked character `i` ends. */
  lowerEnd(i: number): number {
    const mark = this.markAtOrBefore(i);
    return mark?.at === i ? mark.end : unmarkedLower(i, mark) + 1;
  }

  private markAtOrBefore(i: number): PolarityMark | undefined {
    const marks = this.marks;
    const last = partitionPoint(marks.length, (k) => marks[k]!.at <= i) - 1;
    return last >= 0 ? marks[last] : undefined;
  }
}

/** Where in `comparable.lower` a masked character that is no mark stands: shifted by the last mark before it, if any. */
function unmarkedLower(i: number, before: PolarityMark | undefined): number {
  return before ? before.end + (i - before.at - 1) : i;
}

/**
 * `source` as a passage; `owner`, the text it was cut from at `offset`. The direction words and
 * negations are read at the places the owner's one pass found (polarityStartsOfPart) where
 * `source` is the owner's text there, else by a search of the passage.
 */
export function readPassage(source: string, locale: LocaleData, owner: AnalysedText | null = null, offset = 0): Passage {
  const comparable = comparableText(source);
  const lower = comparable.lower;
  const starts = owner?.source.startsWith(source, offset) ? polarityStartsOfPart(owner, offset, source.length, comparable) : undefined;
  const replacements: { start: number; end: number; mark: string; key: number | null; text: string }[] = [];
  for (const word of findPolarityWords(lower, locale, starts)) {
    replacements.push({
      start: word.span[0],
      end: word.span[1],
      mark: String.fromCharCode(PAIR_MARK_BASE + word.pair),
      key: sideKey(word.pair, word.side),
      text: word.text,
    });
  }
  for (const negation of findNegations(lower, locale, starts)) {
    replacements.push({ start: negation.span[0], end: negation.span[1], mark: NEGATION_MARK, key: null, text: negation.text });
  }
  replacements.sort((a, b) => a.start - b.start || b.end - a.end);
  let masked = '';
  const marks: PolarityMark[] = [];
  let at = 0;
  for (const r of replacements) {
    if (r.start < at) continue; // a word listed as both a direction and a negation: first wins
    masked += lower.slice(at, r.start);
    marks.push({ at: masked.length, key: r.key, text: r.text, start: r.start, end: r.end });
    masked += r.mark;
    at = r.end;
  }
  masked += lower.slice(at);
  return new Passage(owner, offset, comparable, masked, marks);
}

const WHITE_SPACE = /\s/;

/**
 * The character bigrams of `text` as numbers (first code unit × 65536 + second), in text order,
 * repeats kept, white space removed first: written into one array, where a call per bigram passed
 * each number above the small-integer range boxed.
 */
export function bigramsAsWritten(text: string): Uint32Array {
  const written = new Uint32Array(Math.max(0, text.length - 1));
  let count = 0;
  let previous = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80 ? c === 32 || (c >= 9 && c <= 13) : WHITE_SPACE.test(text[i]!)) continue;
    if (previous >= 0) written[count++] = previous * 0x10000 + c;
    previous = c;
  }
  return written.subarray(0, count);
}

/**
 * The character bigrams of `text`, each once, ascending: what `dice` counts shared by walking two
 * lists side by side. A Set per passage cost a hash look-up per bigram for each of up to
 * CANDIDATE_CAP sentences a quote is scored against.
 */
export function sortedBigramsOf(text: string): Uint32Array {
  // Made per passage, and a passage's bigrams are made once: no buffer kept the size of the longest text.
  const all = bigramsAsWritten(text).sort();
  let distinct = 0;
  for (let k = 0; k < all.length; k++) if (k === 0 || all[k] !== all[k - 1]) all[distinct++] = all[k]!;
  return all.slice(0, distinct);
}

/** Dice coefficient of two bigram lists (each ascending, each bigram once). */
export function dice(a: Uint32Array, b: Uint32Array): number {
  if (a.length === 0 || b.length === 0) return 0;
  let shared = 0;
  let i = 0;
  let k = 0;
  while (i < a.length && k < b.length) {
    const x = a[i]!;
    const y = b[k]!;
    if (x === y) {
      shared++;
      i++;
      k++;
    } else if (x < y) i++;
    else k++;
  }
  return (2 * shared) / (a.length + b.length);
}

/** Direction words and negations of a passage between masked offsets `[start, end)`. */
export function polarityIn(passage: Passage, start = 0, end = passage.masked.length): PolarityCount {
  const sides = new Map<number, number>();
  let negations = 0;
  for (const mark of passage.marks) {
    if (mark.at < start || mark.at >= end) continue;
    if (mark.key === null) negations++;
    else sides.set(mark.key, (sides.get(mark.key) ?? 0) + 1);
  }
  return { sides, negations };
}

/**
 * Whether `claimed` says the reverse of `source`: one side of a pair was swapped for the other
 * (the claim has more of side A and the source more of side B) with as many negations on each side
 * or an even difference (a negated side says what the other side says: "did not approve" for
 * "rejected"), or — with the direction words otherwise equal — one of them is negated and the other
 * is not. `signsDiffer`: one of the two holds a negative figure and the other none; a swapped side
 * then says what the sign says (a profit of −12 is a loss of 12), and is no reversal.
 */
export function reversedPolarity(claimed: PolarityCount, source: PolarityCount, signsDiffer = false): boolean {
  // Every pair either side uses, walked through both maps' keys (a pair met twice is tested twice,
  // with the same answer): no set of pairs and no key strings per comparison.
  let directionsEqual = true;
  for (let round = 0; round < 2; round++) {
    for (const key of (round === 0 ? claimed : source).sides.keys()) {
      const pair = pairOf(key);
      const c0 = claimed.sides.get(sideKey(pair, 0)) ?? 0;
      const c1 = claimed.sides.get(sideKey(pair, 1)) ?? 0;
      const s0 = source.sides.get(sideKey(pair, 0)) ?? 0;
      const s1 = source.sides.get(sideKey(pair, 1)) ?? 0;
      if (((c0 > s0 && s1 > c1) || (c1 > s1 && s0 > c0)) && (claimed.negations + source.negations) % 2 === 0 && !signsDiffer) return true;
      if (c0 !== s0 || c1 !== s1) directionsEqual = false;
    }
  }
  return directionsEqual && claimed.negations !== source.negations;
}

/** The original span (in the owner's source) of masked `[start, end)`. */
export function originalSpan(passage: Passage, start: number, end: number): Span {
  const first = start < passage.masked.length ? passage.lowerStart(start) : passage.comparable.lower.length;
  const span = passage.comparable.span(first, end > start ? passage.lowerEnd(end - 1) : first);
  return [span[0] + passage.offset, span[1] + passage.offset];
}

const contextPassages = new PerObjectMap<AnalysedText, { locale: LocaleData; passages: Passage[] }>();

/** One passage per sentence of a context text, read once per text. */
export function passagesOf(text: AnalysedText, locale: LocaleData): Passage[] {
  const cached = contextPassages.get(text);
  if (cached && cached.locale === locale) return cached.passages;
  const passages = text.document.sentences.map((s) => readPassage(text.source.slice(s.span[0], s.span[1]), locale, text, s.span[0]));
  contextPassages.set(text, { locale, passages });
  return passages;
}
