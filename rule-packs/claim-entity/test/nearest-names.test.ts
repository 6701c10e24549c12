import { describe, expect, it } from 'vitest';
import { NearestNames } from '../src/nearest-names.js';
import { nearestByLook as everyName, plainDistance as distance } from '../../../test/names-by-look.js';
import { seededRandom } from '../../../test/seeded-random.js';

/** Few letters, one of them outside the BMP (two code units), so names share many pairs. */
const LETTERS = ['a', 'b', 'c', 'é', ' ', '\u{1D51E}'];

function word(next: () => number, min: number, max: number): string {
  const length = min + Math.floor(next() * (max - min + 1));
  return Array.from({ length }, () => LETTERS[Math.floor(next() * LETTERS.length)]).join('');
}

/** `name` with `edits` code units changed, added or left out. */
function edited(next: () => number, name: string, edits: number): string {
  let out = name;
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(next() * (out.length + 1));
    const unit = 'abcé '[Math.floor(next() * 5)]!;
    const kind = Math.floor(next() * 3);
    out =
      kind === 0
        ? out.slice(0, at) + unit + out.slice(at + 1)
        : kind === 1
          ? out.slice(0, at) + unit + out.slice(at)
          : out.slice(0, at) + out.slice(at + 1);
  }
  return out;
}

describe('NearestNames', () => {
  it('gives the name and similarity a look at every name gives (3,000 generated lists)', () => {
    const next = seededRandom(23);
    let twoOrMore = 0;
    for (let n = 0; n < 3000; n++) {
      const names = [...new Set(Array.from({ length: 1 + Math.floor(next() * 60) }, () => word(next, 1, 14)))];
      const index = new NearestNames(names);
      for (let q = 0; q < 8; q++) {
        const asked =
          next() < 0.7 ? edited(next, names[Math.floor(next() * names.length)]!, 1 + Math.floor(next() * 4)) : word(next, 0, 16);
        const expected = everyName(names, asked);
        if (expected && distance(asked, names[expected.position]!) >= 2) twoOrMore++;
        expect(index.mostAlike(asked), `list ${n}: ${JSON.stringify(names)}, asked ${JSON.stringify(asked)}`).toEqual(expected);
      }
    }
    // The cases exercise what the index is for: a nearest name two or more edits away.
    expect(twoOrMore).toBeGreaterThan(8000);
  });

  it.each([
    { case: 'two edits away: the nearer of two', names: ['nordlis enirgia', 'nordlyst energy'], asked: 'nordlys energi', position: 1 },
    { case: 'of equals two edits away the first', names: ['kari nordmand', 'kari nardmenn'], asked: 'kari nordmonn', position: 0 },
    {
      case: 'of two edits the longer name is more alike',
      names: ['kari nordmand', 'kari nordmonnes'],
      asked: 'kari nordmonn',
      position: 1,
    },
    { case: 'equals by similarity, at different lengths', names: ['acme corporatian', 'acme korp'], asked: 'acme korps', position: 1 },
    // The second name shares more pairs (its bound is higher, so it is measured first), the first
    // is as alike: measured after it, the first of equals still wins.
    { case: 'a tie with a name of a higher bound: the first', names: ['abxdeygh', 'abcdefxy'], asked: 'abcdefgh', position: 0 },
    { case: 'a pair written twice counts twice', names: ['banana bay', 'bandana bay'], asked: 'bananana bay', position: 0 },
    { case: 'Japanese names', names: ['川田商事合同会社', '山田物産株式会社', '山川商店株式会社'], asked: '山田商事株式会社', position: 1 },
    {
      case: 'Norwegian names',
      names: ['Bjørnstad Eiendom', 'Bjørnsen Eiendom', 'Bjørgvin Eiendom'],
      asked: 'Bjørnson Eiendom',
      position: 1,
    },
  ])('$case', ({ names, asked, position }) => {
    const found = new NearestNames(names).mostAlike(asked);
    expect(found).toEqual(everyName(names, asked));
    expect(found?.position).toBe(position);
  });

  /** `count` (at most 4,096) names of three syllables, `k` in base 16, and a surname of two: all of one length, no two alike. */
  function syllableNames(count: number): string[] {
    const syllables = ['ba', 'ko', 'ri', 'ta', 'mu', 'se', 'lo', 'vi', 'da', 'ne', 'fu', 'gi', 'ha', 'jo', 'pe', 'su'];
    return Array.from({ length: count }, (_, k) => {
      const given = [k % 16, Math.floor(k / 16) % 16, Math.floor(k / 256) % 16].map((d) => syllables[d]).join('');
      return `${given} ${syllables[(k * 5 + 1) % 16]}${syllables[(k * 13 + 9) % 16]}`;
    });
  }

  it('measures few names when one is two edits away', () => {
    const names = syllableNames(2000);
    const index = new NearestNames(names);
    const asked = `${names[1500]!.slice(0, 2)}x${names[1500]!.slice(3, -1)}y`;
    expect(index.mostAlike(asked)).toEqual(everyName(names, asked));
    expect(index.mostAlike(asked)?.similarity).toBeCloseTo(1 - 2 / 11, 10);
    expect(index.measured).toBeLessThan(names.length / 10);
  });

  it('limitation: a name near none of the list is measured against nearly every name of a length close to its own', () => {
    const names = syllableNames(2000);
    const index = new NearestNames(names);
    const asked = 'qwx zyq';
    expect(index.mostAlike(asked)).toEqual(everyName(names, asked));
    const comparable = names.filter((name) => Math.min(name.length, asked.length) >= Math.max(name.length, asked.length) / 2).length;
    expect(index.measured).toBeGreaterThan(comparable * 0.9);
  });

  it('null when every name is less than half as long or twice as long', () => {
    expect(new NearestNames(['ab', 'abcdefghijkl']).mostAlike('abcde')).toBeNull();
    expect(everyName(['ab', 'abcdefghijkl'], 'abcde')).toBeNull();
  });
});
