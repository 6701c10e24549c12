import type { FactCandidate, FactRecord } from '@factlint/kernel';
import { boundHoldsLoosely, hedgedAcceptance, type HedgedAcceptance } from './hedged-precision.js';
import { sameValue } from '@factlint/text';

/** What the outcome rule decides for one fact: the part of its record (SPEC §5) it fills in. */
export type FactVerdict = Pick<
  FactRecord,
  'outcome' | 'reason' | 'values' | 'other_values' | 'hedged' | 'capped' | 'accepted_by' | 'ranges_set_aside'
>;

export const FACT_REASONS = {
  noCandidates: 'facts.no-candidates',
  declaredAmongCandidates: 'facts.declared-among-candidates',
  hedgedAtPrecision: 'facts.hedged-at-precision',
  hedgedBoundHolds: 'facts.hedged-bound-holds',
  hedgedWithinTolerance: 'facts.hedged-within-tolerance',
  boundHoldsLoosely: 'facts.bound-holds-loosely',
  rangeContainsDeclared: 'facts.range-contains-declared',
  noCandidateMatches: 'facts.no-candidate-matches',
  noRangeContainsDeclared: 'facts.no-range-contains-declared',
  declaredBesideAnchor: 'facts.declared-beside-anchor',
} as const;

/**
 * The outcome rule of SPEC §5, in order: no candidates → not_stated; the declared value among them →
 * correct; a range containing it → ambiguous; otherwise wrong. A range is weighed only when the answer
 * gives no point figure for the fact (the seed's holdout 1: a range of the last years beside the point figure "I think it is …").
 */
export interface OutcomeOptions {
  /** The facts `hedge_tolerance`: how far beyond its own precision a hedged figure may stray (0: not at all). */
  hedgeTolerance: number;
}

const ACCEPTANCE_REASONS: Record<HedgedAcceptance, string> = {
  precision: FACT_REASONS.hedgedAtPrecision,
  bound: FACT_REASONS.hedgedBoundHolds,
  tolerance: FACT_REASONS.hedgedWithinTolerance,
};

/*
 * Between the declared value among the candidates (correct) and none of them (wrong) comes a hedged
 * figure that states the value at its own precision or by its bound word, and then one the domain's
 * facts `hedge_tolerance` accepts: correct, `hedged`, and `accepted_by` says which.
 */
export function decideOutcome(
  declared: number,
  candidates: readonly FactCandidate[],
  options: OutcomeOptions = { hedgeTolerance: 0 },
): FactVerdict {
  const points = candidates.filter((c) => c.range === null);
  const ranges = candidates.filter((c): c is FactCandidate & { range: [number, number] } => c.range !== null);

  if (candidates.length === 0) {
    return {
      outcome: 'not_stated',
      reason: FACT_REASONS.noCandidates,
      values: [],
      other_values: [],
      hedged: false,
      capped: false,
      accepted_by: null,
      ranges_set_aside: [],
    };
  }

  if (points.length > 0) {
    const values = distinct(points.map((c) => c.value));
    const ranges_set_aside = distinctRanges(ranges.map((c) => c.range));
    const matching = points.filter((c) => sameValue(c.value, declared));
    if (matching.length > 0) {
      return {
        outcome: 'correct',
        reason: FACT_REASONS.declaredAmongCandidates,
        values,
        other_values: values.filter((v) => !sameValue(v, declared)),
        hedged: matching.every((c) => c.hedged),
        capped: false,
        accepted_by: null,
        ranges_set_aside,
      };
    }
    const accepted = bestAcceptance(points, declared, options.hedgeTolerance);
    if (accepted) {
      return {
        outcome: 'correct',
        reason: ACCEPTANCE_REASONS[accepted.by],
        values,
        other_values: values.filter((v) => !accepted.figures.some((a) => sameValue(a.value, v))),
        // A figure written with a scale word ("15,5 tusen") is read at its precision without being hedged.
        hedged: accepted.figures.every((c) => c.hedged),
        capped: false,
        accepted_by: accepted.by,
        ranges_set_aside,
      };
    }
    // Only true bounds far from the value ("over 100 000 kr" for 136 549): the answer is right but silent on the value.
    if (points.every((c) => boundHoldsLoosely(c, declared))) {
      return {
        outcome: 'not_stated',
        reason: FACT_REASONS.boundHoldsLoosely,
        values,
        other_values: [],
        hedged: true,
        capped: false,
        accepted_by: null,
        ranges_set_aside,
      };
    }
    const hedged = points.every((c) => c.hedged);
    return {
      outcome: 'wrong',
      reason: FACT_REASONS.noCandidateMatches,
      values,
      other_values: values,
      hedged,
      capped: values.length > 1 || hedged,
      accepted_by: null,
      ranges_set_aside,
    };
  }

  const weighed = distinctRanges(ranges.map((c) => c.range));
  const values = distinct(weighed.flat());
  if (weighed.some(([low, high]) => Math.min(low, high) <= declared && declared <= Math.max(low, high))) {
    return {
      outcome: 'ambiguous',
      reason: FACT_REASONS.rangeContainsDeclared,
      values,
      other_values: [],
      hedged: true,
      capped: false,
      accepted_by: null,
      ranges_set_aside: [],
    };
  }
  return {
    outcome: 'wrong',
    reason: FACT_REASONS.noRangeContainsDeclared,
    values,
    other_values: values,
    hedged: true,
    capped: true,
    accepted_by: null,
    ranges_set_aside: [],
  };
}

/**
 * A wrong verdict whose figures are none of them plainly the fact's statement (none stands after a
 * mention of the anchor in its clause), while a sentence beside an anchored one states the declared
 * value: the answer gives the value and other figures near the anchor, and which the anchored
 * sentence meant is not for a reader of words to say. Ambiguous, never wrong.
 */
export function besideTheAnchor(verdict: FactVerdict): FactVerdict {
  return { ...verdict, outcome: 'ambiguous', reason: FACT_REASONS.declaredBesideAnchor, capped: false };
}

function distinct(values: number[]): number[] {
  const out: number[] = [];
  for (const v of values) if (!out.some((o) => sameValue(o, v))) out.push(v);
  return out;
}

function distinctRanges(ranges: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const r of ranges) if (!out.some((o) => sameValue(o[0], r[0]) && sameValue(o[1], r[1]))) out.push(r);
  return out;
}

/** The hedged figures that state the value, by the strongest way any of them does (precision or bound before tolerance). */
function bestAcceptance(
  points: readonly FactCandidate[],
  declared: number,
  tolerance: number,
): { by: HedgedAcceptance; figures: FactCandidate[] } | null {
  const judged = points
    .map((c) => ({ c, by: hedgedAcceptance(c, declared, tolerance) }))
    .filter((j): j is { c: FactCandidate; by: HedgedAcceptance } => j.by !== null);
  if (judged.length === 0) return null;
  const strongest = judged.find((j) => j.by !== 'tolerance') ?? judged[0]!;
  const counted = strongest.by === 'tolerance' ? judged : judged.filter((j) => j.by !== 'tolerance');
  return { by: strongest.by, figures: counted.map((j) => j.c) };
}
