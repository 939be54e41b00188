/**
 * `node --import ./load-trace.mjs …`: writes every module the process loads to the file named by LOAD_TRACE,
 * one a line — ES modules by URL as they are loaded (a hook of node:module), CommonJS files by path at exit
 * (require.cache, which every require of the process shares), and Node's public built-in modules at exit as
 * `node:<name>`, Node's internal ones as `node:internal/<name>` (process.moduleLoadList, which also sees those loaded
 * by require or process.getBuiltinModule).
 */
import { createRequire, register } from 'node:module';

// Not an ES import of node:fs: its ES facade would load Node's file streams into every traced process.
const { appendFileSync } = process.getBuiltinModule('node:fs');

const trace = process.env.LOAD_TRACE;
if (trace) {
  register('./load-trace-hooks.mjs', import.meta.url);
  const { cache } = createRequire(import.meta.url);
  const builtins = () =>
    process.moduleLoadList
      .filter((m) => m.startsWith('NativeModule '))
      .map((m) => `node:${m.slice('NativeModule '.length)}`);
  process.on('exit', () =>
    appendFileSync(trace, [...Object.keys(cache), ...builtins()].map((path) => `${path}\n`).join('')),
  );
}
