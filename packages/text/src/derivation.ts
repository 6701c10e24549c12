import type { UnitMatch } from './matches.js';
import { perObject } from './locale-cache.js';
import { countBelow } from './sorted-search.js';
import { isPercent, POINTS } from './units.js';

/** A number as a formula shows it: integers as they are, fractions to at most four decimals. */
export function formatValue(v: number): string {
  if (Number.isInteger(v)) return String(v);
  return String(Number(v.toFixed(4)));
}

/** A context number a derivation may use: a figure, or the year of a context date. */
export interface Term {
  value: number;
  unit: UnitMatch | null;
  /** A calendar year (from a date or an era): it may only be added to or subtracted from. */
  year: boolean;
  /** A year's day within it (month × 32 + day), where its date is written to the day: an age between two days counts whole years. */
  dayInYear?: number;
  /** Position in the context (document, then offset): a change runs from the earlier value to the later. */
  order: number;
  /** Whatever the caller needs to cite it as evidence. */
  ref: number;
  /** The direction its context sentence states, when known (+1 rose, -1 fell, 0 none). */
  direction?: -1 | 0 | 1;
  /** Its sentence, counted through the context's documents as `order` is, when known. */
  sentence?: number;
  /**
   * A number spelled in words with no unit: a `count` (`seven babies`) is only added to or taken
   * from bare numbers, a `multiple` (a multiplier word after it: `six times`) only multiplies. Two
   * suspects are no factor of 30 officers, nor four men a part of 20 kilograms.
   */
  word?: 'count' | 'multiple';
}

export interface Derivation {
  formula: string;
  terms: Term[];
  result: number;
  /** A change in % whose size matches but whose direction is the opposite of the claim's. */
  reversed: boolean;
}

export interface DerivationTarget {
  /** The value as written, with its sign. */
  value: number;
  unit: UnitMatch | null;
  /** How far the result may be from the claim: half the claim's last written digit. */
  tolerance: number;
  /** A year claim (DATE): only year ± number. */
  year?: boolean;
  /** The direction the claim's sentence states (+1 rose, -1 fell, 0 none): the sign of a change in %. */
  direction?: -1 | 0 | 1;
  /**
   * Where the claim's own clause states no direction, the one its whole sentence states ("rose by
   * $2,950, or 5.3 %"): it lets a change run against the written order, but never makes a reversal.
   */
  sentenceDirection?: -1 | 0 | 1;
  /**
   * Whether the claim's own sentence states another figure of this value. When it names both values of a change ("a 20 %
   * increase on the $100.0 million"), the change may run from the later-written context value to
   * the earlier one ("$120.0 million, up from $100.0 million a year earlier").
   */
  named?: (value: number) => boolean;
  /** A claim with a bound word (`more than 63 years`): a span between two days may be held to its part year. */
  bound?: boolean;
  /**
   * Whether the direction the claim states names only an amount's sign, no change (`operating
   * profit margin 7.5 %`): a claim in per cent may then still be a share of two terms.
   */
  signOnly?: boolean;
}

/** Bounds that keep the search small whatever the size of the context. */
export const DERIVATION_LIMITS = { pairTerms: 40, tripleTerms: 16, evaluations: 20_000 } as const;

/**
 * The positions in the pool of the terms one search may use, in pool order: written by pickPlain
 * or pickShares at the start of each search and read by it alone (searches do not nest), so a
 * claim's search filters the pool into no array of its own.
 */
const picked = new Int32Array(DERIVATION_LIMITS.pairTerms);

/** Picks the terms among the first `n` that are neither years nor percentages nor multiples in words; returns how many. */
function pickPlain(pool: readonly Term[], n: number): number {
  let count = 0;
  for (let i = 0; i < n; i++) {
    const t = pool[i]!;
    if (!t.year && !isPercent(t.unit) && t.word !== 'multiple') picked[count++] = i;
  }
  return count;
}

/**
 * The positions of a pool's plain terms and of its percentages (not points) among its first
 * DERIVATION_LIMITS.pairTerms, in pool order, picked once per pool: a caller shares one pool among
 * every claim about one subject (and never changes it), and a search for a claim in per cent picked
 * them afresh each time, a pass over the pool with a unit test per term before any pair was tried.
 */
const percentPicks = perObject((pool: readonly Term[]): { plain: Int32Array; shares: Int32Array; values: Float64Array } => {
  const n = Math.min(pool.length, DERIVATION_LIMITS.pairTerms);
  const plain = picked.slice(0, pickPlain(pool, n));
  const values = new Float64Array(plain.length);
  for (let k = 0; k < plain.length; k++) values[k] = pool[plain[k]!]!.value;
  return { plain, shares: picked.slice(0, pickShares(pool, n)), values: values.sort() };
});

