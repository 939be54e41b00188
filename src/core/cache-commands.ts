/**
 * What `pdfspec cache build|info|clear` do, as streams of plain records over
 * the store; the yargs module (src/cli/commands/cache.ts) only parses flags
 * and prints.
 */
import { type Observable, catchError, concatMap, defer, from, map, mergeMap, of } from 'rxjs';
import type { ProcessContext } from './process-context.js';
import type { SpecEntry } from './operation-context.js';
import { type ErrorCode, toPdfspecError } from './errors.js';
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

function buildOne(ctx: ProcessContext, entry: SpecEntry): Observable<CacheBuildRecord> {
  const t0 = performance.now();
  const ms = () => Math.round(performance.now() - t0);
  if (!entry.available) {
    const message = `${entry.file ?? entry.id}: ${entry.reason ?? 'cannot be opened'}`;
    return of({ spec: entry.id, file: entry.file, status: 'unavailable', ms: 0, error: { code: 'missing_file', message, hint: 'replace the file with a good copy' } });
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
        ? { error: { code: 'write_failed' as const, message: `compiled, but nothing was cached: ${l.notCached}`, hint: 'every later command compiles it again; check PDFSPEC_CACHE_DIR (free space, permissions)' } }
        : {}),
    })),
    catchError((e: unknown) => {
      const err = toPdfspecError(e);
      return of<CacheBuildRecord>({ spec: entry.id, file: entry.file, status: 'failed', ms: ms(), error: { code: err.code, message: err.message, hint: err.hint } });
    }),
  );
}

/**
 * Compile what is not cached yet: one spec (`spec`, or the default spec), or
 * with `all` every spec that has a file. One record per spec, in list order;
 * a failure of one spec does not stop the others.
 */
export function cacheBuild$(ctx: ProcessContext, opts: { spec?: string; all?: boolean } = {}): Observable<CacheBuildRecord> {
  if (opts.all) {
    return ctx.specs().pipe(
      mergeMap((list) => from(list.filter((e) => e.file))),
      concatMap((entry) => buildOne(ctx, entry)),
    );
  }
  return ctx.resolveSpec(opts.spec).pipe(concatMap((entry) => buildOne(ctx, entry)));
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
