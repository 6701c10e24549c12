import { z } from 'zod';
import type { ChecklistItemResult } from './report.js';
import { SEVERITIES, type Severity } from './severity.js';
import type { Scenario, TurnRole } from './scenario.js';

/** Scenario fields a checker may ask for; `expected_behavior` and `judge_notes` reach only checkers that declare them. */
export const CHECKER_READABLE_FIELDS = ['context', 'facts', 'expected_behavior', 'judge_notes', 'description', 'metadata'] as const;
export type CheckerReadableField = (typeof CHECKER_READABLE_FIELDS)[number];

/** What a custom checker sees: the answer always, other fields only when declared in `reads`. */
export interface CheckerInput {
  id: string;
  locale: string;
  designedSeverity: Scenario['severity'];
  /** The assistant's text: the answer, or every assistant turn joined by blank lines. */
  answer: string;
  /** Every turn in order, `system` and `tool` turns included (a plain answer is one assistant turn). */
  conversation: { role: TurnRole; content: string }[];
  fields: Partial<Pick<Scenario, CheckerReadableField>>;
}

export interface CheckerResult {
  /** A severity of the checker's own, or none when it grades a checklist. */
  severity?: Severity;
  checklist?: ChecklistItemResult[];
  findings?: unknown[];
  note?: string;
}

/** A custom checker (SPEC §6). Plain object: pack authors never need decorators. */
export interface Checker {
  id: string;
  reads?: readonly CheckerReadableField[];
  check(input: CheckerInput): CheckerResult | Promise<CheckerResult>;
}

/**
 * What a checker may return, checked before it is used: a checker is third-party code, and a
 * misspelt severity ("fine") must give ERROR, never reach the report as if it graded the answer.
 */
export const CheckerResultSchema = z.strictObject({
  severity: z.enum([...SEVERITIES, 'UNGRADED', 'ERROR']).optional(),
  checklist: z
    .array(
      z.strictObject({
        item: z.string(),
        status: z.enum(['met', 'violated', 'not_applicable']),
        optional: z.boolean().default(false),
        note: z.string().optional(),
      }),
    )
    .optional(),
  findings: z.array(z.unknown()).optional(),
  note: z.string().optional(),
});
