/**
 * Whether this process did work that only a first run does: it compiled a pack into the pack cache,
 * or kept an options check that passed (pack-cache.ts). The bodies' compiled code that such a
 * process leaves (load-body.ts) holds that work's functions too (reading YAML, checking data
 * against the schemas), which every later process that takes the cache deserialises and never runs:
 * a fresh verify after a first run that compiled the packs ran 13 M instructions more (929.7 M
 * against 916.7 M, 3 % of factlint's part of the process) than after one that found them compiled.
 * Such a process leaves the compiled code to the next one (once: see load-body.ts).
 *
 * Kept on the global object: the kernel's loader (`load-body.cjs`) and the kernel's body each carry
 * a copy of this module, and the pack cache is the body's.
 */
const HELD = Symbol.for('factlint.compiledCodeHeld');

type Holder = { [HELD]?: boolean };

export function holdCompiledCode(): void {
  (globalThis as Holder)[HELD] = true;
}

export function compiledCodeHeld(): boolean {
  return (globalThis as Holder)[HELD] === true;
}
