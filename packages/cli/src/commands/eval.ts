import { readFileSync } from 'node:fs';
import { InputError, type InputIssue, type Scenario } from '@factlint/kernel';
import {
  Engine,
  focusStatus,
  readEvalCases,
  summariseEval,
  formatEvalSummary,
  type CallOptions,
  type EvalCase,
  type EvalCaseResult,
} from '@factlint/pipeline';
import { assertFormat, assertKnownPacks, runOptions, type RunFlags } from '../run-options.js';
import { displayPath } from '../scenario-files.js';

/**
 * `factlint eval DATASET.jsonl`: every case through the real pipeline; a summary table, or
 * `{summary, cases}` with `--format json`. Exit 0 unless the input is bad.
 */
export async function evalCommand(file: string, flags: RunFlags & { format?: string }): Promise<number> {
  const format = assertFormat(flags.format ?? 'text', ['text', 'json'] as const, '--format');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new InputError([{ file, path: '', message: `cannot read: ${(e as NodeJS.ErrnoException).code ?? String(e)}` }]);
  }
  const cases = readEvalCases(text, displayPath(file));
  const { engine: engineOptions, call, named } = runOptions(flags);
  const engine = new Engine(engineOptions);
  assertKnownPacks(engine.catalog, named);
  const shown = displayPath(file);
  const scenarioOf = (c: EvalCase): Scenario => ({
    id: c.case_id,
    locale: c.language,
    severity: 'medium',
    answer: c.answer,
    context: c.context,
  });
  assertCasesConfigure(
    engine,
    cases.map((c) => ({ line: c.line, scenario: scenarioOf(c) })),
    shown,
    call,
  );
  const results: EvalCaseResult[] = [];
  for (const c of cases) {
    const report = await engine.verify(scenarioOf(c), { file: shown, path: '' }, call);
    results.push({ case: c, report, status: focusStatus(report.claims, c) });
  }
  const summary = summariseEval(results);
  if (format === 'json') {
    const rows = results.map((r) => ({
      case_id: r.case.case_id,
      status: r.status,
      expected_status: r.case.expected_status,
      verdict: r.report.verdict,
      grounding_score: r.report.grounding_score,
      coverage: r.report.coverage,
      latency_ms: r.report.latency_ms,
      claims: r.report.claims,
    }));
    process.stdout.write(`${JSON.stringify({ summary, cases: rows }, null, 2)}\n`);
  } else process.stdout.write(formatEvalSummary(summary));
  return 0;
}

/**
 * Every case's locale and packs resolved before any is run: a problem is reported at the case's
 * line (a case's `language` is its scenario's `locale`), once per message with a count of the other
 * lines that have it, never once per case.
 */
function assertCasesConfigure(
  engine: Engine,
  cases: readonly { line: number; scenario: Scenario }[],
  file: string,
  call: CallOptions,
): void {
  const byMessage = new Map<string, { issue: InputIssue; more: number }>();
  for (const { line, scenario } of cases) {
    try {
      engine.configure(scenario, { file, path: '' }, call);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      for (const issue of e.issues) {
        const seen = byMessage.get(issue.message);
        if (seen) seen.more++;
        else
          byMessage.set(issue.message, {
            issue: { ...issue, file, line, column: 1, path: issue.path === 'locale' ? 'language' : issue.path },
            more: 0,
          });
      }
    }
  }
  if (byMessage.size === 0) return;
  throw new InputError(
    [...byMessage.values()].map(({ issue, more }) =>
      more ? { ...issue, message: `${issue.message} (and ${more} more case${more === 1 ? '' : 's'})` } : issue,
    ),
  );
}
