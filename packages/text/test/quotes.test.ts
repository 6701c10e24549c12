import { describe, expect, test } from 'vitest';
import { buildDocument } from '../src/document.js';
import { en, ja, nb } from './document-locales.js';
import type { LocaleData } from '../src/locale-data.js';

/** The quotations as the document reads them, from the one pass's stops. */
const findQuotes = (text: string, locale: LocaleData) => buildDocument(text, locale).quotes;
const quoted = (text: string, locale: LocaleData) => findQuotes(text, locale).map((q) => q.text);

describe('findQuotes', () => {
  test.each([
    ['nb: guillemets', 'Nav skriver: «Grunnbeløpet er 130 160 kr.»', nb, ['Grunnbeløpet er 130 160 kr.']],
    ['nb: nested quotes', '«Han sa “nei” til forslaget»', nb, ['Han sa “nei” til forslaget', 'nei']],
    ['nb: Scandinavian ”…”', 'Det står ”søk innen fristen” i brevet.', nb, ['søk innen fristen']],
    ['nb: „…“', 'Hun svarte „ja“ og gikk.', nb, ['ja']],
    ['en: straight quotes pair left to right', 'He said "yes" and she said "no".', en, ['yes', 'no']],
    ['en: curly quotes', 'The report says \u201crevenue rose 12%\u201d.', en, ['revenue rose 12%']],
    ['en: an apostrophe is never a quote', "It's the company's 'best' year, don’t you think?", en, []],
    ['en: a quote does not cross a line break', 'He said "yes\nand "no" then.', en, ['no']],
    ['en: an unclosed quote is dropped', 'The 12" pipe costs $40.', en, []],
    ['ja: corner brackets', '社長は「増収を見込む」と述べ、『年次報告書』を公表した。', ja, ['増収を見込む', '年次報告書']],
    ['ja: nested brackets', '「彼は『はい』と言った」', ja, ['彼は『はい』と言った', 'はい']],
  ])('%s', (_name, text, locale, expected) => {
    expect(quoted(text, locale)).toEqual(expected);
  });

  test('spans and inner spans index the original text', () => {
    const text = 'Nav: «G er 130 160 kr»';
    const [quote] = findQuotes(text, nb);
    expect(quote).toEqual({ span: [5, 22], innerSpan: [6, 21], text: 'G er 130 160 kr' });
    expect(text.slice(5, 22)).toBe('«G er 130 160 kr»');
  });

  test('limitation: an inch mark pairs with a later straight quote', () => {
    expect(quoted('A 12" pipe and a "long" one.', en)).toEqual([' pipe and a ']);
  });
});
