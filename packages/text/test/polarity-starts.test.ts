import { describe, expect, it } from 'vitest';
import type { Span } from '@factlint/kernel';
import {
  comparableText,
  findNegations,
  findPolarityWords,
  polarityStartsIn,
  polarityStartsInStretch,
  readText,
  writingOf,
} from '../src/index.js';
import { findReaderStarts, POLARITY_KINDS } from '../src/reader-starts.js';
import { normalizeText } from '../src/normalize.js';
import { loadLocale } from './load-locale.js';
import { textsToCompare } from './real-texts.js';

// readText keeps where the one pass found a direction word or a negation may begin
// (polarityWordStarts), so a part of the text (a sentence, a quotation), compared with its white
// space collapsed and lower-cased (comparableText), is read at those places instead of searched.
// Read there, every part of real texts must give the very words a search of the part gives.

const LOCALES = ['en', 'nb', 'ja', 'ko'] as const;

const EDGES = [
  '',
  'Revenue did not rise in 2025: costs increased  sharply and margins did NOT decline.',
  // White space the comparable form collapses, before a negation and inside an affirming form.
  '  Sales   never\n\tgrew.  It was not\nonly costs; there is no  doubt prices fell.',
  // A quotation whose first word runs on from a letter before it, and one right after an apostrophe.
  'They called it x"not approved" and l\'"increased" twice.',
  // A fold that shifts offsets (a ligature widens; full-width letters narrow) before the words.
  '\ufb01nal: profits \uff2e\uff2f\uff34 rose, \ufb01ve did not fall.',
  'Inntektene økte ikke i 2025, mens kostnadene  falt. Det er  ingen tvil: ledigheten steg aldri.',
  'Han sa «ikke bare økte lønna» og «ingen\nsank».',
  '売上高は増加せず、費用は大幅に減少した。輸入は減少しなかった。「増加しない」と述べた。',
  '増加しなければならない。少なくない費用が減少した。',
  '매출이 증가하지 않았다. 비용은 감소했고 "세율은 오르지 않는다"고 했다. 안 된다.',
];

/** Every part of `text` a passage is read from: the whole, each sentence and each quotation's inside. */
function partsOf(text: string, document: ReturnType<typeof readText>['document']): Span[] {
  return [[0, text.length], ...document.sentences.map((s) => s.span), ...document.quotes.map((q) => q.innerSpan)];
}

describe("a part of a text read at the one pass's places gives what a search of it gives", () => {
  for (const lang of LOCALES) {
    it(`${lang}: every sentence and quotation of the evaluation set, every spec input and edge cases`, () => {
      const locale = loadLocale(`locale-${lang}`);
      let words = 0;
      let negations = 0;
      for (const text of textsToCompare(lang, EDGES)) {
        const read = readText(text, locale);
        for (const [from, to] of partsOf(text, read.document)) {
          const comparable = comparableText(text.slice(from, to));
          const starts = polarityStartsIn(read.polarityWordStarts, from, to - from, comparable);
          expect(starts, text).toBeDefined();
          const searched = findPolarityWords(comparable.lower, locale);
          expect(findPolarityWords(comparable.lower, locale, starts), text).toEqual(searched);
          const negated = findNegations(comparable.lower, locale);
          expect(findNegations(comparable.lower, locale, starts), text).toEqual(negated);
          words += searched.length;
          negations += negated.length;
        }
      }
      // Parts with words in them were compared, not only parts with none.
      expect(words).toBeGreaterThan(10);
      expect(negations).toBeGreaterThan(5);
    });
  }
});

// QUOTE asks whether a negation stands beside an exact match of a quotation in a context: it reads
// a stretch of the whole context's comparable form, some characters before the match and after it.
// Read at the pass's places, a stretch gives what a search of it gives, but for a piece of a word
// the stretch cuts at its end, which a search in a spaced script takes for a word (`no` of `now`)
// and the places may not (nothing QUOTE reads: it asks for a negation right before the match, or
// in an unspaced script within two characters after it).

