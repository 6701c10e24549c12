import { writeFileSync } from 'node:fs';
import { type ScenarioReport, type Severity, severityRank } from '@factlint/kernel';
import { Engine, type CallOptions, type ScenarioConfig } from '@factlint/pipeline';
import { formatJson, formatJsonl } from '../format/json.js';
import { colourWanted } from '../format/terminal.js';
import {
  displayPath,
  expandScenarioPaths,
  loadScenarioFiles,
  nothingFound,
  placeIssues,
  STDIN,
  STDIN_NAME,
  type LoadedScenario,
} from '../scenario-files.js';
import { readStandardInput } from '../standard-input.js';
import { nodeStdout, type ReportOutput } from '../report-output.js';
import { assertFormat, assertKnownPacks, assertWritableFile, runOptions, type RunFlags } from '../run-options.js';
import { formatIssue, InputError, type InputIssue } from '@factlint/kernel';

export const REPORT_FORMATS = ['text', 'json', 'jsonl', 'html'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export interface VerifyFlags extends RunFlags {
  format?: string;
  out?: string;
  failOn?: string;
}

const VERDICT_WORDS = ['annotate', 'retry', 'block'] as const;
const SEVERITY_WORDS = ['low', 'medium', 'high', 'critical'] as const;

/**
 * `--fail-on`: a verdict (annotate, retry, block) and/or a minimum severity (low … critical); each
 * means that verdict or severity or worse (`retry` fails a `block` too).
 */
export function failurePredicate(spec: string | undefined): (r: ScenarioReport) => boolean {
  const words = (spec ?? 'low')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const w of words) {
    if (![...VERDICT_WORDS, ...SEVERITY_WORDS].includes(w as never)) {
      throw new InputError([
        {
          file: '--fail-on',
          path: '',
          message: `expected verdicts (${VERDICT_WORDS.join(', ')}) or a severity (${SEVERITY_WORDS.join(', ')}), found "${w}"`,
        },
      ]);
    }
  }
  const verdictRanks = words.map((w) => (VERDICT_WORDS as readonly string[]).indexOf(w)).filter((i) => i >= 0);
  const minVerdict = verdictRanks.length ? verdictRanks.reduce((a, b) => Math.min(a, b)) : undefined;
  const severityWords = words.filter((w): w is (typeof SEVERITY_WORDS)[number] => (SEVERITY_WORDS as readonly string[]).includes(w));
  const minSeverity = severityWords.length ? severityWords.reduce((a, b) => (severityRank(b) < severityRank(a) ? b : a)) : undefined;
  return (r) => {
    if (r.severity === 'ERROR') return true; // a failed judge never passes
    if (minVerdict !== undefined && r.verdict && (VERDICT_WORDS as readonly string[]).indexOf(r.verdict) >= minVerdict) return true;
    return minSeverity !== undefined && isGraded(r.severity) && severityRank(r.severity) >= severityRank(minSeverity);
  };
}

function isGraded(s: Severity): s is Exclude<Severity, 'UNGRADED' | 'ERROR'> {
  return s !== 'UNGRADED' && s !== 'ERROR';
}

/**
 * The observe preset is for running factlint before anyone trusts it: under it a run fails only on
 * ERROR, unless `--fail-on` says otherwise.
 */
const OBSERVING_PRESET = 'preset-observe';

/**
 * Runs scenario files (`-` reads one from standard input) and writes the report to `output` (a
 * terminal gets text, anything else JSON); returns the exit code (0 all pass or UNGRADED, 1 any flagged).
 */
export async function verifyCommand(paths: string[], flags: VerifyFlags, output: ReportOutput = nodeStdout): Promise<number> {
  const format = assertFormat<ReportFormat>(flags.format ?? (output.isTTY && !flags.out ? 'text' : 'json'), REPORT_FORMATS, '--format');
  const fails = failurePredicate(flags.failOn);
  if (flags.out) assertWritableFile(flags.out, '--out');
  const { files, packDirs, issues, skipped } = expandScenarioPaths(paths, { stdin: true });
  if (issues.length) throw new InputError(issues);
  for (const file of skipped)
    process.stderr.write(
      `factlint: skipped ${displayPath(file)}: not a scenario file (no top-level \`scenarios\`, or \`id\` and \`locale\`)\n`,
    );
  if (files.length === 0) throw new InputError([nothingFound(paths, 'scenario files', '.yaml, .yml or .json')]);
  const { engine: engineOptions, call, named } = runOptions(flags);
  const engine = new Engine({ ...engineOptions, packPaths: [...(engineOptions.packPaths ?? []), ...packDirs] });
  assertKnownPacks(engine.catalog, named);
  const stdin = files.includes(STDIN) ? await readStandardInput() : '';
  const scenarios = loadScenarioFiles(files.map((f) => (f === STDIN ? { file: STDIN_NAME, text: stdin } : f)));
  // Packs given with --packs or --config (a pack folder or an npm name) are named explicitly; packs merely
  // found while walking a scenario folder are available, but their code loads only if a scenario names them.
  const explicit = engine.catalog.namedBy(engineOptions.packPaths, engineOptions.npmPacks);
  const callOptions = { ...call, packs: [...new Set([...(call.packs ?? []), ...explicit])] };
  const observed = new Set(
    configureAll(engine, scenarios, callOptions)
      .filter((c) => c.preset.manifest.name === OBSERVING_PRESET)
      .map((c) => c.scenario.id),
  );
  const flaggedBy = (r: ScenarioReport) => (flags.failOn === undefined && observed.has(r.id) ? r.severity === 'ERROR' : fails(r));
  const reports: ScenarioReport[] = [];
  for (const { scenario, origin } of scenarios) reports.push(await engine.verify(scenario, origin, callOptions));
  // markdown-it is loaded only for the HTML report, and the text report's colours (picocolors, which
  // makes Node's stdout stream as it loads: report-output.ts) only for a text report.
  const rendered =
    format === 'json'
      ? formatJson(reports)
      : format === 'jsonl'
        ? formatJsonl(reports)
        : format === 'html'
          ? (await import('../format/html.js')).formatHtml(
              reports,
              scenarios.map((s) => s.scenario),
            )
          : (await import('../format/text.js')).formatText(reports, {
              color: !flags.out && colourWanted(output.isTTY),
              width: (!flags.out && output.columns) || undefined,
            });
  if (flags.out) {
    writeFileSync(flags.out, rendered);
    process.stderr.write(`factlint: wrote ${flags.out} (${format}, ${reports.length} scenario${reports.length === 1 ? '' : 's'})\n`);
  } else output.write(rendered);
  return reports.some(flaggedBy) ? 1 : 0;
}

/** Every scenario's packs resolved before any output: all input errors at once, each at its line. */
function configureAll(engine: Engine, scenarios: readonly LoadedScenario[], call: CallOptions): ScenarioConfig[] {
  const configs: ScenarioConfig[] = [];
  const issues: InputIssue[] = [];
  for (const loaded of scenarios) {
    try {
      configs.push(engine.configure(loaded.scenario, loaded.origin, call));
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      for (const issue of placeIssues(e.issues, loaded)) if (!issues.some((i) => formatIssue(i) === formatIssue(issue))) issues.push(issue);
    }
  }
  if (issues.length) throw new InputError(issues);
  return configs;
}
