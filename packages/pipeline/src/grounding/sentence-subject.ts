import type { Span } from '@factlint/kernel';
import {
  bySpanStart,
  CategorySet,
  CodeUnitSet,
  codeUnitAnswers,
  codeUnitAt,
  codeUnitCount,
  countBelow,
  foldAsciiCase,
  isAsciiDigitCode,
  isAsciiLetterCode,
  isAsciiLowerCode,
  isAsciiUpperCode,
  type LocaleData,
  PerObjectMap,
  perLocale,
  type Writing,
  writingOf,
  sliceOf,
  spansByStart,
  unicodePatternOnFirstUse,
  unitInside,
} from '@factlint/text';
import type { AnalysedText } from './claim-type.js';
import { MERGED_FROM, visitInOrder } from './merge-in-order.js';

/*
 * "About the same subject": two sentences share a content word (spaced scripts) or a character
 * bigram of an unspaced script whose letters make content words (`locale.scripts`: Han, katakana;
 * a script of particles, hiragana, makes none). Figures, dates and units are masked first, and the
 * locale's function-like words (units, months, hedges, polarity words, scale words, stopwords) never
 * count, so "Revenue grew 8%" and "Costs grew 5%" are not about the same thing.
 */

/** A spaced word, as `[\p{L}\p{M}][\p{L}\p{M}\p{N}'\u2019_-]*` reads it: a letter, then letters, digits and joiners. */
const WORD_START = new CategorySet(['L', 'M']);
const WORD_PART = new CategorySet(['L', 'M', 'N'], "'\u2019_-");
/**
 * Words shorter than this carry no subject in a spaced script, unless written in capitals (`WHO`,
 * `NAV`); a script's `word_keys` in the locale data may say otherwise (Hangul: 2).
 */
const MIN_WORD = 4;
/** Inflected forms share a stem: the first letters stand for the word (a script's `word_keys` may say how many). */
const STEM = 5;

/** A content word's key: its lower-cased stem; an unspaced run's keys are its bigrams. */
export type SubjectKeys = ReadonlySet<string>;

/** Keys that never make two sentences about the same thing. */
const ignoredKeys = perLocale((locale: LocaleData): Set<string> => {
  const set = new Set<string>();
  const words: string[] = [
    ...locale.entities.stopwords,
    ...locale.units.flatMap((u) => u.forms),
    ...Object.keys(locale.dates.months),
    ...Object.keys(locale.dates.eras),
    ...locale.dates.relative,
    ...locale.hedges.before,
    ...locale.hedges.after,
    ...locale.polarity.pairs.flat(2),
    ...locale.polarity.outcome_pairs.flat(2),
    ...locale.polarity.negations,
    ...Object.keys(locale.numbers.scales),
    ...Object.keys(locale.numbers.words),
  ];
  for (const w of words) for (const key of keysOf(w, 0, w.length, writingOf(locale), irregularForms(locale))) set.add(key);
  return set;
});

/**
 * The locale's irregular forms, lower-cased (`broke` → `break`): a form is keyed as its word, so
 * "broke up" and "the band's breakup" share the key of `break`.
 */
const irregularForms = perLocale((locale: LocaleData): IrregularForms => {
  const words = new Map<string, string>();
  const shapes = new CodeUnitSet();
  for (const [form, word] of Object.entries(locale.inflection.irregular)) {
    const lower = form.toLowerCase();
    words.set(lower, word.toLowerCase());
    shapes.add(shapeOf(lower, 0, lower.length));
  }
  const longestFirst = [...words].sort((a, b) => b[0].length - a[0].length);
  return { words, shapes, longestFirst };
});

/**
 * The forms by lower-cased text, and the shape of each (length, first and last letter): a word of
 * no form's shape is not sliced. In a script without spaces a form is no word of its own but part
 * of a run (a Japanese form with okurigana inside a compound): `longestFirst` is replaced where it
 * stands before the run is read.
 */
interface IrregularForms {
  words: ReadonlyMap<string, string>;
  shapes: CodeUnitSet;
  longestFirst: readonly (readonly [string, string])[];
}

/** The text with each irregular form written as its word (okurigana left out), for a script without spaces. */
function withWordsWritten(text: string, irregular: IrregularForms): string {
  let out = text;
  for (const [form, word] of irregular.longestFirst) if (out.includes(form)) out = out.replaceAll(form, word);
  return out;
}

/**
 * Length, first and last code unit (ASCII capitals folded) mixed into 16 bits: a key made without
 * a slice, looked up in a bitmap. Two shapes may share a key; a word of a form's key is then sliced
 * and looked up for nothing, which changes no answer.
 */
