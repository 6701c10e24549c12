import { describe, expect, test } from 'vitest';
import { endsWithQuestion } from '../src/questions.js';
import { en, ja, nb } from './document-locales.js';

describe('endsWithQuestion', () => {
  test.each([
    ['en: a question', 'Are small businesses exempt from the fine?', en, true],
    ['en: a statement', 'Small businesses are exempt from the fine.', en, false],
    ['en: a question inside its closing quotation mark', 'She asked, “Is the fee refunded?”', en, true],
    ['en: a question in bold, then a line break', '**Is the fee refunded?**\n', en, true],
    ['en: a question in parentheses', 'The fee is £40 (is it refunded?)', en, true],
    ['en: a question mark inside the sentence, a full stop at its end', 'The form asks "Married?" and nothing else.', en, false],
    ['nb: a question', 'Får småbedrifter fritak fra gebyret?', nb, true],
    ['nb: inside «»', 'Hun spurte: «Blir gebyret refundert?»', nb, true],
    ['nb: a statement', 'Småbedrifter får fritak fra gebyret.', nb, false],
    ['ja: a full-width question mark', '中小企業は手数料が免除されますか？', ja, true],
    ['ja: inside 「」', '「手数料は返金されますか？」', ja, true],
    ['ja: a statement', '中小企業は手数料が免除されます。', ja, false],
    ['an empty text', '', en, false],
  ])('%s', (_name, text, locale, expected) => {
    expect(endsWithQuestion(text, locale)).toBe(expected);
  });
});