/**
 * Whether some plain term's value (`sorted`, ascending) may complete a pair that starts with `a`: a
 * change from `a` of the target's size, or (`shares`) `a` as the target's share of it. Each needs a
 * term inside an interval of values, widened here against rounding; a row of the pair search with
 * no term in either is passed over unread (against a pool of forty terms, most rows: the bench's
 * 20 % claim read every term against $120.0 million before it met $100.0 million).
 */
function rowMayMatch(a: number, target: DerivationTarget, shares: boolean, sorted: Float64Array): boolean {
  if (a === 0 || !Number.isFinite(a)) return true;
  const size = Math.abs(target.value);
  const high = size + target.tolerance;
  const low = Math.max(size - target.tolerance, 0);
  // A change of `v` per cent from `a` ends at a · (1 + v / 100), for v of either sign.
  if (anyBetween(sorted, a * (1 + low / 100), a * (1 + high / 100))) return true;
  if (anyBetween(sorted, a * (1 - high / 100), a * (1 - low / 100))) return true;
  if (!shares) return false;
  // A share of `v` per cent is `a` over 100 · a / v, of a's sign; a share near 0 % over any term.
  return low === 0 || anyBetween(sorted, (100 * a) / high, (100 * a) / low);
}

/** Whether some value of `sorted` (ascending) lies between `x` and `y` (either first), widened by a billionth of their size. */
function anyBetween(sorted: Float64Array, x: number, y: number): boolean {
  const slack = 1e-9 * (Math.abs(x) + Math.abs(y));
  const from = Math.min(x, y) - slack;
  const to = Math.max(x, y) + slack;
  const first = countBelow(sorted, from);
  return first < sorted.length && sorted[first]! <= to;
}

/** Picks the percentages (not percentage points) among the first `n` terms; returns how many. */
function pickShares(pool: readonly Term[], n: number): number {
  let count = 0;
  for (let i = 0; i < n; i++) if (isPercent(pool[i]!.unit) && pool[i]!.unit!.id !== POINTS) picked[count++] = i;
  return count;
}

const MINUS = '\u2212';
/** The multiplication sign formulas are written with. */
export const TIMES = '\u00D7';

/**
 * Searches 2–3 term arithmetic over context numbers for the claim's value (SPEC §4): sum,
 * difference, product, ratio, share in % and change in %. Terms come in order of preference (the
 * caller puts the claim's own subject first) and the search is capped, so a large context never
 * makes it slow. A percentage is derived only as a share or a change; a year only as year ± number.
 * A change whose size matches but whose direction is reversed is returned marked `reversed`, for the
 * caller to contradict: it is never a derivation.
 */
