import { describe, expect, it } from 'vitest';
import { findAnswerProduct, findDerivation, type DerivationTarget, type Term } from '../src/derivation.js';
import type { UnitMatch } from '../src/matches.js';

/*
 * The arithmetic search over context numbers, fed the terms the NUMERIC and DATE plugins read from
 * a context ("$120.0 million, up from $100.0 million a year earlier; 14 October 2025"). The search
 * keeps the positions of the terms it may use in a buffer shared by every search, so the rows also
 * run one after another, each after a search over a longer pool.
 */

const unit = (id: string, family: UnitMatch['family']): UnitMatch => ({ id, family, text: id, span: [0, 0], position: 'after' });
const USD = unit('USD', 'currency');
const PERCENT = unit('%', 'percent');
const POINTS = unit('pp', 'percent');

let order = 0;
const term = (value: number, u: UnitMatch | null = null, extra: Partial<Term> = {}): Term => ({
  value,
  unit: u,
  year: false,
  order: order++,
  ref: order,
  ...extra,
});
const year = (value: number) => term(value, null, { year: true });

type Row = {
  name: string;
  target: DerivationTarget;
  terms: Term[];
  formula: string | null;
  reversed?: boolean;
};

const rows: Row[] = [
  {
    name: 'a change in the written order ("from $100 million to $120 million", up 20%)',
    target: { value: 20, unit: PERCENT, tolerance: 0.5 },
    terms: [term(100e6, USD), term(120e6, USD)],
    formula: '(120000000 \u2212 100000000) / 100000000 \u00D7 100 = 20 %',
  },
  {
    name: 'a change against the written order, the claim stating its direction ("$120 million, up from $100 million")',
    target: { value: 20, unit: PERCENT, tolerance: 0.5, direction: 1 },
    terms: [term(120e6, USD), term(100e6, USD), year(2025)],
    formula: '(120000000 \u2212 100000000) / 100000000 \u00D7 100 = 20 %',
  },
  {
    name: 'a fall claimed where the context states a rise: reversed, never derived',
    target: { value: -20, unit: PERCENT, tolerance: 0.5, direction: -1 },
    terms: [term(100e6, USD, { direction: 1 }), term(120e6, USD, { direction: 1 })],
    formula: '(120000000 \u2212 100000000) / 100000000 \u00D7 100 = 20 %',
    reversed: true,
  },
  {
    name: 'a share (45 of 180 is 25%)',
    target: { value: 25, unit: PERCENT, tolerance: 0.5 },
    terms: [term(45), term(180), year(2024)],
    formula: '45 / 180 \u00D7 100 = 25 %',
  },
  {
    name: 'a share of a sum ((30 + 15) / 180 is 25%), years and percentages left out',
    target: { value: 25, unit: PERCENT, tolerance: 0.05 },
    terms: [year(2024), term(30), term(12, PERCENT), term(15), term(180)],
    formula: '(30 + 15) / 180 \u00D7 100 = 25 %',
  },
  {
    name: 'percentage points between two percentages (5.1% to 4.7%)',
    target: { value: -0.4, unit: POINTS, tolerance: 0.05, direction: -1 },
    terms: [term(5.1, PERCENT), term(300), term(4.7, PERCENT)],
    formula: '4.7 % \u2212 5.1 % = -0.4 pp',
  },
  {
    name: 'a sum of three (12 + 8 + 5 = 25)',
    target: { value: 25, unit: null, tolerance: 0.5 },
    terms: [term(12), term(8), term(5), year(2020)],
    formula: '12 + 8 + 5 = 25',
  },
  {
    name: 'a year plus a number of years (2019 + 5)',
    target: { value: 2024, unit: null, tolerance: 0.5, year: true },
    terms: [term(5), year(2019)],
    formula: '2019 + 5 = 2024',
  },
  {
    name: 'a quantity after a change by a share, down ($150, 20% off, is $120)',
    target: { value: 120, unit: USD, tolerance: 0.5 },
    terms: [term(150, USD), term(20, PERCENT)],
    formula: '150 \u00D7 (1 \u2212 20 %) = 120',
  },
  {
    name: 'a quantity after a change by a share, up ($85,000 and a 4% raise is $88,400)',
    target: { value: 88_400, unit: USD, tolerance: 0.5 },
    terms: [term(85_000, USD), term(4, PERCENT)],
    formula: '85000 \u00D7 (1 + 4 %) = 88400',
  },
  {
    name: "a quantity after a change by a share, against the claim's direction word: not derived",
    target: { value: 120, unit: USD, tolerance: 0.5, direction: 1 },
    terms: [term(150, USD), term(20, PERCENT)],
    formula: null,
  },
  {
    name: 'the share before a change in points written right after it (2.4%, down 0.1 points: 2.5% before)',
    target: { value: 2.5, unit: PERCENT, tolerance: 0.05 },
    terms: [term(2.4, PERCENT), term(0.1, POINTS, { direction: -1 })],
    formula: '2.4 % + 0.1 pp = 2.5 %',
  },
  {
    name: 'the share before a change in points written before the share it reached ("fell 0.1 points to 2.4%": 2.5% before)',
    target: { value: 2.5, unit: PERCENT, tolerance: 0.05 },
    terms: [term(0.1, POINTS, { direction: -1 }), term(2.4, PERCENT)],
    formula: '2.4 % + 0.1 pp = 2.5 %',
  },
  {
    name: 'the share the change in points reached is the level written: not the level less the change again',
    target: { value: 2.3, unit: PERCENT, tolerance: 0.05 },
    terms: [term(2.4, PERCENT), term(0.1, POINTS, { direction: -1 })],
    formula: null,
  },
  {
    name: 'a change in points with no direction stated gives no share before it',
    target: { value: 2.5, unit: PERCENT, tolerance: 0.05 },
    terms: [term(2.4, PERCENT), term(0.1, POINTS)],
    formula: null,
  },
  {
    name: 'a relative change between two shares (5% to 4% is a 20% drop)',
    target: { value: 20, unit: PERCENT, tolerance: 0.5, direction: -1 },
    terms: [term(5, PERCENT), term(4, PERCENT)],
    formula: '(4 \u2212 5) / 5 \u00D7 100 = -20 %',
  },
  {
    name: 'a relative change between two shares the other way from the claim: not derived, never reversed',
    target: { value: 20, unit: PERCENT, tolerance: 0.5, direction: 1 },
    terms: [term(5, PERCENT), term(4, PERCENT)],
    formula: null,
  },
  {
    name: 'a term that cancels another proves nothing (18 + 7777 − 7777 is 18 alone)',
    target: { value: 18, unit: null, tolerance: 0.5 },
    terms: [term(7777), term(7777), term(18), term(5)],
    formula: null,
  },
  {
    name: 'two shares written against time order, the claim stating the rise (60 % in 2024 … 40 % in 2019, up 50 %)',
    target: { value: 50, unit: PERCENT, tolerance: 0.5, direction: 1 },
    terms: [term(60, PERCENT), term(40, PERCENT)],
    formula: '(60 \u2212 40) / 40 \u00D7 100 = 50 %',
  },
  {
    name: 'two shares against the written order, with neither the claim nor its sentence stating a direction: no change',
    target: { value: 50, unit: PERCENT, tolerance: 0.5 },
    terms: [term(60, PERCENT), term(40, PERCENT)],
    formula: null,
  },
  {
    name: 'a change against the written order, the claim\'s sentence stating the direction its own clause does not ("rose by $2,950, or 5.3 %")',
    target: { value: 5.3, unit: PERCENT, tolerance: 0.05, sentenceDirection: 1 },
    terms: [term(58990, USD), term(56040, USD)],
    formula: '(58990 \u2212 56040) / 56040 \u00D7 100 = 5.2641 %',
  },
  {
    name: "points that are no share's: the margin between two bare numbers (112 and 104, won by 8 points)",
    target: { value: 8, unit: POINTS, tolerance: 0.5 },
    terms: [term(112), term(104)],
    formula: '112 \u2212 104 = 8',
  },
  {
    name: 'a share and a change in points with a stated direction written after it (10.2 %, then 2.3 points higher: 12.5 %)',
    target: { value: 12.5, unit: PERCENT, tolerance: 0.05 },
    terms: [term(10.2, PERCENT, { sentence: 0 }), term(2.3, POINTS, { direction: 1, sentence: 1 })],
    formula: '10.2 % + 2.3 pp = 12.5 %',
  },
  {
    name: 'nothing fits',
    target: { value: 37, unit: PERCENT, tolerance: 0.5 },
    terms: [term(100e6, USD), term(120e6, USD)],
    formula: null,
  },
];

