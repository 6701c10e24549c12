#!/usr/bin/env node
// The bundled start path (scripts/bundle.mjs): one module instead of some two hundred.
import '../dist/bundle/cli.js';
