import { describe, expect, it } from 'vitest';
import { buildDocument, readText, scanText, splitSentences, type LocaleData, type TextDocument } from '../src/index.js';
import { readLines } from '../src/markdown-lines.js';
import { normalizeText } from '../src/normalize.js';
import { findQuotes } from '../src/quotes.js';
import { DOCUMENT_KINDS, findReaderStarts } from '../src/reader-starts.js';
import { findScopes } from '../src/scopes.js';
import { splitSentencesOfLines } from '../src/sentences.js';
import { EVERY_OFFSET } from '../src/starts.js';
import { loadLocale } from './load-locale.js';
import { textsToCompare } from './real-texts.js';

// The sentence splitter and the quotation reader stop only where the one pass over the normalised
// text (reader-starts.ts) found a terminator's first character, a quotation mark or a line break.
// Stopping at every offset instead, real texts must give the very same document; and readText,
// which reads the document and the scan from one pass, must give what buildDocument and scanText
// give on their own.

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
];

describe('the document from the one pass is the document from every offset', () => {
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
