import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../packages/cli/test/cli-in-process.js';

/*
 * `factlint packs test` on every example pack with spec cases, found by looking, so a new example
 * pack is tested here without a change under packages/ or in this file. A claim-type pack's `claims`
 * cases run through the engine as `verify` runs a scenario; a broken case fails the run and is named.
 */

const ROOT = join(import.meta.dirname, '..');
const EXAMPLES = join(ROOT, 'examples');
const withSpecs = readdirSync(EXAMPLES)
  .filter((name) => existsSync(join(EXAMPLES, name, 'pack.yaml')) && existsSync(join(EXAMPLES, name, 'spec')))
  .sort();

describe('factlint packs test on the example packs', () => {
  it('finds the two claim-type examples among them', () => {
    expect(withSpecs).toEqual(expect.arrayContaining(['claim-type-pack', 'replace-extractor']));
  });

  it.each(withSpecs)('examples/%s: every spec case passes', async (name) => {
    const run = await runCli(['packs', 'test', join(EXAMPLES, name)]);
    expect(run.stdout, run.stderr).toMatch(/: [1-9]\d* passed, 0 failed/);
    expect(run.code).toBe(0);
  });
});

describe('a broken claims case fails packs test, named by file and case', () => {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });

  /** A copy of an example pack (its code finds @factlint/* through a node_modules link) with one spec file edited. */
  function brokenCopy(name: string, specFile: string, from: string, to: string): string {
    const root = mkdtempSync(join(tmpdir(), 'factlint-broken-'));
    made.push(root);
    symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
    const dir = join(root, name);
    cpSync(join(EXAMPLES, name), dir, { recursive: true, filter: (src) => !src.includes(`${name}/test`) });
    const file = join(dir, 'spec', specFile);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(from);
    writeFileSync(file, text.replace(from, to));
    return dir;
  }

  it.each([
    [
      'claim-type-pack',
      'claims-nb.yaml',
      'status: contradicted, reason: orgnr.invalid-check-digit',
      'status: supported, reason: orgnr.exact',
      'FAIL  claims-nb.yaml [1] one digit off fails the check digit',
      '"reason":"orgnr.invalid-check-digit"',
    ],
    [
      'replace-extractor',
      'claims-en.yaml',
      'text: "NOK 1,7 mrd.", status: contradicted',
      'text: "NOK 1,7 mrd.", status: supported',
      'FAIL  claims-en.yaml [1] a different shorthand amount is contradicted',
      '"status":"contradicted"',
    ],
  ])('%s: %s', async (name, specFile, from, to, named, actual) => {
    const run = await runCli(['packs', 'test', brokenCopy(name, specFile, from, to)]);
    expect(run.stdout).toContain(named);
    expect(run.stdout).toContain(actual);
    expect(run.stdout).toMatch(/: \d+ passed, 1 failed/);
    expect(run.code).toBe(1);
  });

  it("an unknown option in a case is reported for that case, with the type's own schema", async () => {
    const dir = brokenCopy(
      'claim-type-pack',
      'claims-nb.yaml',
      'orgnr_require_valid_check_digit: false',
      'orgnr_require_valid_check_digt: false',
    );
    const run = await runCli(['packs', 'test', dir]);
    expect(run.stdout).toContain('FAIL  claims-nb.yaml [4]');
    expect(run.stdout).toMatch(/cases\[4\]\.tolerances\.orgnr_require_valid_check_digt: unknown option/);
    expect(run.code).toBe(1);
  });

  it('a claims spec without a locale pack, for a pack that is no locale pack, says what to write', async () => {
    const dir = brokenCopy('replace-extractor', 'claims-en.yaml', 'locale: locale-en\n', '');
    const run = await runCli(['packs', 'test', dir]);
    expect(run.stderr).toMatch(
      /claims-en\.yaml: locale: a claims spec file of nok-shorthand, which is no locale pack, names the locale pack/,
    );
    expect(run.code).toBe(2);
  });
});
