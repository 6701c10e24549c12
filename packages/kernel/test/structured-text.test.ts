import { describe, expect, it } from 'vitest';
import { parseStructuredText, ScenarioFileSchema, validateDocument, InputError, type InputIssue } from '../src/index.js';

function issuesOf(fn: () => unknown): InputIssue[] {
  try {
    fn();
  } catch (e) {
    if (e instanceof InputError) return e.issues;
    if (Array.isArray(e)) return e as InputIssue[];
    throw e;
  }
  throw new Error('expected an input error');
}

const scenarioYaml = (factExtra: string) => `scenarios:
  - id: s1
    locale: nb
    answer: "Grunnbeløpet er 136 549 kroner."
    facts:
      - claim: Grunnbeløpet
        value: 136549
        unit: NOK
        valid_from: 2026-05-01
        verified_at: 2026-10-07
${factExtra}
        source_url: https://www.nav.no/grunnbelopet
        source_quote: "G = 136 549 kr"
`;

describe('parseStructuredText', () => {
  it('reports malformed YAML with file, line and column', () => {
    const [issue] = issuesOf(() => parseStructuredText('a: [1, 2\nb: 3\n', 'bad.yaml'));
    expect(issue).toMatchObject({ file: 'bad.yaml', path: '' });
    expect(issue!.message).toMatch(/malformed YAML/);
    expect(issue!.line).toBeGreaterThan(0);
  });

  it('reports malformed JSON as JSON', () => {
    const [issue] = issuesOf(() => parseStructuredText('{"a": 1,, }', 'bad.json'));
    expect(issue!.message).toMatch(/malformed JSON/);
  });

  it('keeps unquoted dates as strings (core schema)', () => {
    expect(parseStructuredText('d: 2027-01-01\n', 'f.yaml').value).toEqual({ d: '2027-01-01' });
  });

  it('rejects duplicate keys', () => {
    expect(issuesOf(() => parseStructuredText('a: 1\na: 2\n', 'dup.yaml'))[0]!.message).toMatch(/unique|duplicate/i);
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the key %s with its path', (key) => {
    const [issue] = issuesOf(() => parseStructuredText(`scenarios:\n  - id: x\n    ${key}:\n      polluted: true\n`, 'p.yaml'));
    expect(issue).toMatchObject({ file: 'p.yaml', path: `scenarios[0].${key}`, line: 3 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['deep.json', 'deep.yaml'])(
    'a document nested 100,000 brackets deep (%s) is refused as such, with a place, not a crash',
    (file) => {
      const text = file.endsWith('.json')
        ? '['.repeat(100_000) + ']'.repeat(100_000)
        : `id: a\ncontext: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`;
      const [issue, ...rest] = issuesOf(() => parseStructuredText(text, file));
      expect(rest).toEqual([]);
      expect(issue).toMatchObject({ file, path: '', message: 'refused: nested too deeply' });
      expect(issue!.line).toBeGreaterThan(0);
    },
  );

  it('refuses binary data', () => {
    expect(issuesOf(() => parseStructuredText('\u0000\u0001PNG', 'x.yaml'))[0]!.message).toMatch(/binary/);
  });
});

describe('scenario files (SPEC §3)', () => {
  const validate = (yaml: string) => validateDocument(ScenarioFileSchema, parseStructuredText(yaml, 'facts.yaml'));

  it('accepts a complete fact', () => {
    expect(() => validate(scenarioYaml('        review_by: 2027-05-01'))).not.toThrow();
  });

  it('accepts review_by: null (a figure fixed in statute)', () => {
    expect(() => validate(scenarioYaml('        review_by: null'))).not.toThrow();
  });

  it('a missing review_by key is an error naming the path', () => {
    const issues = issuesOf(() => validate(scenarioYaml('')));
    expect(issues).toContainEqual(expect.objectContaining({ file: 'facts.yaml', path: 'scenarios[0].facts[0].review_by' }));
    expect(issues.find((i) => i.path.endsWith('review_by'))!.message).toMatch(/missing/);
  });

  it.each(['2027-02-30', '01.05.2027', '2027-5-1', '"2027-13-01"'])('review_by %s is an invalid date', (date) => {
    const issues = issuesOf(() => validate(scenarioYaml(`        review_by: ${date}`)));
    expect(issues).toContainEqual(
      expect.objectContaining({ path: 'scenarios[0].facts[0].review_by', message: 'expected a real date written YYYY-MM-DD' }),
    );
    expect(issues[0]!.line).toBe(11);
  });

  it('an unknown key is an error naming it', () => {
    const issues = issuesOf(() => validate(scenarioYaml('        review_by: null\n        reviewed_by: 2027-01-01')));
    expect(issues).toContainEqual(expect.objectContaining({ path: 'scenarios[0].facts[0]', message: 'unknown key "reviewed_by"' }));
  });

  it('a wrong type names what was expected and what was found', () => {
    const issues = issuesOf(() => validate(scenarioYaml('        review_by: null').replace('value: 136549', 'value: "136 549"')));
    expect(issues).toContainEqual(
      expect.objectContaining({ path: 'scenarios[0].facts[0].value', message: 'expected number, found the string "136 549"' }),
    );
  });

  it.each([
    ['an empty conversation', 'conversation: []', 'scenarios[0].conversation', /at least one turn/],
    [
      'a conversation without an assistant turn',
      'conversation: [{role: user, content: "Hei"}]',
      'scenarios[0].conversation',
      /assistant turn/,
    ],
    [
      'an unknown role',
      'conversation: [{role: function, content: "x"}]',
      'scenarios[0].conversation[0].role',
      /expected one of system, user, assistant, tool, found "function"/,
    ],
  ])('%s is an error', (_name, line, path, message) => {
    const yaml = `scenarios:\n  - id: s1\n    locale: nb\n    ${line}\n`;
    const issues = issuesOf(() => validate(yaml));
    expect(issues).toContainEqual(expect.objectContaining({ path }));
    expect(issues.find((i) => i.path === path)!.message).toMatch(message);
  });

  it('an answer or a conversation is required', () => {
    expect(issuesOf(() => validate('id: s1\nlocale: en\n'))[0]!.message).toMatch(/answer.*conversation/);
  });

  it('duplicate fact ids are an error', () => {
    const issues = issuesOf(() => validate('id: s1\nlocale: nb\nanswer: x\nfacts: [g-2026, g-2026]\n'));
    expect(issues[0]).toMatchObject({ path: 'facts[1]' });
    expect(issues[0]!.message).toMatch(/duplicate fact id/);
  });
});
