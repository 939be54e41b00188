/**
 * What `pdfspec cache build|info|clear` do, as streams of plain records over
 * the store; the yargs module (src/cli/commands/cache.ts) only parses flags
 * and prints.
 */
import { freemem, availableParallelism } from 'node:os';
import { Observable, type OperatorFunction, catchError, concatMap, defer, from, map, mergeMap, of } from 'rxjs';
import type { ProcessContext } from './process-context.js';
import type { SpecEntry } from '../core/operation-context.js';
import { type ErrorCode, PdfspecError, toPdfspecError } from '../core/errors.js';
import { OWN_NAMES, type Vocabulary } from '../core/vocabulary.js';
import { DEFAULT_SPEC } from '../core/default-spec.js';
import { cacheDir } from '../store/cache-dir.js';
import { ModelStore, type CacheEntryInfo, type ClearResult } from '../store/model-store.js';
import { storePolicies } from './resilience/index.js';

export interface CacheBuildRecord {
  spec: string;
  file: string | null;
  /**
   * built: compiled now and cached · cached: already valid · not-cached: compiled, but the entry could not be
   * written (the error says why) · failed: compile or read error · unavailable: the file cannot be opened.
   */
  status: 'built' | 'cached' | 'not-cached' | 'failed' | 'unavailable';
  ms: number;
  pages?: number;
  sections?: number;
  error?: { code: ErrorCode; message: string; hint: string };
}

export interface CacheInfo {
  dir: string;
  totalEntries: number;
  totalBytes: number;
  /** Temp files of running or interrupted writers (removed by the next write or `cache clear`). */
  tempFiles: number;
  entries: CacheEntryInfo[];
}

export type { ClearResult as CacheClearResult } from '../store/model-store.js';

function buildOne(ctx: ProcessContext, entry: SpecEntry, words: Vocabulary): Observable<CacheBuildRecord> {
  const t0 = performance.now();
  const ms = () => Math.round(performance.now() - t0);
  if (!entry.available) {
    const message = `${entry.file ?? entry.id}: ${entry.reason ?? 'cannot be opened'}`;
    return of({
      spec: entry.id,
      file: entry.file,
      status: 'unavailable',
      ms: 0,
      error: { code: 'missing_file', message, hint: 'replace the file with a good copy' },
    });
  }
  return ctx.load(entry).pipe(
    map((l): CacheBuildRecord => ({
      spec: entry.id,
      file: entry.file,
      status: l.from === 'cache' ? 'cached' : l.notCached ? 'not-cached' : 'built',
      ms: ms(),
      pages: l.reader.model.source.pages,
      sections: l.reader.model.sections.length,
      ...(l.notCached
        ? {
            error: {
              code: 'write_failed' as const,
              message: `compiled, but nothing was cached: ${l.notCached}`,
              hint: 'every later command compiles it again; check PDFSPEC_CACHE_DIR (free space, permissions)',
            },
          }
        : {}),
    })),
    catchError((e: unknown) => {
      const err = toPdfspecError(e).in(words);
      return of<CacheBuildRecord>({
        spec: entry.id,
        file: entry.file,
        status: 'failed',
        ms: ms(),
        error: { code: err.code, message: err.message, hint: err.hint },
      });
    }),
  );
}

/** What one compile may take at its peak (the 1 GiB target of the compile benchmark). */
const COMPILE_MEMORY = 2 ** 30;

/** Threads one compile keeps busy: a large file's pages are read by two threads (src/compile/compile.ts). */
const THREADS_PER_COMPILE = 2;

/**
 * How many compiles `cache build --all` runs at once: as many as the cores hold at two threads each and the free
 * memory at a compile's peak, never more than there are files. Each compile is a worker thread of its own
 * (src/compile/isolated.ts), so they share nothing but the cores. (One per core was measured on 2 cores: two
 * 1000-page compiles side by side took longer than one after the other.)
 */
export function buildConcurrency(files: number, cores = availableParallelism(), free = freemem()): number {
  return Math.max(1, Math.min(files, Math.floor(cores / THREADS_PER_COMPILE), Math.floor(free / COMPILE_MEMORY)));
}

/** Emits `[index, value]` pairs in index order, each as soon as every earlier one has gone out. */
function inIndexOrder<T>(): OperatorFunction<[number, T], T> {
  return (source) =>
    new Observable<T>((sub) => {
      const waiting = new Map<number, T>();
      let next = 0;
      return source.subscribe({
        next: ([i, v]) => {
          waiting.set(i, v);
          while (waiting.has(next)) {
            const out = waiting.get(next)!;
            waiting.delete(next++);
            sub.next(out);
          }
        },
        error: (e) => sub.error(e),
        complete: () => sub.complete(),
      });
    });
}

/**
 * Compile what is not cached yet: one spec (`spec`, or the default spec), or
 * with `all` every spec that has a file, `concurrency` compiles at a time
 * (default: buildConcurrency). One record per spec, in list order; a failure
 * of one spec does not stop the others. Errors are in the front end's `words` (default: the operations' names).
 */
export function cacheBuild$(
  ctx: ProcessContext,
  opts: { spec?: string; all?: boolean; concurrency?: number; words?: Vocabulary } = {},
): Observable<CacheBuildRecord> {
  const words = opts.words ?? OWN_NAMES;
  if (opts.all) {
    return ctx.specs().pipe(
      concatMap((list) => {
        const files = list.filter((e) => e.file);
        const concurrency = opts.concurrency ?? buildConcurrency(files.filter((e) => e.available).length);
        return from(files.map((e, i) => [i, e] as const)).pipe(
          mergeMap(
            ([i, entry]) => buildOne(ctx, entry, words).pipe(map((r) => [i, r] as [number, CacheBuildRecord])),
            concurrency,
          ),
          inIndexOrder(),
        );
      }),
    );
  }
  return ctx.resolveSpec(opts.spec).pipe(concatMap((entry) => buildOne(ctx, entry, words)));
}

function storeOf(ctx?: Pick<ProcessContext, 'store'>, env?: NodeJS.ProcessEnv): ModelStore {
  return ctx?.store ?? new ModelStore({ dir: cacheDir(env), policies: storePolicies() });
}

export function cacheInfo$(ctx?: Pick<ProcessContext, 'store'>, env?: NodeJS.ProcessEnv): Observable<CacheInfo> {
  const store = storeOf(ctx, env);
  return defer(async () => {
    const [entries, temps] = await Promise.all([store.list(), store.tempFiles()]);
    return {
      dir: store.dir,
      totalEntries: entries.length,
      totalBytes: entries.reduce((n, e) => n + e.bytes, 0),
      tempFiles: temps.length,
      entries,
    };
  });
}

export function cacheClear$(ctx?: Pick<ProcessContext, 'store'>, env?: NodeJS.ProcessEnv): Observable<ClearResult> {
  const store = storeOf(ctx, env);
  return defer(() => store.clear());
}

/**
 * `cache clear --spec ID`: forget one spec's file — its cached models, its hash, and a mark of unusable —
 * so that the next command probes and compiles it afresh. A spec without a file is an error.
 */
export function cacheClearSpec$(
  ctx: Pick<ProcessContext, 'store' | 'registry'>,
  spec: string,
): Observable<ClearResult> {
  return defer(async () => {
    const entry = await ctx.registry.resolve(spec, DEFAULT_SPEC, () => undefined, { unusableToo: true });
    if (!entry.file) throw new PdfspecError('missing_file', `${entry.id}: no file to forget`);
    return ctx.store.clearFile({ file: entry.file, spec: entry.id });
  });
}
