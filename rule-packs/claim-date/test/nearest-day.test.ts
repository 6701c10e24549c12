import { describe, expect, it } from 'vitest';
import { nearestAcceptedDay } from '../src/nearest-day.js';
import { seededRandom } from '../../../test/seeded-random.js';

/** Every date looked at one by one: the one the rule takes nearest `target` within `steps` on each side, ties to the earlier in context. */
function everyDate(days: number[], order: number[], target: number, steps: number, accepts: (at: number) => boolean): number {
  const lo = days.filter((d) => d < target).length;
  let best = -1;
  let bestDistance = Infinity;
  for (let k = Math.max(0, lo - steps); k < Math.min(days.length, lo + steps); k++) {
    if (!accepts(order[k]!)) continue;
    const distance = Math.abs(days[k]! - target);
    if (distance < bestDistance || (distance === bestDistance && order[k]! < best)) {
      best = order[k]!;
      bestDistance = distance;
    }
  }
  return best;
}

/** `count` dates on few days (many written several times), sorted by day, ties in context order. */
function sortedDates(next: () => number, count: number): { days: number[]; order: number[] } {
  const dated = Array.from({ length: count }, (_, at) => ({ at, day: Math.floor(next() * 12) * 3 }));
  dated.sort((a, b) => a.day - b.day || a.at - b.at);
  return { days: dated.map((d) => d.day), order: dated.map((d) => d.at) };
}

describe('nearestAcceptedDay', () => {
  it('picks what a look at every date within the bound picks (2,000 generated cases)', () => {
    const next = seededRandom(7);
    for (let n = 0; n < 2000; n++) {
      const { days, order } = sortedDates(next, 1 + Math.floor(next() * 40));
      const taken = new Set(order.filter(() => next() < 0.4));
      const target = Math.floor(next() * 40) - 2;
      const steps = 1 + Math.floor(next() * 12);
      const accepts = (at: number) => taken.has(at);
      expect(nearestAcceptedDay(days, order, target, steps, accepts), `case ${n}`).toBe(everyDate(days, order, target, steps, accepts));
    }
  });

  it('asks about one date per side when the rule takes every date, however often a day is written', () => {
    const days = [...Array(50).fill(10), ...Array(50).fill(20)];
    const order = days.map((_, k) => k);
    let asked = 0;
    const at = nearestAcceptedDay(days, order, 15, 64, () => {
      asked++;
      return true;
    });
    expect(at).toBe(0);
    expect(asked).toBe(2);
  });

  it('of two days as near, cites the one the context writes first; a nearer day wins whatever its place', () => {
    const days = [10, 10, 20, 20];
    expect(nearestAcceptedDay(days, [2, 3, 0, 1], 15, 64, () => true)).toBe(0);
    expect(nearestAcceptedDay(days, [0, 1, 2, 3], 15, 64, () => true)).toBe(0);
    expect(nearestAcceptedDay(days, [0, 1, 2, 3], 16, 64, () => true)).toBe(2);
    expect(nearestAcceptedDay(days, [0, 1, 2, 3], 15, 64, (at) => at === 3)).toBe(3);
  });

  it('looks no further than `steps` dates on each side, and finds nothing in an empty context', () => {
    const days = [1, 2, 3, 7, 8, 9];
    const order = [0, 1, 2, 3, 4, 5];
    expect(nearestAcceptedDay(days, order, 5, 2, (at) => at === 0 || at === 5)).toBe(-1);
    expect(nearestAcceptedDay(days, order, 5, 3, (at) => at === 0 || at === 5)).toBe(0);
    expect(nearestAcceptedDay([], [], 5, 64, () => true)).toBe(-1);
  });
});
