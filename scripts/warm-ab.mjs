// Warm verifies of two builds in one process, alternated pass by pass, so that both meet the same
// moments of a shared machine: its own speed moves by ×1.7–×1.9 for seconds at a time (docs/speed.md,
// twentieth round), and separate runs of one build differ by more than a change of a few per cent.
// Each build runs in a worker thread of its own (its own V8 isolate): two builds' engines in one
// isolate made the second one slower whichever it was (B/A 1.26 for a build and a byte-identical
// copy of it at another path; docs/speed.md, thirty-fourth round). A build and its copy now read
// 0.98–1.03: a difference under some 3 % is noise.
//
//   node scripts/warm-ab.mjs [--workload 2k|20k|eval|reader-en|reader-nb|reader-ja] [--after-eval] [--rounds N] BUILD_A BUILD_B
//
// `2k` times one verify of the bench's 2,000 + 2,000-character scenario per round (`20k` its
// 20,000 + 20,000-character one), `eval` one pass
// over the evaluation set, `reader-ja` (-en, -nb) one reading with `scanText` of the evaluation
// set's texts in that locale, as the bench's side-by-side row reads them. `--after-eval` has each
// engine verify the evaluation set (three locales) 30 times first, as a server with mixed traffic
// has: V8's code then has seen every locale's texts.
// Prints each build's median per round and B/A. Run it again with the builds swapped: a change
// that shows in one order only is noise.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { median } from './bench/median.mjs';
import { answerWithSource, evalScenarios, textsOfLocale } from './bench/texts.mjs';
import { fail, readCommandLine } from './command-line.mjs';

if (isMainThread) await compare();
else await serve(workerData);

/** The main thread: reads the command line, starts one worker per build, alternates their passes. */
async function compare() {
  const { values, positionals } = readCommandLine({
    options: { workload: { type: 'string', default: '2k' }, 'after-eval': { type: 'boolean', default: false }, rounds: { type: 'string' } },
    allowPositionals: true,
  });
  const workload = values.workload;
  const WORKLOADS = ['2k', '20k', 'eval', 'reader-en', 'reader-nb', 'reader-ja'];
  if (!WORKLOADS.includes(workload)) fail(`--workload must be one of ${WORKLOADS.join(', ')}, not "${workload}"`);
  const reader = /^reader-(\w+)$/.exec(workload)?.[1];
  const rounds = Number(values.rounds ?? (workload === 'eval' ? 40 : reader ? 400 : workload === '20k' ? 600 : 6_000));
  if (!Number.isInteger(rounds) || rounds < 1) fail(`--rounds must be a whole number of at least 1, not "${values.rounds}"`);
  if (positionals.length !== 2) fail('name two build directories (checkouts after `npm run build`)');
  const dirs = positionals.map((dir) => resolve(dir));
  for (const dir of dirs)
    if (!existsSync(join(dir, 'packages/pipeline/dist/bundle/index.js')))
      fail(`${dir} holds no built engine (packages/pipeline/dist/bundle/index.js): a checkout after \`npm run build\``);

  const builds = dirs.map((dir) => startBuild({ dir, workload, reader }));
  await Promise.all(builds.map((b) => b.ready));
  if (values['after-eval']) for (const b of builds) await b.run('after-eval');
  // Warm: enough rounds for V8 to have optimised what the workload runs.
  for (let r = 0; r < Math.ceil(rounds / 3); r++) for (const b of builds) await b.run('pass');
  const times = [[], []];
  for (let r = 0; r < rounds; r++) {
    // Each build goes first in every other round.
    for (const k of r % 2 === 0 ? [0, 1] : [1, 0]) times[k].push(await builds[k].run('pass'));
  }
  for (const b of builds) await b.worker.terminate();
  const [a, b] = times.map(median);
  const fmt = (ms) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);
  console.log(`${workload}${values['after-eval'] ? ' after the evaluation set' : ''}, median per round over ${rounds} rounds`);
  console.log(`  A ${dirs[0]}: ${fmt(a)}`);
  console.log(`  B ${dirs[1]}: ${fmt(b)}`);
  console.log(`  B/A ${(b / a).toFixed(3)}`);
}

/** A worker for one build; `run(what)` resolves with the milliseconds its pass took, measured in the worker. */
function startBuild(data) {
  const worker = new Worker(new URL(import.meta.url), { workerData: data });
  let pending;
  worker.on('message', (message) => pending?.(message));
  worker.on('error', (error) => {
    console.error(`${data.dir}: ${error.stack ?? error}`);
    process.exit(1);
  });
  const next = () => new Promise((done) => (pending = done));
  const ready = next();
  return {
    worker,
    ready,
    run(what) {
      const answer = next();
      worker.postMessage(what);
      return answer;
    },
  };
}

/** In a worker: builds the engine of `dir`, then runs a pass (or the evaluation set 30 times) per message. */
async function serve({ dir, workload, reader }) {
  /** A build's engine and the scenarios it verifies, parsed by its own schema (the inputs are this checkout's, the same for both). */
  async function buildOf(dir) {
    const load = (path) => import(pathToFileURL(join(dir, path)).href);
    const { Engine, readEvalCases } = await load('packages/pipeline/dist/bundle/index.js');
    const { ScenarioSchema } = await load('packages/kernel/dist/bundle/index.js');
    const evalSet = evalScenarios(readEvalCases, ScenarioSchema);
    const engine = new Engine();
    if (reader) return { engine, evalSet, read: await readerOf(load, engine, ScenarioSchema, evalSet) };
    if (workload === 'eval') return { engine, evalSet, timed: evalSet };
    // The bench's 2k and 20k rows: an answer of that many characters against as long a source.
    const size = workload === '20k' ? 20_000 : 2_000;
    return { engine, evalSet, timed: [answerWithSource(ScenarioSchema, workload, size)] };
  }

  /** One reading of the evaluation set's texts in the reader's locale by this build's scanText. */
  async function readerOf(load, engine, ScenarioSchema, evalSet) {
    const { scanText } = await load('packages/text/dist/bundle/index.js');
    const locale = engine.configure(ScenarioSchema.parse({ id: 'probe', locale: reader, answer: '' }), {
      file: 'warm-ab',
      path: '',
    }).locale;
    const texts = textsOfLocale(evalSet, reader);
    return () => {
      for (const t of texts) scanText(t, locale);
    };
  }

  const build = await buildOf(dir);
  const pass = async (list) => {
    if (build.read) build.read();
    else for (const s of list) await build.engine.verify(s);
  };
  parentPort.on('message', async (what) => {
    const started = performance.now();
    if (what === 'after-eval') for (let r = 0; r < 30; r++) await pass(build.evalSet);
    else await pass(build.timed);
    parentPort.postMessage(performance.now() - started);
  });
  parentPort.postMessage('ready');
}
