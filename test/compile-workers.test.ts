/**
 * Page text read by worker threads gives the very same model as reading it
 * in-process. Worker threads run the built JavaScript (dist/compile.js starts
 * dist/page-text-worker.js), which test/global-setup.ts builds before any test.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { lastValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { compile$ } from '../src/compile/compile.js';
import { fixturePath, REPO_ROOT } from './support/fixture-paths.js';

const distCompile = join(REPO_ROOT, 'dist/compile.js');
const distWorker = join(REPO_ROOT, 'dist/page-text-worker.js');
const built = existsSync(distCompile) && existsSync(distWorker);
if (!built)
  console.warn('compile-workers: SKIPPED — dist/compile.js or dist/page-text-worker.js is missing (run npm run build)');

describe.skipIf(!built)('compile with worker threads', () => {
  // fips-tagged: its italic commentary is told by font names each worker learns for itself (face-runs.ts).
  it.each(['iso-named', 'fips-tagged'])('gives the same model as in-process reading (%s)', async (name) => {
    const file = fixturePath(name);
    const script = `
      import { Worker } from 'node:worker_threads';
      import { lastValueFrom, filter } from 'rxjs';
      import { compile$ } from ${JSON.stringify(distCompile)};
      // Without its worker script the compiler quietly reads in-process; count the messages to workers to see it did not.
      let messages = 0;
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (...args) { messages++; return post.apply(this, args); };
      const e = await lastValueFrom(compile$(${JSON.stringify(file)}, { workers: 2 }).pipe(filter((e) => e.type === 'model')));
      process.stdout.write(JSON.stringify({ messages, model: e.model }));`;
    const run = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      }),
    );
    expect(run.messages).toBeGreaterThan(0);
    const viaWorkers = run.model;
    const inProcess = await lastValueFrom(compile$(file, { workers: 1 }).pipe(filter((e) => e.type === 'model')));
    expect(viaWorkers).toEqual(JSON.parse(JSON.stringify(inProcess.type === 'model' ? inProcess.model : null)));
  });
});
