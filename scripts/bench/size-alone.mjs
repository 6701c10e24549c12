// The sizes row's end points, each verified alone in a fresh process: the growth a process that
// had only ever judged that size would show. The row itself runs every size in one process, as a
// server would; the two apart tell what the answer's length costs from what the process's history
// costs. V8 decides per allocation site, from how many of its objects survived, whether to allocate
// them straight into the old generation; after short answers, whose objects all die young, it
// decides no and keeps to it, and a long answer's claims are then copied by every minor collection
// of its verify (docs/speed.md, twenty-seventh round).
//
//   node scripts/bench/size-alone.mjs SIZE    prints {"size", "cpu", "wall", "minorGc"} (ms per verify)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Engine } from '@factlint/pipeline';
import { ScenarioSchema } from '@factlint/kernel';
import { collectionPerVerify } from './allocation.mjs';
import { clocked } from './clocked.mjs';
import { median } from './median.mjs';
import { answerWithSource } from './texts.mjs';

const SELF = fileURLToPath(import.meta.url);

/** One size verified alone in a fresh Node: median CPU and wall per verify, minor-collection pauses per verify. */
export function sizeAlone(size) {
  const child = spawnSync(process.execPath, [SELF, String(size)], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`size-alone ${size} failed: ${child.stderr}`);
  return JSON.parse(child.stdout);
}

async function measure(size) {
  const engine = new Engine();
  const scenario = answerWithSource(ScenarioSchema, `size-${size}`, size / 2);
  const long = size > 250_000;
  // Warm: the 20 KB point is compiled by about a hundred verifies, the 1 MB one by a few.
  for (let k = 0; k < (long ? 6 : 100); k++) await engine.verify(scenario);
  const cpus = [];
  const walls = [];
  for (let r = 0; r < (long ? 5 : 40); r++) {
    const { wall, cpu } = await clocked(() => engine.verify(scenario));
    walls.push(wall);
    cpus.push(cpu);
  }
  const gc = await collectionPerVerify(engine, [scenario], long ? 3 : 20);
  return { size, cpu: median(cpus), wall: median(walls), minorGc: gc.minor };
}

if (process.argv[1] === SELF) process.stdout.write(JSON.stringify(await measure(Number(process.argv[2]))));
