// Instructions per verify of two or more builds, counted by valgrind: a measure the load of a shared
// machine does not move, for changes too small for the bench's clocks to see.
//
//   node scripts/instruction-count.mjs [--workload eval|2k|20k|facts|reader-en|reader-nb|reader-ja|answer-whole|answer-pieces|start] [--passes N] BUILD_DIR BUILD_DIR...
//
// Each build (a checkout with `npm run build` done) verifies the workload 3 times over to warm up, then
// N more times; after two uncounted runs with the same flags, which leave the compiled packs and the
// compiled code (kernel load-body.ts) in a cache folder new for the count, for both counted runs to use, it is run
// twice under cachegrind, with 0 and with N passes after the warm-up, and the
// difference divided by the verifies is its steady-state count. V8 runs single-threaded with fixed
// hash and random seeds, so a build's count repeats to about 0.01 % (the evaluation set's at 4 passes moved
// by 0.1–0.2 % between counts of the same code in the forty-fourth round; at 12 it repeated; and a small
// change's 2k count at 4 passes still held V8 tiering up in the forty-fifth, ×1.0060 against its base
// where 12 passes read ×1.0020: judge small changes at 12). The count is split by what runs:
// `engine` is V8's compiled code and builtins (the judge itself), `gc` the collector (split into the young
// generation's collections and full ones, see MAJOR_COLLECTION), `compiler and runtime` the rest,
// mostly TurboFan optimising the long tail of functions, which a normal run does on another thread.
// Instructions are not time: a cache miss costs nothing here. Needs valgrind.
//
// `--workload facts` counts per verify of the declared-facts examples (examples/facts-*.yaml), the
// one workload that runs the facts judge.
//
// `--workload reader-ja` (and -en, -nb) counts the reader alone per text read: `scanText` over the
// texts of the evaluation set in that locale, the texts of the bench's side-by-side row.
//
// `--workload answer-whole` and `answer-pieces` count per 1,000 answer characters: one answer of
// 250,000 characters against a context of as many, judged whole or as 25 answers of 10,000 (the
// context read once). Run on one build, the two say whether a long answer costs more per character
// in our code (`engine`) or in the collector (`gc`). Slow: a pass is a few minutes under valgrind.
//
// `--workload start` counts a fresh process instead: `factlint verify examples/quickstart.yaml` of
// each build, whole, after two runs outside valgrind that leave its compiled packs and code in place. It
// prints what the process runs beyond a bare `node -e 0` (Node's own start), split by what runs:
// V8 parsing JavaScript, building regular expressions (pattern parsing with Unicode properties from
// ICU, and compiling), compiling bytecode and optimised code, the collector, and the rest (the code
// itself, builtins, the runtime).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fail, readCommandLine } from './command-line.mjs';
import { factlintBin } from './bench/fresh-verify.mjs';

const { values, positionals } = readCommandLine({
  options: { workload: { type: 'string', default: 'eval' }, passes: { type: 'string', default: '4' } },
  allowPositionals: true,
});
const workload = values.workload;
const passes = Number(values.passes);
const WORKLOADS = ['eval', '2k', '20k', 'facts', 'reader-en', 'reader-nb', 'reader-ja', 'answer-whole', 'answer-pieces', 'start'];
if (!WORKLOADS.includes(workload)) fail(`--workload must be one of ${WORKLOADS.join(', ')}, not "${workload}"`);
if (!Number.isInteger(passes) || passes < 1) fail(`--passes must be a whole number of at least 1, not "${values.passes}"`);
if (positionals.length === 0) fail('name at least one build directory (a checkout after `npm run build`)');
for (const dir of positionals)
  if (!existsSync(join(dir, 'packages/pipeline/dist/bundle/index.js')))
    fail(`${dir} holds no built engine (packages/pipeline/dist/bundle/index.js): a checkout after \`npm run build\``);
if (spawnSync('valgrind', ['--version']).error) fail('valgrind is not installed (Debian: apt-get install valgrind)');

const WORKLOAD = new URL('./bench/instruction-workload.mjs', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'factlint-instructions-'));

/** Node with V8 on one thread and fixed seeds: the same run counts the same instructions. */
const NODE_COUNTED = [process.execPath, '--single-threaded', '--hash-seed=42', '--random-seed=42'];

/**
 * `args` (a node command line) run outside valgrind with the counted flags (settleCaches), to leave the
 * compiled packs and the compiled code (kernel load-body.ts) in the build's cache folder for this
 * count (withCacheOf): V8 takes a code cache only from a run with its flags, and the counted runs
 * then all find it.
 */