export function findDerivation(target: DerivationTarget, pool: readonly Term[], maxTerms: 2 | 3): Derivation | null {
  // The search reads the first `n` terms of the pool in place (a claim's search slices and filters nothing).
  const n = Math.min(pool.length, DERIVATION_LIMITS.pairTerms);
  const budget = { left: DERIVATION_LIMITS.evaluations };
  if (target.year) return yearDerivation(pool, n, target, budget);
  if (isPercent(target.unit)) return percentDerivation(target, pool, n, budget);

  for (let i = 0; i < n && budget.left > 0; i++) {
    for (let j = 0; j < n && budget.left > 0; j++) {
      if (i === j) continue;
      budget.left--;
      const a = pool[i]!;
      const b = pool[j]!;
      if (a.year || b.year) {
        // Years only in a difference of years or year − years: an age, an anniversary.
        if (!a.year || (target.unit !== null && target.unit.family !== 'years')) continue;
        // From 15 August 1769 to 5 May 1821 is 51 whole years: the later day comes before the birthday.
        const short = b.year && a.dayInYear !== undefined && b.dayInYear !== undefined && a.dayInYear < b.dayInYear ? 1 : 0;
        const years = a.value - b.value - short;
        if (isTarget(years, target))
          return found(`${formatValue(a.value)} ${MINUS} ${formatValue(b.value)}${short ? ` ${MINUS} 1` : ''}`, [a, b], years);
        // A bound span (`more than 63 years` from June 1837 to January 1901) is held to the span with its part year.
        const part = a.dayInYear !== undefined && b.dayInYear !== undefined && b.year ? (a.dayInYear - b.dayInYear) / DAYS_IN_YEAR : 0;
        if (target.bound === true && part !== 0 && isTarget(a.value - b.value + part, target))
          return found(`${formatValue(a.value)} ${MINUS} ${formatValue(b.value)}`, [a, b], a.value - b.value + part);
        continue;
      }
      if (isPercent(a.unit)) continue;
      if (isPercent(b.unit)) {
        if (a.word) continue;
        if (!unitFits(a.unit, target.unit)) continue;
        // `10 % of 1,200`: a share applied to a quantity.
        const part = (a.value * b.value) / 100;
        if (isTarget(part, target)) return found(`${formatValue(a.value)} ${TIMES} ${formatValue(b.value)} %`, [a, b], part);
        // `$150, 20 % off` is $120: the quantity after a change by the share, the way the claim's
        // direction word says, else either way.
        const direction = target.direction ?? 0;
        if (direction !== 1 && isTarget(a.value - part, target))
          return found(`${formatValue(a.value)} ${TIMES} (1 ${MINUS} ${formatValue(b.value)} %)`, [a, b], a.value - part);
        if (direction !== -1 && isTarget(a.value + part, target))
          return found(`${formatValue(a.value)} ${TIMES} (1 + ${formatValue(b.value)} %)`, [a, b], a.value + part);
        continue;
      }
      if (addable(a.unit, b.unit) && addableWords(a, b) && (unitFits(a.unit ?? b.unit, target.unit) || yearsFromBare(a, b, target.unit))) {
        if (i < j && isTarget(a.value + b.value, target))
          return found(`${formatValue(a.value)} + ${formatValue(b.value)}`, [a, b], a.value + b.value);
        if (isTarget(a.value - b.value, target))
          return found(`${formatValue(a.value)} ${MINUS} ${formatValue(b.value)}`, [a, b], a.value - b.value);
      }
      if (
        i < j &&
        a.word !== 'count' &&
        b.word !== 'count' &&
        unitFits(productUnit(a.unit, b.unit), target.unit) &&
        !(isCurrency(a.unit) && isCurrency(b.unit)) &&
        isTarget(a.value * b.value, target)
      ) {
        return found(`${formatValue(a.value)} ${TIMES} ${formatValue(b.value)}`, [a, b], a.value * b.value);
      }
      if (b.value !== 0 && !a.word && !b.word && unitFits(ratioUnit(a.unit, b.unit), target.unit) && isTarget(a.value / b.value, target)) {
        return found(`${formatValue(a.value)} / ${formatValue(b.value)}`, [a, b], a.value / b.value);
      }
    }
  }
  // A stated rise or fall (`lost 14 seats`) is the change of one figure, two terms: three figures
  // of any rows make a sum of it by chance (53 + 9 − 48).
  if (maxTerms < 3 || (target.direction ?? 0) !== 0) return null;

  const small = pickPlain(pool, Math.min(n, DERIVATION_LIMITS.tripleTerms));
  for (let i = 0; i < small && budget.left > 0; i++) {
    for (let j = i + 1; j < small && budget.left > 0; j++) {
      for (let k = 0; k < small && budget.left > 0; k++) {
        if (k === i || k === j) continue;
        budget.left--;
        const a = pool[picked[i]!]!;
        const b = pool[picked[j]!]!;
        const c = pool[picked[k]!]!;
        if (!addable(a.unit, b.unit) || !addable(a.unit, c.unit) || !addable(b.unit, c.unit)) continue;
        if (!addableWords(a, b) || !addableWords(a, c) || !addableWords(b, c)) continue;
        if (!unitFits(a.unit ?? b.unit ?? c.unit, target.unit)) continue;
        if (k > j && isTarget(a.value + b.value + c.value, target))
          return found(
            `${formatValue(a.value)} + ${formatValue(b.value)} + ${formatValue(c.value)}`,
            [a, b, c],
            a.value + b.value + c.value,
          );
        // `18 + 7777 − 7777` is 18 alone: a term that cancels another proves nothing the one left does not.
        if (c.value !== a.value && c.value !== b.value && isTarget(a.value + b.value - c.value, target))
          return found(
            `${formatValue(a.value)} + ${formatValue(b.value)} ${MINUS} ${formatValue(c.value)}`,
            [a, b, c],
            a.value + b.value - c.value,
          );
        if (c.value !== a.value && c.value !== b.value && isTarget(c.value - a.value - b.value, target))
          return found(
            `${formatValue(c.value)} ${MINUS} ${formatValue(a.value)} ${MINUS} ${formatValue(b.value)}`,
            [c, a, b],
            c.value - a.value - b.value,
          );
      }
    }
  }
  return null;
}

