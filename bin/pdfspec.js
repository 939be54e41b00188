#!/usr/bin/env node
// The installed command: the CLI bundle written by `npm run build` (tools/build.mjs).
import { main } from '../dist/pdfspec.js';

main(process.argv.slice(2));
