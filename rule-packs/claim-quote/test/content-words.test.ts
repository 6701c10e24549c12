import { describe, expect, it } from 'vitest';
import { wordsPatternFor } from '../src/content-words.js';

/** What `[\p{L}\p{N}]+` finds in a text: the definition the quote pack's word readers keep. */
const definition = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

describe('the runs of letters and digits of a text', () => {
  it.each([
    ['ASCII alone', 'Revenue in 2024 grew 8% (up from $1.2bn).'],
    ["ASCII and the marks that stand for a passage's words", 'revenue in 2024 \ue003 8% \uf8ff at the shop'],
    ['a private-use character in the text itself', 'press \ue123 for 2 seconds'],
    ['Latin beyond ASCII', 'Café revenue in Tromsø rose 8 %.'],
    ['a letter and a symbol beyond the BMP', 'x\u{1D400}y 3\u{1F600}4'],
    ['kana, kanji and full-width digits', '売上高は２０２４年に7%増加した'],
    ['digits of other scripts and superscripts', 'x² and ٣ and ½'],
  ])('%s: the same words as the whole class', (_name, text) => {
    expect(text.match(wordsPatternFor(text)) ?? []).toEqual(definition(text));
  });

  it('a text of ASCII and marks is read without the class of every letter', () => {
    expect(wordsPatternFor('revenue \ue003 8%').source).toBe('[A-Za-z0-9]+');
    expect(wordsPatternFor('café').source).not.toBe('[A-Za-z0-9]+');
  });
});
