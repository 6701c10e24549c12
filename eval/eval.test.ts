import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  Engine,
  caseVerdict,
  focusStatus,
  formatEvalSummary,
  shouldBeFlagged,
  readEvalCases,
  summariseEval,
  type EvalCaseResult,
  type EvalSummary,
} from '@factlint/pipeline';

/*
 * The shipped evaluation set (SPEC §7, §8) through the real pipeline: every pack from rule-packs/,
 * the default (balanced) preset. The bars are the ones the product promises; a failure prints every
 * case that disagrees, so a regression is read off the log, never hidden.
 */

const FILE = fileURLToPath(new URL('./cases.jsonl', import.meta.url));

/*
 * Issue 10 ("Accuse only with evidence"): real-form Norwegian and Japanese cases (fl-244–fl-315)
 * whose verdict factlint still gets wrong. Their labels say what a careful reader says, not what
 * factlint does; the bars below are held on the rest of the set, and the ledger itself is checked
 * exactly, so a fix shows up as a failing "still open" test that asks for the id to be removed.
 */
const OPEN_ISSUE_10: Record<string, string> = {
  // Empty since the sixth round: fl-305 (山本太郎課長 for 山田太郎) is read through the locale's titles_after.
};

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
  return `${ids
    .map((id) => {
      const r = byId.get(id)!;
      const claims = r.report.claims.map((c) => `${c.type} ${JSON.stringify(c.text)} ${c.status} ${c.reason}`).join('; ');
      return `${id} [${r.case.claim_type}] expected ${r.case.expected_status}, got ${r.status}, verdict ${r.report.verdict} — ${claims}`;
    })
    .join('\n')}\n\n${formatEvalSummary(summary)}`;
}

describe('evaluation set (eval/cases.jsonl)', async () => {
  const { summary: whole, results: all } = await runEval();
  const results = all.filter((r) => !(r.case.case_id in OPEN_ISSUE_10));
  const summary = summariseEval(results);

  it('lists only existing cases in the issue-10 ledger, each still misjudged (remove an id once fixed)', () => {
    const byId = new Map(all.map((r) => [r.case.case_id, r]));
    const fixed = Object.keys(OPEN_ISSUE_10).filter((id) => {
      const r = byId.get(id);
      if (!r) return true;
      const passed = caseVerdict(r) === 'pass';
      return shouldBeFlagged(r.case) ? !passed : passed;
    });
    expect(fixed, explain(whole, all, fixed)).toEqual([]);
  });

  it('agrees with expected_status on at least 95 % of the whole set, ledger included', () => {
    const ids = whole.disagreements.map((d) => d.case_id);
    expect(whole.agreement.rate!, explain(whole, all, ids)).toBeGreaterThanOrEqual(0.95);
  });

  it('has at least 150 cases in en, nb and ja, every claim type', () => {
    expect(summary.cases).toBeGreaterThanOrEqual(150);
    expect(Object.keys(summary.by_language).sort()).toEqual(['en', 'ja', 'nb']);
    expect(Object.keys(summary.by_claim_type).sort()).toEqual(['DATE', 'ENTITY', 'NUMERIC', 'QUOTE', 'URL']);
  });

  it('agrees with expected_status on at least 95 % of the cases outside the issue-10 ledger', () => {
    const ids = summary.disagreements.map((d) => d.case_id);
    expect(summary.agreement.rate!, explain(summary, results, ids)).toBeGreaterThanOrEqual(0.95);
  });

  it('flags every answer outside the ledger that should be flagged', () => {
    expect(summary.missed, explain(summary, results, summary.missed)).toEqual([]);
  });

  it('passes at least 95 % of the clean answers outside the ledger', () => {
    expect(summary.clean_pass.rate!, explain(summary, results, summary.false_positives.cases)).toBeGreaterThanOrEqual(0.95);
  });

  it('keeps false positives against human judgement under 5 % outside the ledger', () => {
    expect(summary.false_positives.rate!, explain(summary, results, summary.false_positives.cases)).toBeLessThan(0.05);
  });
});
