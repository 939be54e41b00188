/**
 * The model cache: one file per (PDF sha256, size, compiler version) under
 * <cacheDir>/models. Reads verify every checksum before a model is trusted;
 * a bad entry is logged and treated as a miss, so the caller rebuilds it.
 * The cache is best effort: an unwritable cache dir costs speed, never an answer.
 */
import { unlinkSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type MonoTypeOperatorFunction,
  Observable,
  catchError,
  concatMap,
  defer,
  from,
  map,
  of,
  switchMap,
  throwError,
  timer,
  last,
} from 'rxjs';
import { DamagedModelError, inMemoryReader, type ModelReader, type StoredSearchText } from '../model/reader.js';
import { COMPILER_VERSION, type DocModel } from '../model/types.js';
import { writeFileAtomic, sweepTempFiles, isTempName } from './atomic-write.js';
import {
  HASH_INDEX,
  clearCache,
  clearFile,
  listEntries,
  type CacheEntryInfo,
  type ClearResult,
} from './cache-maintenance.js';
import { type EntryFile, openEntry } from './entry-file.js';
import { BadEntryError, encodeEntry } from './entry-format.js';
import { FileIndex } from './file-index.js';
import { makeDir, refuseSymlink } from './fs-guards.js';
import { writeErrorReason } from '../model/file-reasons.js';
import { Fingerprinter, type Fingerprint } from './fingerprint.js';
import { lazyReader } from './lazy-reader.js';
import { LockUnusableError, lockPathFor, tryLock, type Release } from './lock.js';

export interface CacheKey extends Fingerprint {
  compilerVersion: number;
}

/**
 * What the store does but does not decide: the retry and fallback policies
 * (src/host/resilience/store-policies.ts) and the search text stored beside a
 * model (built by the core's search index). Passed in, so the store imports
 * nothing above the model.
 */
export interface StorePolicies {
  /** Retries a cache read that failed transiently; `onRetry` reports each retry. */
  retryRead<T>(onRetry: (err: unknown, retry: number, delayMs: number) => void): MonoTypeOperatorFunction<T>;
  /** Turns a bad entry (BadEntryError: corrupt, foreign, another compiler version) into `miss()`, saying so in the log. */
  fallbackOnBadEntry<T>(miss: () => Observable<T>, log: (message: string) => void): MonoTypeOperatorFunction<T>;
  /** The search text written beside each model; none when absent. */
  searchText?(model: DocModel): StoredSearchText;
}

export interface ModelStoreOptions {
  dir: string;
  log?: (message: string) => void;
  /** One line the user sees (not only with --verbose): why a model is compiled without the cache. */
  notice?: (message: string) => void;
  policies: StorePolicies;
  /** How often a process waiting for another's compile looks again (ms). */
  pollMs?: number;
  compilerVersion?: number;
}

export type Loaded = {
  reader: ModelReader;
  from: 'cache' | 'compiled';
  /** Why a model just compiled was not cached (cannot write the cache dir, the file changed meanwhile). */
  notCached?: string;
};

export { HASH_INDEX, SCAN_INDEX, type CacheEntryInfo, type ClearResult } from './cache-maintenance.js';

/**
 * Release the lock before the result is passed on (so a caller that goes on to
 * look at the cache dir never sees our lock), or at once on unsubscribe.
 */
function releasingLock<T>(release: Release): MonoTypeOperatorFunction<T> {
  return (source) =>
    new Observable<T>((sub) => {
      let settled = false;
      const inner = source.subscribe({
        next: (v) => sub.next(v),
        error: (err: unknown) => {
          settled = true;
          void release().finally(() => sub.error(err));
        },
        complete: () => {
          settled = true;
          void release().finally(() => sub.complete());
        },
      });
      return () => {
        inner.unsubscribe();
        if (!settled) void release();
      };
    });
}

/**
 * At once, not later: the model is loaded again next, and its new entry must not be the one removed. An entry
 * another process has just replaced with a good one may be removed too: that costs a compile, never an answer.
 */
function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // a cache that cannot be written keeps the entry; this process still treats it as a miss
  }
}

export class ModelStore {
  readonly dir: string;
  readonly modelsDir: string;
  readonly compilerVersion: number;
  private readonly log: (m: string) => void;
  private readonly fingerprinter: Fingerprinter;
  private swept = false;
  /** Entries a part of which failed its check after the load: a miss from then on, even where not removed. */
  private readonly damaged = new Set<string>();

  constructor(private readonly opts: ModelStoreOptions) {
    this.dir = opts.dir;
    this.modelsDir = join(opts.dir, 'models');
    this.compilerVersion = opts.compilerVersion ?? COMPILER_VERSION;
    this.log = opts.log ?? (() => undefined);
    this.fingerprinter = new Fingerprinter(new FileIndex<string>(join(opts.dir, HASH_INDEX), 1, this.log));
  }

  async keyOf(file: string): Promise<CacheKey> {
    return { ...(await this.fingerprinter.of(file)), compilerVersion: this.compilerVersion };
  }

