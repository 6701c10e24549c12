import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '@factlint/kernel';
import { loadSpecFile, projectRows, specCasesJsonSchema } from '../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'factlint-spec-'));
function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

function problems(file: string): string[] {
  try {
    loadSpecFile(file);
  } catch (e) {
    if (e instanceof InputError) return e.issues.map((i) => `${i.path}: ${i.message}`);
    throw e;
  }
  return [];
}

describe('loadSpecFile', () => {
  it('accepts a well-formed file', () => {
    const file = write('ok.yaml', 'reader: numbers\ncases:\n  - input: "Taket er 3 278 kr."\n    expected: [{ value: 3278, unit: NOK }]\n');
    expect(loadSpecFile(file).cases).toHaveLength(1);
  });

  it.each([
    ['an unknown case key', 'reader: numbers\ncases:\n  - input: "x"\n    expect: []\n', 'cases[0]'],
    ['an unknown expected key', 'reader: dates\ncases:\n  - input: "x"\n    expected: [{ values: "2024" }]\n', 'cases[0].expected[0]'],
    ['a key of another reader', 'reader: phones\ncases:\n  - input: "x"\n    expected: [{ value: 1 }]\n', 'cases[0].expected[0]'],
    ['an unknown reader', 'reader: numerals\ncases:\n  - input: "x"\n    expected: []\n', 'reader'],
    [
      'duplicate names',
      'reader: numbers\ncases:\n  - { name: a, input: "1", expected: [] }\n  - { name: a, input: "2", expected: [] }\n',
      'cases[1].name',
    ],
    ['duplicate inputs', 'reader: numbers\ncases:\n  - { input: "1", expected: [] }\n  - { input: "1", expected: [] }\n', 'cases[1].input'],
  ])('rejects %s, naming the path', (_what, text, path) => {
    const file = write(`bad-${path.replace(/\W/g, '')}-${text.length}.yaml`, text);
    const found = problems(file);
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((p) => p.startsWith(path))).toBe(true);
  });

  it('allows the same input with different anchors', () => {
    const file = write(
      'anchors.yaml',
      'reader: anchors\ncases:\n  - { input: "Taket er nådd", anchor: tak, expected: [] }\n  - { input: "Taket er nådd", anchor: nådd, expected: [] }\n',
    );
    expect(loadSpecFile(file).cases).toHaveLength(2);
  });

  it('names the file in the error', () => {
    const file = write('named.yaml', 'reader: numbers\ncases: []\n');
    expect(() => loadSpecFile(file)).toThrow(file);
  });
});

describe('projectRows', () => {
  it('compares only the keys written, numbers with a relative tolerance', () => {
    expect(projectRows([{ value: 0.1 + 0.2, unit: '%', text: '0,3 %' }], [{ value: 0.3 }])).toEqual([{ value: 0.3 }]);
    expect(projectRows([{ value: 0.31 }], [{ value: 0.3 }])).toEqual([{ value: 0.31 }]);
  });
});

describe('schemas/spec-cases.schema.json', () => {
  it('is generated from the zod schema (FACTLINT_WRITE_SCHEMAS=1 rewrites it)', () => {
    const file = new URL('../../../schemas/spec-cases.schema.json', import.meta.url);
    const text = `${JSON.stringify(specCasesJsonSchema(), null, 2)}\n`;
    if (process.env.FACTLINT_WRITE_SCHEMAS === '1') writeFileSync(file, text);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });
});
