// `--only alloc`: bytes allocated per verify, from V8's sampling heap profiler (objects the garbage
// collector has already freed included). Unlike a clock it does not move with the machine's load, so
// a change that allocates less per claim shows here even when the timings are lost in the noise.
// The sampler picks one allocation per SAMPLE_BYTES on average: figures vary by a few per cent run to run.
import { Session } from 'node:inspector/promises';
import { GCProfiler, getHeapStatistics } from 'node:v8';
import { median } from './median.mjs';
import { stageOfFrame, stageRunLines } from './cpu-profile.mjs';

const SAMPLE_BYTES = 1024;

/**
 * Kilobytes allocated per call of `engine.verify`, over `rounds` passes of `scenarios`, once at least
 * ten passes and 300 verifies have warmed the engine: code the optimiser has not reached allocates
 * what optimised code does not (objects it would keep in registers), and after a single pass the row
 * read what ran before it, 33 KB per eval answer alone (`--only alloc`) against 25 KB in a full run.
 * Also split by the pipeline stage that allocated (a sample belongs to the stage whose `run` is on
 * its stack, as in the CPU profile), the claims a verify checks, for the bytes per claim, and the
 * part still alive when the verifies are done (`keptKilobytes`, sampledVerifies).
 */
export async function allocatedPerVerify(engine, scenarios, rounds) {
  const warm = Math.max(10, Math.ceil(300 / scenarios.length));
  let claims = 0;
  for (const s of scenarios) claims += (await engine.verify(s)).claims_total;
  for (let w = 1; w < warm; w++) for (const s of scenarios) await engine.verify(s);
  const profile = await sampledVerifies(engine, scenarios, rounds, true);
  const byStage = bytesByStage(profile, stageRunLines());
  const verifies = rounds * scenarios.length;
  const kilobytes = (n) => n / 1024 / verifies;
  const kept = sampledBytes(await sampledVerifies(engine, scenarios, rounds, false));
  return {
    kilobytes: kilobytes(sampledBytes(profile)),
    keptKilobytes: kilobytes(kept),
    byStage: [...byStage].map(([stage, n]) => ({ stage, kilobytes: kilobytes(n) })).sort((a, b) => b.kilobytes - a.kilobytes),
    claims: claims / scenarios.length,
  };
}

/**
 * Kilobytes allocated per call of `engine.verify` over `rounds` passes of `scenarios`, counted, not
 * sampled: what the heap holds more at the end than at the start, plus what every collection in
 * between freed (v8.GCProfiler's heap sizes before and after each). The sampled figure picks one
 * allocation per SAMPLE_BYTES and moves a few per cent from run to run, more than a change to a
 * few temporaries per claim moves it. Counted, a 20k verify reads the same to 0.1 % count after
 * count in one process, and up to 3 % apart from one process to the next. Objects the optimiser
 * keeps out of the heap count in neither. The median of three counts, after one that is not kept:
 * right after a sampled profile the first count of a 2k verify read 7 % above the next ones (its
 * code settling again), and code compiled during a count counts as allocated.
 */
export async function countedKilobytesPerVerify(engine, scenarios, rounds) {
  await countedOnce(engine, scenarios, rounds);
  const counts = [];
  for (let k = 0; k < 3; k++) counts.push(await countedOnce(engine, scenarios, rounds));
  return median(counts);
}

async function countedOnce(engine, scenarios, rounds) {
  const profiler = new GCProfiler();
  profiler.start();
  const before = getHeapStatistics().used_heap_size;
  for (let r = 0; r < rounds; r++) for (const s of scenarios) await engine.verify(s);
  const after = getHeapStatistics().used_heap_size;
  const { statistics } = profiler.stop();
  let freed = 0;
  for (const gc of statistics) freed += gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize;
  return (after - before + freed) / 1024 / (rounds * scenarios.length);
}

/**
 * A sampling heap profile of `rounds` passes of verifies: of every allocation when `collected`, else
 * only of what is still alive once they are done, every report held until then. The second splits
 * what a verify allocates into what it returns (the report, and what the engine's caches keep) and
 * what is garbage by the time it returns: the temporaries the "no per-claim allocation" is
 * about, the answer's read texts and claims among them.
 */
export async function sampledVerifies(engine, scenarios, rounds, collected) {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: SAMPLE_BYTES,
    includeObjectsCollectedByMajorGC: collected,
    includeObjectsCollectedByMinorGC: collected,
  });
  const reports = [];
  for (let r = 0; r < rounds; r++) for (const s of scenarios) reports.push(await engine.verify(s));
  const { profile } = await session.post('HeapProfiler.stopSampling');
  session.disconnect();
  // The reports are read once the sampling has stopped, so they are held (alive) until then.
  if (reports.length !== rounds * scenarios.length) throw new Error('a sampled verify was not counted');
  return profile;
}

/**
 * The bytes of a sampling heap profile (V8's tree: `head`, each node with its `callFrame`,
 * `selfSize` and `children`) by the stage whose `run` is nearest above each node on its stack
 * (`stages` as cpu-profile.mjs's stageRunLines gives them); `outside the stages` for the rest.
 */
export function bytesByStage(profile, stages) {
  const byStage = new Map();
  const stack = [{ node: profile.head, stage: 'outside the stages' }];
  while (stack.length > 0) {
    const { node, stage: above } = stack.pop();
    const stage = stageOfFrame(stages, node.callFrame) ?? above;
    byStage.set(stage, (byStage.get(stage) ?? 0) + node.selfSize);
    for (const child of node.children) stack.push({ node: child, stage });
  }
  return byStage;
}

/** Every byte a sampling heap profile holds: the `selfSize` of each node of its tree. */
export function sampledBytes(profile) {
  let bytes = 0;
  const stack = [profile.head];
  while (stack.length > 0) {
    const node = stack.pop();
    bytes += node.selfSize;
    for (const child of node.children) stack.push(child);
  }
  return bytes;
}

/**
 * Bytes per claim, counted, of one answer against contexts of `sizes` sentences: the contexts are
 * read once (an engine keeps their readings), so what grows with the context is what judging a
 * claim allocates per candidate it weighs. `scenarioOf(size)` gives the scenario of a size; the
 * caller has warmed the engine on every one of them (a count throws its first away besides).
 */
export async function bytesPerClaimAsContextGrows(engine, scenarioOf, sizes) {
  const perClaim = [];
  for (const size of sizes) {
    const scenario = scenarioOf(size);
    const { claims_total: claims } = await engine.verify(scenario);
    perClaim.push(((await countedKilobytesPerVerify(engine, [scenario], 50)) * 1024) / Math.max(1, claims));
  }
  return perClaim;
}

/**
 * Garbage-collection pauses per call of `engine.verify` over `rounds` passes of `scenarios`, and
 * their share of the time: what allocation costs once it survives. A minor collection copies what
 * is still alive, so objects that outlive a verify (cached on the wrong key, say) show here first.
 */
export async function collectionPerVerify(engine, scenarios, rounds) {
  for (const s of scenarios) await engine.verify(s);
  const { PerformanceObserver, constants } = await import('node:perf_hooks');
  let minor = 0;
  let other = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) minor += entry.duration;
      else other += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const start = performance.now();
  for (let r = 0; r < rounds; r++) for (const s of scenarios) await engine.verify(s);
  const elapsed = performance.now() - start;
  // Entries are delivered on a later turn of the event loop than the collection that made them.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  const verifies = rounds * scenarios.length;
  return { minor: minor / verifies, other: other / verifies, share: (minor + other) / elapsed };
}
