// Preloaded (`node -r`) into each fresh process the bench times (a verify, or a bare Node): the child
// reports its own CPU time and the fresh pages it touched (minor page faults) as it exits, since
// spawnSync gives no resource usage of a child. It adds as little as it can to what it times:
// CommonJS, so the process sets up no ES module loader (an `--import` of a `data:` module did: some
// 26 M instructions, 2.6 % of the process), and a write to the descriptor, so it makes no
// `process.stderr` stream that the verify did not (docs/speed.md, thirty-fourth round).
const { writeSync } = require('node:fs');

process.on('exit', () => {
  const { userCPUTime, systemCPUTime, minorPageFault } = process.resourceUsage();
  writeSync(2, `\ncpu-us ${userCPUTime} ${systemCPUTime} pages ${minorPageFault}`);
});
