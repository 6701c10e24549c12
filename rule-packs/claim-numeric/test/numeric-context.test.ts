import { describe, expect, it } from 'vitest';
import { PositionCollector, SortedPoints } from '../src/numeric-context.js';
import { claimAt, judge } from '../../../test/grounding-harness.js';

/*
 * The context-figure index: how many context figures one answer figure is compared with is
 * bounded, whatever the size of the context (counted, never timed), and a large context reaches the
 * verdict a small one does.
 */

function points(values: number[]): SortedPoints {
  return new SortedPoints(values.map((value, ref) => ({ value, ref })));
}

describe('SortedPoints: bounded lookups', () => {
  it('a value window yields at most `cap` figures, equal values in context order', () => {
    const index = points(Array.from({ length: 5000 }, () => 120));
    const out = new Set<number>();
    index.collectNearest(119.9, 120.1, 120, 16, out);
    expect([...out]).toEqual(Array.from({ length: 16 }, (_, i) => i));
  });

  it('the closest values come first, from both sides', () => {
    const index = points([100, 118, 119, 120.5, 121, 140]);
    const out = new Set<number>();
    index.collectNearest(110, 130, 120, 3, out);
    expect([...out].sort((a, b) => a - b)).toEqual([2, 3, 4]);
  });

  it('a window scaled by a conversion factor (18 months looked up as 1.5 years)', () => {
    const index = points([6, 18, 30]);
    const out = new Set<number>();
    index.collectNearest(1.49, 1.51, 1.5, 16, out, 1 / 12);
    expect([...out]).toEqual([1]);
  });

  it('a rival walk asks about at most four walks of `steps` figures, however many refuse', () => {
    const index = points(Array.from({ length: 10_000 }, (_, i) => i));
    let asked = 0;
    const out = new Set<number>();
    index.collectFirstAccepted(
      5000,
      64,
      () => {
        asked++;
        return false;
      },
      out,
    );
    expect(out.size).toBe(0);
    expect(asked).toBeLessThanOrEqual(4 * 64);
  });

  it('a rival walk keeps the first accepted value on each side and its equals', () => {
    const index = points([10, 50, 50, 90, 130]);
    const out = new Set<number>();
    index.collectFirstAccepted(60, 64, (_ref, value) => value !== 90, out);
    expect([...out].sort((a, b) => a - b)).toEqual([0, 1, 2, 4]);
  });
});

describe('PositionCollector: the positions one claim gathers, with no set per claim', () => {
  it('keeps each position once and reads them back ascending', () => {
    const positions = new PositionCollector(10).begin();
    for (const ref of [7, 2, 7, 9, 2, 0]) positions.add(ref);
    expect([...positions.ascending()]).toEqual([0, 2, 7, 9]);
  });

  it('a new gathering starts empty and takes positions the last one had', () => {
    const positions = new PositionCollector(10).begin();
    positions.addAll([3, 4]);
    positions.begin();
    positions.addAll([4, 1]);
    expect([...positions.ascending()]).toEqual([1, 4]);
  });

  it('the lookups fill it as they fill a Set', () => {
    const index = points([100, 118, 119, 120.5, 121, 140, 120, 120]);
    const set = new Set<number>();
    const positions = new PositionCollector(8).begin();
    for (const out of [set, positions]) {
      index.collectNearest(110, 130, 120, 4, out);
      index.collectNearest(119.9, 120.1, 120, 16, out);
      index.collectFirstAccepted(120, 64, (_ref, value) => value > 130, out);
    }
    expect([...positions.ascending()]).toEqual([...set].sort((a, b) => a - b));
  });
});

describe('NUMERIC on a large context: the same verdicts as on a small one', () => {
  const filler = 'The Harbour depot stored 3,400 pallets and shipped 2,900 crates in week 12. ';
  const big = (sentence: string) => filler.repeat(400) + sentence + filler.repeat(400);

  const rows: { name: string; context: string; answer: string; focus: string; status: string; reason: string }[] = [
    {
      name: 'the one matching figure among 1,600 others',
      context: big('Acme Corp reported revenue of $120.0 million for 2026. '),
      answer: 'Acme Corp reported revenue of $120.0 million.',
      focus: '$120.0 million',
      status: 'supported',
      reason: 'numeric.exact',
    },
    {
      name: 'a change in % from the two figures about its subject',
      context: big('Acme Corp revenue rose from $100.0 million to $120.0 million. '),
      answer: 'Acme Corp revenue rose 20%.',
      focus: '20%',
      status: 'derived',
      reason: 'numeric.derived',
    },
    {
      name: 'a different value about the same subject',
      context: big('Acme Corp reported revenue of $120.0 million for 2026. '),
      answer: 'Acme Corp reported revenue of $150.0 million.',
      focus: '$150.0 million',
      status: 'contradicted',
      reason: 'numeric.different-value',
    },
    {
      name: 'a figure no context sentence about its subject states',
      context: big('Acme Corp reported revenue of $120.0 million for 2026. '),
      answer: 'Globex employs 7,777 engineers.',
      focus: '7,777',
      status: 'unsupported',
      reason: 'numeric.not-in-context',
    },
  ];

  it.each(rows)('$name', ({ context, answer, focus, status, reason }) => {
    const claim = claimAt(judge('en', context, answer).claims, answer, focus, 'NUMERIC');
    expect(claim?.status).toBe(status);
    expect(claim?.reason).toBe(reason);
  });
});
