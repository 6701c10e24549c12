import { z } from 'zod';
import { CLAIM_STATUSES, InputError, type InputIssue } from '@factlint/kernel';

export const HUMAN_VERDICTS = ['acceptable', 'false_positive', 'false_negative'] as const;
export type HumanVerdict = (typeof HUMAN_VERDICTS)[number];

/**
 * One evaluation case (SPEC §7). Keys beyond these (another tool's outputs, say) are accepted and
 * dropped, so a published dataset in this format runs as it is.
 */
export const EvalCaseSchema = z
  .object({
    case_id: z.string().min(1, 'expected a non-empty case id'),
    language: z.string().min(2, 'expected a language tag such as "en"'),
    claim_type: z.string().min(1),
    category: z.string(),
    context: z.string(),
    answer: z.string(),
    focus_value: z.string(),
    expected_status: z.enum(CLAIM_STATUSES),
    human_verdict: z.enum(HUMAN_VERDICTS).nullish(),
    rationale: z.string(),
  })
  .superRefine((c, ctx) => {
    if (c.focus_value !== '' && !c.answer.includes(c.focus_value)) {
      ctx.addIssue({ code: 'custom', path: ['focus_value'], message: 'expected an exact substring of `answer`' });
    }
  });
export type EvalCase = z.output<typeof EvalCaseSchema> & {
  /** Line of the case in its file (1-based), for messages. */
  line: number;
};

/** Reads a `.jsonl` dataset; every problem names the file, the line and the key. */
export function readEvalCases(text: string, file: string): EvalCase[] {
  const cases: EvalCase[] = [];
  const issues: InputIssue[] = [];
  const seen = new Map<string, number>();
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (e) {
      issues.push({ file, path: '', line, message: `not valid JSON: ${(e as Error).message}` });
      return;
    }
    const parsed = EvalCaseSchema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        issues.push({ file, path: issue.path.map(String).join('.'), line, message: issue.message });
      }
      return;
    }
    const first = seen.get(parsed.data.case_id);
    if (first !== undefined) {
      issues.push({ file, path: 'case_id', line, message: `duplicate case id "${parsed.data.case_id}" (first on line ${first})` });
      return;
    }
    seen.set(parsed.data.case_id, line);
    cases.push({ ...parsed.data, line });
  });
  if (issues.length) throw new InputError(issues);
  return cases;
}