  /** The key is made of a hex digest and integers only, so the path can never leave the models dir. */
  entryPath(key: CacheKey): string {
    if (
      !/^[0-9a-f]{64}$/.test(key.sha256) ||
      !Number.isSafeInteger(key.size) ||
      !Number.isSafeInteger(key.compilerVersion)
    ) {
      throw new Error(`invalid cache key ${JSON.stringify(key)}`);
    }
    return join(this.modelsDir, `m-${key.sha256}-${key.size}-c${key.compilerVersion}.pdfspec`);
  }

  /**
   * The cached model, or null on a miss. An entry whose header, layout, meta or
   * sections fail their checks throws BadEntryError (policies.fallbackOnBadEntry
   * makes it a miss in getOrBuild$); an unreadable one (permissions, a directory
   * in its place) is logged and is a miss. The reader reads, checks and parses
   * the other parts only as they are asked for (see guarded).
   */
  read$(key: CacheKey, file?: string): Observable<ModelReader | null> {
    const path = this.entryPath(key);
    return defer(() => {
      const entry = openEntry(path);
      if (this.damaged.has(path)) throw new BadEntryError('corrupt', 'a part was found damaged earlier');
      return of(entry);
    }).pipe(
      this.opts.policies.retryRead<EntryFile>((err, n, ms) =>
        this.log(`cache read ${path}: ${(err as Error).message}; retry ${n + 1} in ${ms} ms`),
      ),
      map((entry) => {
        try {
          const { header } = entry;
          if (header.sha256 !== key.sha256 || header.size !== key.size)
            throw new BadEntryError('foreign', 'it belongs to another file');
          if (header.compilerVersion !== key.compilerVersion) {
            throw new BadEntryError(
              'version',
              `compiled by compiler version ${header.compilerVersion}, expected ${key.compilerVersion}`,
            );
          }
          const guarded = this.guarded(entry, path);
          const reader = lazyReader(guarded.entry);
          guarded.loaded();
          if (file && reader.model.source?.file !== file) reader.model.source = { ...reader.model.source, file };
          return reader as ModelReader | null;
        } catch (err) {
          if (err instanceof BadEntryError)
            throw new BadEntryError(err.kind, `cache entry ${path} is unusable: ${err.message}`);
          throw new BadEntryError('corrupt', `cache entry ${path} is unusable: ${(err as Error).message}`);
        }
      }),
      catchError((err: unknown) => {
        if (err instanceof BadEntryError && !err.message.startsWith('cache entry '))
          return throwError(() => new BadEntryError(err.kind, `cache entry ${path} is unusable: ${err.message}`));
        if (err instanceof BadEntryError) return throwError(() => err);
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return of(null);
        this.log(`cache entry ${path} unreadable (${(err as Error).message}); compiling instead`);
        return of(null);
      }),
    );
  }

  /**
   * The entry's parts as the reader asks for them, after the load: a part that fails its check (or cannot be
   * read) then puts the entry out of use — logged, removed, and a miss for this process even where it cannot
   * be removed — and the reader says it is damaged (DamagedModelError), so the operation runs again on a model
   * loaded again.
   */
  private guarded(entry: EntryFile, path: string): { entry: EntryFile; loaded: () => void } {
    let damage: string | null = null;
    let loaded = false;
    const guard = <T>(read: () => T): T => {
      if (damage) throw new DamagedModelError(damage);
      try {
        return read();
      } catch (err) {
        // Found at the load, it is a miss like any other bad entry (read$ throws BadEntryError).
        if (!loaded) throw err;
        damage = `cache entry ${path} is unusable: ${(err as Error).message}`;
        this.damaged.add(path);
        removeQuietly(path);
        this.log(`${damage}; it is removed and the model loaded again`);
        throw new DamagedModelError(damage);
      }
    };
    return {
      entry: {
        header: entry.header,
        part: (name) => guard(() => entry.part(name)),
        chunks: (name) => entry.chunks(name),
        chunk: (name, k) => guard(() => entry.chunk(name, k)),
        damaged: () => damage !== null,
      },
      loaded: () => {
        loaded = true;
      },
    };
  }

  /** read$, with a bad entry logged (unless quiet: already said) and treated as a miss; it is then rebuilt. */
  private readOrMiss$(key: CacheKey, file: string, quiet = false): Observable<ModelReader | null> {
    return this.read$(key, file).pipe(
      this.opts.policies.fallbackOnBadEntry<ModelReader | null>(() => of(null), quiet ? () => undefined : this.log),
    );
  }

  /** Writes the entry; returns null when it is on disk, else why not (in words, with the path). Never throws. */
  async write(key: CacheKey, model: DocModel, id: { spec: string; file: string }): Promise<string | null> {
    const path = this.entryPath(key);
    try {
      await refuseSymlink(this.modelsDir);
      await makeDir(this.modelsDir);
      if (!this.swept) {
        this.swept = true;
        const n = await sweepTempFiles(this.modelsDir);
        if (n) this.log(`removed ${n} temp file(s) left by interrupted writers`);
      }
      const identity = { ...id, sha256: key.sha256, size: key.size, compilerVersion: key.compilerVersion };
      const search = this.opts.policies.searchText?.(model);
      await writeFileAtomic(path, encodeEntry(model, identity, new Date(), search ? { search } : {}));
      this.damaged.delete(path);
      return null;
    } catch (err) {
      const reason = `cannot write ${(err as NodeJS.ErrnoException).path ?? path}: ${writeErrorReason(err)}`;
      this.log(`could not write cache entry ${path}: ${(err as Error).message}`);
      return reason;
    }
  }