const runAsCounted = (build, args) =>
  spawnSync(NODE_COUNTED[0], [...NODE_COUNTED.slice(1), ...args], { encoding: 'utf8', env: withCacheOf(build) });

/**
 * The environment of a build's runs: a cache folder of their own, new for this count. A code cache is
 * written by the first process that runs without one, with what that process compiled; a folder
 * left by earlier runs (a fresh verify, the bench, tests) held other code, and moved a build's eval
 * count by up to 1 % between counts of the same bundles.
 */
const withCacheOf = (build) => ({ ...process.env, FACTLINT_CACHE_DIR: join(scratch, 'cache', build.replaceAll('/', '_')) });

/** Instructions by function of `args` (a node command line) under cachegrind, and what it printed; exit codes beyond `ok` fail. */
function underCachegrind(build, args, ok = [0]) {
  const out = join(scratch, `${Math.random().toString(36).slice(2)}.out`);
  const run = spawnSync('valgrind', ['--tool=cachegrind', '--cache-sim=no', `--cachegrind-out-file=${out}`, ...NODE_COUNTED, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    env: withCacheOf(build),
  });
  if (!ok.includes(run.status))
    fail(
      `the workload failed in ${build}:\n${run.stderr
        .split('\n')
        .filter((l) => !l.startsWith('=='))
        .join('\n')}`,
    );
  const byFunction = new Map();
  let fn = null;
  for (const line of readFileSync(out, 'utf8').split('\n')) {
    if (line.startsWith('fn=')) fn = line.slice(3);
    else if (fn !== null && /^\d/.test(line)) byFunction.set(fn, (byFunction.get(fn) ?? 0) + Number(line.split(' ')[1]));
  }
  return { byFunction, stdout: run.stdout };
}

/** Instructions by function of one run of the workload under cachegrind. */
function countedRun(build, measured) {
  const { byFunction, stdout } = underCachegrind(build, [WORKLOAD, build, '3', String(measured), workload]);
  // A workload that names its answer characters is counted per 1,000 of them, the others per verify.
  const chars = Number(/answer characters per pass: (\d+)/.exec(stdout)?.[1]);
  const perPass = chars ? chars / 1000 : Number(/verifies per pass: (\d+)/.exec(stdout)?.[1]);
  if (!perPass) fail(`the workload in ${build} did not say how many verifies a pass makes`);
  return { byFunction, perPass };
}

const COMPILED_CODE = /^(\?\?\?|Builtins_.*)$/;
const COLLECTOR = /heap::|Heap::|Scavenge|MarkCompact|Marking|Sweeper|Evacuat|SlotSet|Remembered|ObjectVisitor|BodyDescriptor/;
const kindOf = (fn) => (COMPILED_CODE.test(fn) ? 'engine' : COLLECTOR.test(fn) ? 'gc' : 'compiler and runtime');
/**
 * The collector's part split in two. A full collection (marking, sweeping, compacting) comes a few
 * times a run, when the old generation has grown enough: whether one falls inside the counted
 * passes, and how much it then marks, moves the evaluation set's gc count by a third between builds
 * that allocate alike. What the code's own garbage costs is the young generation's collections
 * (scavenges, and the write barrier's bookkeeping for them): every collector function that is not
 * a full collection's is counted there.
 */
const MAJOR_COLLECTION = /Mark|Sweep|Migrat|Updating|Compact|Evacuator|EvacuateNewSpace|EvacuateVisitor/;
const gcKindOf = (fn) => (/Scaveng/.test(fn) || !MAJOR_COLLECTION.test(fn) ? 'minor' : 'major');

/** The instructions of run `after` beyond run `before` (each by function), summed by `kind` into `kinds`. */
function addDifference(kinds, after, before, kind) {
  for (const fn of new Set([...after.keys(), ...before.keys()])) kinds[kind(fn)] += (after.get(fn) ?? 0) - (before.get(fn) ?? 0);
  return kinds;
}

/**
 * `args` run twice outside valgrind, so that the counted runs find the compiled packs and the
 * compiled code in place: a build run for the first time compiles its packs into the cache, and that
 * run leaves the compiled code to the next (kernel compiled-code-hold.ts). Work a first counted run
 * alone would do and a second would not. Fails unless each run exits with a code in `ok`.
 */