/** The stretches QUOTE reads around a match starting at each word of `lower`: 24 characters before it, 12 after its end. */
function stretchesAround(lower: string): [number, number][] {
  const stretches: [number, number][] = [];
  for (let at = 0; at < lower.length; at++) {
    if (at > 0 && lower[at - 1] !== ' ' && lower.charCodeAt(at) < 0x3000) continue;
    for (const length of [1, 6]) stretches.push([Math.max(0, at - 24), Math.min(lower.length, at + length + 12)]);
  }
  return stretches;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether `lower` has a letter or digit on both sides of `at`: a stretch ending there cuts a word. */
function cutsWord(lower: string, at: number): boolean {
  return at > 0 && at < lower.length && LETTER_OR_DIGIT.test(lower[at - 1]!) && LETTER_OR_DIGIT.test(lower[at]!);
}

describe("a stretch of a whole text's comparable form read at the one pass's places", () => {
  for (const lang of LOCALES) {
    it(`${lang}: around every word of the evaluation set's texts, every spec input and edge cases, gives what a search gives`, () => {
      const locale = loadLocale(`locale-${lang}`);
      const { spaced } = writingOf(locale);
      let negations = 0;
      for (const text of textsToCompare(lang, EDGES)) {
        const read = readText(text, locale);
        const comparable = comparableText(text);
        const { lower } = comparable;
        for (const [from, to] of stretchesAround(lower)) {
          const stretch = lower.slice(from, to);
          const starts = polarityStartsInStretch(read.polarityWordStarts, comparable, from, to);
          expect(starts, text).toBeDefined();
          const searched = findNegations(stretch, locale);
          const atPlaces = findNegations(stretch, locale, starts);
          const cutPiece = (n: { span: [number, number] }) => spaced && n.span[1] === stretch.length && cutsWord(lower, to);
          const where = `${text} [${from}, ${to})`;
          // Every negation read at the places is one the search finds, and the search finds no other but a cut piece.
          expect(
            atPlaces.filter((n) => !cutPiece(n)),
            where,
          ).toEqual(searched.filter((n) => !cutPiece(n)));
          expect(searched, where).toEqual(expect.arrayContaining(atPlaces));
          negations += searched.length;
        }
      }
      expect(negations).toBeGreaterThan(20);
    });
  }

  it('en: a piece of a word cut at the end is a word to a search of the stretch, and nothing at the places', () => {
    const en = loadLocale('locale-en');
    const text = 'He was chairman of the board, now retired.';
    const comparable = comparableText(text);
    const to = comparable.lower.indexOf('now') + 2;
    const stretch = comparable.lower.slice(0, to);
    expect(findNegations(stretch, en).map((n) => n.text)).toEqual(['no']);
    expect(findNegations(stretch, en, polarityStartsInStretch(readText(text, en).polarityWordStarts, comparable, 0, to))).toEqual([]);
  });
});

describe('where the one pass marks words a negation may be', () => {
  it.each([
    ['en', 'Costs did not rise; they never do.', [10, 25]],
    ['nb', 'Kostnadene steg ikke, og aldri mer.', [16, 25]],
    // `な` opens `なかった` and `ない` (inside `ではない` too); `で` opens `ではない`, not where `は` does not follow.
    ['ja', '増加しなかった。問題ではない。駅で会う。', [3, 10, 12]],
    ['ko', '비용은 오르지 않았다. 안 된다.', [8, 13]],
  ] as const)('%s: %s', (lang, text, offsets) => {
    const locale = loadLocale(`locale-${lang}`);
    const starts = findReaderStarts(normalizeText(text).text, locale);
    const marked: number[] = [];
    for (let k = 0; k < starts.count; k++) if ((starts.kinds[k]! & POLARITY_KINDS.negations) !== 0) marked.push(starts.offsets[k]!);
    expect(marked).toEqual(offsets);
  });
});

describe('polarityStartsIn', () => {
  const en = loadLocale('locale-en');

  it("maps the pass's places into the collapsed part, its first character always among them", () => {
    const text = 'Intro.  Costs   did not\n rise.';
    const read = readText(text, en);
    const from = text.indexOf('Costs');
    const comparable = comparableText(text.slice(from));
    expect(comparable.lower).toBe('costs did not rise.');
    const starts = polarityStartsIn(read.polarityWordStarts, from, text.length - from, comparable)!;
    const places: number[] = [];
    for (let i = starts.from(0); i < comparable.lower.length; i = starts.from(i + 1)) places.push(i);
    // The part's start, `not` (a negation) and `rise` (a direction word).
    expect(places).toEqual([0, 10, 14]);
  });

  it("polarityStartsInStretch maps the places inside a stretch of the whole text's comparable form, the stretch's first character among them", () => {
    const text = 'Intro.  Costs   did not\n rise.';
    const comparable = comparableText(text);
    expect(comparable.lower).toBe('intro. costs did not rise.');
    const from = comparable.lower.indexOf('osts');
    const starts = polarityStartsInStretch(readText(text, en).polarityWordStarts, comparable, from, comparable.lower.length)!;
    const places: number[] = [];
    for (let i = starts.from(0); i < comparable.lower.length - from; i = starts.from(i + 1)) places.push(i);
    // The stretch's start, inside `costs`; `not` (a negation) and `rise` (a direction word).
    expect(places).toEqual([0, 9, 13]);
  });

  it('polarityStartsInStretch gives no places for a stretch that is not its own matchable form', () => {
    const text = 'Margins of \u{10400}5 % did not grow.';
    const comparable = comparableText(text);
    const starts = polarityStartsInStretch(readText(text, en).polarityWordStarts, comparable, 0, comparable.lower.length);
    expect(starts).toBeUndefined();
    // A stretch that leaves the character out is read at the places.
    const after = comparable.lower.indexOf('%');
    expect(polarityStartsInStretch(readText(text, en).polarityWordStarts, comparable, after, comparable.lower.length)).toBeDefined();
  });

  it('gives no places for a part whose comparable form is not its own matchable form, which is then searched', () => {
    // A capital letter of an astral script (Deseret) stays a capital in the comparable form, which
    // lower-cases one code unit at a time, and is lower-cased in the matchable form: the words are
    // found in a text other than the comparable form, whose offsets need not be the same.
    const text = 'Margins of \u{10400}5 % did not grow.';
    const comparable = comparableText(text);
    expect(polarityStartsIn(readText(text, en).polarityWordStarts, 0, text.length, comparable)).toBeUndefined();
  });
});
