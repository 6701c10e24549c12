// `--only alloc`: bytes allocated per verify, from V8's sampling heap profiler (objects the garbage
// collector has already freed included). Unlike a clock it does not move with the machine's load, so
// a change that allocates less per claim shows here even when the timings are lost in the noise.
// The sampler picks one allocation per SAMPLE_BYTES on average: figures vary by a few per cent run to run.
import { Session } from 'node:inspector/promises';

const SAMPLE_BYTES = 1024;

/** Kilobytes allocated per call of `engine.verify`, over `rounds` passes of `scenarios` (engine warm). */
export async function allocatedPerVerify(engine, scenarios, rounds) {
  for (const s of scenarios) await engine.verify(s);
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: SAMPLE_BYTES,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  for (let r = 0; r < rounds; r++) for (const s of scenarios) await engine.verify(s);
  const { profile } = await session.post('HeapProfiler.stopSampling');
  session.disconnect();
  let bytes = 0;
  const stack = [profile.head];
  while (stack.length > 0) {
    const node = stack.pop();
    bytes += node.selfSize;
    stack.push(...node.children);
  }
  return bytes / 1024 / (rounds * scenarios.length);
}
