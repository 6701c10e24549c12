import { isDeepStrictEqual } from 'node:util';
import { basename } from 'node:path';
import { loadSpecFile } from './spec-file.js';
import { loadPackLocale } from './pack-locale.js';
import { claimsSetting, runClaimsCase } from './spec-claims.js';
import { projectRows, runSpecReader } from './spec-readers.js';
import { specFilesOf } from './spec-files.js';
import type { SpecCase, SpecFile } from './spec-schema.js';

export interface SpecCaseOutcome {
  file: string;
  index: number;
  name: string;
  /** `pass`; `fail` (an expectation not met); `not-supported` (expected failure, still failing); `fixed` (marked not supported, but passes now). */
  result: 'pass' | 'fail' | 'not-supported' | 'fixed';
  actual?: unknown;
  expected?: unknown;
}

/**
 * What one case's reader returns: a text reader's matches with the locale the spec file names, or,
 * for `claims`, the claims of the engine's report with the pack named.
 */
export async function specCaseRows(
  packDir: string,
  file: string,
  spec: SpecFile,
  c: SpecCase,
  index: number,
): Promise<Record<string, unknown>[]> {
  if (spec.reader === 'claims') return runClaimsCase(packDir, spec.locale, c, { file, path: `cases[${index}]` });
  return runSpecReader(spec.reader, c, loadPackLocale(packDir, spec.locale));
}

/**
 * Runs a pack's spec cases without a test runner (for `factlint packs test`). The same cases the
 * vitest runner declares, with the same comparison: only the keys a case writes are compared.
 */
export async function runSpecCases(packDir: string): Promise<SpecCaseOutcome[]> {
  const out: SpecCaseOutcome[] = [];
  for (const file of specFilesOf(packDir)) {
    const spec = loadSpecFile(file);
    // A claims file that cannot say which locale its inputs are in is the file's error, not each case's.
    if (spec.reader === 'claims') claimsSetting(packDir, spec.locale, file);
    const cases = spec.cases as SpecCase[];
    for (const [index, c] of cases.entries()) {
      const name = c.name ?? c.input;
      let actual: unknown;
      let ok: boolean;
      try {
        actual = projectRows(await specCaseRows(packDir, file, spec, c, index), c.expected);
        ok = isDeepStrictEqual(actual, c.expected);
      } catch (e) {
        actual = String(e);
        ok = false;
      }
      const result = c.notSupported ? (ok ? 'fixed' : 'not-supported') : ok ? 'pass' : 'fail';
      out.push({ file: basename(file), index, name, result, ...(result === 'fail' ? { actual, expected: c.expected } : {}) });
    }
  }
  return out;
}
