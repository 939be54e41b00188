/**
 * The compiled models of the real documents, the way a user gets them: through the product's
 * cache (a warm run reads it; a cold one compiles, in worker threads, two at a time on this
 * machine's cores, and writes it). The eval cache lives under node_modules/.cache, so a clean
 * install (CI) always measures a fresh compile.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { filter, firstValueFrom, from, map, mergeMap, toArray } from 'rxjs';
import { isolatedCompile$ } from '../../src/compile/isolated.js';
import type { DocModel } from '../../src/model/types.js';
import { storePolicies } from '../../src/host/resilience/store-policies.js';
import { ModelStore } from '../../src/store/model-store.js';
import { repoRoot } from '../fixtures/locations.js';

export const evalCacheDir = (): string => join(repoRoot(), 'node_modules', '.cache', 'pdfspec-eval');

/** The worker script of the build (dist/), so each compile runs in its own thread; in-process without a build. */
function workerScript(): string | null {
  const script = join(repoRoot(), 'dist', 'isolated-worker.js');
  return existsSync(script) ? script : null;
}

export interface Compiled {
  stem: string;
  model: DocModel;
  from: 'cache' | 'compiled';
  ms: number;
}

/** Models for `files` (stem → PDF path), in the order given. */
export async function compiledModels(
  files: readonly { stem: string; pdf: string }[],
  log: (line: string) => void = () => undefined,
  opts: { fresh?: boolean } = {},
): Promise<Compiled[]> {
  const store = new ModelStore({ dir: evalCacheDir(), policies: storePolicies() });
  const script = workerScript();
  const one = async ({ stem, pdf }: { stem: string; pdf: string }): Promise<Compiled> => {
    const started = Date.now();
    const build$ = () =>
      isolatedCompile$(pdf, { script }).pipe(
        filter((e) => e.type === 'model'),
        map((e) => e.model),
      );
    // Fresh: the compiler as it is in the working tree, whatever its version number says.
    const loaded = opts.fresh
      ? { reader: { model: await firstValueFrom(build$()) }, from: 'compiled' as const }
      : await firstValueFrom(store.getOrBuild$(await store.keyOf(pdf), { spec: stem, file: pdf }, build$));
    // The reader's model parses its big parts on first access: every part is read here.
    const model = loaded.reader.model;
    const ms = Date.now() - started;
    log(`${stem}: ${loaded.from === 'cache' ? 'from the cache' : 'compiled'} in ${(ms / 1000).toFixed(1)} s`);
    return { stem, model, from: loaded.from, ms };
  };
  const cores = Math.max(1, Math.min(2, availableParallelism()));
  const done = await firstValueFrom(
    from(files).pipe(
      mergeMap((f) => from(one(f)), cores),
      toArray(),
    ),
  );
  return files.map((f) => done.find((d) => d.stem === f.stem)).filter((d): d is Compiled => d !== undefined);
}
