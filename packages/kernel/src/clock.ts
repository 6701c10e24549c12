/**
 * Milliseconds on a monotonic clock, for latencies and stage times. `performance.now()` would do,
 * but the global `performance` loads Node's perf_hooks at its first use: some 8 M instructions, a
 * fortieth of what a fresh `factlint verify` ran beyond Node's own start (issue 13).
 */
export function monotonicMs(): number {
  return process.uptime() * 1000;
}
