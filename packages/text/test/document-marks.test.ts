import { describe, expect, it } from 'vitest';
import { buildDocument, findPolarityWords, readText, scanText, splitSentences, type LocaleData, type TextDocument } from '../src/index.js';
import { readLines } from '../src/markdown-lines.js';
import { normalizeText } from '../src/normalize.js';
import { findQuotes } from '../src/quotes.js';
import { DOCUMENT_KINDS, findReaderStarts, POLARITY_KINDS } from '../src/reader-starts.js';
import { findScopes } from '../src/scopes.js';
import { splitSentencesOfLines } from '../src/sentences.js';
import { EVERY_OFFSET } from '../src/starts.js';
import { loadLocale } from './load-locale.js';
import { textsToCompare } from './real-texts.js';

// The sentence splitter and the quotation reader stop only where the one pass over the normalised
// text (reader-starts.ts) found a terminator's first character, a quotation mark or a line break,
// and readText reads direction words only at the words the pass found one may be. Stopping at every
// offset instead, real texts must give the very same document and direction words; and readText,
// which reads all of them and the scan from one pass, must give what buildDocument, scanText and
// findPolarityWords give on their own.

const LOCALES = ['en', 'nb', 'ja', 'ko'] as const;

/** The document with the splitter and the quotation reader stopping at every offset of the normalised text. */
function documentEveryOffset(text: string, locale: LocaleData): TextDocument {
  const normalized = normalizeText(text);
  const lines = readLines(text);
  return {
    source: text,
    lines,
    sentences: splitSentencesOfLines(text, normalized, lines, locale, EVERY_OFFSET),
    scopes: findScopes(lines, text),
    quotes: findQuotes(text, normalized, EVERY_OFFSET, locale),
  };
}

const EDGES = [
  '',
  '.',
  'He said "yes." Then he left?! Why... nobody knows.',
  'Nav skriver: «Grunnbeløpet er 130 160 kr.» Det står ”søk innen fristen” i brevet, og „ja“ er svaret.',
  '社長は「増収を見込む」と述べた。『年次報告書』は来月！本当？',
  '정부는 "세율을 올린다"고 밝혔다. 정말?',
  // Marks the fold changes: full-width, curly, and a line break inside a quotation.
  'The report says \u201crevenue rose 12%\u201d\uff0e Then \uff02no\uff02 and "open\nshut" here.',
  // A fold that changes offsets (a ligature widens, a combining mark stays with a curly quote):
  // each stop is read back at its place in the text as written.
  '\ufb01nal \u201cja\u201d and \u201c\u0301odd\u201d, then \ufb01ve "more." Done.',
  '\u337b\u5143\u5e74\u306b\u300c\u5909\u66f4\u300d\u3057\u305f\u3002\u6b21\u3002',
  'Line one.\r\nLine two "quoted\r\nacross" ends.',
  // Direction words in any case, after an apostrophe, short and glued to marks.
  "REVENUE ROSE; costs Fell, profit didn't grow. Up 5%, down-to-earth, O'Rise (rose) jumped.",
  'Inntektene økte, mens kostnadene falt. ØKTE ikke, sank, steg.',
  '売上高は増加し、費用は減少した。増減なし、増加傾向。',
  '매출이 증가했고 비용은 감소했다. 증가는 없었다.',
];

describe('the document and direction words from the one pass are those from every offset', () => {
  for (const lang of LOCALES) {
    it(`${lang}: the evaluation set, every spec input and edge cases read the same`, () => {
      const locale = loadLocale(`locale-${lang}`);
      const texts = textsToCompare(lang, EDGES);
      expect(texts.length).toBeGreaterThan(50);
      for (const text of texts) {
        const everyOffset = documentEveryOffset(text, locale);
        expect(buildDocument(text, locale), text).toEqual(everyOffset);
        expect(splitSentences(text, locale), text).toEqual(everyOffset.sentences);
        const both = readText(text, locale);
        expect(both.document, text).toEqual(everyOffset);
        expect(both.scan, text).toEqual(scanText(text, locale));
        const directionWords = findPolarityWords(text, locale, EVERY_OFFSET);
        expect(both.directionWords, text).toEqual(directionWords);
        expect(findPolarityWords(text, locale), text).toEqual(directionWords);
      }
    });
  }
});