/** The days of a year as `Term.dayInYear` counts them (twelve months of 32). */
const DAYS_IN_YEAR = 12 * 32;

/** At most this many figures of one sentence are averaged: an average of a longer list is told, not computed. */
const MEAN_TERMS = 3;

/**
 * `Average turnout was 67 %` against `62 % in 2015, 68 % in 2019 and 71 % in 2023`: the mean of all
 * the figures of one unit one context sentence lists, two or three of them; a bare claim (`Her
 * average score was 86` against `82 … and 90`) averages all the bare figures of the sentence, years
 * and numbers in words left out. Asked only where the claim's sentence states an average (the
 * caller's test) and nothing else derives it: every such figure of the sentence, never a pick among
 * them, so it cannot excuse any number in between.
 */
export function findMean(target: DerivationTarget, pool: readonly Term[]): Derivation | null {
  const n = Math.min(pool.length, DERIVATION_LIMITS.pairTerms);
  const seen = new Set<number>();
  for (let i = 0; i < n; i++) {
    const first = pool[i]!;
    if (first.sentence === undefined || seen.has(first.sentence) || !meanTerm(first, target)) continue;
    seen.add(first.sentence);
    const listed = sentenceTerms(pool, n, first.sentence, target.unit === null);
    if (listed === null || listed.length < 2 || listed.length > MEAN_TERMS) continue;
    if (!listed.every((t) => meanTerm(t, target))) continue;
    const mean = listed.reduce((sum, t) => sum + t.value, 0) / listed.length;
    if (isTarget(mean, target)) return found(`(${listed.map((t) => formatValue(t.value)).join(' + ')}) / ${listed.length}`, listed, mean);
  }
  return null;
}

/**
 * `In total $13,520` against four `label: amount` lines, `Together 71 %` against three shares
 * one sentence lists: the sum of every figure of the claim's unit (bare ones, for a bare claim, as
 * findMean takes them) that one context sentence holds, or one run of consecutive sentences holds one
 * each of. Asked only where the claim's sentence states a total and nothing else derives it. One sum
 * per list, never a pick among its figures: no subset search, so a list of any length costs one pass,
 * and no part of a list excuses a claim. A pool that may have been cut (DERIVATION_LIMITS.pairTerms
 * terms) may hold part of a list only: it is summed never.
 */
export function findListSum(target: DerivationTarget, pool: readonly Term[]): Derivation | null {
  if (pool.length >= DERIVATION_LIMITS.pairTerms) return null;
  const listed = pool.filter((t) => t.sentence !== undefined && meanTerm(t, target)).sort((a, b) => a.order - b.order);
  let run: Term[] = [];
  for (let k = 0; k < listed.length; ) {
    const sentence = listed[k]!.sentence!;
    let end = k + 1;
    while (end < listed.length && listed[end]!.sentence === sentence) end++;
    const single = end - k === 1;
    // A sentence of one figure right after the run's last lengthens the run; any other ends it.
    if (!single || (run.length > 0 && run[run.length - 1]!.sentence !== sentence - 1)) {
      const sum = sumOf(run, target) ?? (single ? null : sumOf(listed.slice(k, end), target));
      if (sum) return sum;
      run = [];
    }
    if (single) run.push(listed[k]!);
    k = end;
  }
  return sumOf(run, target);
}

/** The sum of two or more terms, if it is the target's value. */
function sumOf(terms: readonly Term[], target: DerivationTarget): Derivation | null {
  if (terms.length < 2) return null;
  const sum = terms.reduce((total, t) => total + t.value, 0);
  const suffix = isPercent(target.unit) ? ' %' : '';
  return isTarget(sum, target) ? found(terms.map((t) => formatValue(t.value)).join(' + '), [...terms], sum, suffix) : null;
}

/** Whether a term may be averaged or summed into a claim: a figure of the claim's own unit (or bare, as a bare claim), no year nor number in words. */
function meanTerm(t: Term, target: DerivationTarget): boolean {
  if (t.year || t.word !== undefined) return false;
  return target.unit === null ? t.unit === null : t.unit !== null && t.unit.id === target.unit.id;
}

/**
 * The terms among the first `n` of a sentence that have a unit (`bare`: that have none, and are no
 * year nor number in words), in context order (null past MEAN_TERMS).
 */
