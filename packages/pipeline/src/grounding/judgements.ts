import type { ClaimStatus, Evidence } from '@factlint/kernel';
import type { ClaimJudgement } from './claim-type.js';

/*
 * One way to build a claim type's judgement: every field set, always in the same order. The compare
 * stage reads the seven fields of every judgement, of every claim type, at one place; literals that
 * each set the fields they needed were a dozen hidden classes there, and its loads megamorphic
 * (`node --log-ic`). Built here, the built-in claim types' judgements share one class; a third
 * party's claim type gets the same by building its judgements here too.
 */

/**
 * A judgement: what the claim is (`status`) and why (`reason`), the context that shows it, and what
 * the report may show beside it (the nearest context value, the formula of a derivation, a
 * similarity). `confident: false` makes it a weak flag.
 */
export function claimJudgement(
  status: ClaimStatus,
  reason: string,
  evidence: Evidence[],
  nearest: number | string | null = null,
  formula: string | null = null,
  similarity: number | null = null,
  confident = true,
): ClaimJudgement {
  return { status, reason, evidence, formula, nearest_context_value: nearest, similarity, confident };
}

/**
 * A judgement with `confident` set: a weak flag (`false`), or one that says how sure it is. Never
 * `{ ...judgement, confident }`: once optimised, V8 (Node 20) gives an object spread followed by a
 * property the spread object lacks a hidden class of its own on every run, so each such judgement
 * was a new shape to the compare stage, and those shapes died at the next full collection, taking
 * optimised code that had met them with them (`node --trace-deopt`: "wrong map").
 */
export function withConfidence(j: ClaimJudgement, confident: boolean): ClaimJudgement {
  return copyOf(j, j.status, j.reason, confident);
}

/**
 * A judgement with another status and reason, everything else kept: a rule that overrules the
 * judgement it was given (a figure that ends a year written short, `2024–25`, is no claim). Built,
 * not spread, for the reason withConfidence gives.
 */
export function restated(j: ClaimJudgement, status: ClaimStatus, reason: string): ClaimJudgement {
  return copyOf(j, status, reason, j.confident ?? true);
}

/** `j` field by field, with the status, reason and confidence given. */
function copyOf(j: ClaimJudgement, status: ClaimStatus, reason: string, confident: boolean): ClaimJudgement {
  return claimJudgement(status, reason, j.evidence, j.nearest_context_value ?? null, j.formula ?? null, j.similarity ?? null, confident);
}
