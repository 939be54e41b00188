#!/usr/bin/env node
// Thin launcher. `npm run build` writes dist/src/ (tsc) and then dist/bundle/
// (scripts/bundle-cli.mjs), the same CLI bundled so that it starts fast. The
// bundle is used unless a later tsc-only build made it stale, or
// PDFSPEC_BUNDLE=0 asks for the unbundled modules.
import { statSync } from 'node:fs';

const MAIN = '../dist/src/cli/main.js';
const BUNDLE = '../dist/bundle/pdfspec.js';
const mtime = (rel) => statSync(new URL(rel, import.meta.url), { throwIfNoEntry: false })?.mtimeMs;

function entry() {
  if (process.env.PDFSPEC_BUNDLE === '0') return MAIN;
  const bundle = mtime(BUNDLE);
  if (bundle === undefined) return MAIN;
  const main = mtime(MAIN);
  return main === undefined || bundle >= main ? BUNDLE : MAIN;
}

import(entry()).then((m) => m.main(process.argv.slice(2)));
