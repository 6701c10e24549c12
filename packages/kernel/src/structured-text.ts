import { isMap, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import type { InputIssue } from './errors.js';

/** A parsed YAML or JSON document that can say where a path stands in the original text. */
export interface StructuredDocument {
  file: string;
  value: unknown;
  locate(path: readonly PropertyKey[]): { line: number; column: number } | undefined;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** V8's words for a stack overflow, as the YAML parser passes them on. */
const STACK_EXHAUSTED = /^Maximum call stack size exceeded/;

/**
 * Parses YAML (JSON is YAML too) with the core schema, so `2027-01-01` stays a string and is
 * checked as a date by the schemas, and duplicate keys are errors. Keys that could reach an
 * object's prototype are refused outright.
 */
export function parseStructuredText(text: string, file: string): StructuredDocument {
  if (text.includes('\u0000')) {
    throw [{ file, path: '', message: 'expected a text file (YAML or JSON), found binary data' }] satisfies InputIssue[];
  }
  const lineCounter = new LineCounter();
  let doc: ReturnType<typeof parseDocument>;
  try {
    doc = parseDocument(text, { lineCounter, schema: 'core', uniqueKeys: true, prettyErrors: false });
  } catch (e) {
    if (e instanceof RangeError) throw [{ file, path: '', message: 'refused: nested too deeply' }] satisfies InputIssue[];
    throw e;
  }
  const issues: InputIssue[] = [];
  const seenMessages = new Set<string>();
  for (const err of doc.errors) {
    // A parser that unwinds deep nesting repeats one error per level: report each message once.
    const message = firstLine(err.message);
    if (seenMessages.has(message)) continue;
    seenMessages.add(message);
    const pos = lineCounter.linePos(err.pos[0]);
    // The parser reports nesting deeper than the stack as its own error: said as the refusal it is.
    const said = STACK_EXHAUSTED.test(message)
      ? 'refused: nested too deeply'
      : `malformed ${/\.json$/i.test(file) ? 'JSON' : 'YAML'}: ${message}`;
    issues.push({
      file,
      path: '',
      message: said,
      line: pos.line,
      column: pos.col,
    });
  }
  if (issues.length) throw issues;
  // Where a path stands: the key of its last mapping step (so a nested value is shown at its key),
  // or the deepest node that exists.
  const locate = (path: readonly PropertyKey[]) => {
    let node: unknown = doc.contents;
    let found: { range?: [number, number, number] | null } | null = node as YamlNode;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => (p.key as { value?: unknown } | null)?.value === key);
        if (!pair) break;
        found = (pair.key as YamlNode | null) ?? found;
        node = pair.value;
      } else if (isSeq(node) && typeof key === 'number' && node.items[key] !== undefined) {
        node = node.items[key];
        found = node as YamlNode;
      } else break;
    }
    const range = found?.range;
    if (!range) return undefined;
    const pos = lineCounter.linePos(range[0]);
    return { line: pos.line, column: pos.col };
  };
  let value: unknown;
  let forbidden: PropertyKey[] | undefined;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
    forbidden = findForbiddenKey(value, []);
  } catch (e) {
    // An alias bomb ("billion laughs") or nesting deeper than the stack: refused, never expanded.
    if (e instanceof ReferenceError || e instanceof RangeError) {
      const reason = /alias/i.test(e.message) ? 'too many aliases (at most 100 are expanded)' : 'nested too deeply';
      throw [{ file, path: '', message: `refused: ${reason}` }] satisfies InputIssue[];
    }
    throw e;
  }
  if (forbidden) {
    const at = locate(forbidden);
    throw [
      {
        file,
        path: formatKeyPath(forbidden),
        message: `the key "${String(forbidden.at(-1))}" is not allowed`,
        ...(at ? { line: at.line, column: at.column } : {}),
      },
    ] satisfies InputIssue[];
  }
  return { file, value, locate };
}

function findForbiddenKey(value: unknown, path: PropertyKey[]): PropertyKey[] | undefined {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findForbiddenKey(value[i], [...path, i]);
      if (hit) return hit;
    }
  } else if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) return [...path, key];
      const hit = findForbiddenKey((value as Record<string, unknown>)[key], [...path, key]);
      if (hit) return hit;
    }
  }
  return undefined;
}

function formatKeyPath(path: readonly PropertyKey[]): string {
  return path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? String(k) : `.${String(k)}`)).join('');
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.trim();
}

/**
 * JSON read with JSON.parse, several times faster than the YAML parser (the HTTP server reads every
 * request body this way). The YAML parser runs only when a message needs a line and column, or when
 * the text holds a key that could reach a prototype (it refuses it with its position). Text that is
 * YAML but not JSON is malformed here: the caller said JSON.
 */
export function parseJsonText(text: string, file: string): StructuredDocument {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    const at = /at position (\d+)/.exec(message);
    const pos = at ? lineAndColumn(text, Number(at[1])) : undefined;
    // V8 may echo the start of the text ("…" is not valid JSON): the caller has it, and it may span lines.
    const reason = message.replace(/ in JSON at position \d+.*$/s, '').replace(/, ".*is not valid JSON$/s, '');
    throw [{ file, path: '', message: `malformed JSON: ${reason}`, ...(pos ?? {}) }] satisfies InputIssue[];
  }
  if (findForbiddenKey(value, [])) return parseStructuredText(text, file);
  // JSON that the YAML parser refuses (a duplicate key: JSON.parse keeps the last) has no positions.
  let located: StructuredDocument['locate'] | undefined;
  const locate: StructuredDocument['locate'] = (path) => {
    if (!located) {
      try {
        located = parseStructuredText(text, file).locate;
      } catch {
        located = () => undefined;
      }
    }
    return located(path);
  };
  return { file, value, locate };
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}
