import type { ClaimResult, GroundingSummary, Tolerances } from '@factlint/kernel';
import type { LocaleData } from '@factlint/text';
import type { AnalysedText, ClaimTypePlugin, EntityAlias, GroundingContext } from './claim-type.js';
import { extractClaims } from './claim-extraction.js';
import { ContextEvidenceIndex } from './evidence-index.js';
import { groundingScore, verdictFor, type VerdictPolicy } from './policy.js';

export interface GroundingInput {
  /** The answer, or each assistant turn (id `turn-N`). */
  answers: AnalysedText[];
  /** Context documents, and the user's turns (the user gave them to the model). */
  context: AnalysedText[];
  locale: LocaleData;
  tolerances: Tolerances;
  aliases: EntityAlias[];
  policy: VerdictPolicy;
  /** Enabled claim types only. */
  claimTypes: readonly ClaimTypePlugin[];
}

const TURN_ID = /^turn-(\d+)$/;

/**
 * The grounding judge (SPEC §4): extracts every enabled type's claims from the answer (digits owned
 * by a link or an identifier are not figures), judges each against the context, and sums up.
 */
export function judgeGrounding(input: GroundingInput): { claims: ClaimResult[]; summary: GroundingSummary } {
  const { answers, locale, tolerances, aliases, policy, claimTypes } = input;
  const index = new ContextEvidenceIndex(input.context, claimTypes, locale);
  const ctx: GroundingContext = { locale, tolerances, aliases, index };
  const byId = new Map(claimTypes.map((p) => [p.id, p]));
  const claims: ClaimResult[] = [];
  let sentences = 0;
  let covered = 0;
  for (const answer of answers) {
    const turn = TURN_ID.exec(answer.id);
    const extracted = extractClaims(answer, claimTypes, locale);
    const withClaim = new Set<number>();
    for (const claim of extracted) {
      const judgement = byId.get(claim.type)!.compare(claim, answer, ctx);
      // A candidate the comparator declines (a consistent change statement, an unmarked capitalised
      // phrase) is no claim: it is left out of the report rather than listed as `not_extracted`.
      if (judgement.status === 'not_extracted') continue;
      withClaim.add(claim.sentence);
      claims.push({
        type: claim.type,
        text: claim.text,
        span: claim.span,
        value: claim.value,
        unit: claim.unit,
        hedged: claim.hedged,
        status: judgement.status,
        evidence: judgement.evidence,
        formula: judgement.formula ?? null,
        nearest_context_value: judgement.nearest_context_value ?? null,
        similarity: judgement.similarity ?? null,
        reason: judgement.reason,
        ...(turn ? { turn: Number(turn[1]) } : {}),
      });
    }
    const total = answer.document.sentences.filter((s) => s.text.trim().length > 0).length;
    sentences += total;
    covered += Math.min(withClaim.size, total);
  }
  const checked = claims.filter((c) => c.status !== 'not_extracted');
  return {
    claims,
    summary: {
      verdict: verdictFor(claims, policy),
      grounding_score: groundingScore(claims),
      coverage: sentences === 0 ? 0 : covered / sentences,
      claims_total: checked.length,
      sentences_unverified: sentences - covered,
    },
  };
}
