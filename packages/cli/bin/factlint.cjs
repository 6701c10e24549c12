#!/usr/bin/env node
// The bundled start path (scripts/bundle.mjs): one module instead of some two hundred. Each
// command keeps its own compiled code (kernel load-body.ts), so it is named before any body loads.
// CommonJS, as is the loader it requires: a verify then runs no ES module at all, and Node never
// sets up its ES module loader (some 13 ms of a fresh verify).
const { join } = require('node:path');
const { keepCompiledCodePer, loadBody } = require('@factlint/kernel/internal/load-body');

keepCompiledCodePer(process.argv[2]);
loadBody(join(__dirname, '../dist/bundle'), 'cli.cjs', (specifier) => import(specifier));
