import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  appendAll,
  InputError,
  parsePath,
  readStructured,
  scenarioFileSchemaFor,
  structuredFromText,
  zodIssues,
  type InputIssue,
  type Scenario,
  type StructuredDocument,
} from '@factlint/kernel';
import type { ScenarioOrigin } from '@factlint/pipeline';

export interface LoadedScenario {
  scenario: Scenario;
  origin: ScenarioOrigin;
  /** Where a path inside the scenario's file stands, for messages about the scenario found later. */
  locate: StructuredDocument['locate'];
}

const SCENARIO_FILE = /\.(ya?ml|json)$/i;

/** `-` on the command line: scenarios (YAML or JSON) read from standard input. */
export const STDIN = '-';
/** How standard input is named in messages. */
export const STDIN_NAME = '<stdin>';

/** A scenario file by path, or text that came from elsewhere (standard input) with the name to show. */
export type ScenarioSource = string | { file: string; text: string };

/** A file as the user should see it in messages: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith('..') ? rel : file;
}

/**
 * The scenario files named by PATHS: files as given, folders walked for YAML/JSON files (sorted).
 * A folder holding a pack.yaml is a pack: only its `scenarios/` subfolder is read for scenarios.
 * With `stdin`, a `-` stands for standard input and is kept in `files` as `-`.
 */
export function expandScenarioPaths(
  paths: readonly string[],
  options: { stdin?: boolean } = {},
): { files: string[]; packDirs: string[]; issues: InputIssue[]; skipped: string[] } {
  const files: string[] = [];
  const skipped: string[] = [];
  const packDirs: string[] = [];
  const issues: InputIssue[] = [];
  const seen = new Set<string>();
  const addFile = (file: string) => {
    const real = realpathSync(file);
    if (!seen.has(real)) {
      seen.add(real);
      files.push(file);
    }
  };
  const walk = (dir: string) => {
    if (existsSync(join(dir, 'pack.yaml'))) {
      const real = realpathSync(dir);
      if (!seen.has(real)) {
        seen.add(real);
        packDirs.push(dir);
      }
      if (existsSync(join(dir, 'scenarios'))) walk(join(dir, 'scenarios'));
      return;
    }
    for (const name of readdirSync(dir).sort()) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const path = join(dir, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else if (SCENARIO_FILE.test(name)) {
        if (looksLikeScenarioFile(path)) addFile(path);
        else skipped.push(path);
      }
    }
  };
  for (const p of paths) {
    if (p === STDIN && options.stdin) {
      if (!files.includes(STDIN)) files.push(STDIN);
      continue;
    }
    const path = resolve(p);
    if (!existsSync(path)) {
      issues.push({ file: p, path: '', message: 'no such file or folder' });
      continue;
    }
    if (statSync(path).isDirectory()) walk(path);
    else addFile(path);
  }
  return { files, packDirs, issues, skipped };
}

/**
 * In a folder walk, a YAML/JSON file is read as scenarios when its top level names `scenarios`, or
 * `id` and `locale`; other files (a promptfoo config, a CI file) are skipped, and the caller says so.
 * A file named on the command line is always validated as a scenario file.
 */
function looksLikeScenarioFile(file: string): boolean {
  const head = readFileSync(file, 'utf8').slice(0, 64 * 1024);
  return /^\s*["']?scenarios["']?\s*:/m.test(head) || (/^\s*["']?id["']?\s*:/m.test(head) && /^\s*["']?locale["']?\s*:/m.test(head));
}

/**
 * Reads and validates scenario files. Ids must be unique across the files of a run; `stale`, which
 * only lists facts, keeps the first scenario of an id instead (a scenario found twice counts once).
 */
export function loadScenarioFiles(sources: readonly ScenarioSource[], duplicateIds: 'error' | 'keep-first' = 'error'): LoadedScenario[] {
  const out: LoadedScenario[] = [];
  const issues: InputIssue[] = [];
  const ids = new Map<string, string>();
  for (const source of sources) {
    try {
      const doc =
        typeof source === 'string'
          ? { ...readStructured(source), file: displayPath(source) }
          : structuredFromText(source.text, source.file);
      const read = scenariosInDocument(doc, scenarioFileSchemaFor(doc.value), ids, duplicateIds);
      appendAll(out, read.scenarios);
      appendAll(issues, read.issues);
    } catch (e) {
      if (e instanceof InputError)
        appendAll(
          issues,
          e.issues.map((i) => ({ ...i, file: displayPath(i.file) })),
        );
      else throw e;
    }
  }
  if (issues.length) throw new InputError(issues);
  return out;
}

/**
 * The scenarios of one parsed document, checked against `schema` (one scenario, or a list under
 * `scenarios`); `ids` holds the ids seen so far in the run and where, and is added to.
 */
export function scenariosInDocument(
  doc: StructuredDocument,
  schema: ReturnType<typeof scenarioFileSchemaFor>,
  ids: Map<string, string>,
  duplicateIds: 'error' | 'keep-first' = 'error',
): { scenarios: LoadedScenario[]; issues: InputIssue[] } {
  const parsed = schema.safeParse(doc.value, { reportInput: true });
  if (!parsed.success) return { scenarios: [], issues: zodIssues(parsed.error, doc) };
  const multi = 'scenarios' in parsed.data;
  const list = 'scenarios' in parsed.data ? parsed.data.scenarios : [parsed.data];
  const scenarios: LoadedScenario[] = [];
  const issues: InputIssue[] = [];
  list.forEach((scenario, i) => {
    const path = multi ? `scenarios[${i}]` : '';
    const first = ids.get(scenario.id);
    if (first && duplicateIds === 'keep-first') return;
    if (first) {
      const pos = doc.locate(multi ? ['scenarios', i, 'id'] : ['id']);
      issues.push({
        file: doc.file,
        path: path ? `${path}.id` : 'id',
        message: `duplicate scenario id "${scenario.id}" (also in ${first})`,
        ...(pos ?? {}),
      });
      return;
    }
    ids.set(scenario.id, path ? `${doc.file} ${path}` : doc.file);
    scenarios.push({
      scenario,
      origin: { file: doc.file, path, locate: (at) => doc.locate(multi ? ['scenarios', i, ...at] : at) },
      locate: doc.locate,
    });
  });
  return { scenarios, issues };
}

/**
 * Issues about a loaded scenario (an unknown locale, pack or fact id, found when its packs are
 * resolved) with the line and column of the key they name.
 */
export function placeIssues(issues: readonly InputIssue[], loaded: LoadedScenario): InputIssue[] {
  return issues.map((issue) => {
    if (issue.file !== loaded.origin.file || issue.line !== undefined) return issue;
    const at = loaded.locate(parsePath(issue.path));
    return at ? { ...issue, line: at.line, column: at.column } : issue;
  });
}

/** The message for paths that hold nothing to read. */
export function nothingFound(paths: readonly string[], what: string, expected: string): InputIssue {
  return { file: paths.join(' ') || '(no path)', path: '', message: `no ${what} found (expected ${expected})` };
}
