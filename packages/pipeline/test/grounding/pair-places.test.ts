import { describe, expect, it } from 'vitest';
import { indexOfWhole } from '@factlint/text';
import { PairPlaces } from '../../src/grounding/pair-places.js';
import { seededRandom } from '../../../../test/seeded-random.js';

/*
 * Where a quotation stands word for word in a context (issue 13). A context asked about many
 * quotations is indexed by the places of each pair of adjacent code units (PairPlaces), and the
 * first place is found from the quotation's rarest pair: it must be the place a search of each
 * text in turn with indexOfWhole finds, the first whole one in the first text that has one.
 */

/** What QUOTE did before the index, and still does for a small context: each text in turn. */
function searchEachText(texts: readonly string[], needle: string): { text: number; at: number } | null {
  for (let t = 0; t < texts.length; t++) {
    const at = indexOfWhole(texts[t]!, needle);
    if (at >= 0) return { text: t, at };
  }
  return null;
}

// Letters that make words, what separates them, kana and kanji (no word boundary), and a letter outside the BMP.
const UNITS = ['a', 'b', 'n', 'v', ' ', ' ', '-', '.', 'ø', 'の', '年', '𝒜'];

describe('PairPlaces.firstWhole', () => {
  it('finds what a search of each text in turn finds (3,000 generated cases)', () => {
    const next = seededRandom(37);
    const word = (length: number) => Array.from({ length }, () => UNITS[Math.floor(next() * UNITS.length)]!).join('');
    let found = 0;
    let unanswered = 0;
    for (let n = 0; n < 3000; n++) {
      const texts = Array.from({ length: 1 + Math.floor(next() * 4) }, () => word(Math.floor(next() * 40)));
      const places = new PairPlaces(texts);
      for (let q = 0; q < 8; q++) {
        // Half the needles are cut from a text, so most of them are found; the rest are made up.
        const source = texts[Math.floor(next() * texts.length)]!;
        const from = Math.floor(next() * source.length);
        const cut = source.slice(from, from + 2 + Math.floor(next() * 6));
        const needle = q % 2 === 0 && cut.length >= 2 ? cut : word(2 + Math.floor(next() * 4));
        const expected = searchEachText(texts, needle);
        if (expected) found++;
        const name = `case ${n}, ${JSON.stringify(texts)}, ${JSON.stringify(needle)}`;
        expect(places.firstWhole(needle), name).toEqual(expected);
        // With a limit on the rarest pair's places: the same answer, or none (undefined) past the limit.
        const limited = places.firstWhole(needle, 1);
        if (limited === undefined) unanswered++;
        else expect(limited, name).toEqual(expected);
      }
    }
    expect(found).toBeGreaterThan(6000);
    expect(unanswered).toBeGreaterThan(100);
  });

  it.each([
    ['en: a word is not cut in two', ['the naval base', 'the nav office'], 'nav', { text: 1, at: 4 }],
    [
      'en: the first text that has it, at its first whole place',
      ['no quote here', 'he said "go" and "go"', 'go'],
      'go',
      { text: 1, at: 9 },
    ],
    ['en: a quotation across a sentence end', ['We will open. We will grow.'], 'open. we', null],
    ['en: the same words across a sentence end, as written', ['we will open. we will grow.'], 'open. we', { text: 0, at: 8 }],
    ['nb: a hyphen ends a word', ['navet i saken', 'nav-kontoret svarte'], 'nav', { text: 1, at: 0 }],
    ['nb: not inside a longer word', ['grunnbeløpet økte', 'beløpet økte'], 'beløpet', { text: 1, at: 0 }],
    ['ja: no word boundary in kana and kanji', ['国内売上高は前年同期比で増加した。'], '前年同期比', { text: 0, at: 6 }],
    ['ja: a pair that is in no text', ['国内売上高は増加した。'], '減少', null],
    ['empty texts between others', ['', 'a bc', '', 'x bc'], 'bc', { text: 1, at: 2 }],
  ])('%s', (_name, texts, needle, expected) => {
    expect(new PairPlaces(texts).firstWhole(needle)).toEqual(expected);
    expect(searchEachText(texts, needle)).toEqual(expected);
  });
});
