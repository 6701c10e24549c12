import { z } from 'zod';
import { HOLDING_STATUSES, VERDICTS, type ClaimResult, type ClaimStatus, type Verdict } from '@factlint/kernel';

const VerdictSchema = z.enum(VERDICTS);

/**
 * The default policy, `balanced`: never passes a contradicted or unsupported claim. Written out,
 * and the schema's defaults below are read from it: parsing `{}` at load cost every fresh process
 * some 4 M instructions (2 ms), only to build this object. Its keys and verdicts are checked where
 * BALANCED_POLICY takes it as a VerdictPolicy.
 */
const BALANCED = {
  statuses: { supported: 'pass', derived: 'pass', approximate: 'pass', unsupported: 'retry', contradicted: 'block' },
  weak_flags: 'annotate',
  no_claims: 'pass',
  below_min: 'annotate',
} as const;

/**
 * How claim statuses become an answer-level verdict (SPEC §4). Presets provide a whole policy; keys
 * left out take the `balanced` value, so a domain pack may write only what it changes.
 */
export const VerdictPolicySchema = z.strictObject({
  statuses: z
    .strictObject({
      supported: VerdictSchema.default(BALANCED.statuses.supported).describe('Verdict for a supported claim.'),
      derived: VerdictSchema.default(BALANCED.statuses.derived).describe('Verdict for a derived claim.'),
      approximate: VerdictSchema.default(BALANCED.statuses.approximate).describe('Verdict for an approximate claim.'),
      unsupported: VerdictSchema.default(BALANCED.statuses.unsupported).describe('Verdict for an unsupported claim.'),
      contradicted: VerdictSchema.default(BALANCED.statuses.contradicted).describe('Verdict for a contradicted claim.'),
    })
    .prefault({})
    .describe('The verdict each claim status gives; the answer gets the strictest over its claims.'),
  weak_flags: VerdictSchema.default(BALANCED.weak_flags).describe(
    'The verdict for a flag the judge is not confident about (never stricter than its status\'s own): a bare small count, a quoted term, a lone acronym the source does not spell (README, "Confident flags").',
  ),
  no_claims: VerdictSchema.default(BALANCED.no_claims).describe('An answer with no checkable claim: its coverage is 0 and its score null.'),
  min_grounding_score: z
    .number()
    .min(0)
    .max(1)
    .optional()
    .describe('Below this grounding score the answer gets `below_min` (or its own verdict, if stricter).'),
  below_min: VerdictSchema.default(BALANCED.below_min).describe('The verdict below `min_grounding_score`.'),
});
export type VerdictPolicy = z.output<typeof VerdictPolicySchema>;

/** The default policy: never passes a contradicted or unsupported claim (what the schema makes of `{}`). */
export const BALANCED_POLICY: VerdictPolicy = BALANCED;

/** Ordered mildest first: the verdict of an answer is the strictest over its claims. */
export function verdictRank(v: Verdict): number {
  return VERDICTS.indexOf(v);
}

export function strictestVerdict(a: Verdict, b: Verdict): Verdict {
  return verdictRank(b) > verdictRank(a) ? b : a;
}

/** Share of checked claims that hold up; null when nothing was checked (never 1.0 by default). */
export function groundingScore(claims: readonly Pick<ClaimResult, 'status'>[]): number | null {
  return gradeClaims(claims, BALANCED_POLICY).score;
}

export function verdictFor(claims: readonly Pick<ClaimResult, 'status' | 'confident'>[], policy: VerdictPolicy): Verdict {
  return gradeClaims(claims, policy).verdict;
}

/**
 * An answer's verdict under `policy` and its grounding score, in one pass over its claims: counted,
 * not filtered (an answer of a thousand claims is not copied), and walked once for both figures.
 */
export function gradeClaims(
  claims: readonly (Pick<ClaimResult, 'status'> & { confident?: boolean })[],
  policy: VerdictPolicy,
): { verdict: Verdict; score: number | null } {
  const grades = new ClaimGrades(policy);
  for (const c of claims) grades.add(c.status, c.confident);
  return grades.result();
}

/**
 * gradeClaims one claim at a time, for a caller that grades each claim as it judges it: read again
 * after the whole answer was judged, a long answer's claims had left the processor's caches (the
 * status test was 1.7 % of a 20,000-character verify, sampled, for a loop of a thousand claims).
 */
export class ClaimGrades {
  private readonly weakRank: number;
  private checked = 0;
  private holding = 0;
  private rank = 0;

  constructor(private readonly policy: VerdictPolicy) {
    this.weakRank = verdictRank(policy.weak_flags);
  }

  add(status: ClaimStatus, confident: boolean | undefined): void {
    if (status === 'not_extracted') return;
    this.checked++;
    if (HOLDING_STATUSES.includes(status)) this.holding++;
    const own = verdictRank(this.policy.statuses[status]);
    this.rank = Math.max(this.rank, confident === false && this.weakRank < own ? this.weakRank : own);
  }

  result(): { verdict: Verdict; score: number | null } {
    const { policy, checked } = this;
    if (checked === 0) return { verdict: policy.no_claims, score: null };
    const score = this.holding / checked;
    let verdict = VERDICTS[this.rank]!;
    if (policy.min_grounding_score !== undefined && score < policy.min_grounding_score) {
      verdict = strictestVerdict(verdict, policy.below_min);
    }
    return { verdict, score };
  }
}
