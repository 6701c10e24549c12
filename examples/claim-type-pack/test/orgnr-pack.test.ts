import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError, ScenarioSchema, type ClaimResult } from '@factlint/kernel';
import { Engine } from '@factlint/pipeline';
import { runCli } from '../../../packages/cli/test/cli-in-process.js';

/*
 * The ORGNR pack as a user runs it: named by a scenario, loaded from its folder, beside the shipped
 * claim types. Nothing under packages/ or rule-packs/ knows about it.
 */

const PACK = fileURLToPath(new URL('..', import.meta.url));
const SCENARIOS = join(PACK, 'scenarios/company-register.yaml');
const CONTEXT = 'Equinor ASA, org.nr. 923 609 016, har forretningsadresse Forusbeen 50, 4035 Stavanger.';
const ANSWER = 'Equinor ASA har organisasjonsnummer 923 609 016 og 21 000 ansatte.';

async function claims(fields: Record<string, unknown> = {}): Promise<ClaimResult[]> {
  const engine = new Engine({ packPaths: [PACK] });
  const scenario = ScenarioSchema.parse({ id: 'orgnr', locale: 'nb', packs: ['claim-orgnr'], context: CONTEXT, answer: ANSWER, ...fields });
  return (await engine.verify(scenario)).claims;
}

const typesAndTexts = (found: readonly ClaimResult[]) => found.map((c) => [c.type, c.text]);

/** Pairs of claims whose spans overlap (two types reading the same text). */
function overlapping(found: readonly ClaimResult[]): string[] {
  return found.flatMap((a, i) =>
    found
      .slice(i + 1)
      .filter((b) => a.span[0] < b.span[1] && b.span[0] < a.span[1])
      .map((b) => `${a.type} "${a.text}" / ${b.type} "${b.text}"`),
  );
}

describe('factlint verify on the example scenarios', () => {
  it('one claim per span: each organisation number is one ORGNR claim, never a figure or a name', async () => {
    const run = await runCli(['verify', SCENARIOS, '--packs', PACK, '--format', 'json']);
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as { scenarios: { id: string; claims: ClaimResult[] }[] };
    const rows = report.scenarios.map((s) => [s.id, s.claims.map((c) => [c.type, c.text, c.status, c.reason, c.nearest_context_value])]);
    expect(rows).toEqual([
      [
        'orgnr-nb',
        [
          ['ENTITY', 'Equinor ASA', 'supported', 'entity.exact', null],
          ['ORGNR', '923609016', 'supported', 'orgnr.exact', null],
          ['ENTITY', 'DNB Bank ASA', 'supported', 'entity.exact', null],
          ['ORGNR', '984 851 060', 'contradicted', 'orgnr.invalid-check-digit', '984 851 006'],
          ['ORGNR', 'NO 984 851 006 MVA', 'supported', 'orgnr.exact', null],
          ['ENTITY', 'Telenor ASA', 'unsupported', 'entity.no-match', null],
          ['ORGNR', '982 463 718', 'unsupported', 'orgnr.no-match', null],
        ],
      ],
      // `claim_types: [ORGNR]` in the scenario: the revenue and the year are not checked.
      ['orgnr-en-alone', [['ORGNR', '923 609 061', 'contradicted', 'orgnr.invalid-check-digit', '923 609 016']]],
    ]);
    for (const s of report.scenarios) expect(overlapping(s.claims), s.id).toEqual([]);
  });

  it('the text report names the reason', async () => {
    const run = await runCli(['verify', SCENARIOS, '--packs', PACK, '--format', 'text']);
    expect(run.stdout).toMatch(/contradicted\s+ORGNR\s+"923 609 061"/);
  });
});

