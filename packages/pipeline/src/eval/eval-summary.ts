import { CLAIM_STATUSES, spansOverlap, type ClaimResult, type ClaimStatus, type ScenarioReport, type Span } from '@factlint/kernel';
import type { EvalCase } from './eval-case.js';

/** What factlint made of one evaluation case: the case, its scenario report and the focus status. */
export interface EvalCaseResult {
  case: EvalCase;
  report: ScenarioReport;
  /** Status of the focus claim, or `not_extracted`. */
  status: ClaimStatus;
}

export interface Share {
  count: number;
  of: number;
  rate: number | null;
}

export interface EvalDisagreement {
  case_id: string;
  expected: ClaimStatus;
  got: ClaimStatus;
  /** Reason id of the focus claim, or null when none was extracted. */
  reason: string | null;
}

export interface EvalSummary {
  cases: number;
  /** Focus status against `expected_status`. */
  agreement: Share;
  /** expected status → status got → cases. */
  confusion: Record<ClaimStatus, Record<ClaimStatus, number>>;
  by_claim_type: Record<string, Share>;
  by_language: Record<string, Share>;
  /** Answers that should be flagged and got a verdict other than pass. */
  recall: Share;
  /** Answers that should pass and did. */
  clean_pass: Share;
  /** Answers a human accepts that were not passed: every one listed, never hidden. */
  false_positives: Share & { cases: string[] };
  /** Answers that should be flagged and passed. */
  missed: string[];
  disagreements: EvalDisagreement[];
  latency_ms: { p50: number; p95: number; max: number };
}

type FocusCase = Pick<EvalCase, 'answer' | 'focus_value' | 'claim_type'>;
type LabelledCase = Pick<EvalCase, 'expected_status' | 'human_verdict'>;

/**
 * The focus claim of a case: the claim of the case's type whose span overlaps the first occurrence
 * of `focus_value` in the answer. A coverage case (empty `focus_value`) takes the first claim of its
 * type, so "nothing extracted" is what it expects.
 */
export function focusClaim(claims: readonly ClaimResult[], c: FocusCase): ClaimResult | undefined {
  const ofType = claims.filter((claim) => claim.type === c.claim_type);
  if (c.focus_value === '') return ofType[0];
  const at = c.answer.indexOf(c.focus_value);
  if (at < 0) return undefined;
  const focus: Span = [at, at + c.focus_value.length];
  return ofType.find((claim) => spansOverlap(claim.span, focus));
}

export function focusStatus(claims: readonly ClaimResult[], c: FocusCase): ClaimStatus {
  return focusClaim(claims, c)?.status ?? 'not_extracted';
}

/** A case a checker should flag: its claim fails by the rules, or a human says passing it misses an error. */
export function shouldBeFlagged(c: LabelledCase): boolean {
  if (c.human_verdict === 'false_negative') return true;
  if (c.human_verdict === 'false_positive') return false;
  return c.expected_status === 'contradicted' || c.expected_status === 'unsupported';
}

/** A case whose answer a human accepts as it stands (a flag on it is a false positive). */
export function humanAccepts(c: LabelledCase): boolean {
  return !shouldBeFlagged(c);
}

/** The verdict of a case; a judge that did not run or failed never counts as a pass. */
export function caseVerdict(r: EvalCaseResult): string {
  return r.report.verdict ?? 'error';
}

export function summariseEval(results: readonly EvalCaseResult[]): EvalSummary {
  const confusion = Object.fromEntries(
    CLAIM_STATUSES.map((e) => [e, Object.fromEntries(CLAIM_STATUSES.map((g) => [g, 0]))]),
  ) as EvalSummary['confusion'];
  const byType: Record<string, Share> = {};
  const byLanguage: Record<string, Share> = {};
  const disagreements: EvalDisagreement[] = [];
  let agreed = 0;
  for (const r of results) {
    const expected = r.case.expected_status;
    confusion[expected][r.status]++;
    const ok = r.status === expected;
    if (ok) agreed++;
    else
      disagreements.push({ case_id: r.case.case_id, expected, got: r.status, reason: focusClaim(r.report.claims, r.case)?.reason ?? null });
    tally(byType, r.case.claim_type, ok);
    tally(byLanguage, r.case.language, ok);
  }
  const passed = (r: EvalCaseResult) => caseVerdict(r) === 'pass';
  const flagged = results.filter((r) => shouldBeFlagged(r.case));
  const missed = flagged.filter(passed);
  const clean = results.filter((r) => humanAccepts(r.case));
  const falsePositives = clean.filter((r) => !passed(r));
  return {
    cases: results.length,
    agreement: share(agreed, results.length),
    confusion,
    by_claim_type: byType,
    by_language: byLanguage,
    recall: share(flagged.length - missed.length, flagged.length),
    clean_pass: share(clean.length - falsePositives.length, clean.length),
    false_positives: { ...share(falsePositives.length, clean.length), cases: falsePositives.map((r) => r.case.case_id) },
    missed: missed.map((r) => r.case.case_id),
    disagreements,
    latency_ms: latency(results.map((r) => r.report.latency_ms)),
  };
}

function share(count: number, of: number): Share {
  return { count, of, rate: of === 0 ? null : count / of };
}

function tally(table: Record<string, Share>, key: string, ok: boolean): void {
  const prev = table[key] ?? share(0, 0);
  table[key] = share(prev.count + (ok ? 1 : 0), prev.of + 1);
}

function latency(values: readonly number[]): EvalSummary['latency_ms'] {
  if (values.length === 0) return { p50: 0, p95: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}
