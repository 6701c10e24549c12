import { Command, CommanderError } from 'commander';
import { formatIssue, InputError } from '@factlint/kernel';
import { VERSION } from './version.js';
import { SERVE_DEFAULTS } from './serve/defaults.js';
import { nodeStdout, type ReportOutput } from './report-output.js';

/** Exit codes: 0 pass, 1 flagged (or stale facts found), 2 bad input, 3 internal error. */
const EXIT_BAD_INPUT = 2;
const EXIT_INTERNAL = 3;

// Each command's module is imported when that command runs: `verify` never loads fastify, the
// worker pool, markdown-it or the pack test runner, which start-up would otherwise pay for.
const commands = {
  verify: () => import('./commands/verify.js'),
  eval: () => import('./commands/eval.js'),
  rejudge: () => import('./commands/rejudge.js'),
  serve: () => import('./commands/serve.js'),
  stale: () => import('./commands/stale.js'),
  packs: () => import('./commands/packs.js'),
  initPack: () => import('./commands/init-pack.js'),
};

function buildProgram(setExit: (code: number) => void, output: ReportOutput): Command {
  const program = new Command('factlint')
    .description('Deterministic claim checking for AI answers: grounding against context and declared dated facts.')
    .version(VERSION)
    .showHelpAfterError()
    .exitOverride();
  const runFlags = (cmd: Command) =>
    cmd
      .option('--packs <list>', 'extra packs: pack folders (paths) and pack names, comma-separated; named packs may load code')
      .option('--config <file>', 'a YAML or JSON run configuration (packPaths, npmPacks, packs, policy, tolerances)')
      .option('--policy <preset>', 'verdict policy preset: observe, balanced (default), strict, numeric-date-only, tolerant-numbers')
      .option('--no-cache', 'read every pack from its files, keeping no compiled packs (same as FACTLINT_NO_CACHE=1)');

  runFlags(
    program.command('verify').argument('<paths...>', 'scenario files or folders; - reads scenarios (YAML or JSON) from standard input'),
  )
    .description('verify scenarios: grounding against context, declared facts, custom checkers')
    .option('--format <format>', 'text | json | jsonl | html (default: text on a terminal, else json)')
    .option('--out <file>', 'write the report to a file')
    .option(
      '--fail-on <list>',
      'what fails the run: a verdict (annotate, retry, block) and/or a minimum severity (low … critical), each meaning that or worse (default: low; under --policy observe only ERROR fails)',
    )
    .action(async (paths: string[], opts) => setExit(await (await commands.verify()).verifyCommand(paths, opts, output)));

  runFlags(program.command('eval').argument('<dataset>', 'evaluation cases, one JSON object per line (SPEC §7)'))
    .description('run an evaluation set and print agreement, recall, false positives and latency')
    .option('--format <format>', 'text | json', 'text')
    .action(async (file: string, opts) => setExit(await (await commands.eval()).evalCommand(file, opts)));

  runFlags(
    program
      .command('rejudge')
      .argument(
        '<transcripts>',
        'stored conversations, one JSON object per line: scenario_id, conversation, optional context; - reads standard input',
      ),
  )
    .description('re-judge stored conversations against their scenarios: streaming, on every core, JSONL out in input order')
    .requiredOption('--scenarios <paths...>', 'scenario files or folders: facts, locale and settings per scenario_id')
    .option('--out <file>', 'write the JSONL to a file (default: stdout)')
    .option(
      '--fail-on <list>',
      'what makes the exit code 1: a verdict (annotate, retry, block) and/or a minimum severity (low … critical), each meaning that or worse',
      'low',
    )
    .option('--threads <n>', 'worker threads (default: every core; 0 judges on the main thread)')
    .option('--no-progress', 'no progress bar, even on a terminal')
    .option('--summary-json <file>', 'also write the summary (counts, time, cores, peak memory) as JSON')
    .option('--shard <K/N>', 'judge only shard K (counting from 0) of N: consecutive lines; shards 0…N-1 concatenated are the whole run')
    .option('--resume', 'keep the complete records already in --out and go on after the last one (a torn last record is cut off)')
    .action(async (file: string, opts) =>
      setExit(await (await commands.rejudge()).rejudgeCommand(file, opts, Boolean(process.stderr.isTTY))),
    );

  runFlags(program.command('serve'))
    .description('serve the HTTP JSON API: POST /v1/verify, POST /v1/verify/batch, GET /v1/packs, /healthz, /metrics')
    .option('--host <host>', 'address to bind (beyond loopback a bearer token is required)', '127.0.0.1')
    .option('--port <port>', 'port (0 picks a free one)', '8787')
    .option('--token-file <file>', 'a file holding the bearer token every request must send (or set FACTLINT_TOKEN)')
    .option('--body-limit <bytes>', 'largest request body', String(SERVE_DEFAULTS.bodyLimit))
    .option('--timeout <ms>', 'time to receive a whole request; past it: 408', String(SERVE_DEFAULTS.requestTimeoutMs))
    .option('--max-concurrent <n>', 'requests received or judged at once; past it: 503', String(SERVE_DEFAULTS.maxConcurrent))
    .action(async (opts) => setExit(await (await commands.serve()).serveCommand(opts)));

  program
    .command('stale')
    .argument('<paths...>', 'scenario files, folders or pack folders')
    .description('list declared facts whose review_by is before --as-of (every fact is validated)')
    .requiredOption('--as-of <date>', 'YYYY-MM-DD (no clock is read)')
    .option('--format <format>', 'text | json', 'text')
    .action(async (paths: string[], opts) => setExit((await commands.stale()).staleCommand(paths, opts)));

  const packs = program.command('packs').description('list and validate rule packs');
  runFlags(packs.command('list'))
    .option('--format <format>', 'text | json', 'text')
    .description('list every available pack with kind and version')
    .action(async (opts) => setExit((await commands.packs()).packsListCommand(opts)));
  runFlags(packs.command('validate').argument('<paths...>', 'pack folders'))
    .description('check manifests, data files, schemas, requirements and README')
    .action(async (paths: string[], opts) => setExit((await commands.packs()).packsValidateCommand(paths, opts)));
  packs
    .command('test')
    .argument('<paths...>', 'pack folders with spec/*.yaml')
    .description("run a pack's spec cases (numbers, dates, sentences, anchors …, and claims as verify gives them) and report each failure")
    .action(async (paths: string[]) => setExit(await (await commands.packs()).packsTestCommand(paths)));

  program
    .command('init-pack')
    .argument('<dir>', 'folder to create')
    .description('create a new pack folder with a manifest, data files and spec cases to fill in')
    .option('--kind <kind>', 'locale | domain | preset', 'locale')
    .option('--locale <id>', 'language tag for a locale pack (e.g. sv)')
    .action(async (dir: string, opts) => setExit((await commands.initPack()).initPackCommand(dir, opts)));
  return program;
}

/** Runs the CLI with `argv` (node, script, …args) and returns the exit code; never exits the process. */
export async function main(argv: string[], output: ReportOutput = nodeStdout): Promise<number> {
  let code = 0;
  const program = buildProgram((c) => (code = c), output);
  try {
    await program.parseAsync(argv);
    return code;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : EXIT_BAD_INPUT;
    if (e instanceof InputError) {
      for (const issue of e.issues) process.stderr.write(`factlint: ${formatIssue(issue)}\n`);
      return EXIT_BAD_INPUT;
    }
    process.stderr.write(`factlint: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    if (process.env.FACTLINT_DEBUG) process.stderr.write(`${(e as Error).stack}\n`);
    else process.stderr.write('factlint: this is a bug in factlint; rerun with FACTLINT_DEBUG=1 for details\n');
    return EXIT_INTERNAL;
  }
}
