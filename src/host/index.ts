/**
 * The host's public entry: what the CLI starts a process with (test/layers.test.ts holds the front ends to it).
 * The CLI imports it inside a command's handler, never at start. The process context, which every operation's
 * command needs, is here; downloads, the cache commands and the checked inputs of `cache build` and `browse`
 * sit behind loaders, so an operation's command loads none of them.
 */
export { createProcessContext, type ProcessContext, type ProcessContextOptions } from './process-context.js';
export { specDirs } from './registry/index.js';
/** Downloads (`pdfspec fetch`). */
export const loadFetch = () => import('./fetch/index.js');
/** `cache build`, `cache info`, `cache clear`. */
export const loadCacheCommands = () => import('./cache-commands.js');
/** The inputs of `cache build` and `browse`, checked with the operations' parameters. */
export const loadCommandInputs = () => import('./command-inputs.js');
/** The files `trace` reads (a code base's sources and documents, which are tests). */
export const loadTraceFiles = () => import('./trace-files.js');
