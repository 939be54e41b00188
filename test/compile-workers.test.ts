/**
 * Page text read by worker threads gives the very same model as reading it
 * in-process. Worker threads run the compiled JavaScript, so this runs only
 * when dist/ is built and newer than the compiler's sources.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { lastValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { compile$ } from '../src/compile/compile.js';
import { fixturePath, REPO_ROOT } from './support/fixture-paths.js';

const distCompile = join(REPO_ROOT, 'dist/src/compile/compile.js');
const distWorker = join(REPO_ROOT, 'dist/src/compile/pdf/page-text-worker.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestSource(p));
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

// The compiler's output also depends on the model module (COMPILER_VERSION).
const sources = Math.max(newestSource(join(REPO_ROOT, 'src/compile')), newestSource(join(REPO_ROOT, 'src/model')));
const built = existsSync(distWorker) && statSync(distCompile).mtimeMs >= sources;
if (!built) console.warn('compile-workers: SKIPPED — dist/ is missing or older than src/compile or src/model (run npm run build)');

describe.skipIf(!built)('compile with worker threads', () => {
  it('gives the same model as in-process reading', async () => {
    const file = fixturePath('iso-named');
    const script = `
      import { lastValueFrom, filter } from 'rxjs';
      import { compile$ } from ${JSON.stringify(distCompile)};
      const e = await lastValueFrom(compile$(${JSON.stringify(file)}, { workers: 2 }).pipe(filter((e) => e.type === 'model')));
      process.stdout.write(JSON.stringify(e.model));`;
    const viaWorkers = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 << 20 }));
    const inProcess = await lastValueFrom(compile$(file, { workers: 1 }).pipe(filter((e) => e.type === 'model')));
    expect(viaWorkers).toEqual(JSON.parse(JSON.stringify(inProcess.type === 'model' ? inProcess.model : null)));
  });
});
