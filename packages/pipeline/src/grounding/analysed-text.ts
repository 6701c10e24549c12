import {
  joinSoftLineBreaks,
  findPolarityWords,
  countBelow,
  OwnCaches,
  partitionPoint,
  perObject,
  polarityStartsIn,
  polarityStartsInStretch,
  polarityStartsOf,
  readText,
  type ComparableText,
  type LocaleData,
  type PolarityWord,
  type Starts,
  type TextDocument,
  type TextScan,
} from '@factlint/text';
import type { Evidence, Span } from '@factlint/kernel';
import type { AnalysedText } from './claim-type.js';

/**
 * Reads a text once: its document model (lines, sentences, quotes) and every reader's matches.
 * A context document is read with its soft line breaks joined (a hard-wrapped sentence is one
 * sentence); the answer keeps every line break hard. Offsets are the same either way.
 */
export function analyseText(id: string, role: AnalysedText['role'], given: string, locale: LocaleData, date?: string): AnalysedText {
  const source = sequentialCopy(given);
  const reading = role === 'context' ? joinSoftLineBreaks(source) : source;
  const { document, scan, directionWords, polarityWordStarts } = readText(reading, locale);
  const scanned = reading === source ? scan : withSourceTexts(scan, source);
  // A context with its soft line breaks joined has the direction words of its source, read at the
  // places the pass over the joined text found: the offsets are the same, and only the joined line
  // breaks differ, where no word is.
  const words = reading === source ? directionWords : findPolarityWords(source, locale, polarityStartsOf(polarityWordStarts, source));
  return new TextRead(id, role, source, document, scanned, date, words, polarityWordStarts);
}

/** The direction words analyseText read with the rest of the text, when it read them (polarityWordsOf). */
export function directionWordsRead(text: AnalysedText): readonly PolarityWord[] | undefined {
  return TextRead.directionWordsOf(text);
}

/**
 * Where the direction words and negations of a part of `text` may begin, `[from, from + length)` of
 * its source read as `comparable` (findPolarityWords and findNegations on `comparable.lower` take
 * them): the places analyseText's pass found, or undefined for a text it did not read (the part is
 * then searched, with the same result).
 */
export function polarityStartsOfPart(text: AnalysedText, from: number, length: number, comparable: ComparableText): Starts | undefined {
  const wordStarts = TextRead.polarityWordStartsOf(text);
  return wordStarts && polarityStartsIn(wordStarts, from, length, comparable);
}

/**
 * Where analyseText's pass over `text` found that a direction word or a negation may begin (readText's
 * polarityWordStarts), or undefined for a text it did not read.
 */
export function polarityWordStartsRead(text: AnalysedText): Int32Array | undefined {
  return TextRead.polarityWordStartsOf(text);
}

/**
 * Where the direction words and negations of `comparable.lower.slice(from, to)` may begin, a
 * stretch of `comparable`, the comparable form of the whole of `text`: the places analyseText's
 * pass found, or undefined for a text it did not read (the stretch is then searched, with the same
 * result but for a piece of a word the stretch cuts at its end: polarityStartsInStretch).
 */
export function polarityStartsOfStretch(text: AnalysedText, comparable: ComparableText, from: number, to: number): Starts | undefined {
  const wordStarts = TextRead.polarityWordStartsOf(text);
  return wordStarts && polarityStartsInStretch(wordStarts, comparable, from, to);
}

/**
 * The text as a new sequential string (its code units in one run, one byte each when all fit): the
 * one layout the readers then meet, however the caller built the text. V8 keeps a slice (a text cut
 * from a longer one, the bench's texts) or a joined string (what the YAML parser returns for a block
 * scalar) as a view over other strings, and each layout is one more hidden class at the readers'
 * `text.charCodeAt`, `length` and `slice`: where the evaluation set had shown them joined, sliced,
 * two-byte and internalised strings, those loads went megamorphic (`node --log-ic`). Read from the
 * copy, the bench's 2,000- and 20,000-character answers (slices) take 9 % fewer instructions in the
 * engine. structuredClone writes the code units out and reads them back as one sequential string
 * whatever the layout given, a lone surrogate included (a round trip through UTF-8 would replace it):
 * 1–2 µs for 2,000 characters, some 3 ms for a megabyte.
 */
