import { isDeepStrictEqual } from 'node:util';
import { basename } from 'node:path';
import { loadSpecFile } from './spec-file.js';
import { loadPackLocale } from './pack-locale.js';
import { projectRows, runSpecReader } from './spec-readers.js';
import { specFilesOf } from './spec-files.js';
import type { SpecCase } from './spec-schema.js';

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
 * Runs a pack's spec cases without a test runner (for `factlint packs test`). The same cases the
 * vitest runner declares, with the same comparison: only the keys a case writes are compared.
 */
export function runSpecCases(packDir: string): SpecCaseOutcome[] {
  const out: SpecCaseOutcome[] = [];
  for (const file of specFilesOf(packDir)) {
    const spec = loadSpecFile(file);
    const locale = loadPackLocale(packDir, spec.locale);
    (spec.cases as SpecCase[]).forEach((c, index) => {
      const name = c.name ?? c.input;
      let actual: unknown;
      let ok: boolean;
      try {
        actual = projectRows(runSpecReader(spec.reader, c, locale), c.expected);
        ok = isDeepStrictEqual(actual, c.expected);
      } catch (e) {
        actual = String(e);
        ok = false;
      }
      const result = c.notSupported ? (ok ? 'fixed' : 'not-supported') : ok ? 'pass' : 'fail';
      out.push({ file: basename(file), index, name, result, ...(result === 'fail' ? { actual, expected: c.expected } : {}) });
    });
  }
  return out;
}
