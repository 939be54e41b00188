/**
 * `node --import ./load-trace.mjs …`: writes every module the process loads to the file named by LOAD_TRACE,
 * one a line — ES modules by URL as they are loaded (a hook of node:module), CommonJS files by path at exit
 * (require.cache, which every require of the process shares).
 */
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

const trace = process.env.LOAD_TRACE;
if (trace) {
  register('./load-trace-hooks.mjs', import.meta.url);
  const { cache } = createRequire(import.meta.url);
  process.on('exit', () =>
    appendFileSync(
      trace,
      Object.keys(cache)
        .map((path) => `${path}\n`)
        .join(''),
    ),
  );
}
