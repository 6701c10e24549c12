#!/usr/bin/env node
// Benchmark for `factlint rejudge`: generates N stored conversations (default 100,000) from the
// shipped example scenarios, re-judges them with the built CLI on every core, and reports wall
// time, rate, CPU cores busy and peak RSS (the whole process: main thread and workers).
//
//   npm run build && node scripts/bench-rejudge.mjs [--lines 100000] [--threads N] [--keep]
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir, availableParallelism } from 'node:os';
import { join } from 'node:path';
import { readCommandLine } from './command-line.mjs';
import { parse } from 'yaml';

const { values: args } = readCommandLine({
  options: { lines: { type: 'string', default: '100000' }, threads: { type: 'string' }, keep: { type: 'boolean', default: false } },
});
const lines = Number(args.lines);
const repo = new URL('../', import.meta.url).pathname;
const scenarioFiles = ['quickstart.yaml', 'facts-en.yaml', 'facts-nb.yaml', 'facts-ja.yaml'];

// Each example scenario as a stored conversation: its own turns, or its answer after a question.
const bases = scenarioFiles.flatMap((f) => {
  const doc = parse(readFileSync(join(repo, 'examples', f), 'utf8'));
  return (doc.scenarios ?? [doc]).map((s) => ({
    scenario_id: s.id,
    conversation: s.conversation ?? [
      { role: 'user', content: 'Can you summarise this?' },
      { role: 'assistant', content: s.answer },
    ],
  }));
});

// A third of the answers get one figure changed, so the run sees right and wrong answers alike.
function vary(base, i) {
  if (i % 3 !== 0) return base;
  const conversation = base.conversation.map((t) =>
    t.role === 'assistant' ? { ...t, content: t.content.replace(/\d(?=\D*$)/, String(i % 10)) } : t,
  );
  return { ...base, conversation };
}

const dir = mkdtempSync(join(tmpdir(), 'factlint-bench-rejudge-'));
const input = join(dir, 'transcripts.jsonl');
const out = createWriteStream(input);
for (let i = 0; i < lines; i++) {
  // Now and then a broken line, as stored data has: it must become an error record, not stop the run.
  const text =
    i % 20_000 === 19_999
      ? '{"scenario_id": "truncated'
      : JSON.stringify({ ...vary(bases[i % bases.length], i), stored_at: `2026-11-${String((i % 28) + 1).padStart(2, '0')}` });
  if (!out.write(`${text}\n`)) await once(out, 'drain');
}
out.end();
await once(out, 'finish');
const bytes = statSync(input).size;

const summaryFile = join(dir, 'summary.json');
const cli = join(repo, 'packages/cli/bin/factlint.cjs');
const cliArgs = [
  cli,
  'rejudge',
  input,
  '--scenarios',
  ...scenarioFiles.map((f) => join(repo, 'examples', f)),
  '--out',
  join(dir, 'results.jsonl'),
  '--no-progress',
  '--summary-json',
  summaryFile,
];
if (args.threads) cliArgs.push('--threads', args.threads);
const started = performance.now();
const run = spawnSync(process.execPath, cliArgs, { encoding: 'utf8' });
const wall = (performance.now() - started) / 1000;
if (run.status !== 0 && run.status !== 1) {
  process.stderr.write(run.stderr);
  throw new Error(`factlint rejudge exited with ${run.status}`);
}
const summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
const outLines = readFileSync(join(dir, 'results.jsonl'), 'utf8').split('\n').filter(Boolean).length;

const report = {
  lines,
  input_mb: +(bytes / 1e6).toFixed(1),
  output_records: outLines,
  wall_s: +wall.toFixed(2),
  judging_s: +summary.seconds.toFixed(2),
  rate_per_s: Math.round(lines / summary.seconds),
  threads: summary.threads,
  cores_available: availableParallelism(),
  cores_busy: +(summary.cpuSeconds / summary.seconds).toFixed(2),
  // Lines judged by each worker thread: both threads carry their share.
  lines_per_thread: summary.byThread,
  peak_rss_mb: Math.round(summary.peakRssMb),
  errors: summary.errors,
  severity: summary.severity,
};
console.log(
  `factlint rejudge: ${lines} conversations (${report.input_mb} MB) in ${report.judging_s} s → ${report.rate_per_s}/s on ${report.threads} threads, ${report.cores_busy} cores busy, peak RSS ${report.peak_rss_mb} MB`,
);
console.log(JSON.stringify(report, null, 2));
if (!args.keep) rmSync(dir, { recursive: true, force: true });
else console.log(`files kept in ${dir}`);
if (outLines !== lines) throw new Error(`expected ${lines} output records, found ${outLines}`);
