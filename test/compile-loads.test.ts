/**
 * What a compile loads into its thread beyond the compiler and pdf.js: not Node's fetch implementation (undici),
 * which pdf.js's legacy build would load as it starts by looking at `Response` (load-pdfjs.ts), though reading a
 * file never fetches anything. Run on the build, in the compile thread a command uses (dist/isolated-worker.js,
 * which declares itself a reader thread), in a process of its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/fixture-paths.js';

const distWorker = join(REPO_ROOT, 'dist/isolated-worker.js');
const sample = join(REPO_ROOT, 'corpus/sample/sample20.pdf');
const ready = existsSync(distWorker) && existsSync(sample);
if (!ready)
  console.warn('compile-loads: SKIPPED — dist/isolated-worker.js or the bundled sample is missing (npm run prepare)');

/**
 * The compile thread's own script, then a listener of this test's that reports what the thread loaded (the
 * script's listener answers that message as a probe of nothing, an error this test ignores).
 */
const threadCode = `
  const { parentPort } = await import('node:worker_threads');
  await import(${JSON.stringify(distWorker)});
  parentPort.on('message', (m) => {
    if (m.loads) parentPort.postMessage({ fetchLoaded: process.moduleLoadList.some((l) => l.includes('undici')) });
  });`;

const script = `
  import { Worker } from 'node:worker_threads';
  const w = new Worker(${JSON.stringify(threadCode)}, { eval: true, type: 'module' });
  const out = {};
  w.on('message', (m) => {
    if (m.model) { out.sections = m.model.sections.length; w.postMessage({ loads: true, id: 0 }); }
    else if ('fetchLoaded' in m) { out.fetchLoaded = m.fetchLoaded; process.stdout.write(JSON.stringify(out)); w.terminate(); }
  });
  w.postMessage({ compile: ${JSON.stringify(sample)}, id: 1 });`;

describe.skipIf(!ready)('a compile’s thread', () => {
  it('compiles a file without loading the fetch implementation', () => {
    const run = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO_ROOT, encoding: 'utf8' }),
    );
    expect(run.sections).toBeGreaterThan(0);
    expect(run.fetchLoaded).toBe(false);
  });
});