function sequentialCopy(text: string): string {
  return structuredClone(text);
}

/**
 * An AnalysedText as analyseText makes it. The per-text caches of readers and judges live on it
 * (OwnCaches), so an answer's, made anew by every verify, die with it in the same minor collection.
 */
class TextRead extends OwnCaches implements AnalysedText {
  declare date?: string;
  // Private, so a text's own keys stay those of AnalysedText: a caller's copy of one is judged alike.
  readonly #directionWords: readonly PolarityWord[];
  readonly #polarityWordStarts: Int32Array;

  constructor(
    readonly id: string,
    readonly role: AnalysedText['role'],
    readonly source: string,
    readonly document: TextDocument,
    readonly scan: TextScan,
    date: string | undefined,
    directionWords: readonly PolarityWord[],
    polarityWordStarts: Int32Array,
  ) {
    super();
    if (date !== undefined) this.date = date;
    this.#directionWords = directionWords;
    this.#polarityWordStarts = polarityWordStarts;
  }

  static directionWordsOf(text: AnalysedText): readonly PolarityWord[] | undefined {
    return text instanceof TextRead ? text.#directionWords : undefined;
  }

  static polarityWordStartsOf(text: AnalysedText): Int32Array | undefined {
    return text instanceof TextRead ? text.#polarityWordStarts : undefined;
  }
}

/**
 * The matches' texts as the source writes them: a joined line break reads as a space, but evidence
 * quotes the document (every span slices to its text). Offsets are the same in both.
 */
function withSourceTexts(scan: TextScan, source: string): TextScan {
  const own = <T extends { text: string; span: [number, number] }>(m: T): T => ({ ...m, text: source.slice(m.span[0], m.span[1]) });
  return {
    ...scan,
    numbers: scan.numbers.map(own),
    ranges: scan.ranges.map((r) => ({ ...own(r), low: own(r.low), high: own(r.high) })),
    dates: scan.dates.map(own),
    daysOfYear: scan.daysOfYear.length === 0 ? scan.daysOfYear : scan.daysOfYear.map(own),
    relativeDates: scan.relativeDates.map(own),
    phones: scan.phones.map(own),
    listMarkers: scan.listMarkers.map(own),
  };
}

/** Evidence for a judgement: a claim, figure, date or word read in a context text, as the text writes it. */
export function evidenceIn(text: AnalysedText, read: { span: Span; text: string }): Evidence {
  return { doc: text.id, span: read.span, text: read.text };
}

/** The index of the sentence that holds `offset`, or the nearest one before it (-1 when none). */
export function sentenceAt(text: AnalysedText, offset: number): number {
  sought.sentences = text.document.sentences;
  sought.offset = offset;
  const found = partitionPoint(sought.sentences.length, startsAtOrBefore) - 1;
  sought.sentences = []; // holds no document past the call
  return found;
}

/**
 * The start of the line of the text's source that holds `offset` (after the newline before it), by
 * a search among the source's newlines, found once per text. Asked for every figure (its table
 * column's header), `lastIndexOf` from each walked a text of one long line from its start every
 * time: the 1 MB bench row grew ×1.65 per character from 500 KB.
 */
export function sourceLineStartAt(text: AnalysedText, offset: number): number {
  const newlines = newlinesOf(text);
  const before = countBelow(newlines, offset);
  return before === 0 ? 0 : newlines[before - 1]! + 1;
}

/** The offsets of a text's newlines in its source, ascending. */
const newlinesOf = perObject((text: AnalysedText): Int32Array => {
  const source = text.source;
  let count = 0;
  for (let k = source.indexOf('\n'); k >= 0; k = source.indexOf('\n', k + 1)) count++;
  const found = new Int32Array(count);
  for (let k = source.indexOf('\n'), n = 0; k >= 0; k = source.indexOf('\n', k + 1)) found[n++] = k;
  return found;
});

/** What sentenceAt looks for, read by one predicate made once: it runs for every figure, date and name. */
const sought: { sentences: readonly { span: readonly [number, number] }[]; offset: number } = { sentences: [], offset: 0 };
const startsAtOrBefore = (i: number) => sought.sentences[i]!.span[0] <= sought.offset;
