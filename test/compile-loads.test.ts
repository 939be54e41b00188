/**
 * What a compile loads into its thread beyond the compiler and pdf.js: not Node's fetch implementation (undici),
 * which pdf.js's legacy build would load as it starts by looking at `Response` (load-pdfjs.ts), though reading a
 * file never fetches anything. Run on the build (dist/compile.js), in a process of its own, as a compile worker is.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/fixture-paths.js';

const distCompile = join(REPO_ROOT, 'dist/compile.js');
const sample = join(REPO_ROOT, 'corpus/sample/sample20.pdf');
const ready = existsSync(distCompile) && existsSync(sample);
if (!ready) console.warn('compile-loads: SKIPPED — dist/compile.js or the bundled sample is missing (npm run prepare)');

describe.skipIf(!ready)('a compile’s thread', () => {
  it('compiles a file without loading the fetch implementation', () => {
    const script = `
      import { compileFile } from ${JSON.stringify(distCompile)};
      const model = await compileFile(${JSON.stringify(sample)}, {}, new AbortController().signal, () => {});
      const fetchLoaded = process.moduleLoadList.some((m) => m.includes('undici'));
      process.stdout.write(JSON.stringify({ sections: model.sections.length, fetchLoaded }));`;
    const run = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO_ROOT, encoding: 'utf8' }),
    );
    expect(run.sections).toBeGreaterThan(0);
    expect(run.fetchLoaded).toBe(false);
  });
});