function sentenceTerms(pool: readonly Term[], n: number, sentence: number, bare: boolean): Term[] | null {
  const out: Term[] = [];
  for (let k = 0; k < n; k++) {
    const t = pool[k]!;
    if (t.sentence !== sentence || (bare ? t.unit !== null || t.year || t.word !== undefined : t.unit === null)) continue;
    if (out.length === MEAN_TERMS) return null;
    out.push(t);
  }
  return out.sort((a, b) => a.order - b.order);
}

function yearDerivation(pool: readonly Term[], n: number, target: DerivationTarget, budget: { left: number }): Derivation | null {
  for (let i = 0; i < n; i++) {
    const a = pool[i]!;
    if (!a.year) continue;
    for (let j = 0; j < n; j++) {
      const b = pool[j]!;
      if (b === a || b.year || isPercent(b.unit) || budget.left-- <= 0) continue;
      if (isTarget(a.value + b.value, target)) return found(`${formatValue(a.value)} + ${formatValue(b.value)}`, [a, b], a.value + b.value);
      if (isTarget(a.value - b.value, target))
        return found(`${formatValue(a.value)} ${MINUS} ${formatValue(b.value)}`, [a, b], a.value - b.value);
    }
  }
  return null;
}

/** A percentage: a share (`a / b × 100`, also `(a + b) / c × 100`) or a change (`(b − a) / a × 100`). */

/**
 * `fell 0.4 percentage points` from 5.1 % to 4.7 %: the difference of two percentages. Which of
 * the two came first is read as for a change in % (`plausibleChange`): "67.3 %, down from 71.1 %"
 * is written against time order and states no direction word, so "fell 3.8 points" is derived; a
 * reversal is returned only when no order the context allows fits the claim's direction.
 */
function pointsDerivation(target: DerivationTarget, pool: readonly Term[], n: number, budget: { left: number }): Derivation | null {
  const shares = pickShares(pool, n);
  const wanted = target.direction ?? 0;
  let backwards: Derivation | null = null;
  let reversed: Derivation | null = null;
  for (let i = 0; i < shares && budget.left > 0; i++) {
    for (let j = 0; j < shares && budget.left > 0; j++) {
      if (i === j) continue;
      budget.left--;
      const a = pool[picked[i]!]!;
      const b = pool[picked[j]!]!;
      const change = b.value - a.value;
      if (!hasTargetSize(change, target) || !plausibleChange(a, b, change, wanted, target)) continue;
      const agrees = wanted === 0 || Math.sign(change) === wanted;
      if (agrees && a.order < b.order) return pointsOf(a, b, change);
      if (agrees) backwards ??= pointsOf(a, b, change);
      else reversed ??= { ...pointsOf(a, b, change), reversed: true };
    }
  }
  return backwards ?? reversed ?? bareMargin(target, pool, n, budget);
}

/**
 * Points that are no share's (`won by 8 points` against `Celtics 112, Knicks 104`): the margin
 * between two bare numbers, where no pair of shares makes the change. Never a reversal: a margin
 * has no time order.
 */
function bareMargin(target: DerivationTarget, pool: readonly Term[], n: number, budget: { left: number }): Derivation | null {
  for (let i = 0; i < n && budget.left > 0; i++) {
    for (let j = 0; j < n && budget.left > 0; j++) {
      budget.left--;
      const a = pool[i]!;
      const b = pool[j]!;
      if (i === j || a.unit !== null || b.unit !== null || a.year || b.year || a.word !== undefined || b.word !== undefined) continue;
      const margin = a.value - b.value;
      if (margin > 0 && hasTargetSize(margin, target))
        return found(`${formatValue(a.value)} ${MINUS} ${formatValue(b.value)}`, [a, b], margin);
    }
  }
  return null;
}

/**
 * A share and the change in points written right beside it (`2.4 %, down 0.1 points from the month
 * before`, `fell 0.1 points to 2.4 %`): the share is the level the change reached, so the share
 * before it is the one less the change in its stated direction (2.5 %). Only with a direction
 * stated, never the other way round.
 */
function shareBeforePointsChange(target: DerivationTarget, pool: readonly Term[], n: number): Derivation | null {
  return shareAndPointsChange(target, pool, n, (level, change) => {
    const gap = Math.abs(change.order - level.order);
    return gap === 0 || gap > LEVEL_TO_CHANGE ? 0 : -change.direction!;
  });
}

/** How far (in characters) from a share its change in points is written to be the change it reached. */
const LEVEL_TO_CHANGE = 60;

