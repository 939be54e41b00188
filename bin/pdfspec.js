#!/usr/bin/env node
// The installed command: the CLI bundle written by `npm run build` (tools/build.mjs).
import module from 'node:module';

// Node ≥ 22.1 keeps the bytecode of compiled modules on disk (in NODE_COMPILE_CACHE, else a
// node-compile-cache folder in the temp dir), so a warm command does not compile the bundle
// again. It must be on before the bundle is imported, hence the dynamic import below. Older
// Node has no such API; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
try {
  module.enableCompileCache?.();
} catch {
  // an unusable cache directory costs speed, never an answer
}

const args = process.argv.slice(2);
// The version alone needs nothing of the CLI: printed from package.json without loading the bundle (about 60 ms).
if (args.length === 1 && ['--version', '-v', '-V'].includes(args[0])) {
  const { readFileSync } = await import('node:fs');
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  process.stdout.write(`${version}\n`);
} else {
  const { main } = await import('../dist/pdfspec.js');
  main(args);
}
