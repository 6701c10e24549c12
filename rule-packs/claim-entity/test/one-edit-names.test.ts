import { describe, expect, it } from 'vitest';
import { OneEditNames, unitsHash } from '../src/one-edit-names.js';
import { nearestByLook, plainDistance as distance } from '../../../test/names-by-look.js';
import { seededRandom } from '../../../test/seeded-random.js';

/**
 * The name a look at every name gives (`nearestByLook`), when it is at most one edit away and the
 * asked name has three units or more: what the index must give; -1 otherwise.
 */
function everyName(names: string[], name: string): number {
  const best = nearestByLook(names, name);
  return best && name.length >= 3 && distance(name, names[best.position]!) <= 1 ? best.position : -1;
}

/** Few letters, one of them outside the BMP (two code units), so names one or two edits apart are common. */
const LETTERS = ['a', 'b', 'c', 'é', '\u{1D51E}'];

function word(next: () => number, min: number, max: number): string {
  const length = min + Math.floor(next() * (max - min + 1));
  return Array.from({ length }, () => LETTERS[Math.floor(next() * LETTERS.length)]).join('');
}

/** `name` with one code unit changed, added or left out, or two neighbouring units swapped. */
function edited(next: () => number, name: string): string {
  const at = Math.floor(next() * (name.length + 1));
  const unit = 'abcé'[Math.floor(next() * 4)]!;
  switch (Math.floor(next() * 4)) {
    case 0:
      return name.slice(0, at) + unit + name.slice(at + 1);
    case 1:
      return name.slice(0, at) + unit + name.slice(at);
    case 2:
      return name.slice(0, at) + name.slice(at + 1);
    default:
      return name.slice(0, at) + name.charAt(at + 1) + name.charAt(at) + name.slice(at + 2);
  }
}

describe('OneEditNames', () => {
  it("the collision cases below collide under the index's hash", () => {
    expect(unitsHash('ysnvwwiw')).toBe(unitsHash('kjkjyomm'));
  });

  it('gives the name a look at every name gives when one is at most one edit away, and -1 otherwise (3,000 generated lists)', () => {
    const next = seededRandom(11);
    let found = 0;
    for (let n = 0; n < 3000; n++) {
      const names = [...new Set(Array.from({ length: 1 + Math.floor(next() * 40) }, () => word(next, 1, 7)))];
      const index = new OneEditNames(names);
      for (let q = 0; q < 8; q++) {
        const asked = next() < 0.7 ? edited(next, names[Math.floor(next() * names.length)]!) : word(next, 1, 8);
        const expected = everyName(names, asked);
        if (expected >= 0) found++;
        expect(index.nearest(asked), `list ${n}: ${JSON.stringify(names)}, asked ${JSON.stringify(asked)}`).toBe(expected);
      }
    }
    // The cases exercise the index, not only its "none" answer.
    expect(found).toBeGreaterThan(8000);
  });

  it.each([
    { case: 'the same name', names: ['anna berg2', 'anna berg1'], asked: 'anna berg1', nearest: 1 },
    { case: 'one unit more beats an earlier name as long', names: ['anna berg2', 'anna berg10'], asked: 'anna berg1', nearest: 1 },
    { case: 'of equals the first', names: ['anna berh', 'anna ber', 'anna berk'], asked: 'anna berg', nearest: 0 },
    {
      case: 'one unit less ties with one changed: the first',
      names: ['kari nordman', 'kari nordmenn'],
      asked: 'kari nordmann',
      nearest: 0,
    },
    { case: 'two units swapped are two edits', names: ['acme crop'], asked: 'acme corp', nearest: -1 },
    { case: 'a name of two units is not asked', names: ['ab', 'ac'], asked: 'aa', nearest: -1 },
    { case: 'Japanese names', names: ['山川商店', '山田商事', '山田商店'], asked: '山田商亊', nearest: 1 },
    // Two texts the index's hash takes for one (found by a random search): a hash only proposes a name.
    { case: 'a collision, one unit more', names: ['kjkjyommq'], asked: 'ysnvwwiw', nearest: -1 },
    { case: 'a collision, one unit less', names: ['kjkjyomm'], asked: 'ysnvwwiwq', nearest: -1 },
    { case: 'a collision, one unit changed', names: ['kjkjyommq'], asked: 'ysnvwwiwr', nearest: -1 },
  ])('$case', ({ names, asked, nearest }) => {
    expect(new OneEditNames(names).nearest(asked)).toBe(nearest);
    expect(everyName(names, asked)).toBe(nearest);
  });
});