/**
 * A share and a change in points with a stated direction written in a later sentence, a few lines
 * on at most (`Holiday pay is 10.2 per cent. For employees over 60 the rate is 2.3 percentage points
 * higher.`): the level the change reaches (12.5 %). A change in the share's own sentence (`53.85%,
 * 2.08 percentage points lower than …`) is the one that share reached: shareBeforePointsChange reads it.
 */
function shareAfterPointsChange(target: DerivationTarget, pool: readonly Term[], n: number): Derivation | null {
  return shareAndPointsChange(target, pool, n, (level, change) => {
    const later = change.sentence !== undefined && level.sentence !== undefined && change.sentence > level.sentence;
    return later && change.order - level.order <= LEVEL_TO_LATER_CHANGE ? change.direction! : 0;
  });
}

/**
 * A share (no points) plus or minus a change in points with a stated direction, among the first `n`
 * terms: `sign` says which way the change counts for a share and a change (0: the two are no pair).
 */
function shareAndPointsChange(
  target: DerivationTarget,
  pool: readonly Term[],
  n: number,
  sign: (level: Term, change: Term) => number,
): Derivation | null {
  for (let j = 0; j < n; j++) {
    const change = pool[j]!;
    if (change.unit?.id !== POINTS || (change.direction ?? 0) === 0) continue;
    for (let i = 0; i < n; i++) {
      const level = pool[i]!;
      if (!isPercent(level.unit) || level.unit!.id === POINTS) continue;
      const way = sign(level, change);
      if (way === 0) continue;
      const result = level.value + way * change.value;
      if (isTarget(result, target))
        return found(
          `${formatValue(level.value)} % ${way > 0 ? '+' : MINUS} ${formatValue(change.value)} pp`,
          [level, change],
          result,
          ' %',
        );
    }
  }
  return null;
}

/** How far (in characters) after a share a change in a later sentence may be written to start from it. */
const LEVEL_TO_LATER_CHANGE = 300;

/** The difference from `a` to `b` in percentage points, with its formula. */
function pointsOf(a: Term, b: Term, change: number): Derivation {
  return found(`${formatValue(b.value)} % ${MINUS} ${formatValue(a.value)} %`, [a, b], change, ' pp');
}

