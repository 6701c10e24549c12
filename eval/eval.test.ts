import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Engine, focusStatus, formatEvalSummary, readEvalCases, summariseEval, type EvalCaseResult, type EvalSummary } from '@factlint/pipeline';

/*
 * The shipped evaluation set (SPEC §7, §8) through the real pipeline: every pack from rule-packs/,
 * the default (balanced) preset. The bars are the ones the product promises; a failure prints every
 * case that disagrees, so a regression is read off the log, never hidden.
 */

const FILE = fileURLToPath(new URL('./cases.jsonl', import.meta.url));

async function runEval(): Promise<{ summary: EvalSummary; results: EvalCaseResult[] }> {
  const cases = readEvalCases(readFileSync(FILE, 'utf8'), 'eval/cases.jsonl');
  const engine = new Engine();
  const results: EvalCaseResult[] = [];
  for (const c of cases) {
    const report = await engine.verify(
      { id: c.case_id, locale: c.language, severity: 'medium', answer: c.answer, context: c.context },
      { file: 'eval/cases.jsonl', path: `line ${c.line}` },
    );
    results.push({ case: c, report, status: focusStatus(report.claims, c) });
  }
  return { summary: summariseEval(results), results };
}

function explain(summary: EvalSummary, results: readonly EvalCaseResult[], ids: readonly string[]): string {
  const byId = new Map(results.map((r) => [r.case.case_id, r]));
  return ids
    .map((id) => {
      const r = byId.get(id)!;
      const claims = r.report.claims.map((c) => `${c.type} ${JSON.stringify(c.text)} ${c.status} ${c.reason}`).join('; ');
      return `${id} [${r.case.claim_type}] expected ${r.case.expected_status}, got ${r.status}, verdict ${r.report.verdict} — ${claims}`;
    })
    .join('\n') + `\n\n${formatEvalSummary(summary)}`;
}

describe('evaluation set (eval/cases.jsonl)', async () => {
  const { summary, results } = await runEval();

  it('has at least 150 cases in en, nb and ja, every claim type', () => {
    expect(summary.cases).toBeGreaterThanOrEqual(150);
    expect(Object.keys(summary.by_language).sort()).toEqual(['en', 'ja', 'nb']);
    expect(Object.keys(summary.by_claim_type).sort()).toEqual(['DATE', 'ENTITY', 'NUMERIC', 'QUOTE', 'URL']);
  });

  it('agrees with expected_status on at least 95 % of cases', () => {
    const ids = summary.disagreements.map((d) => d.case_id);
    expect(summary.agreement.rate!, explain(summary, results, ids)).toBeGreaterThanOrEqual(0.95);
  });

  it('flags every answer that should be flagged', () => {
    expect(summary.missed, explain(summary, results, summary.missed)).toEqual([]);
  });

  it('passes at least 95 % of clean answers', () => {
    expect(summary.clean_pass.rate!, explain(summary, results, summary.false_positives.cases)).toBeGreaterThanOrEqual(0.95);
  });

  it('keeps false positives against human judgement under 5 %', () => {
    expect(summary.false_positives.rate!, explain(summary, results, summary.false_positives.cases)).toBeLessThan(0.05);
  });
});
