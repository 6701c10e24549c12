import { basename, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpecFile } from './spec-file.js';
import { specCaseRows } from './runner.js';
import { projectRows } from './spec-readers.js';
import type { SpecCase } from './spec-schema.js';
import { specFilesOf } from './spec-files.js';

function caseTitle(c: SpecCase, index: number): string {
  const label = c.name ?? (c.input.length > 60 ? `${c.input.slice(0, 57)}…` : c.input);
  return `[${index}] ${label}${c.anchor !== undefined ? ` (anchor "${c.anchor}")` : ''}${c.notSupported ? ` — not supported: ${c.notSupported}` : ''}`;
}

/**
 * Declares one vitest `it` per spec case of the pack at `packDir` (its `spec/*.yaml`). A pack's
 * test file is one line: `describeSpecCases(new URL('..', import.meta.url).pathname)`.
 * A case marked `notSupported` runs as an expected failure, so fixing it is noticed.
 */
export function describeSpecCases(packDir: string): void {
  const dir = resolve(packDir);
  describe(`spec cases of ${basename(dir)}`, () => {
    const files = specFilesOf(dir);
    if (!files.length) {
      it('has spec cases', () => expect(files, `no spec/*.yaml in ${dir}`).not.toHaveLength(0));
      return;
    }
    for (const file of files) {
      const spec = loadSpecFile(file);
      describe(`${basename(file)} (${spec.reader})`, () => {
        (spec.cases as SpecCase[]).forEach((c, index) => {
          const run = async () => {
            const actual = await specCaseRows(dir, file, spec, c, index);
            expect(projectRows(actual, c.expected), `input: ${JSON.stringify(c.input)}`).toEqual(c.expected);
          };
          if (c.notSupported) it.fails(caseTitle(c, index), run);
          else it(caseTitle(c, index), run);
        });
      });
    }
  });
}
