/**
 * Ends the process with `code` as soon as what it wrote to stdout and stderr is out. `main` resolves
 * when a command is done (a server when it has closed, rejudge when its output has finished), so
 * nothing is left to wait for; waiting for the event loop to run dry instead let V8 run the work it
 * keeps for idle time first, above all a full collection of a heap about to be dropped: 9 % of what
 * a fresh `verify` runs beyond Node's own start (`node scripts/instruction-count.mjs --workload
 * start`). Handlers of the exit event (the code cache's, kernel load-body.ts) still run.
 *
 * `streams` are those to wait for: the bin names the ones something made (standard-streams.ts),
 * since a report written to the descriptor itself is out when its write returns (report-output.ts).
 */
export function exitOnceWritten(code: number, streams: readonly NodeJS.WriteStream[]): void {
  process.exitCode = code;
  let open = streams.length;
  if (open === 0) process.exit();
  // A write of nothing calls back when every write before it is out (or failed: closed-pipe.ts says so).
  const flushed = () => {
    open -= 1;
    if (open === 0) process.exit();
  };
  for (const stream of streams) stream.write('', flushed);
}