describe('where the one pass marks sentence ends and quotation marks', () => {
  const marksOf = (text: string, locale: LocaleData, kind: number) => {
    const starts = findReaderStarts(normalizeText(text).text, locale);
    const offsets: number[] = [];
    for (let k = 0; k < starts.count; k++) if ((starts.kinds[k]! & kind) !== 0) offsets.push(starts.offsets[k]!);
    return offsets;
  };

  it.each([
    ['en', 'Up 4.5%? Yes!', [4, 7, 12], []],
    ['en', 'He said \u201cno\u201d.\nThen "yes"', [12], [8, 11, 13, 19, 23]],
    ['nb', 'Hun sa «nei». Han sa „ja“.', [12, 25], [7, 11, 21, 24]],
    ['ja', '売上は「好調」だった。次に', [10], [3, 6]],
    ['ko', '그는 "네"라고 했다. 끝.', [11, 14], [3, 5]],
  ] as const)('%s: %s', (lang, text, sentenceMarks, quoteMarks) => {
    const locale = loadLocale(`locale-${lang}`);
    expect(marksOf(text, locale, DOCUMENT_KINDS.sentenceMarks)).toEqual(sentenceMarks);
    expect(marksOf(text, locale, DOCUMENT_KINDS.quoteMarks)).toEqual(quoteMarks);
  });

  it('a mark whose compatibility form is two characters is read once, at its place as written', () => {
    const en = loadLocale('locale-en');
    // Made up for the test: U+2047 folds to `??`, so two stops of the pass map back to one mark.
    const doubled: LocaleData = { ...en, quotes: [['\u2047', '\u2047']] };
    expect(buildDocument('a \u2047b\u2047 c', doubled).quotes).toEqual([{ span: [2, 5], innerSpan: [3, 4], text: 'b' }]);
  });
});

describe('where the one pass marks words a direction word may be', () => {
  it.each([
    // `profit` is a direction word too (profit / loss); `revenue` and `costs` open none.
    ['en', 'Revenue ROSE, costs fell and profit grew.', [8, 20, 29, 36], ['ROSE', 'fell', 'profit', 'grew']],
    ['nb', 'Inntektene økte, mens kostnadene falt.', [0, 11, 33], ['økte', 'falt']],
    ['ja', '売上高は増加し、費用は減少した。', [4, 11], ['増加', '減少']],
    // `증가했고` is marked, and read as no direction word, as a search of the text reads it.
    ['ko', '매출이 증가했고 비용은 감소했다.', [4, 13], ['감소했다']],
  ] as const)('%s: %s', (lang, text, offsets, words) => {
    const locale = loadLocale(`locale-${lang}`);
    const starts = findReaderStarts(normalizeText(text).text, locale);
    const marked: number[] = [];
    for (let k = 0; k < starts.count; k++) if ((starts.kinds[k]! & POLARITY_KINDS.directionWords) !== 0) marked.push(starts.offsets[k]!);
    expect(marked).toEqual(offsets);
    expect(readText(text, locale).directionWords.map((w) => w.text)).toEqual(words);
  });
});

describe('a direction word of one character', () => {
  it('is marked wherever it stands in an unspaced script and read as a search reads it', () => {
    const ja = loadLocale('locale-ja');
    // Made up for the test: forms of one kanji, which no reader's word list opens with.
    const single: LocaleData = { ...ja, polarity: { ...ja.polarity, pairs: [[['増'], ['減']]] } };
    const text = '売上は増え、費用は減った。';
    const read = readText(text, single).directionWords;
    expect(read.map((w) => w.text)).toEqual(['増', '減']);
    expect(read).toEqual(findPolarityWords(text, single, EVERY_OFFSET));
  });
});
