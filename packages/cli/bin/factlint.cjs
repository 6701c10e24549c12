#!/usr/bin/env node
// The bundled start path (scripts/bundle.mjs): one module instead of some two hundred. Each
// command keeps its own compiled code (kernel load-body.ts), so it is named before any body loads.
// CommonJS, as is the loader it requires: a verify then runs no ES module at all, and Node never
// sets up its ES module loader (some 13 ms of a fresh verify).
const { existsSync } = require('node:fs');
const { basename, dirname, join } = require('node:path');

/**
 * The kernel's loader, found as Node's `require('@factlint/kernel/internal/load-body')` finds it:
 * in the first folder up from here with node_modules/@factlint/kernel (node_modules folders
 * themselves skipped), at the file the kernel's package.json exports it as (test/cli-bin.test.ts
 * holds the two alike). A kernel laid out otherwise, and the root folder with Node's global
 * folders, are left to Node. Asking Node cost a fresh verify 4–6 ms: its package resolver, compiled
 * from source in each process at the first package name it resolves (docs/speed.md, thirty-fourth
 * round), which the bodies no longer need (kernel package-exports.ts).
 */
const LOADER_FILE = 'dist/bundle/load-body.cjs';
function kernelLoader() {
  for (let at = __dirname; dirname(at) !== at; at = dirname(at)) {
    const kernel = join(at, 'node_modules/@factlint/kernel');
    if (basename(at) === 'node_modules' || !existsSync(kernel)) continue;
    const file = join(kernel, LOADER_FILE);
    return existsSync(file) ? require(file) : require('@factlint/kernel/internal/load-body');
  }
  return require('@factlint/kernel/internal/load-body');
}

const { keepCompiledCodePer, loadBody } = kernelLoader();

keepCompiledCodePer(process.argv[2]);
loadBody(join(__dirname, '../dist/bundle'), 'cli.cjs', (specifier) => import(specifier));
