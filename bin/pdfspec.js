#!/usr/bin/env node
// The installed command: the CLI bundle written by `npm run build` (tools/build.mjs).
// CommonJS (bin/package.json), so that `--version` starts no ES module loader (about 12 ms on Node 20); the
// bundle, ES modules, is imported below.
'use strict';

// Node ≥ 22.1 keeps the bytecode of compiled modules on disk (in NODE_COMPILE_CACHE, else a
// node-compile-cache folder in the temp dir), so a warm command does not compile the bundle
// again. It must be on before the bundle is imported. Older Node has no such API;
// NODE_DISABLE_COMPILE_CACHE=1 turns it off.
try {
  require('node:module').enableCompileCache?.();
} catch {
  // an unusable cache directory costs speed, never an answer
}

const args = process.argv.slice(2);
// The version alone needs nothing of the CLI: printed from package.json without loading the bundle.
if (args.length === 1 && ['--version', '-v', '-V'].includes(args[0])) {
  const { version } = JSON.parse(
    require('node:fs').readFileSync(require('node:path').join(__dirname, '..', 'package.json'), 'utf8'),
  );
  process.stdout.write(`${version}\n`);
} else {
  import('../dist/pdfspec.js').then(({ main }) => main(args));
}
