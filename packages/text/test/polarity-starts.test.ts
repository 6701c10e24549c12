import { describe, expect, it } from 'vitest';
import type { Span } from '@factlint/kernel';
import { comparableText, findNegations, findPolarityWords, polarityStartsIn, readText } from '../src/index.js';
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

  it('gives no places for a part whose comparable form is not its own matchable form, which is then searched', () => {
    // A superscript minus folds to U+2212 in the comparable form, which the matchable form folds
    // again: the offsets the words are found in need not be the comparable form's.
    const text = 'Margins of \u207b5 % did not grow.';
    const comparable = comparableText(text);
    expect(polarityStartsIn(readText(text, en).polarityWordStarts, 0, text.length, comparable)).toBeUndefined();
  });
});
