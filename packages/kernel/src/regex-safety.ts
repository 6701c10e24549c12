import { createRequire } from 'node:module';
import type { isSafePattern as IsSafePattern } from 'redos-detector';

/** redos-detector (230 kB of code) is loaded at the first pattern checked: packs read from the compiled-pack cache check none. */
let detector: typeof IsSafePattern | undefined;
const isSafePattern: typeof IsSafePattern = (regexp, options) => {
  detector ??= (createRequire(import.meta.url)('redos-detector') as { isSafePattern: typeof IsSafePattern }).isSafePattern;
  return detector(regexp, options);
};

/**
 * A pack's JSON Schemas are third-party data, but their `pattern` and `patternProperties` keywords
 * become regular expressions that run over user input. Each one is checked at load time with
 * redos-detector (pure JS, no native code), and a pattern that can backtrack catastrophically —
 * or that cannot be shown safe within a fixed budget — is refused before it ever runs.
 */

/**
 * Worst-case number of ways a string may be matched before the pattern counts as unsafe. The
 * detector's default; one-way patterns score 1.
 */
const MAX_BACKTRACK_SCORE = 200;
/**
 * Search budget per pattern. A step count, not a timeout, so the verdict never depends on the
 * machine's speed; a pattern the detector cannot settle within it is refused (erring on the safe
 * side). The realistic patterns in test/regex-safety.test.ts settle well within it, and an evil
 * one is refused in a fraction of a second.
 */
const MAX_ANALYSIS_STEPS = 2000;

export interface UnsafePattern {
  /** Path of the keyword inside the schema, e.g. `properties.code.pattern`. */
  path: PropertyKey[];
  pattern: string;
  message: string;
}

/** Keywords whose value is a schema. */
const SCHEMA_KEYWORDS = [
  'not',
  'if',
  'then',
  'else',
  'contains',
  'additionalProperties',
  'unevaluatedProperties',
  'propertyNames',
  'additionalItems',
  'unevaluatedItems',
  'items',
];
/** Keywords whose value is a list of schemas (or, for `items`, draft-7's tuple form). */
const SCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAP_KEYWORDS = ['properties', '$defs', 'definitions', 'dependentSchemas', 'dependencies'];

/** Every unsafe `pattern` / `patternProperties` regex in a JSON Schema, with where it stands. */
export function findUnsafePatterns(schema: unknown): UnsafePattern[] {
  const out: UnsafePattern[] = [];
  walkSchema(schema, [], out, new Set());
  return out;
}

/** Why `pattern` (compiled with the `u` flag, as ajv does) is unsafe, or undefined when it is safe. */
export function checkPattern(pattern: string): string | undefined {
  try {
    new RegExp(pattern, 'u');
  } catch (e) {
    return `not a valid regular expression: ${(e as Error).message}`;
  }
  let result: ReturnType<typeof isSafePattern>;
  try {
    result = isSafePattern(pattern, { unicode: true, maxScore: MAX_BACKTRACK_SCORE, maxSteps: MAX_ANALYSIS_STEPS, timeout: Infinity });
  } catch (e) {
    return `cannot be checked for catastrophic backtracking (${(e as Error).message}); rewrite it with simpler constructs`;
  }
  if (result.safe) return undefined;
  if (result.error === 'hitMaxSteps') {
    return `cannot be shown free of catastrophic backtracking within ${MAX_ANALYSIS_STEPS} analysis steps; simplify it (no nested or adjacent quantifiers over overlapping characters)`;
  }
  const score = result.score.infinite ? 'unbounded' : `over ${MAX_BACKTRACK_SCORE}`;
  return `can backtrack catastrophically (${score} ways to match one input); avoid nested or adjacent quantifiers over overlapping characters such as (a+)+ or (a|a)*`;
}

function walkSchema(node: unknown, path: PropertyKey[], out: UnsafePattern[], seen: Set<object>): void {
  if (!node || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) return;
  const schema = node as Record<string, unknown>;
  if (typeof schema.pattern === 'string') report(schema.pattern, [...path, 'pattern'], out);
  const patternProperties = schema.patternProperties;
  if (patternProperties && typeof patternProperties === 'object' && !Array.isArray(patternProperties)) {
    for (const [key, sub] of Object.entries(patternProperties)) {
      report(key, [...path, 'patternProperties', key], out);
      walkSchema(sub, [...path, 'patternProperties', key], out, seen);
    }
  }
  for (const keyword of SCHEMA_KEYWORDS) {
    const sub = schema[keyword];
    if (sub && typeof sub === 'object' && !Array.isArray(sub)) walkSchema(sub, [...path, keyword], out, seen);
  }
  for (const keyword of SCHEMA_LIST_KEYWORDS) {
    const list = schema[keyword];
    if (Array.isArray(list))
      list.forEach((sub, i) => {
        walkSchema(sub, [...path, keyword, i], out, seen);
      });
  }
  for (const keyword of SCHEMA_MAP_KEYWORDS) {
    const map = schema[keyword];
    if (map && typeof map === 'object' && !Array.isArray(map)) {
      for (const [name, sub] of Object.entries(map)) walkSchema(sub, [...path, keyword, name], out, seen);
    }
  }
}

function report(pattern: string, path: PropertyKey[], out: UnsafePattern[]): void {
  const message = checkPattern(pattern);
  if (message) out.push({ path, pattern, message });
}
