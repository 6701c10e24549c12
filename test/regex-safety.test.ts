import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPattern, DataKindRegistry, findUnsafePatterns, InputError, PackLoader } from '@factlint/kernel';

/**
 * Patterns a pack supplies (JSON Schema `pattern` and `patternProperties` in `optionsSchema` and
 * `dataSchemas`) are checked at load; a catastrophic one is refused with its file and key named.
 */

// Known evil patterns: each has an input family on which a backtracking engine takes exponential
// (or high-polynomial) time.
const EVIL: [pattern: string, why: string][] = [
  ['(a+)+$', 'nested quantifiers over the same letter'],
  ['(a|a)*$', 'an alternation whose branches overlap, repeated'],
  ['(a|aa)+$', 'overlapping branches of different lengths'],
  ['^(\\d+\\s?)+$', 'digit runs with an optional separator, repeated: "1 1 1 1 …x"'],
  ['^([0-9]+,?)+$', 'thousands groups with an optional comma, repeated'],
  ['(\\w+\\s?)*$', 'words with an optional space, repeated'],
  ['(x+x+)+y', 'adjacent quantifiers inside a repetition'],
  ['\\d+\\d+\\d+$', 'three adjacent unbounded digit runs (cubic)'],
  ['(.*a){12}', 'a counted repetition of a greedy wildcard'],
  ['^(\\s*,?\\s*\\d+)*$', 'optional separators around digit runs, repeated'],
  ['^([a-z0-9]+-?)+$', 'slug with an optional hyphen, repeated'],
  ['^(\\w+)*@', 'the classic e-mail prefix'],
];

// Patterns third-party packs plausibly use; they must load.
const SAFE = [
  '^\\d{4}-\\d{2}-\\d{2}$',
  '^[a-z][a-z0-9-]*$',
  '^[a-z0-9]+(-[a-z0-9]+)*$',
  '\\.(ya?ml|json)$',
  '^https://',
  '^(@[a-z0-9-]+\\/)?[a-z0-9][a-z0-9-]*$',
  '^\\d+(\\.\\d+)?$',
  '^[^@\\s]+@[^@\\s]+$',
  '^\\p{L}+$',
  '^\\d+\\.\\d+\\.\\d+([-+][0-9A-Za-z.-]+)?$',
  '^(?:[01]\\d|2[0-3]):[0-5]\\d$',
  '^[a-z]{2,3}(-[A-Z]{2})?$',
  '^\\+?\\d{1,3}( \\d{2,4}){2,4}$',
  '^NO\\d{2}[ ]?\\d{4}[ ]?\\d{4}[ ]?\\d{3}$',
];

describe('checkPattern', () => {
  it.each(EVIL)('refuses %s (%s)', (pattern) => {
    expect(checkPattern(pattern)).toMatch(/catastrophic/);
  });

  it.each(SAFE)('accepts %s', (pattern) => {
    expect(checkPattern(pattern)).toBeUndefined();
  });

  it('refuses a pattern that is not a regular expression at all', () => {
    expect(checkPattern('([a-z]')).toMatch(/^not a valid regular expression/);
  });

  it('settles each evil pattern quickly: the check itself is no denial of service', () => {
    for (const [pattern] of EVIL) {
      const started = performance.now();
      checkPattern(pattern);
      expect(performance.now() - started, pattern).toBeLessThan(5_000);
    }
  });

  it('the evil patterns really are catastrophic on V8 (so the table tests what it claims)', () => {
    // A 23-character near-miss already takes V8 far longer than the linear patterns take on 100 KB.
    const slow = /^(\d+\s?)+$/;
    const started = performance.now();
    slow.test(`${'1'.repeat(22)}x`);
    const evilMs = performance.now() - started;
    const linear = /^[a-z0-9]+(-[a-z0-9]+)*$/;
    const t = performance.now();
    linear.test(`${'a-'.repeat(50_000)}!`);
    expect(evilMs).toBeGreaterThan((performance.now() - t) * 5);
  });
});

