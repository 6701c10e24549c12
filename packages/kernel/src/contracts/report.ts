import type { ClaimResult } from './claim.js';
import type { FactOutcome } from './fact.js';
import type { Severity, Verdict } from './severity.js';
import type { Span } from './span.js';

export type CandidateVia = 'anchor sentence' | 'anchored heading' | 'label';

export interface FactCandidate {
  value: number;
  text: string;
  span: Span;
  /** Turn index in the conversation (0 for a plain answer). */
  turn: number;
  sentence: string;
  via: CandidateVia;
  hedged: boolean;
  /**
   * The place value of the figure's last written digit times its scale word: 100 for `15,5 tusen`,
   * 10 000 for a figure written in ten-thousands, 1 for `15 488`. A figure written with a scale word
   * is read at that precision, like a hedged figure.
   */
  precision: number;
  /** A bound word before or after the figure: the value lies just `above` it ("litt over") or just `below` it ("i underkant av"), else null. */
  bound: 'above' | 'below' | null;
  /** A range `[low, high]`, or null for a point figure. */
  range: [number, number] | null;
}

export interface DroppedFigure {
  value: number;
  text: string;
  span: Span;
  turn: number;
  /**
   * Which filter dropped it: `user_first` (F1), `phone` (F2), `unit` (another unit family, or points
   * for a level in per cent), `negated` (the answer denies it: "is not $12,000"), `other_group` (its
   * clause is about the contrasted group: the under-25 figure in a sentence that also names those over
   * 25), `change` (the size of a change: "cut by 0.25%"), `past` (a value of an earlier year, or the
   * start of a change: "£15,240 in 2016/17"), `period` (an amount of another period than the fact's:
   * "£23,616 a year" for a monthly rate), `total` (a sum in a clause that says so: "in total"),
   * `qualified` (stated for another quantity the anchor's qualifier names: "the Junior ISA allowance").
   */
  filter: 'user_first' | 'phone' | 'unit' | 'negated' | 'other_group' | 'change' | 'past' | 'period' | 'total' | 'qualified';
}

/** The facts judge's record for one declared fact (SPEC §5). */
export interface FactRecord {
  id: string | null;
  claim: string;
  declared: number;
  unit: string | null;
  outcome: FactOutcome;
  /** Stable reason id, e.g. `facts.declared-among-candidates`. */
  reason: string;
  values: number[];
  other_values: number[];
  hedged: boolean;
  capped: boolean;
  /**
   * When the fact is correct through a hedged figure that is not the declared value: `precision` (it
   * is the declared value rounded to the figure's own precision), `bound` (a bound word makes it true
   * within that precision) or `tolerance` (within the facts `hedge_tolerance` beyond it); else null.
   */
  accepted_by: 'precision' | 'bound' | 'tolerance' | null;
  ranges_set_aside: [number, number][];
  dropped: DroppedFigure[];
  anchors: string[];
  anchor_source: 'declared' | 'claim';
  candidates: FactCandidate[];
  user_cited_declared: boolean;
}

export interface ChecklistItemResult {
  item: string;
  status: 'met' | 'violated' | 'not_applicable';
  optional: boolean;
  note?: string;
}

/** What one judge or custom checker said about a scenario. */
export interface JudgeOutcome {
  judge: string;
  /** The pack or registration that provided it. */
  source: string;
  severity: Severity;
  ran: boolean;
  note?: string;
  error?: string;
  checklist?: ChecklistItemResult[];
  findings?: unknown[];
}

export interface GroundingSummary {
  verdict: Verdict;
  grounding_score: number | null;
  coverage: number;
  claims_total: number;
  sentences_unverified: number;
}

/** One scenario of the `verify` JSON report (SPEC §7). Keys are stable; additions are fine. */
export interface ScenarioReport {
  id: string;
  name: string | null;
  locale: string;
  severity: Severity;
  designed_severity: string;
  verdict: Verdict | null;
  grounding_score: number | null;
  coverage: number | null;
  claims_total: number | null;
  sentences_unverified: number | null;
  claims: ClaimResult[];
  facts: FactRecord[];
  judges: JudgeOutcome[];
  latency_ms: number;
  /** Where the input was truncated or a limit was hit; never silent. */
  warnings: string[];
}

export type { Span };