  /**
   * A model is cached under the hash of the bytes it was compiled from. When
   * that is not the key's hash, either the file changed while it was compiled
   * (then nothing is cached), or the hash index was wrong (a stale or damaged
   * hashes.json): it is corrected and the entry written under the right key,
   * so the index heals instead of forcing a compile on every run.
   */
  private async writeIfSameSource(
    key: CacheKey,
    model: DocModel,
    id: { spec: string; file: string },
  ): Promise<string | null> {
    const sha = model.source?.sha256;
    if (typeof sha === 'string' && /^[0-9a-f]{64}$/.test(sha) && sha !== key.sha256) {
      const now = await this.fingerprinter.of(id.file, true).catch(() => null);
      if (now?.sha256 !== sha || now.size !== model.source.size) {
        this.log(`${id.file} changed while it was compiled; not caching this model`);
        return `${id.file} changed while it was compiled`;
      }
      this.log(`the hash index had a wrong hash for ${id.file}; corrected`);
      return this.write({ ...key, sha256: sha, size: now.size }, model, id);
    }
    return this.write(key, model, id);
  }

  /**
   * Read the model, or build it under the entry's lock and write it. Several
   * processes (or calls) asking at once: one builds, the others wait and read.
   */
  getOrBuild$(
    key: CacheKey,
    id: { spec: string; file: string },
    build$: () => Observable<DocModel>,
    onWait?: () => void,
  ): Observable<Loaded> {
    const path = this.entryPath(key);
    const pollMs = this.opts.pollMs ?? 200;
    const fromCache = (reader: ModelReader): Loaded => ({ reader, from: 'cache' });
    const attempt = (waited: boolean): Observable<Loaded> =>
      this.readOrMiss$(key, id.file).pipe(
        switchMap((hit) => {
          if (hit) return of(fromCache(hit));
          return defer(async () => {
            const noDir = await refuseSymlink(this.modelsDir)
              .then(() => makeDir(this.modelsDir))
              .then(
                () => null,
                (err: NodeJS.ErrnoException) =>
                  new LockUnusableError(`cannot write ${err.path ?? this.modelsDir}: ${writeErrorReason(err)}`),
              );
            if (noDir) return noDir;
            return tryLock(lockPathFor(path), this.log).catch((err: Error) => {
              // A lock that can be neither taken nor broken costs the cache, never the answer.
              if (err instanceof LockUnusableError) return err;
              throw err;
            });
          }).pipe(
            switchMap((release) => {
              if (release instanceof LockUnusableError) {
                (this.opts.notice ?? this.log)(`${release.reason}; compiling without the cache`);
                return build$().pipe(
                  last(),
                  map((model): Loaded => ({
                    reader: inMemoryReader(model),
                    from: 'compiled',
                    notCached: release.reason,
                  })),
                );
              }
              if (!release) {
                if (!waited) onWait?.();
                return timer(pollMs).pipe(switchMap(() => attempt(true)));
              }
              // Re-check under the lock: the previous holder may have just finished.
              return this.readOrMiss$(key, id.file, true)
                .pipe(
                  switchMap((again) =>
                    again
                      ? of(fromCache(again))
                      : build$().pipe(
                          last(),
                          concatMap((model) =>
                            from(this.writeIfSameSource(key, model, id)).pipe(
                              map((notCached): Loaded => ({
                                reader: inMemoryReader(model),
                                from: 'compiled',
                                ...(notCached ? { notCached } : {}),
                              })),
                            ),
                          ),
                        ),
                  ),
                )
                .pipe(releasingLock(release));
            }),
          );
        }),
      );
    return attempt(false);
  }

  /** Every entry in the models dir, checked in full. */
  list(): Promise<CacheEntryInfo[]> {
    return listEntries(this.modelsDir, this.compilerVersion);
  }

  /** Temp files of interrupted or running writers. */
  async tempFiles(): Promise<string[]> {
    const names = await readdir(this.modelsDir).catch(() => [] as string[]);
    return names.filter(isTempName).map((n) => join(this.modelsDir, n));
  }

  /** Remove what pdfspec put in the cache dir, and say what could not be removed. */
  clear(): Promise<ClearResult> {
    return clearCache(this.dir, this.modelsDir);
  }

  /** Remove what the cache holds about one spec's file: its entries, its hash, its title and any mark of unusable. */
  clearFile(target: { file: string; spec: string }): Promise<ClearResult> {
    return clearFile(this.dir, this.modelsDir, this.compilerVersion, target);
  }
}