describe('findUnsafePatterns walks a JSON Schema', () => {
  it('finds patterns in nested keywords and patternProperties keys, with their paths', () => {
    const schema = {
      type: 'object',
      properties: {
        code: { type: 'string', pattern: '^(a+)+$' },
        pattern: { type: 'string' }, // a property named "pattern" is not a regex
        list: {
          type: 'array',
          items: {
            anyOf: [
              { type: 'string', pattern: '^ok$' },
              { type: 'string', pattern: '(a|a)*$' },
            ],
          },
        },
      },
      patternProperties: { '^(\\w+\\s?)*$': { type: 'string' } },
      $defs: { slug: { type: 'string', pattern: '^([a-z0-9]+-?)+$' } },
      const: { pattern: '(a+)+' }, // data, not a schema
    };
    expect(
      findUnsafePatterns(schema)
        .map((u) => u.path.join('/'))
        .sort(),
    ).toEqual([
      '$defs/slug/pattern',
      'patternProperties/^(\\w+\\s?)*$',
      'properties/code/pattern',
      'properties/list/items/anyOf/1/pattern',
    ]);
  });

  it('survives a schema that refers to itself', () => {
    const schema: Record<string, unknown> = { type: 'object' };
    schema.properties = { self: schema };
    expect(findUnsafePatterns(schema)).toEqual([]);
  });
});

describe('PackLoader refuses a pack with a catastrophic pattern', () => {
  const kinds = new DataKindRegistry();
  const loader = new PackLoader({ kinds });

  function pack(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'factlint-redos-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return dir;
  }

  function loadError(dir: string): InputError {
    try {
      loader.load(dir);
    } catch (e) {
      if (e instanceof InputError) return e;
      throw e;
    }
    throw new Error('expected the pack to be refused');
  }

  it('in optionsSchema: names pack.yaml, the line and the key path', () => {
    const dir = pack({
      'pack.yaml': [
        'name: evil-options',
        'version: 1.0.0',
        'kind: domain',
        'optionsSchema:',
        '  type: object',
        '  properties:',
        '    code:',
        '      type: string',
        '      pattern: "^(\\\\d+\\\\s?)+$"',
        '',
      ].join('\n'),
    });
    const [issue, ...rest] = loadError(dir).issues;
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({ file: join(dir, 'pack.yaml'), path: 'optionsSchema.properties.code.pattern', line: 9, column: 7 });
    expect(issue!.message).toMatch(/^pattern "\^\(\\\\d\+\\\\s\?\)\+\$" .*catastrophic/);
  });

  it('in a dataSchemas file: names the schema file and the patternProperties key', () => {
    const dir = pack({
      'pack.yaml': [
        'name: evil-data',
        'version: 1.0.0',
        'kind: domain',
        'dataSchemas:',
        '  codes: codes.schema.yaml',
        'provides:',
        '  codes: { oslo: "0301" }',
        '',
      ].join('\n'),
      'codes.schema.yaml': ['type: object', 'patternProperties:', '  "^(a|aa)+$": { type: string }', ''].join('\n'),
    });
    const [issue] = loadError(dir).issues;
    expect(issue).toMatchObject({ file: join(dir, 'codes.schema.yaml'), path: 'patternProperties.^(a|aa)+$', line: 3, column: 3 });
  });

  it('loads a pack whose patterns are safe, and its schema still validates data', () => {
    const dir = pack({
      'pack.yaml': [
        'name: safe-data',
        'version: 1.0.0',
        'kind: domain',
        'dataSchemas:',
        '  codes:',
        '    type: object',
        '    patternProperties:',
        '      "^[a-z]+$": { type: string, pattern: "^\\\\d{4}$" }',
        '    additionalProperties: false',
        'provides:',
        '  codes: { oslo: "0301" }',
        '',
      ].join('\n'),
    });
    expect(loader.load(dir).data.codes).toEqual({ oslo: '0301' });
    const bad = pack({
      'pack.yaml': [
        'name: safe-data-bad-value',
        'version: 1.0.0',
        'kind: domain',
        'dataSchemas:',
        '  codes:',
        '    type: object',
        '    patternProperties:',
        '      "^[a-z]+$": { type: string, pattern: "^\\\\d{4}$" }',
        'provides:',
        '  codes: { oslo: "03011" }',
        '',
      ].join('\n'),
    });
    expect(loadError(bad).issues[0]!.message).toMatch(/must match pattern/);
  });
});
