import { describe, expect, it } from 'vitest';
import { CASE_FILES, caseFile, loadCases, observed, runCase } from './case-tables.js';

/* Runs every table in cases/*.yaml through the facts judge (the tables' schema: case-tables.ts). */

describe('facts judge case tables', () => {
  it('finds case files', () => {
    expect(CASE_FILES.length).toBeGreaterThan(0);
  });
  for (const name of CASE_FILES) {
    describe(name, () => {
      const cases = loadCases(caseFile(name));
      const seen = new Set<string>();
      for (const c of cases) {
        if (seen.has(c.name)) throw new Error(`${name}: duplicate case name "${c.name}"`);
        seen.add(c.name);
        it(c.name, () => {
          const result = runCase(c);
          const got = result.facts.map((r, i) => observed(r, c.expect.facts[i]!));
          const want = c.expect.facts.map((f) => ({ ...f }));
          expect({ facts: got, ...(c.expect.severity && { severity: result.severity }) }).toEqual({
            facts: want,
            ...(c.expect.severity && { severity: c.expect.severity }),
          });
        });
      }
    });
  }
});
