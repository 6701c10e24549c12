import { describe, expect, it } from 'vitest';
import { comparableTextOf } from '@factlint/text';
import { findAcronymExpansion, initialPairsOf } from '../src/entity-acronyms.js';
import { seededRandom } from '../../../test/seeded-random.js';

/*
 * The texts searched for an acronym's expansion are those whose initial pairs (initialPairsOf) hold
 * the acronym's first two letters: every text that expands it must hold them, or the search would
 * miss it.
 */

/** Capitalised words of few initials, short and long lower-case words, and what may stand between them. */
const WORDS = ['Alpha', 'Beta', 'Core', 'Échelle', 'Amber', 'Bank', 'of', 'for', 'og', 'i', 'and', 'between', 'Co-operation', 'Aa', "B's"];
const BETWEEN = [' ', ' ', ' ', '  ', ', ', '. ', ' - ', '\n'];
const INITIALS = ['A', 'B', 'C', 'É'];

describe('initialPairsOf', () => {
  it('holds the first two letters of every acronym a text expands (2,000 generated texts)', () => {
    const next = seededRandom(5);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    let expanded = 0;
    for (let n = 0; n < 2000; n++) {
      const count = 2 + Math.floor(next() * 10);
      let source = pick(WORDS);
      for (let k = 1; k < count; k++) source += pick(BETWEEN) + pick(WORDS);
      const comparable = comparableTextOf({ source });
      const pairs = initialPairsOf(comparable);
      for (const a of INITIALS)
        for (const b of INITIALS)
          for (const c of ['', ...INITIALS]) {
            const acronym = a + b + c;
            if (!findAcronymExpansion(comparable, acronym)) continue;
            expanded++;
            expect(pairs.has(acronym.slice(0, 2)), `${JSON.stringify(source)} expands ${acronym}`).toBe(true);
          }
    }
    // The texts expand acronyms often enough to test the pairs (with and without a skipped word).
    expect(expanded).toBeGreaterThan(1000);
  });

  it.each([
    { source: 'The World Health Organization', pairs: ['TW', 'WH', 'HO'] },
    { source: 'Organisation for Economic Co-operation', pairs: ['Of', 'OE', 'fE', 'EC'] },
    { source: 'Norsk Teknisk Museum, Oslo', pairs: ['NT', 'TM'] },
  ])('$source', ({ source, pairs }) => {
    expect([...initialPairsOf(comparableTextOf({ source }))]).toEqual(pairs);
  });
});
