/**
 * The compiled models of the real documents, the way a user gets them: through the product's
 * cache (a warm run reads it; a cold one compiles, in worker threads, two at a time on this
 * machine's cores, and writes it). The eval cache lives under node_modules/.cache, so a clean
 * install (CI) always measures a fresh compile.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { filter, firstValueFrom, from, map, mergeMap, toArray, type Observable } from 'rxjs';
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

/** The product's store over the eval cache, compiling in worker threads of the build where there is one. */
function evalStore(): { store: ModelStore; build$: (pdf: string) => Observable<DocModel> } {
  const store = new ModelStore({ dir: evalCacheDir(), policies: storePolicies() });
  const script = workerScript();
  const build$ = (pdf: string) =>
    isolatedCompile$(pdf, { script }).pipe(
      filter((e) => e.type === 'model'),
      map((e) => e.model),
    );
  return { store, build$ };
}

/**
 * The path of `pdf`'s entry in the eval cache, compiled first when it is not there (once for every process
 * that asks at the same time: the store's lock). Entries do not depend on the folder they are in, so a test
 * copies it into a cache of its own.
 */
export async function cachedEntry(pdf: string, stem: string): Promise<string> {
  const { store, build$ } = evalStore();
  const key = await store.keyOf(pdf);
  await firstValueFrom(store.getOrBuild$(key, { spec: stem, file: pdf }, () => build$(pdf)));
  return store.entryPath(key);
}

/** Models for `files` (stem → PDF path), in the order given. */
export async function compiledModels(
  files: readonly { stem: string; pdf: string }[],
  log: (line: string) => void = () => undefined,
  opts: { fresh?: boolean } = {},
): Promise<Compiled[]> {
  const { store, build$: buildOf$ } = evalStore();
  const one = async ({ stem, pdf }: { stem: string; pdf: string }): Promise<Compiled> => {
    const started = Date.now();
    const build$ = () => buildOf$(pdf);
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
