#!/usr/bin/env node
// Thin launcher: the compiled CLI lives in dist/ (built by `npm install` via the prepare script).
import('../dist/src/cli/main.js').then((m) => m.main(process.argv.slice(2)));
