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
  const file = scenarioFile(dir, 'a.yaml', 'a', [
    fact('due-2027-01-01', '2027-01-01'),
    fact('due-2027-05-01', '2027-05-01'),
    fact('statute', null),
  ]);

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
    const bad = scenarioFile(mkdtempSync(join(tmpdir(), 'factlint-stale-')), 'b.yaml', 'b', [
      fact('ok', '2030-01-01'),
      fact('bad', '2031-02-30'),
    ]);
    const { code, stderr } = await runCli('stale', '--as-of', '2027-01-01', bad);
    expect(code).toBe(2);
    expect(stderr).toContain('scenarios[0].facts[1].review_by: expected a real date written YYYY-MM-DD');
  });

  it('a missing review_by key is an error, not a fact that is never stale', async () => {
    const bad = scenarioFile(mkdtempSync(join(tmpdir(), 'factlint-stale-')), 'c.yaml', 'c', [
      fact('x', '2030-01-01').replace(/\n\s+review_by: .*/, ''),
    ]);
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

  describe('facts named by id follow the packs the scenario names', () => {
    it.each([
      ['2027-01-01', []],
      ['2027-05-01', []],
      ['2027-05-02', ['grunnbelop-2026', 'aap-maks-2026']],
    ])('examples/quickstart.yaml at --as-of %s lists %j', async (asOf, ids) => {
      const { code, stdout } = await runCli('stale', '--as-of', asOf, '--format', 'json', 'examples/quickstart.yaml');
      const stale = JSON.parse(stdout).stale as { id: string; owner: string; referenced_by: string[] }[];
      expect(stale.map((s) => s.id)).toEqual(ids);
      for (const s of stale) expect(s).toMatchObject({ owner: 'pack domain-no-welfare', referenced_by: ['grunnbelop-samtale'] });
      expect(code).toBe(ids.length ? 1 : 0);
    });

    it('a pack given as a path and named by a scenario counts each fact once', async () => {
      const { stdout } = await runCli(
        'stale',
        '--as-of',
        '2027-05-02',
        '--format',
        'json',
        'examples/quickstart.yaml',
        'rule-packs/domain-no-welfare',
      );
      const stale = JSON.parse(stdout).stale as { id: string; referenced_by: string[] }[];
      expect(stale).toHaveLength(12);
      // The pack folder's own scenarios/ name facts too.
      expect(stale.find((s) => s.id === 'grunnbelop-2026')!.referenced_by).toContain('grunnbelop-samtale');
    });

    it('text output says which scenario names the fact', async () => {
      const { stdout } = await runCli('stale', '--as-of', '2027-05-02', 'examples/quickstart.yaml');
      expect(stdout).toContain('grunnbelop-2026');
      expect(stdout).toContain('named by grunnbelop-samtale');
      expect(stdout).toContain('2 facts due for review before 2027-05-02');
    });

    it.each([
      [
        'an id no named pack declares',
        'packs: [domain-no-welfare]\n    facts: [no-such-fact]',
        /scenarios\[0\]\.facts\[0\]: unknown fact id "no-such-fact"/,
      ],
      [
        'an id whose pack the scenario does not name',
        'facts: [grunnbelop-2026]',
        /scenarios\[0\]\.facts\[0\]: unknown fact id "grunnbelop-2026"/,
      ],
      ['an unknown pack', 'packs: [domain-nowhere]\n    facts: [grunnbelop-2026]', /unknown pack "domain-nowhere"/],
    ])('%s is an input error naming the file and path', async (_what, body, message) => {
      const dir = mkdtempSync(join(tmpdir(), 'factlint-stale-'));
      const bad = join(dir, 'ref.yaml');
      writeFileSync(bad, `scenarios:\n  - id: r\n    locale: nb\n    answer: "x"\n    ${body}\n`);
      const { code, stderr } = await runCli('stale', '--as-of', '2027-01-01', bad);
      expect(code).toBe(2);
      expect(stderr).toMatch(message);
      expect(stderr).toContain('ref.yaml');
    });
  });
});
