import type { ClaimJudgement } from './claim-type.js';

/**
 * `judgement` with `confident` set: a weak flag (`false`), or one that says how sure it is. Written
 * out field by field, not as `{ ...judgement, confident }`: once optimised, V8 (Node 20) gives an
 * object spread followed by a property the spread object did not have a hidden class of its own on
 * every run, so each such judgement was a new shape to every reader of judgements (the compare
 * stage's loads went megamorphic), and those shapes died at the next full collection, taking
 * optimised code that had met them with them (`node --trace-deopt`: "wrong map" after each).
 */
export function withConfidence(judgement: ClaimJudgement, confident: boolean): ClaimJudgement {
  return {
    status: judgement.status,
    reason: judgement.reason,
    evidence: judgement.evidence,
    formula: judgement.formula ?? null,
    nearest_context_value: judgement.nearest_context_value ?? null,
    similarity: judgement.similarity ?? null,
    confident,
  };
}
