import { z } from 'zod';
import { InputError, type JudgeOutcome } from '@factlint/kernel';
import type { IndexedTurn, ScenarioRun } from './scenario-run.js';

/**
 * How much one scenario may ask of the engine. factlint sits in front of production answers, so a
 * huge answer or context must neither hang it nor slip through: input past a limit is cut off, the
 * report's `warnings` says so, and a `limits` judge grades the scenario at least `low` — never a pass.
 */
export const LimitsSchema = z.strictObject({
  /** UTF-16 code units of assistant text checked per scenario (all assistant turns together). */
  maxAnswerChars: z.number().int().positive(),
  /** UTF-16 code units of context checked per scenario (every document and user turn together). */
  maxContextChars: z.number().int().positive(),
  /** Claims listed in the report per scenario; the verdict is still computed from all of them. */
  maxClaims: z.number().int().positive(),
});
export type Limits = z.infer<typeof LimitsSchema>;

export const DEFAULT_LIMITS: Limits = { maxAnswerChars: 1_000_000, maxContextChars: 1_000_000, maxClaims: 5_000 };

/** Built once: a call that sets limits is checked against it, not against a schema built per call. */
const LimitOverridesSchema = LimitsSchema.partial();

/** The defaults overridden key by key; a bad value is an InputError, not a silent default. */
export function resolveLimits(overrides: Partial<Limits> | undefined): Limits {
  if (!overrides) return DEFAULT_LIMITS;
  const parsed = LimitOverridesSchema.safeParse(overrides);
  if (!parsed.success) {
    throw new InputError(parsed.error.issues.map((i) => ({ file: 'limits', path: i.path.join('.'), message: i.message })));
  }
  return { ...DEFAULT_LIMITS, ...Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) };
}

export interface ContextText {
  id: string;
  text: string;
  /** When the document was written (YYYY-MM-DD), if the scenario says. */
  date?: string;
}

/**
 * Cuts assistant turns to `maxAnswerChars` and context documents plus every other turn to
 * `maxContextChars`, in reading order. A cut never splits a surrogate pair, and what is kept is a
 * prefix of the original text, so every span still points into the original string.
 */
export function limitInput(run: ScenarioRun, docs: readonly ContextText[], limits: Limits): ContextText[] {
  const answerBudget = new Budget('answer', 'maxAnswerChars', limits.maxAnswerChars);
  const contextBudget = new Budget('context', 'maxContextChars', limits.maxContextChars);
  const keptDocs = docs.map((d) => ({ ...d, text: contextBudget.take(d.text) }));
  run.turns = run.turns.map((t): IndexedTurn => ({ ...t, text: (t.role === 'assistant' ? answerBudget : contextBudget).take(t.text) }));
  for (const budget of [answerBudget, contextBudget]) if (budget.cut) noteLimit(run, budget.warning());
  return keptDocs;
}

/** Notes a report that lists only the first `maxClaims` claims (compare keeps no more); the verdict counts all of them. */
export function noteClaimsLimit(run: ScenarioRun, limits: Limits): void {
  const total = run.grounding?.summary.claims_total;
  if (total === undefined || total <= limits.maxClaims) return;
  noteLimit(
    run,
    `claims truncated: the answer has ${total} claims; the report lists the first ${limits.maxClaims} (maxClaims); the verdict counts all of them`,
  );
}

/** Records a limit that was hit: a warning, and a `limits` outcome that keeps the scenario from passing. */
function noteLimit(run: ScenarioRun, warning: string): void {
  run.warnings.push(warning);
  const existing = run.judges.find((j) => j.judge === 'limits');
  if (existing) {
    existing.note = `${existing.note}; ${warning}`;
    return;
  }
  const outcome: JudgeOutcome = {
    judge: 'limits',
    source: 'factlint',
    severity: 'low',
    ran: true,
    note: `input exceeded a limit, so part of it was not checked: ${warning}`,
  };
  run.judges.push(outcome);
}

class Budget {
  private left: number;
  private total = 0;
  cut = false;

  constructor(
    private readonly what: string,
    private readonly key: keyof Limits,
    private readonly max: number,
  ) {
    this.left = max;
  }

  take(text: string): string {
    this.total += text.length;
    if (text.length <= this.left) {
      this.left -= text.length;
      return text;
    }
    this.cut = true;
    let end = this.left;
    // Do not split a surrogate pair: drop a lone high surrogate at the cut.
    if (end > 0 && isHighSurrogate(text.charCodeAt(end - 1))) end--;
    this.left = 0;
    return text.slice(0, end);
  }

  warning(): string {
    return `${this.what} truncated: ${this.total} characters, only the first ${this.max} were checked (${this.key})`;
  }
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