function settleCaches(build, args, ok = [0]) {
  for (let run = 0; run < 2; run++) {
    const { status, stderr } = runAsCounted(build, args);
    if (!ok.includes(status)) fail(`the workload failed in ${build}:\n${stderr}`);
  }
}

function perVerify(build) {
  settleCaches(build, [WORKLOAD, build, '1', '0', workload]);
  const [{ byFunction: before }, { byFunction: after, perPass }] = [countedRun(build, 0), countedRun(build, passes)];
  const kinds = addDifference({ engine: 0, gc: 0, 'compiler and runtime': 0 }, after, before, kindOf);
  const gcOnly = (fn) => (kindOf(fn) === 'gc' ? gcKindOf(fn) : 'none');
  const { minor, major } = addDifference({ minor: 0, major: 0, none: 0 }, after, before, gcOnly);
  Object.assign(kinds, { minor, major });
  const verifies = perPass * passes;
  for (const k of Object.keys(kinds)) kinds[k] /= verifies;
  return kinds;
}

// A fresh process by what runs in it: these are V8's own C++ functions (and ICU's, which V8 asks
// for the members of a Unicode property), matched by name in the order given; the rest is `other`.
const START_KINDS = [
  ['regular expressions', /RegExp|CharacterRange|icu_|u_char|uscript_|ucase_|uprops_|UnicodeSet/],
  ['parsing', /Scanner|Parser|Ast[A-Z]|Scope|PreParse|Utf16CharacterStream|Utf8Decoder/],
  ['compiling', /interpreter::|Bytecode|SourcePosition|Compile|compiler::|maglev|baseline/i],
  ['gc', COLLECTOR],
];
const startKindOf = (fn) => START_KINDS.find(([, pattern]) => pattern.test(fn))?.[0] ?? 'other';

/** One fresh `factlint verify` of the quick start, by kind, beyond a bare Node's start (`bare`, by function). */
function startOf(build, bare) {
  const args = [factlintBin(build), 'verify', join(build, 'examples/quickstart.yaml'), '--format', 'json'];
  // Exit code 1: the quick start's answers hold findings, by design.
  settleCaches(build, args, [0, 1]);
  const { byFunction } = underCachegrind(build, args, [0, 1]);
  const kinds = Object.fromEntries([...START_KINDS.map(([kind]) => kind), 'other'].map((kind) => [kind, 0]));
  return addDifference(kinds, byFunction, bare, startKindOf);
}

if (workload === 'start') {
  const { byFunction: bare } = underCachegrind('node -e 0', ['-e', '0']);
  const rows = positionals.map((dir) => ({ dir, kinds: startOf(resolve(dir), bare) }));
  rmSync(scratch, { recursive: true, force: true });
  const total = (kinds) => Object.values(kinds).reduce((a, b) => a + b, 0);
  const m = (n) => `${(n / 1e6).toFixed(1)}M`;
  console.log(
    'instructions of a fresh `factlint verify examples/quickstart.yaml` beyond a bare `node -e 0` (valgrind; ratio to the first build):',
  );
  for (const { dir, kinds } of rows) {
    const parts = Object.entries(kinds).map(([kind, n]) => `${kind} ${m(n)}`);
    console.log(`  ${dir}: ${m(total(kinds))} (×${(total(kinds) / total(rows[0].kinds)).toFixed(4)}) · ${parts.join(' · ')}`);
  }
  process.exit(0);
}

const rows = positionals.map((dir) => ({ dir, kinds: perVerify(resolve(dir)) }));
rmSync(scratch, { recursive: true, force: true });
const k = (n) => `${(n / 1000).toFixed(1)}k`;
const per = workload.startsWith('reader-') ? 'text read' : workload.startsWith('answer-') ? '1,000 answer characters' : 'verify';
console.log(`instructions per ${per}, ${workload} workload, ${passes} passes after 3 warm (valgrind; ratio to the first build):`);
for (const { dir, kinds } of rows) {
  const ratio = (kind) => (rows[0].kinds[kind] ? ` (×${(kinds[kind] / rows[0].kinds[kind]).toFixed(4)})` : '');
  console.log(
    `  ${dir}: engine ${k(kinds.engine)}${ratio('engine')} · gc ${k(kinds.gc)}${ratio('gc')}: young generation ${k(kinds.minor)}${ratio('minor')}, full collections ${k(kinds.major)} · compiler and runtime ${k(kinds['compiler and runtime'])}${ratio('compiler and runtime')}`,
  );
}