function shapeOf(text: string, start: number, end: number): number {
  // Every caller's word lies inside its text (read for every word of every answer sentence: no check per read).
  return ((end - start) * 0x3c6ef + foldAsciiCase(unitInside(text, start)) * 0x9e3 + foldAsciiCase(unitInside(text, end - 1))) & 0xffff;
}

/** The word an irregular form at `start`..`end` is read as, or undefined. */
function irregularAt(text: string, start: number, end: number, irregular: IrregularForms): string | undefined {
  if (irregular.words.size === 0 || !irregular.shapes.has(shapeOf(text, start, end))) return undefined;
  return irregular.words.get(sliceOf(text, start, end).toLowerCase());
}

/**
 * The keys of `written` from `from` to `to`, less those in `ignored` (the locale's ignored keys),
 * added to `keys` (the stretches of a sentence between its figures go into one list). A stretch or
 * sentence is read in place in its text, not cut out first: the loop's string loads then meet the
 * text's own sequential string, where slices, joined strings and the locale's interned words made
 * them megamorphic once an engine had read texts of all three locales (`node --log-ic`).
 */
function keysOf(
  written: string,
  from: number,
  to: number,
  writing: Writing,
  irregular: IrregularForms,
  keys: string[] = [],
  ignored: ReadonlySet<string> = NO_KEYS,
): string[] {
  let text = written;
  let i = from;
  // Inside the text, every read below is unitInside: codeUnitAt's checks and call per code unit
  // were a third of this loop once the optimiser had no inlining budget left for them.
  let stop = Math.min(to, written.length);
  if (!writing.spaced && irregular.words.size > 0) {
    text = withWordsWritten(sliceOf(written, from, to), irregular);
    i = 0;
    stop = text.length;
  }
  // The letter classes are answered per code unit once (a CJK text tests every character).
  const content = codeUnitAnswers(writing.contentLetter);
  const particle = codeUnitAnswers(writing.particleLetter);
  while (i < stop) {
    const code = unitInside(text, i);
    // ASCII fast path: most of a spaced-script text; no Unicode-property test needed.
    if (code < 0x80 && !isAsciiLetterCode(code)) {
      i++;
      continue;
    }
    if (code >= 0x80 && content.at(text, i)) {
      let j = i + 1;
      while (j < stop && content.at(text, j)) j++;
      for (let k = i; k + 1 < j; k++) addKey(keys, sliceOf(text, k, k + 2), ignored);
      i = j;
      continue;
    }
    const asciiEnd = code < 0x80 ? asciiWordEnd(text, i, stop) : -1;
    if (asciiEnd >= 0) {
      // A word of ASCII letters, digits and joiners only: what the WORD_START/WORD_PART reading below would give.
      const end = asciiEnd;
      let last = end;
      while (last > i + 1 && isJoiner(unitInside(text, last - 1))) last--;
      // Every code unit of such a word is a code point, and lower-casing keeps its length: the
      // length says whether it is long enough, and only the stem is lower-cased.
      const base = irregularAt(text, i, last, irregular);
      if (base !== undefined) {
        if (base.length >= MIN_WORD) addKey(keys, base.slice(0, STEM), ignored);
      } else if (last - i >= MIN_WORD) addKey(keys, sliceOf(text, i, Math.min(last, i + STEM)).toLowerCase(), ignored);
      else if (last - i >= 2 && isAsciiCapitals(text, i, last)) addKey(keys, sliceOf(text, i, last).toLowerCase(), ignored);
      i = end;
    } else if (code < 0x80 || (WORD_START.at(text, i) && !particle.at(text, i))) {
      const first = WORD_START.unitsAt(text, i);
      const word = first > 0 ? sliceOf(text, i, Math.min(WORD_PART.runEnd(text, i + first, stop), stop)) : text[i]!;
      // A run of Latin letters glued to kanji is still its own word.
      let end = 0;
      while (end < codeUnitCount(word) && (codeUnitAt(word, end) < 0x80 || (!content.at(word, end) && !particle.at(word, end)))) end++;
      let w = sliceOf(word, 0, Math.max(end, 1));
      if (TRAILING_JOINER.test(w)) w = w.replace(/['’_-]+$/u, '');
      const rule = writing.wordKeys.length ? writing.wordKeys.find((r) => r.letter.test(w[0]!)) : undefined;
      const base = irregularAt(w, 0, w.length, irregular);
      if (base !== undefined) {
        if (isContentWord(base, rule?.minLetters ?? MIN_WORD)) addKey(keys, base.slice(0, rule?.stemLetters ?? STEM), ignored);
      } else if (isContentWord(w, rule?.minLetters ?? MIN_WORD)) addKey(keys, w.toLowerCase().slice(0, rule?.stemLetters ?? STEM), ignored);
      i += Math.max(end, 1);
    } else i++;
  }
  return keys;
}

const NO_KEYS: ReadonlySet<string> = new Set();

function addKey(keys: string[], key: string, ignored: ReadonlySet<string>): void {
  if (!ignored.has(key)) keys.push(key);
}

/** `[...word].length` without the array: a low surrogate right after a high one is the same code point. */
function codePoints(word: string): number {
  let n = 0;
  for (let i = 0, units = codeUnitCount(word); i < units; i++) {
    const c = codeUnitAt(word, i);
    if (c >= 0xdc00 && c <= 0xdfff && i > 0) {
      const p = codeUnitAt(word, i - 1);
      if (p >= 0xd800 && p <= 0xdbff) continue;
    }
    n++;
  }
  return n;
}

/** `'`, `’`, `_`, `-`: the joiners a spaced word lets in (WORD_PART). */
function isJoiner(code: number): boolean {
  return code === 0x27 || code === 0x2019 || code === 0x5f || code === 0x2d;
}

/**
 * Where the spaced word starting at the ASCII letter `i` ends (at `end` at the latest), when every
 * character of it is ASCII (or `’`) and the character after it cannot continue a word; -1 otherwise
 * (the slow path reads it).
 */
function asciiWordEnd(text: string, i: number, end: number): number {
  let j = i + 1;
  for (; j < end; j++) {
    const c = unitInside(text, j);
    if (c < 0x80 ? ASCII_WORD_PARTS[c] === 1 : c === 0x2019) continue;
    if (c >= 0x80) return -1;
    break;
  }
  return j;
}

/** ASCII letters, digits and joiners by code (1): what asciiWordEnd reads of nearly every code unit. */
const ASCII_WORD_PARTS = new Uint8Array(0x80).map((_, c) => (isAsciiLetterCode(c) || isAsciiDigitCode(c) || isJoiner(c) ? 1 : 0));

const TRAILING_JOINER = /['’_-]$/u;

/**
 * isContentWord for a short word of ASCII letters, digits and joiners at `text[start, end)`: written
 * in capitals (`WHO`, `NAV`), tested by code without the upper- and lower-cased copies.
 */
function isAsciiCapitals(text: string, start: number, end: number): boolean {
  let capital = false;
  for (let k = start; k < end; k++) {
    const c = unitInside(text, k);
    if (isAsciiLowerCode(c)) return false;
    if (isAsciiUpperCode(c)) capital = true;
  }
  return capital;
}

function isContentWord(word: string, minLetters: number): boolean {
  const length = codePoints(word);
  if (length >= minLetters) return true;
  return length >= 2 && word === word.toUpperCase() && word !== word.toLowerCase();
}

/** Per text: what its figures cover (FigureCover), and the keys of each sentence once asked for. */
const subjectsByText = new PerObjectMap<AnalysedText, { cover: FigureCover; keys: (SubjectKeys | undefined)[] }>();

/** The subject keys of one sentence of a text (undefined for no sentence), read when first asked for. */
export function sentenceSubject(text: AnalysedText, locale: LocaleData, sentence: number): SubjectKeys | undefined {
  const sentences = text.document.sentences;
  if (!(sentence >= 0 && sentence < sentences.length)) return undefined;
  let found = subjectsByText.get(text);
  if (!found) subjectsByText.set(text, (found = { cover: figureCover(text), keys: [] }));
  let keys = found.keys[sentence];
  if (!keys) {
    const ignored = ignoredKeys(locale);
    const [from, to] = sentences[sentence]!.span;
    const writing = writingOf(locale);
    const irregular = irregularForms(locale);
    // The words of the sentence between the figures: each stretch read in place, as if every
    // figure, date and unit word were blanked out (a figure's own words say nothing of its subject).
    const { starts, ends } = found.cover;
    const read: string[] = [];
    let at = from;
    for (let k = countBelow(ends, from, true); k < starts.length && starts[k]! < to; k++) {
      if (starts[k]! > at) keysOf(text.source, at, starts[k]!, writing, irregular, read, ignored);
      at = Math.max(at, ends[k]!);
    }
    if (at < to) keysOf(text.source, at, to, writing, irregular, read, ignored);
    found.keys[sentence] = keys = new Set(read);
  }
  return keys;
}

/** The subject keys of every sentence of a text. */
export function sentenceSubjects(text: AnalysedText, locale: LocaleData): readonly SubjectKeys[] {
  return text.document.sentences.map((_, i) => sentenceSubject(text, locale, i)!);
}

/**
 * The subject keys of a text fragment (a counted noun after a figure, say), or of `text[from, to)`
 * read in place: a clause is not cut out first, so keysOf meets the text's own string (a slice is
 * one more string layout at its loads) and no copy is made per clause.
 */
export function fragmentKeys(text: string, locale: LocaleData, from = 0, to = text.length): string[] {
  const ignored = ignoredKeys(locale);
  // The ignored keys left out as they are read: asked per clause of every claim, a filtered copy was garbage at once.
  return keysOf(text, from, to, writingOf(locale), irregularForms(locale), [], ignored);
}

const NEXT_WORD = unicodePatternOnFirstUse(String.raw`^[ \t\u00A0\u202F]*([\p{L}\p{M}][\p{L}\p{M}'\u2019-]*)`);

/** The key of the content word right after `end` (`350 employees` → its stem), or undefined: what a bare number counts. */
export function countedNounAfter(source: string, end: number, locale: LocaleData): string | undefined {
  const m = NEXT_WORD().exec(source.slice(end, end + 40));
  return m ? fragmentKeys(m[1]!, locale)[0] : undefined;
}

export function shareSubject(a: SubjectKeys | undefined, b: SubjectKeys | undefined): boolean {
  if (!a || !b) return false;
  // Asked for every candidate figure of every claim: the smaller set walked, with no pair array made.
  const small = a.size <= b.size ? a : b;
  const large = small === a ? b : a;
  for (const k of small) if (large.has(k)) return true;
  return false;
}

/** How many keys of `a` are in `b` (the words an answer's clause or sentence shares with a candidate's). */
export function sharedKeyCount(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const k of a) if (b.has(k)) n++;
  return n;
}

/**
 * The stretches of a text its figures, ranges, dates, relative dates and phone numbers cover, merged
 * where they overlap or touch, in text order: `starts[k]` to `ends[k]`, both ascending. The subject
 * keys skip them; they used to be blanked out in a copy of the text, joined from its pieces.
 */
interface FigureCover {
  starts: number[] | Int32Array;
  ends: number[] | Int32Array;
}

function figureCover(text: AnalysedText): FigureCover {
  const { numbers, ranges, dates, relativeDates, phones } = text.scan;
  const lists = [numbers, ranges, dates, relativeDates, phones];
  let most = 0;
  for (let l = 0; l < lists.length; l++) most += lists[l]!.length;
  return most < MERGED_FROM ? coverBySort(lists) : coverByMerge(lists, most);
}

/** The cover of a few spans: all of them sorted by start, then merged. */
export function coverBySort(lists: readonly (readonly { span: Span }[])[]): FigureCover {
  const spans: Span[] = [];
  for (const matches of lists) for (const m of matches) spans.push(m.span);
  spans.sort(spansByStart);
  const cover: FigureCover = { starts: [], ends: [] };
  let count = 0;
  // Indexed, not destructured: `for (const [s, e] of …)` makes an iterator per span.
  for (let k = 0; k < spans.length; k++) count = addStretch(cover, count, spans[k]!);
  return cover;
}

/**
 * The cover of many spans (`most` of them): the readers' lists merged in order of start into
 * arrays made at their most length at once, with no list of every span made, sorted and grown. On
 * a 1 MB verify the sorted way took 7.3 ms where this takes 1.4–1.9 ms. Typed arrays, whose store
 * the C allocator serves from memory it keeps: plain arrays of the same length took fresh pages
 * (4 ms); below MERGED_FROM they cost the evaluation set more to make and collect than a few pushes.
 */
export function coverByMerge(lists: readonly (readonly { span: Span }[])[], most: number): FigureCover {
  const [starts, ends] = [new Int32Array(most), new Int32Array(most)];
  const cover: FigureCover = { starts, ends };
  let count = 0;
  visitInOrder(lists, bySpanStart, (match) => {
    count = addStretch(cover, count, match.span);
  });
  return { starts: starts.subarray(0, count), ends: ends.subarray(0, count) };
}

/**
 * A span added to the first `count` stretches, taken in order of start: joined to the last one when
 * it overlaps or touches it, else written after it. The new count.
 */
function addStretch({ starts, ends }: FigureCover, count: number, span: Span): number {
  const s = span[0];
  const e = span[1];
  if (e <= s) return count;
  if (count > 0 && s <= ends[count - 1]!) {
    ends[count - 1] = Math.max(ends[count - 1]!, e);
    return count;
  }
  starts[count] = s;
  ends[count] = e;
  return count + 1;
}
