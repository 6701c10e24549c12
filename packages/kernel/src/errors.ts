/** One problem with user input: the file, the path inside it, and what was expected. */
export interface InputIssue {
  file: string;
  /** A path such as `scenarios[0].facts[2].review_by`; empty for the whole file. */
  path: string;
  message: string;
  line?: number;
  column?: number;
}

export function formatIssue(issue: InputIssue): string {
  const where = issue.line !== undefined ? `${issue.file}:${issue.line}:${issue.column ?? 1}` : issue.file;
  return issue.path ? `${where}: ${issue.path}: ${issue.message}` : `${where}: ${issue.message}`;
}

/** Bad input (a user's scenario, a third party's pack): reported, never a stack trace. */
export class InputError extends Error {
  readonly issues: InputIssue[];
  constructor(issues: InputIssue[]) {
    super(issues.map(formatIssue).join('\n'));
    this.name = 'InputError';
    this.issues = issues;
  }
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/** The keys of a path written by `formatPath` (`scenarios[0].facts[2]` → scenarios, 0, facts, 2). */
export function parsePath(path: string): PropertyKey[] {
  const keys: PropertyKey[] = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) keys.push(m[2] !== undefined ? Number(m[2]) : m[1]!);
  return keys;
}
