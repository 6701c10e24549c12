import { describe, expect, it } from 'vitest';
import { judgeLinearity, plainCheck, timeTopDoubling } from '../scripts/bench/linearity.mjs';
import { freshPageMicroseconds, freshPagesSoFar } from '../scripts/bench/fresh-pages.mjs';

/**
 * How the bench's sizes row decides "linear" (issue 13): the CPU per character at 1 MB against
 * 500 KB, not the growth from 20 KB, which a one-time memory step dominates. The rows below are
 * CPU medians the row printed (ms per verify) and curves of known shapes over the same sizes.
 */

const SIZES = [20_000, 100_000, 250_000, 500_000, 1_000_000];
const curve = (perChar: (size: number) => number) => SIZES.map((size) => ({ size, cpu: size * perChar(size) }));

describe('judgeLinearity', () => {
  it.each([
    // 02:10 UTC 2026-12-04, load 0.4: a step between 100 and 250 KB, flat above it.
    [
      'the engine as measured: step low, flat on top',
      SIZES.map((size, k) => ({ size, cpu: [2.07, 11.86, 43.98, 107.33, 207.55][k]! })),
      true,
    ],
    ['a straight line', curve(() => 1e-4), true],
    ['n·log n', curve((n) => 1e-5 * Math.log(n)), true],
    ['a step ×2 below the top doubling', curve((n) => (n < 300_000 ? 1e-4 : 2e-4)), true],
    ['quadratic', curve((n) => 1e-9 * n), false],
    ['n^1.3', curve((n) => 1e-6 * n ** 0.3), false],
    // The plain checker's own curve, same run: its step (it keeps fewer bytes per character) falls
    // in the top doubling, and the test cannot tell a late step from growth. A known limitation.
    [
      'a step inside the top doubling',
      SIZES.map((size, k) => ({ size, cpu: (size * [0.0083, 0.0083, 0.0084, 0.0199, 0.031][k]!) / 1000 })),
      false,
    ],
  ])('%s → linear %s', (_name, rows, linear) => {
    expect(judgeLinearity(rows).linear).toBe(linear);
  });

  it('reads the rise from the top two sizes only', () => {
    const { rise } = judgeLinearity(SIZES.map((size, k) => ({ size, cpu: [2.07, 11.86, 43.98, 107.33, 207.55][k]! })));
    expect(rise).toBeCloseTo(207.55 / 1_000_000 / (107.33 / 500_000), 5);
    expect(
      judgeLinearity([
        { size: 500_000, cpu: 100 },
        { size: 1_000_000, cpu: 230 },
      ]),
    ).toEqual({ rise: 1.15, linear: true });
    expect(
      judgeLinearity([
        { size: 500_000, cpu: 100 },
        { size: 1_000_000, cpu: 250 },
      ]).linear,
    ).toBe(false);
  });

  it('refuses rows it cannot judge', () => {
    expect(() => judgeLinearity([{ size: 1_000_000, cpu: 200 }])).toThrow(/at least two sizes/);
    expect(() =>
      judgeLinearity([
        { size: 250_000, cpu: 40 },
        { size: 1_000_000, cpu: 200 },
      ]),
    ).toThrow(/not twice/);
  });
});

describe('plainCheck, the yardstick the sizes row prints beside the engine', () => {
  it('keeps one result per number of the answer, with evidence when the context has the same value', () => {
    const claims = plainCheck(
      'Acme Corp reported revenue of $120.0 million in 2026, up 20% from $100.0 million on 14 October 2025.',
      'Acme Corp reported revenue of $120.0 million for 2026, up from $100.0 million a year earlier, on 14 October 2025.',
    );
    expect(claims.map((c) => [c.text, c.status])).toEqual([
      ['120.0', 'supported'],
      ['2026', 'supported'],
      ['20', 'unsupported'],
      ['100.0', 'supported'],
      ['14', 'supported'],
      ['2025', 'supported'],
    ]);
    expect(claims[0]!.span).toEqual([31, 36]);
    expect(claims[0]!.evidence).toEqual([{ doc: 0, span: [31, 36], text: '120.0' }]);
    expect(plainCheck('revenue of 1,250 units', 'we sold 1250 units').map((c) => c.status)).toEqual(['supported']);
  });
});

describe('timeTopDoubling, the two sizes the rise is judged on', () => {
  it('alternates the two, and reads CPU, its user and system parts and the fresh pages of each', async () => {
    const order: number[] = [];
    // A verify that keeps what it makes, as a long answer's claims are kept: 4 MB of new pages for the larger.
    const kept: Uint8Array[] = [];
    const engine = {
      verify: async (scenario: { size: number }) => {
        order.push(scenario.size);
        const bytes = new Uint8Array(scenario.size * 8);
        for (let at = 0; at < bytes.length; at += 4096) bytes[at] = 1;
        kept.push(bytes);
      },
    };
    const pair = [250_000, 500_000].map((size) => ({ size: size * 2, scenario: { size } }));
    const rows = await timeTopDoubling(engine, pair, 4);
    expect(order).toEqual([250_000, 500_000, 500_000, 250_000, 250_000, 500_000, 500_000, 250_000]);
    expect(rows.map((row) => row.size)).toEqual([500_000, 1_000_000]);
    for (const row of rows) {
      expect(Number.isFinite(row.cpu) && row.cpu >= row.user && row.cpu >= row.system).toBe(true);
      expect(Number.isInteger(row.pages)).toBe(true);
    }
    // Fresh memory, written page by page, is counted: the larger verify touched more pages.
    expect(rows[1]!.pages).toBeGreaterThan(rows[0]!.pages);
  });
});

describe('the fresh-page probe', () => {
  it('reads a cost per page, and the pages a process has touched grow as it writes new memory', () => {
    const cost = freshPageMicroseconds();
    expect(Number.isFinite(cost) && cost > 0).toBe(true);
    const before = freshPagesSoFar();
    const bytes = new Uint8Array(48 * 1024 * 1024);
    for (let at = 0; at < bytes.length; at += 4096) bytes[at] = 1;
    expect(freshPagesSoFar()).toBeGreaterThan(before);
  });
});
