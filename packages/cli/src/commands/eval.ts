import { readFileSync } from 'node:fs';
import { InputError } from '@factlint/kernel';
import { Engine, focusStatus, readEvalCases, summariseEval, formatEvalSummary, type EvalCaseResult } from '@factlint/pipeline';
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
  const results: EvalCaseResult[] = [];
  for (const c of cases) {
    const report = await engine.verify({ id: c.case_id, locale: c.language, severity: 'medium', answer: c.answer, context: c.context }, { file: displayPath(file), path: `line ${c.line}` }, call);
    results.push({ case: c, report, status: focusStatus(report.claims, c) });
  }
  const summary = summariseEval(results);
  if (format === 'json') {
    const rows = results.map((r) => ({ case_id: r.case.case_id, status: r.status, expected_status: r.case.expected_status, verdict: r.report.verdict, grounding_score: r.report.grounding_score, coverage: r.report.coverage, latency_ms: r.report.latency_ms, claims: r.report.claims }));
    process.stdout.write(JSON.stringify({ summary, cases: rows }, null, 2) + '\n');
  } else process.stdout.write(formatEvalSummary(summary));
  return 0;
}
