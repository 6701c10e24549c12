import { describe, expect, it } from 'vitest';
import { bigramsAsWritten, dice, sortedBigramsOf } from '../src/quote-passage.js';
import { seededRandom } from '../../../test/seeded-random.js';

const bigramSet = (text: string): Set<number> => new Set(bigramsAsWritten(text));

/*
 * A quote is scored against its candidate sentences by the Dice coefficient of their character
 * bigrams (white space removed first). The bigrams are kept as ascending lists, and `dice` counts
 * the shared ones by walking two lists side by side: it must give what two sets give.
 */

/** Dice of two sets of bigrams, as the definition reads. */
function diceOfSets(a: Set<number>, b: Set<number>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const g of a) if (b.has(g)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** Letters of three scripts, one outside the BMP, and white space of several kinds. */
const PIECES = ['a', 'b', 'e', 'ø', 'å', '国', '会', 'の', '\u{1D400}', ' ', '  ', '\n', '\u00A0', '\u3000', '.', ','];

describe('quote bigrams', () => {
  it('scores as two sets do, and lists each bigram once in ascending order (3,000 generated pairs)', () => {
    const next = seededRandom(3);
    const text = () => Array.from({ length: Math.floor(next() * 60) }, () => PIECES[Math.floor(next() * PIECES.length)]).join('');
    for (let n = 0; n < 3000; n++) {
      const [x, y] = [text(), text()];
      const [a, b] = [sortedBigramsOf(x), sortedBigramsOf(y)];
      expect([...a]).toEqual([...bigramSet(x)].sort((p, q) => p - q));
      expect(dice(a, b), `${JSON.stringify(x)} / ${JSON.stringify(y)}`).toBe(diceOfSets(bigramSet(x), bigramSet(y)));
    }
  });

  it.each([
    { lang: 'en', quote: 'will open in the spring', sentence: 'The new depot will open in the spring.', score: 0.773 },
    { lang: 'nb', quote: 'åpner til våren', sentence: 'Det nye depotet åpner til våren.', score: 0.649 },
    { lang: 'ja', quote: '春に開業する', sentence: '新しい倉庫は春に開業する予定だ。', score: 0.5 },
  ])('$lang: "$quote" against "$sentence"', ({ quote, sentence, score }) => {
    const value = dice(sortedBigramsOf(quote), sortedBigramsOf(sentence));
    expect(Math.round(value * 1000) / 1000).toBe(score);
  });

  it("lists a text's bigrams in the order written, repeats kept (the rarest of equal rarity go first)", () => {
    expect([...bigramsAsWritten('ba ab ba')].map((g) => String.fromCharCode(g >>> 16, g & 0xffff))).toEqual(['ba', 'aa', 'ab', 'bb', 'ba']);
  });
});
