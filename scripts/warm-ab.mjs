// Warm verifies of two builds in one process, alternated verify by verify, so that both meet the same
// moments of a shared machine: its own speed moves by ×1.7–×1.9 for seconds at a time (docs/speed.md,
// twentieth round), and separate runs of one build differ by more than a change of a few per cent.
// Here the same build given twice reads B/A 0.995–1.009.
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
import { fail, readCommandLine } from './command-line.mjs';
import { pathToFileURL } from 'node:url';
import { answerWithSource, evalScenarios, textsOfLocale } from './bench/texts.mjs';
import { median } from './bench/median.mjs';

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
  const locale = engine.configure(ScenarioSchema.parse({ id: 'probe', locale: reader, answer: '' }), { file: 'warm-ab', path: '' }).locale;
  const texts = textsOfLocale(evalSet, reader);
  return () => {
    for (const t of texts) scanText(t, locale);
  };
}

const builds = [await buildOf(dirs[0]), await buildOf(dirs[1])];
const pass = async (build, list) => {
  if (build.read) build.read();
  else for (const s of list) await build.engine.verify(s);
};
if (values['after-eval']) for (let r = 0; r < 30; r++) for (const b of builds) for (const s of b.evalSet) await b.engine.verify(s);
// Warm: enough rounds for V8 to have optimised what the workload runs.
for (let r = 0; r < Math.ceil(rounds / 3); r++) for (const b of builds) await pass(b, b.timed);
const times = [[], []];
for (let r = 0; r < rounds; r++) {
  // Each build goes first in every other round.
  for (const k of r % 2 === 0 ? [0, 1] : [1, 0]) {
    const t = performance.now();
    await pass(builds[k], builds[k].timed);
    times[k].push(performance.now() - t);
  }
}
const [a, b] = times.map(median);
const fmt = (ms) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);
console.log(`${workload}${values['after-eval'] ? ' after the evaluation set' : ''}, median per round over ${rounds} rounds`);
console.log(`  A ${dirs[0]}: ${fmt(a)}`);
console.log(`  B ${dirs[1]}: ${fmt(b)}`);
console.log(`  B/A ${(b / a).toFixed(3)}`);