function percentDerivation(target: DerivationTarget, pool: readonly Term[], n: number, budget: { left: number }): Derivation | null {
  if (target.unit?.id === POINTS) return pointsDerivation(target, pool, n, budget);
  const { plain, shares: sharePicks, values } = percentPicks(pool);
  const usable = plain.length;
  // The sign a change must have: the direction word's, else the written sign, else either.
  const direction = target.direction ?? 0;
  const wanted = direction !== 0 ? direction : target.value < 0 ? -1 : 0;
  const asShare = (direction === 0 || target.signOnly === true) && target.value >= 0;
  // The first change that fits only against the written order, and the first reversed one: written
  // out only if no change in the written order is found (most searches find one and need neither).
  let backwards: Term[] | null = null;
  let reversed: Term[] | null = null;
  for (let i = 0; i < usable && budget.left > 0; i++) {
    // A row no term can complete takes its share of the budget as if read.
    if (!rowMayMatch(pool[plain[i]!]!.value, target, asShare, values)) {
      budget.left -= Math.min(budget.left, usable - 1);
      continue;
    }
    for (let j = 0; j < usable && budget.left > 0; j++) {
      if (i === j) continue;
      budget.left--;
      const a = pool[plain[i]!]!;
      const b = pool[plain[j]!]!;
      if (!addable(a.unit, b.unit) || !addableWords(a, b)) continue;
      // A claim that states a rise or fall gives a change, not a share (`Revenue grew about 12 %` is
      // never the 88 of one figure's change over the 765 of another's).
      if (asShare && b.value !== 0 && Math.abs(a.value) <= Math.abs(b.value)) {
        const share = (a.value / b.value) * 100;
        if (hasTargetSize(share, target) && share >= 0)
          return found(`${formatValue(a.value)} / ${formatValue(b.value)} ${TIMES} 100`, [a, b], share, ' %');
      }
      if (a.value === 0) continue;
      const change = percentChange(a, b);
      if (!hasTargetSize(change, target) || !plausibleChange(a, b, change, wanted, target)) continue;
      const agrees = wanted === 0 || Math.sign(change) === wanted;
      if (agrees && a.order < b.order) return changeOf(a, b, change);
      if (agrees) backwards ??= [a, b];
      else reversed ??= [a, b];
    }
  }
  // A relative change between two shares (`from 5 % to 4 %`, a 20 % drop), the way the claim says:
  // never a reversal, which the shares' points would read as well. Against the written order only
  // where the claim or its sentence states its direction (`60 % in 2024 … 40 % in 2019`, "rose by
  // 50 %"), as for plain terms above, and only if no change in the written order fits.
  const shares = sharePicks.length;
  const leaning = wanted !== 0 ? wanted : (target.sentenceDirection ?? 0);
  for (let i = 0; i < shares && budget.left > 0; i++) {
    for (let j = 0; j < shares && budget.left > 0; j++) {
      budget.left--;
      const a = pool[sharePicks[i]!]!;
      const b = pool[sharePicks[j]!]!;
      if (i === j || a.value === 0 || (a.order > b.order && leaning === 0)) continue;
      const change = percentChange(a, b);
      if (
        !hasTargetSize(change, target) ||
        !plausibleChange(a, b, change, wanted, target) ||
        (leaning !== 0 && Math.sign(change) !== leaning)
      )
        continue;
      if (a.order < b.order) return changeOf(a, b, change);
      backwards ??= [a, b];
    }
  }
  const before = shareBeforePointsChange(target, pool, n) ?? shareAfterPointsChange(target, pool, n);
  if (before) return before;
  // A change that fits only against the written order, in a reading the answer itself gives, beats
  // a reversal read from the written order alone: a guess never accuses.
  if (backwards) return changeOf(backwards[0]!, backwards[1]!, percentChange(backwards[0]!, backwards[1]!));
  if (reversed) return { ...changeOf(reversed[0]!, reversed[1]!, percentChange(reversed[0]!, reversed[1]!)), reversed: true };
  const triples = Math.min(usable, DERIVATION_LIMITS.tripleTerms);
  for (let i = 0; i < triples && budget.left > 0; i++) {
    for (let j = i + 1; j < triples && budget.left > 0; j++) {
      for (let k = 0; k < triples && budget.left > 0; k++) {
        if (k === i || k === j) continue;
        budget.left--;
        const a = pool[plain[i]!]!;
        const b = pool[plain[j]!]!;
        const c = pool[plain[k]!]!;
        if (c.value === 0 || !addable(a.unit, b.unit) || !addable(a.unit, c.unit) || !addableWords(a, b) || !addableWords(a, c)) continue;
        const share = ((a.value + b.value) / c.value) * 100;
        if (share >= 0 && share <= 100 && hasTargetSize(share, target)) {
          return found(
            `(${formatValue(a.value)} + ${formatValue(b.value)}) / ${formatValue(c.value)} ${TIMES} 100`,
            [a, b, c],
            share,
            ' %',
          );
        }
      }
    }
  }
  return null;
}

/**
 * Whether `a` → `b` can be the change the context describes. A context sentence that states a
 * direction decides. Without one, the written order is taken as time order ("from 120 to 150"),
 * or the other way round when the claim states the direction itself ("grew 20 %" against
 * "$120.0 million, up from $100.0 million": written order is not time order, and "up from" names
 * no direction word) or, without one, names the value the change reached ("reached $4.2bn, up 20%"
 * against "$4.2 billion, up from $3.5 billion": `up` is no direction word either): a guess never
 * accuses. The cost: against a context that states no direction, a claim whose direction word is
 * wrong may still be derived.
 */
function plausibleChange(a: Term, b: Term, change: number, wanted: number, target: DerivationTarget): boolean {
  const stated = a.direction || b.direction || 0;
  if (stated !== 0 && (a.direction ?? 0) !== 0 && (b.direction ?? 0) !== 0 && a.direction !== b.direction) return a.order < b.order;
  if (stated !== 0) return Math.sign(change) === stated;
  if (a.order < b.order) return true;
  if (wanted !== 0) return Math.sign(change) === wanted;
  return Math.sign(change) === (target.sentenceDirection ?? 0) || answerNames(target, b.value);
}

/** Whether `v` is the target's value, within its tolerance. Functions of the target rather than closures over it: a search is made per claim. */
function isTarget(v: number, target: DerivationTarget): boolean {
  return Number.isFinite(v) && Math.abs(v - target.value) <= target.tolerance;
}

/** Whether `v` has the target's size, of either sign, within its tolerance (a share or change in per cent). */
function hasTargetSize(v: number, target: DerivationTarget): boolean {
  return Number.isFinite(v) && Math.abs(Math.abs(v) - Math.abs(target.value)) <= target.tolerance;
}

