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

/** Lines that are not JSON are listed up to this many; the rest are counted, never flooded. */
const MAX_JSON_ERRORS = 5;

/**
 * Reads a `.jsonl` dataset; every problem names the file, the line and the key. A file whose first
 * line is not JSON is not a dataset (a YAML file, say): one error says so. An empty file is an error
 * too: an evaluation of nothing would report agreement it never measured.
 */
export function readEvalCases(text: string, file: string): EvalCase[] {
  const cases: EvalCase[] = [];
  const issues: InputIssue[] = [];
  const seen = new Map<string, number>();
  let notJson = 0;
  const lines = text.split(/\r?\n/);
  const opening = lines.findIndex((l) => l.trim() !== '');
  if (opening < 0) throw new InputError([{ file, path: '', message: 'no evaluation cases: expected one JSON object per line (SPEC §7)' }]);
  if (!parsesAsJson(lines[opening]!)) {
    const looks = /\.ya?ml$/i.test(file) || /^\s*(#|---|[\w"'-]+\s*:)/.test(lines[opening]!) ? ' (it looks like YAML)' : '';
    throw new InputError([
      {
        file,
        path: '',
        line: opening + 1,
        column: 1,
        message: `expected one JSON object per line (an evaluation set, SPEC §7); this file does not start with one${looks}`,
      },
    ]);
  }
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (e) {
      if (++notJson <= MAX_JSON_ERRORS)
        issues.push({ file, path: '', line, column: 1, message: `not valid JSON: ${(e as Error).message}` });
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
  if (notJson > MAX_JSON_ERRORS)
    issues.push({
      file,
      path: '',
      message: `${notJson - MAX_JSON_ERRORS} more line${notJson - MAX_JSON_ERRORS === 1 ? ' is' : 's are'} not valid JSON`,
    });
  if (issues.length) throw new InputError(issues);
  return cases;
}

function parsesAsJson(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}
