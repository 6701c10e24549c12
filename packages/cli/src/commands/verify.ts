import { writeFileSync } from 'node:fs';
import { type ScenarioReport, type Severity, severityRank } from '@factlint/kernel';
import { Engine } from '@factlint/pipeline';
import { formatJson, formatJsonl } from '../format/json.js';
import { formatText } from '../format/text.js';
import { formatHtml } from '../format/html.js';
import { displayPath, expandScenarioPaths, loadScenarioFiles, STDIN, STDIN_NAME } from '../scenario-files.js';
import { readStandardInput } from '../standard-input.js';
import { assertFormat, runOptions, type RunFlags } from '../run-options.js';
import { findPackDirs, InputError } from '@factlint/kernel';

export const REPORT_FORMATS = ['text', 'json', 'jsonl', 'html'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export interface VerifyFlags extends RunFlags {
  format?: string;
  out?: string;
  failOn?: string;
}

const VERDICT_WORDS = ['annotate', 'retry', 'block'] as const;
const SEVERITY_WORDS = ['low', 'medium', 'high', 'critical'] as const;

/** `--fail-on`: verdicts (annotate, retry, block) and/or a minimum severity (low … critical). */
export function failurePredicate(spec: string | undefined): (r: ScenarioReport) => boolean {
  const words = (spec ?? 'low').split(',').map((s) => s.trim()).filter(Boolean);
  for (const w of words) {
    if (![...VERDICT_WORDS, ...SEVERITY_WORDS].includes(w as never)) {
      throw new InputError([{ file: '--fail-on', path: '', message: `expected verdicts (${VERDICT_WORDS.join(', ')}) or a severity (${SEVERITY_WORDS.join(', ')}), found "${w}"` }]);
    }
  }
  const verdicts = new Set(words.filter((w) => (VERDICT_WORDS as readonly string[]).includes(w)));
  const minSeverity = words.find((w) => (SEVERITY_WORDS as readonly string[]).includes(w)) as (typeof SEVERITY_WORDS)[number] | undefined;
  return (r) => {
    if (r.severity === 'ERROR') return true; // a failed judge never passes
    if (r.verdict && verdicts.has(r.verdict)) return true;
    return minSeverity !== undefined && isGraded(r.severity) && severityRank(r.severity) >= severityRank(minSeverity);
  };
}

function isGraded(s: Severity): s is Exclude<Severity, 'UNGRADED' | 'ERROR'> {
  return s !== 'UNGRADED' && s !== 'ERROR';
}

/**
 * Colour only on a terminal (NO_COLOR and FORCE_COLOR respected): a CI log or a pipe gets plain
 * text, whatever the CI variable says.
 */
function colourWanted(isTTY: boolean): boolean {
  if (process.env.NO_COLOR) return false;
  if (process.env.FORCE_COLOR && process.env.FORCE_COLOR !== '0') return true;
  return isTTY;
}

/** Runs scenario files (`-` reads one from standard input); returns the exit code (0 all pass or UNGRADED, 1 any flagged). */
export async function verifyCommand(paths: string[], flags: VerifyFlags, stdoutIsTTY: boolean): Promise<number> {
  const format = assertFormat<ReportFormat>(flags.format ?? (stdoutIsTTY && !flags.out ? 'text' : 'json'), REPORT_FORMATS, '--format');
  const fails = failurePredicate(flags.failOn);
  const { files, packDirs, issues, skipped } = expandScenarioPaths(paths, { stdin: true });
  if (issues.length) throw new InputError(issues);
  for (const file of skipped) process.stderr.write(`factlint: skipped ${displayPath(file)}: not a scenario file (no top-level \`scenarios\`, or \`id\` and \`locale\`)\n`);
  if (files.length === 0) throw new InputError([{ file: paths.join(' ') || '(no path)', path: '', message: 'no scenario files found (expected .yaml, .yml or .json)' }]);
  const { engine: engineOptions, call } = runOptions(flags);
  const engine = new Engine({ ...engineOptions, packPaths: [...(engineOptions.packPaths ?? []), ...packDirs] });
  const stdin = files.includes(STDIN) ? await readStandardInput() : '';
  const scenarios = loadScenarioFiles(files.map((f) => (f === STDIN ? { file: STDIN_NAME, text: stdin } : f)));
  // Packs given with --packs or --config (by path or npm name) are named explicitly; packs merely found
  // while walking a scenario folder are available, but their code loads only if a scenario names them.
  const flagged = new Set([...(engineOptions.packPaths ?? []), ...(engineOptions.npmPacks ?? [])].flatMap((p) => findPackDirs(p)));
  const explicit = engine.catalog.list().filter((p) => p.origin === 'npm' || flagged.has(p.dir)).map((p) => p.manifest.name);
  const callOptions = { ...call, packs: [...new Set([...(call.packs ?? []), ...explicit])] };
  for (const { scenario, origin } of scenarios) engine.configure(scenario, origin, callOptions); // all input errors before any output
  const reports: ScenarioReport[] = [];
  for (const { scenario, origin } of scenarios) reports.push(await engine.verify(scenario, origin, callOptions));
  const rendered =
    format === 'json' ? formatJson(reports) : format === 'jsonl' ? formatJsonl(reports) : format === 'html' ? formatHtml(reports, scenarios.map((s) => s.scenario)) : formatText(reports, { color: !flags.out && colourWanted(stdoutIsTTY) });
  if (flags.out) writeFileSync(flags.out, rendered);
  else process.stdout.write(rendered);
  return reports.some(fails) ? 1 : 0;
}
