import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as runCliArgs } from '../packages/cli/test/cli-in-process.js';

const runCli = (...args: string[]) => runCliArgs(args);

const fact = (id: string, reviewBy: string | null) => `      - id: ${id}
        claim: "Fact ${id}"
        value: 1
        unit: NOK
        valid_from: null
        verified_at: 2026-10-07
        review_by: ${reviewBy === null ? 'null' : reviewBy}
        source_url: https://example.no/${id}
        source_quote: "The figure is 1 krone."`;

function scenarioFile(dir: string, name: string, id: string, facts: string[]): string {
  const file = join(dir, name);
  writeFileSync(file, `scenarios:\n  - id: ${id}\n    locale: nb\n    answer: "x"\n    facts:\n${facts.join('\n')}\n`);
  return file;
}

describe('factlint stale (SPEC §3)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'factlint-stale-'));
  const file = scenarioFile(dir, 'a.yaml', 'a', [fact('due-2027-01-01', '2027-01-01'), fact('due-2027-05-01', '2027-05-01'), fact('statute', null)]);

  it.each([
    ['2027-01-01', []],
    ['2027-01-02', ['due-2027-01-01']],
    ['2027-05-01', ['due-2027-01-01']],
    ['2027-05-02', ['due-2027-01-01', 'due-2027-05-01']],
    ['2100-01-01', ['due-2027-01-01', 'due-2027-05-01']],
  ])('--as-of %s lists %j (strictly before; review_by null never stale)', async (asOf, ids) => {
    const { code, stdout } = await runCli('stale', '--as-of', asOf, '--format', 'json', file);
    expect(JSON.parse(stdout).stale.map((s: { id: string }) => s.id)).toEqual(ids);
    expect(code).toBe(ids.length ? 1 : 0);
  });

  it('a scenario found twice (file given twice, and through its folder) is reported once', async () => {
    const { stdout } = await runCli('stale', '--as-of', '2100-01-01', '--format', 'json', file, file, dir);
    expect(JSON.parse(stdout).stale).toHaveLength(2);
  });

  it('every fact is validated, stale or not: an invalid date in a fact that is not due is still an error', async () => {
    const bad = scenarioFile(mkdtempSync(join(tmpdir(), 'factlint-stale-')), 'b.yaml', 'b', [fact('ok', '2030-01-01'), fact('bad', '2031-02-30')]);
    const { code, stderr } = await runCli('stale', '--as-of', '2027-01-01', bad);
    expect(code).toBe(2);
    expect(stderr).toContain('scenarios[0].facts[1].review_by: expected a real date written YYYY-MM-DD');
  });

  it('a missing review_by key is an error, not a fact that is never stale', async () => {
    const bad = scenarioFile(mkdtempSync(join(tmpdir(), 'factlint-stale-')), 'c.yaml', 'c', [fact('x', '2030-01-01').replace(/\n\s+review_by: .*/, '')]);
    const { code, stderr } = await runCli('stale', '--as-of', '2027-01-01', bad);
    expect(code).toBe(2);
    expect(stderr).toMatch(/scenarios\[0\]\.facts\[0\]\.review_by: missing/);
  });

  it.each(['01.05.2027', '2027-5-1', '2027-02-30', ''])('--as-of %j is refused', async (asOf) => {
    const { code, stderr } = await runCli('stale', '--as-of', asOf, file);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--as-of: expected a real date written YYYY-MM-DD/);
  });

  it.each([
    ['2027-01-01', 0],
    ['2027-01-02', 7],
    ['2027-05-02', 12],
  ])('the Norwegian domain pack at --as-of %s: %i facts due', async (asOf, count) => {
    const { stdout } = await runCli('stale', '--as-of', asOf, '--format', 'json', 'rule-packs/domain-no-welfare');
    const stale = JSON.parse(stdout).stale as { owner: string }[];
    expect(stale).toHaveLength(count);
    expect(new Set(stale.map((s) => s.owner))).toEqual(new Set(count ? ['pack domain-no-welfare'] : []));
  });
});