describe('ORGNR beside the shipped claim types', () => {
  it('takes the digits from NUMERIC (span rank 2 over 0); the head count stays a figure', async () => {
    const found = await claims();
    expect(typesAndTexts(found)).toEqual([
      ['ENTITY', 'Equinor ASA'],
      ['ORGNR', '923 609 016'],
      ['NUMERIC', '21 000'],
    ]);
  });

  it('without the pack named, its code is not run and NUMERIC reads the digits as a figure', async () => {
    const found = await claims({ packs: [] });
    expect(typesAndTexts(found)).toContainEqual(['NUMERIC', '923 609 016']);
    expect(found.map((c) => c.type)).not.toContain('ORGNR');
  });

  it.each<[string[] | undefined, string[]]>([
    [undefined, ['ENTITY', 'NUMERIC', 'ORGNR']],
    [['ORGNR'], ['ORGNR']],
    [
      ['ORGNR', 'NUMERIC'],
      ['NUMERIC', 'ORGNR'],
    ],
    // ORGNR not selected: it takes no span, so NUMERIC reads the digits too.
    [['NUMERIC'], ['NUMERIC']],
  ])('claim_types %j selects %j (the rule of the shipped types)', async (claimTypes, expected) => {
    const found = await claims(claimTypes ? { tolerances: { claim_types: claimTypes } } : {});
    expect([...new Set(found.map((c) => c.type))].sort()).toEqual(expected);
    if (claimTypes?.length === 1 && claimTypes[0] === 'NUMERIC') expect(typesAndTexts(found)).toContainEqual(['NUMERIC', '923 609 016']);
  });

  it("its options are layered like any type's: a scenario switches the check digit off", async () => {
    const answer = 'Equinor ASA har organisasjonsnummer 923 609 061.';
    expect((await claims({ answer }))[1]).toMatchObject({ type: 'ORGNR', status: 'contradicted', reason: 'orgnr.invalid-check-digit' });
    const relaxed = await claims({ answer, tolerances: { orgnr_require_valid_check_digit: false, orgnr_near_miss_digits: 0 } });
    expect(relaxed[1]).toMatchObject({ type: 'ORGNR', status: 'unsupported', reason: 'orgnr.no-match' });
  });

  it.each([
    [{ orgnr_near_miss_digits: 5 }, 'tolerances.orgnr_near_miss_digits', 'must be <= 3'],
    [{ orgnr_require_valid_check_digit: 'yes' }, 'tolerances.orgnr_require_valid_check_digit', 'must be boolean'],
    [{ orgnr_near_mis_digits: 1 }, 'tolerances.orgnr_near_mis_digits', 'unknown option "orgnr_near_mis_digits"'],
  ])("options are checked against the pack's schema (ajv): %j", (tolerances, path, message) => {
    const engine = new Engine({ packPaths: [PACK] });
    const scenario = ScenarioSchema.parse({
      id: 'bad',
      locale: 'nb',
      packs: ['claim-orgnr'],
      context: CONTEXT,
      answer: ANSWER,
      tolerances,
    });
    const run = () => engine.configure(scenario, { file: 'orgnr.yaml', path: '' });
    expect(run).toThrow(InputError);
    expect(issuesOf(run)).toEqual([expect.objectContaining({ file: 'orgnr.yaml', path, message: expect.stringContaining(message) })]);
  });
});

describe('the pack data (labels.yaml) is checked by its own schema', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'claim-orgnr-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('a bad window is an input error naming the file and the key, when the engine loads the pack', () => {
    const copy = join(scratch, 'claim-type-pack');
    cpSync(PACK, copy, { recursive: true, filter: (src) => !src.includes('/test') });
    writeFileSync(join(copy, 'labels.yaml'), 'window: -1\nlabels: [org.nr.]\n');
    const load = () => new Engine({ packPaths: [copy] });
    expect(load).toThrow(InputError);
    expect(issuesOf(load)).toEqual([
      expect.objectContaining({ file: join(copy, 'labels.yaml'), path: 'window', message: expect.stringContaining('>= 0') }),
    ]);
  });
});

function issuesOf(run: () => unknown): unknown {
  try {
    run();
  } catch (e) {
    return (e as InputError).issues;
  }
  return [];
}

describe('factlint packs', () => {
  it('packs test runs the spec cases and passes', async () => {
    const run = await runCli(['packs', 'test', PACK]);
    expect(run.stdout).toMatch(/11 passed, 0 failed/);
    expect(run.code).toBe(0);
  });

  it('packs validate accepts the pack', async () => {
    const run = await runCli(['packs', 'validate', PACK]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });
});
