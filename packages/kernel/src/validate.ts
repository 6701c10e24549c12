import type { z } from 'zod';
import { appendAll } from './append-all.js';
import { formatPath, InputError, type InputIssue } from './errors.js';
import type { StructuredDocument } from './structured-text.js';

/** Validates a parsed document with a zod schema; every problem names the file, path and line. */
export function validateDocument<S extends z.ZodType>(schema: S, doc: StructuredDocument, basePath: PropertyKey[] = []): z.output<S> {
  const result = schema.safeParse(doc.value, { reportInput: true });
  if (result.success) return result.data;
  throw new InputError(zodIssues(result.error, doc, basePath));
}

export function zodIssues(error: z.ZodError, doc: Pick<StructuredDocument, 'file' | 'locate'>, basePath: PropertyKey[] = []): InputIssue[] {
  const seen = new Set<string>();
  const issues: InputIssue[] = [];
  for (const issue of flattenUnionIssues(error.issues)) {
    const path = [...basePath, ...issue.path];
    // An unknown key is shown at its own line, not at the line of the object that holds it.
    const pos = doc.locate(issue.code === 'unrecognized_keys' && issue.keys.length ? [...path, issue.keys[0]!] : path);
    const entry: InputIssue = { file: doc.file, path: formatPath(path), message: describe(issue), ...(pos ?? {}) };
    const key = `${entry.path}|${entry.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      issues.push(entry);
    }
  }
  return issues;
}

type AnyIssue = z.core.$ZodIssue;

/** A union (e.g. "one scenario or `scenarios: [...]`") reports the branch that got furthest. */
function flattenUnionIssues(issues: readonly AnyIssue[]): AnyIssue[] {
  const out: AnyIssue[] = [];
  for (const issue of issues) {
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const best = issue.errors.reduce((a, b) => (depth(b) > depth(a) ? b : a));
      appendAll(out, flattenUnionIssues(best.map((i) => ({ ...i, path: [...issue.path, ...i.path] }) as AnyIssue)));
    } else out.push(issue);
  }
  return out;
}

function depth(issues: readonly AnyIssue[]): number {
  // Prefer the branch whose problems lie deepest (it matched the most), then the one with fewest problems.
  return issues.reduce((deepest, i) => Math.max(deepest, i.path.length), 0) * 1000 - issues.length;
}

function describe(issue: AnyIssue): string {
  if (issue.code === 'unrecognized_keys')
    return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  if (issue.code === 'invalid_type') {
    const input = (issue as { input?: unknown }).input;
    if (input === undefined) return `missing: expected ${issue.expected}`;
    return `expected ${issue.expected}, found ${describeValue(input)}`;
  }
  return issue.message;
}

function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  if (typeof v === 'string') return `the string "${v.length > 40 ? `${v.slice(0, 40)}…` : v}"`;
  return `${typeof v} ${String(v)}`;
}
