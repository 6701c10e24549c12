// How every timed row reads its clocks: wall time beside CPU time.
import { performance } from 'node:perf_hooks';

/**
 * Wall and CPU time (user + system, every thread of the process: the garbage collector's too) of one
 * call, in ms, with the two parts of the CPU time apart (system: the kernel's, such as fresh pages).
 */
export async function clocked(body) {
  const cpu = process.cpuUsage();
  const t = performance.now();
  await body();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - t, cpu: (used.user + used.system) / 1000, user: used.user / 1000, system: used.system / 1000 };
}
