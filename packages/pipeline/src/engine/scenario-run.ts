import type { Checker, FactRecord, TurnRole, JudgeOutcome, Severity, ClaimResult, GroundingSummary } from '@factlint/kernel';
import type { AnalysedText } from '../grounding/claim-type.js';
import type { AnswerClaims } from '../grounding/judge-grounding.js';
import type { ScenarioConfig } from './scenario-config.js';

export interface RegisteredChecker {
  checker: Checker;
  /** The pack or embedding that registered it, named in ERROR results. */
  source: string;
}

export interface IndexedTurn {
  index: number;
  role: TurnRole;
  text: string;
}

/** The state one scenario carries through the stages; each stage fills its part. */
export interface ScenarioRun {
  config: ScenarioConfig;
  checkers: readonly RegisteredChecker[];
  turns: IndexedTurn[];
  answers: AnalysedText[];
  context: AnalysedText[];
  /** Each turn as the segment stage read it, by turn index (turns other than the assistant's only when there is context). */
  readTurns: Map<number, AnalysedText>;
  /** The answers' claims, from the extract stage (resolved by the resolve stage); null when grounding does not run. */
  answerClaims: AnswerClaims[] | null;
  grounding: { claims: ClaimResult[]; summary: GroundingSummary } | null;
  facts: { facts: FactRecord[]; severity: Severity } | null;
  judges: JudgeOutcome[];
  severity: Severity;
  warnings: string[];
  startedAt: number;
}