/** Forty plain terms, none of which makes any row's value: the search before each row uses the whole buffer. */
const longPool = Array.from({ length: 40 }, (_, k) => term(1_000_003 + 7919 * k));

describe('findDerivation', () => {
  for (const row of rows) {
    it(row.name, () => {
      expect(findDerivation({ value: 0.123, unit: PERCENT, tolerance: 0.0001 }, longPool, 3)).toBeNull();
      const found = findDerivation(row.target, row.terms, 3);
      expect(found?.formula ?? null).toBe(row.formula);
      if (found) expect(found.reversed).toBe(row.reversed ?? false);
    });
  }
});

describe("findAnswerProduct: the answer's own figures times a context number", () => {
  const USD_ = unit('USD', 'currency');
  it.each([
    ['a count times a price (10 tickets at $40 is $400)', 400, [term(10)], [term(40, USD_)], '10 \u00D7 40 = 400'],
    ['two prices multiply nothing', 1600, [term(40, USD_)], [term(40, USD_)], null],
    ['a count spelled in words in the context is no factor', 60, [term(30)], [term(2, null, { word: 'count' })], null],
    ['no product is the target', 450, [term(10)], [term(40, USD_)], null],
  ] as const)('%s', (_name, value, factors, pool, formula) => {
    const target: DerivationTarget = { value, unit: value === 60 ? null : USD_, tolerance: 0.5 };
    expect(findAnswerProduct(target, factors, pool)?.formula ?? null).toBe(formula);
  });
});