/** Whether the answer names `v` itself (the caller's test, if it gave one). */
function answerNames(target: DerivationTarget, v: number): boolean {
  return target.named?.(v) ?? false;
}

/** The change from `a` to `b` in per cent. */
function percentChange(a: Term, b: Term): number {
  return ((b.value - a.value) / a.value) * 100;
}

/** The change from `a` to `b` in per cent, with its formula. */
function changeOf(a: Term, b: Term, change: number): Derivation {
  return found(`(${formatValue(b.value)} ${MINUS} ${formatValue(a.value)}) / ${formatValue(a.value)} ${TIMES} 100`, [a, b], change, ' %');
}

function found(expression: string, terms: Term[], result: number, suffix = ''): Derivation {
  return { formula: `${expression} = ${formatValue(result)}${suffix}`, terms, result, reversed: false };
}

function isCurrency(u: UnitMatch | null): boolean {
  return u !== null && u.family === 'currency';
}

/**
 * `10 tickets cost $400` against `a ticket costs $40`: a figure the claim's own answer sentence
 * states (`factors`, their `ref` the caller's own) times one of the first terms of the pool. Only
 * products, each factor with a context number, never two factors: the search the answer's figures
 * take part in, asked only where findDerivation found nothing, and no bigger than factors × terms.
 */
export function findAnswerProduct(target: DerivationTarget, factors: readonly Term[], pool: readonly Term[]): Derivation | null {
  const n = Math.min(pool.length, DERIVATION_LIMITS.pairTerms);
  for (const a of factors) {
    if (isPercent(a.unit)) continue;
    for (let j = 0; j < n; j++) {
      const b = pool[j]!;
      if (b.year || isPercent(b.unit) || b.word === 'count' || (isCurrency(a.unit) && isCurrency(b.unit))) continue;
      if (unitFits(productUnit(a.unit, b.unit), target.unit) && isTarget(a.value * b.value, target))
        return found(`${formatValue(a.value)} ${TIMES} ${formatValue(b.value)}`, [a, b], a.value * b.value);
    }
  }
  return null;
}

/** Whether two terms may be summed as numbers spelled in words allow: a count only with bare numbers, a multiple never. */
function addableWords(a: Term, b: Term): boolean {
  return wordAdds(a, b) && wordAdds(b, a);
}

function wordAdds(word: Term, other: Term): boolean {
  return word.word === undefined || (word.word === 'count' && other.unit === null);
}

/** Terms of a sum or difference: bare, or in the same unit. */
function addable(a: UnitMatch | null, b: UnitMatch | null): boolean {
  return a === null || b === null || a.id === b.id;
}

const DURATIONS: ReadonlySet<string> = new Set(['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds']);
const COUNT_FAMILY = 'count';

/** Whether a figure in this unit counts things or spans of time (bare, `people`, `days`): a rate, a measure or money does not. */
export function countsWholes(u: UnitMatch | null): boolean {
  return u === null || u.family === COUNT_FAMILY || DURATIONS.has(u.family);
}

/**
 * The result's unit against the claim's: a claim with a unit needs that unit (or a bare result); a
 * bare claim fits any result but a duration (2 + 22 days is never the 24 countries of a bare claim).
 */
function unitFits(result: UnitMatch | null, claim: UnitMatch | null): boolean {
  if (claim === null) return result === null || !DURATIONS.has(result.family);
  return result === null || result.id === claim.id;
}

/**
 * `crowned in 1133 and died four years later`, `her fifth title at 31, eleven years after her
 * first`: a bare figure (a year, an age) and a span of years its own sentence counts from it make a
 * bare figure again (1137, 20), where a duration and a count make none.
 */
function yearsFromBare(a: Term, b: Term, claim: UnitMatch | null): boolean {
  if (claim !== null || a.sentence === undefined || a.sentence !== b.sentence) return false;
  return (a.unit === null && b.unit?.family === 'years') || (b.unit === null && a.unit?.family === 'years');
}

/** `850 kr per hour × 6 hours` is in currency: a product keeps the unit that is not a count of something else. */
function productUnit(a: UnitMatch | null, b: UnitMatch | null): UnitMatch | null {
  if (a === null || b === null) return a ?? b;
  if (isCurrency(a)) return a;
  if (isCurrency(b)) return b;
  return null;
}

/** `1,800 calls / 60 operators` is calls per operator; a ratio of like units has none. */
function ratioUnit(a: UnitMatch | null, b: UnitMatch | null): UnitMatch | null {
  if (a === null || b === null) return a;
  return a.id === b.id ? null : a;
}
