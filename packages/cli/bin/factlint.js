#!/usr/bin/env node
// The bundled start path (scripts/bundle.mjs): one module instead of some two hundred. Each
// command keeps its own compiled code (kernel load-body.ts), so it is named before any body loads.
import { keepCompiledCodePer } from '@factlint/kernel/internal/load-body';

keepCompiledCodePer(process.argv[2]);
await import('../dist/bundle/cli.js');
