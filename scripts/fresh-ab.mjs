// Fresh `factlint verify examples/quickstart.yaml` processes of two or more builds, alternated one by
// one, so that every build meets the same minutes of a shared machine (the bench's `fresh` row runs
// one build's five in a row):
//
//   node scripts/fresh-ab.mjs [--runs N] BUILD_DIR BUILD_DIR...
//
// Prints per build the median and first quartile of the wall time and of the child's user CPU (it
// reports its own as it exits). Two uncounted runs of each build first leave its caches in place.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fail, readCommandLine } from './command-line.mjs';
import { freshVerify } from './bench/fresh-verify.mjs';

const { values, positionals } = readCommandLine({
  options: { runs: { type: 'string', default: '30' } },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a whole number of at least 1, not "${values.runs}"`);
if (positionals.length === 0) fail('name at least one build directory');
const builds = positionals.map((dir) => resolve(dir));
for (const dir of builds)
  if (!existsSync(join(dir, 'packages/cli/dist/bundle/cli.js'))) fail(`${dir} holds no built CLI (packages/cli/dist/bundle/cli.js)`);

function verify(dir) {
  const { wall, user, ok, stderr } = freshVerify(dir);
  if (!ok) fail(`factlint verify failed in ${dir}:\n${stderr}`);
  return { wall, user };
}

// Twice: a first run compiles the packs and leaves the compiled code to the next (kernel compiled-code-hold.ts).
for (const dir of builds) for (let settle = 0; settle < 2; settle++) verify(dir);
const times = builds.map(() => ({ wall: [], user: [] }));
for (let r = 0; r < runs; r++)
  builds.forEach((dir, i) => {
    const { wall, user } = verify(dir);
    times[i].wall.push(wall);
    times[i].user.push(user);
  });
const at = (values, share) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * share)];
const ms = (v) => `${v.toFixed(1)} ms`;
console.log(`fresh verify of the quick start, ${runs} alternated runs per build (median, first quartile):`);
positionals.forEach((name, i) => {
  const { wall, user } = times[i];
  console.log(`  ${name}: wall ${ms(at(wall, 0.5))} (${ms(at(wall, 0.25))}) · user CPU ${ms(at(user, 0.5))} (${ms(at(user, 0.25))})`);
});
