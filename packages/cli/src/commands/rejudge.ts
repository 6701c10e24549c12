import { createReadStream, createWriteStream, existsSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { finished } from 'node:stream/promises';
import { Readable, type Writable } from 'node:stream';
import cliProgress from 'cli-progress';
import { InputError, monotonicMs } from '@factlint/kernel';
import { Engine } from '@factlint/pipeline';
import { expandScenarioPaths, loadScenarioFiles } from '../scenario-files.js';
import { assertWritableFile, operatorPacks, runOptions, type RunFlags } from '../run-options.js';
import { failurePredicate } from './verify.js';
import { createTranscriptJudge, type JudgeBatch, type JudgeSetup } from '../rejudge/transcript-judge.js';
import { judgeInOrder } from '../rejudge/ordered-stream.js';
import { formatSummary, type RunFigures } from '../rejudge/summary.js';
import { isolatingFailures } from '../rejudge/isolate-failures.js';
import { parseShard, planShard, type ShardPlan } from '../rejudge/shard.js';
import { keepCompletedOutput, type KeptOutput } from '../rejudge/resume.js';
import { mergeTally } from '../rejudge/tally.js';
import { STDIN, STDIN_NAME } from '../scenario-files.js';

export interface RejudgeFlags extends RunFlags {
  /** Scenario files or folders (`--scenarios a.yaml dir/ …`). */
  scenarios: string | string[];
  out?: string;
  failOn?: string;
  /** Worker threads; 0 judges on the main thread. Default: every core. */
  threads?: string;
  progress?: boolean;
  summaryJson?: string;
  /** `K/N`: judge only shard K (from 0) of N, a consecutive run of lines. */
  shard?: string;
  /** Keep the complete records of `--out` and go on after the last one. */
  resume?: boolean;
}

const BATCH_SIZE = 64;
const BATCHES_PER_THREAD = 4;

/**
 * `factlint rejudge TRANSCRIPTS.jsonl --scenarios DIR`: stored conversations through the pipeline on
 * every core, JSONL out in input order, a progress bar on a terminal, a summary on stderr. `-` reads
 * standard input; `--shard K/N` judges one consecutive part of the file; `--resume` goes on after
 * the last complete record of `--out`.
 * Exit 0 when nothing is flagged, 1 when a conversation is flagged or a line could not be judged,
 * 2 on bad input (the transcripts file or the scenarios).
 */
export async function rejudgeCommand(transcripts: string, flags: RejudgeFlags, stderrIsTTY: boolean): Promise<number> {
  const fromStdin = transcripts === STDIN;
  if (!fromStdin && (!existsSync(transcripts) || !statSync(transcripts).isFile()))
    throw new InputError([{ file: transcripts, path: '', message: 'no such file' }]);
  const fails = failurePredicate(flags.failOn); // a bad --fail-on is bad input before any work
  if (flags.out) assertWritableFile(flags.out, '--out');
  if (flags.summaryJson) assertWritableFile(flags.summaryJson, '--summary-json');
  const threads = flags.threads === undefined ? availableParallelism() : Number(flags.threads);
  if (!Number.isInteger(threads) || threads < 0)
    throw new InputError([{ file: '--threads', path: '', message: `expected a whole number ≥ 0, found "${flags.threads}"` }]);
  const shard = flags.shard === undefined ? undefined : parseShard(flags.shard);
  if (shard && fromStdin)
    throw new InputError([
      { file: '--shard', path: '', message: `needs a transcripts file, not ${STDIN_NAME}: a shard starts at a byte offset of the file` },
    ]);
  if (flags.resume && !flags.out)
    throw new InputError([
      { file: '--resume', path: '', message: 'needs --out FILE: the records already written there say where to go on' },
    ]);

  const setup = prepareSetup(flags);
  const part: ShardPlan = shard
    ? planShard(transcripts, shard)
    : { start: 0, end: fromStdin ? 0 : statSync(transcripts).size, firstLine: 1 };
  const kept: KeptOutput | undefined = flags.resume ? await keepCompletedOutput(flags.out!, fails) : undefined;
  if (kept && (kept.records || kept.droppedBytes)) {
    process.stderr.write(
      `rejudge: resuming after line ${kept.lastLine}: ${kept.records} records kept${kept.droppedBytes ? `, a torn last record (${kept.droppedBytes} bytes) cut off` : ''}\n`,
    );
  }
  const output: Writable = flags.out ? createWriteStream(flags.out, { flags: kept ? 'a' : 'w' }) : process.stdout;
  const { judge, close } =
    threads === 0 ? { judge: isolatingFailures(createTranscriptJudge(setup)), close: async () => {} } : await startPool(setup, threads);

  const total = part.end - part.start;
  const input = fromStdin
    ? process.stdin
    : total > 0
      ? createReadStream(transcripts, { start: part.start, end: part.end - 1 })
      : Readable.from([]);
  const bar = flags.progress !== false && stderrIsTTY && !fromStdin ? startBar(total) : undefined;
  const started = monotonicMs();
  const cpuAtStart = process.cpuUsage();
  try {
    const tally = await judgeInOrder({
      input,
      output,
      judge,
      batchSize: BATCH_SIZE,
      window: Math.max(2, threads * BATCHES_PER_THREAD),
      firstLine: part.firstLine,
      skipThrough: kept?.lastLine ?? 0,
      onBatch: (lines, t) => bar?.update(bytesRead(input), { lines, rate: rate(t.judged + t.errors, started) }),
    });
    if (kept) mergeTally(tally, kept.tally);
    bar?.update(total, { lines: tally.judged + tally.errors, rate: rate(tally.judged + tally.errors, started) });
    bar?.stop();
    if (flags.out) {
      output.end();
      await finished(output);
    }
    const cpu = process.cpuUsage(cpuAtStart);
    const figures: RunFigures = {
      seconds: (monotonicMs() - started) / 1000,
      threads,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    };
    process.stderr.write(formatSummary(tally, figures));
    if (flags.summaryJson) writeFileSync(flags.summaryJson, `${JSON.stringify({ ...tally, ...figures }, null, 2)}\n`);
    return tally.flagged > 0 || tally.errors > 0 ? 1 : 0;
  } finally {
    bar?.stop();
    input.destroy();
    await close();
  }
}

/** Scenarios and packs are checked here, once, so bad input stops the run before any worker starts. */
function prepareSetup(flags: RejudgeFlags): JudgeSetup {
  const paths = Array.isArray(flags.scenarios) ? flags.scenarios : [flags.scenarios];
  const { files, packDirs, issues } = expandScenarioPaths(paths);
  if (issues.length) throw new InputError(issues.map((i) => ({ ...i, file: `--scenarios ${i.file}` })));
  if (files.length === 0)
    throw new InputError([{ file: paths.join(' '), path: '', message: 'no scenario files found (expected .yaml, .yml or .json)' }]);
  const { engine: engineOptions, call } = runOptions(flags);
  const engine = { ...engineOptions, packPaths: [...(engineOptions.packPaths ?? []), ...packDirs] };
  const catalog = new Engine(engine);
  // Packs given by path or npm name are named explicitly, as in `verify`.
  const callOptions = { ...call, packs: operatorPacks(catalog.catalog, engineOptions, call) };
  for (const { scenario, origin } of loadScenarioFiles(files)) catalog.configure(scenario, origin, callOptions);
  return { scenarioFiles: files, engine, call: callOptions, ...(flags.failOn ? { failOn: flags.failOn } : {}) };
}

/**
 * Worker heaps: V8 sizes a heap by its limit, so a limit far above what judging needs (a few tens
 * of MB live) keeps memory flat; 512 MB still leaves room for the engine's largest input.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 512 };

/**
 * A worker pool; each worker builds its own engine once (see rejudge/worker.ts). tinypool is an ES
 * module only, imported when a pool starts: this command's bundle is CommonJS (scripts/bundle.mjs).
 */
async function startPool(setup: JudgeSetup, threads: number): Promise<{ judge: JudgeBatch; close: () => Promise<void> }> {
  const worker = new URL('../rejudge/worker.js', import.meta.url);
  if (!existsSync(fileURLToPath(worker))) {
    throw new Error(`the rejudge worker ${fileURLToPath(worker)} is missing: build factlint first (npm run build), or pass --threads 0`);
  }
  const { default: Tinypool } = await import('tinypool');
  const pool = new Tinypool({
    filename: worker.href,
    minThreads: threads,
    maxThreads: threads,
    workerData: setup,
    idleTimeout: 1000,
    resourceLimits: WORKER_LIMITS,
  });
  const run: JudgeBatch = (batch) => pool.run(batch);
  return { judge: isolatingFailures(run), close: () => pool.destroy() };
}

function startBar(total: number): InstanceType<typeof cliProgress.SingleBar> {
  const bar = new cliProgress.SingleBar(
    {
      format: 'rejudge [{bar}] {percentage}% | {lines} lines | {rate}/s | ETA {eta_formatted}',
      stream: process.stderr,
      hideCursor: true,
      clearOnComplete: true,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0, { lines: 0, rate: 0 });
  return bar;
}

function bytesRead(input: Readable): number {
  return (input as { bytesRead?: number }).bytesRead ?? 0;
}

function rate(done: number, started: number): number {
  return Math.round(done / Math.max(0.001, (monotonicMs() - started) / 1000));
}
