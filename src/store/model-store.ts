/**
 * The model cache: one file per (PDF sha256, size, compiler version) under
 * <cacheDir>/models. Reads verify every checksum before a model is trusted;
 * a bad entry is logged and treated as a miss, so the caller rebuilds it.
 * The cache is best effort: an unwritable cache dir costs speed, never an answer.
 */
import { mkdir, readFile, readdir, stat, unlink, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type MonoTypeOperatorFunction, Observable, catchError, concatMap, defer, from, map, of, switchMap, throwError, timer, last } from 'rxjs';
import { inMemoryReader, type ModelReader, type StoredSearchText } from '../model/reader.js';
import { COMPILER_VERSION, type DocModel } from '../model/types.js';
import { writeFileAtomic, sweepTempFiles, isTempName } from './atomic-write.js';
import { BadEntryError, decodeEntry, decodeHeader, encodeEntry, type EntryHeader } from './entry-format.js';
import { FileIndex } from './file-index.js';
import { Fingerprinter, type Fingerprint } from './fingerprint.js';
import { lazyReader } from './lazy-reader.js';
import { lockPathFor, tryLock, type Release } from './lock.js';

export interface CacheKey extends Fingerprint {
  compilerVersion: number;
}

/**
 * What the store does but does not decide: the retry and fallback policies
 * (src/core/resilience/store-policies.ts) and the search text stored beside a
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
  policies: StorePolicies;
  /** How often a process waiting for another's compile looks again (ms). */
  pollMs?: number;
  compilerVersion?: number;
}

export interface CacheEntryInfo {
  path: string;
  spec: string | null;
  file: string | null;
  /** Size of the source PDF. */
  size: number | null;
  /** Size of the cache entry. */
  bytes: number;
  compiledAt: string | null;
  compilerVersion: number | null;
  /** Built by this version of the compiler (older entries are never read). */
  current: boolean;
  valid: boolean;
  reason?: string;
}

export type Loaded = { reader: ModelReader; from: 'cache' | 'compiled' };

const ENTRY_NAME = /^m-([0-9a-f]{64})-(\d+)-c(\d+)\.pdfspec$/;
export const HASH_INDEX = 'hashes.json';
export const SCAN_INDEX = 'scan.json';

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

export class ModelStore {
  readonly dir: string;
  readonly modelsDir: string;
  readonly compilerVersion: number;
  private readonly log: (m: string) => void;
  private readonly fingerprinter: Fingerprinter;
  private swept = false;

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
    if (!/^[0-9a-f]{64}$/.test(key.sha256) || !Number.isSafeInteger(key.size) || !Number.isSafeInteger(key.compilerVersion)) {
      throw new Error(`invalid cache key ${JSON.stringify(key)}`);
    }
    return join(this.modelsDir, `m-${key.sha256}-${key.size}-c${key.compilerVersion}.pdfspec`);
  }

  /**
   * The cached model, or null on a miss. An entry that fails its checks throws
   * BadEntryError (policies.fallbackOnBadEntry makes it a miss in getOrBuild$); an
   * unreadable one (permissions, a directory in its place) is logged and is a miss.
   * The reader parses the entry's parts only as they are asked for.
   */
  read$(key: CacheKey, file?: string): Observable<ModelReader | null> {
    const path = this.entryPath(key);
    return defer(() => readFile(path)).pipe(
      this.opts.policies.retryRead<Buffer>((err, n, ms) => this.log(`cache read ${path}: ${(err as Error).message}; retry ${n + 1} in ${ms} ms`)),
      map((buf) => {
        try {
          const { header, parts } = decodeEntry(buf);
          if (header.sha256 !== key.sha256 || header.size !== key.size) throw new BadEntryError('foreign', 'it belongs to another file');
          if (header.compilerVersion !== key.compilerVersion) {
            throw new BadEntryError('version', `compiled by compiler version ${header.compilerVersion}, expected ${key.compilerVersion}`);
          }
          const reader = lazyReader(parts, header.keys);
          if (file && reader.model.source?.file !== file) reader.model.source = { ...reader.model.source, file };
          return reader as ModelReader | null;
        } catch (err) {
          if (err instanceof BadEntryError) throw new BadEntryError(err.kind, `cache entry ${path} is unusable: ${err.message}`);
          throw new BadEntryError('corrupt', `cache entry ${path} is unusable: ${(err as Error).message}`);
        }
      }),
      catchError((err: unknown) => {
        if (err instanceof BadEntryError) return throwError(() => err);
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return of(null);
        this.log(`cache entry ${path} unreadable (${(err as Error).message}); compiling instead`);
        return of(null);
      }),
    );
  }

  /** read$, with a bad entry logged (unless quiet: already said) and treated as a miss; it is then rebuilt. */
  private readOrMiss$(key: CacheKey, file: string, quiet = false): Observable<ModelReader | null> {
    return this.read$(key, file).pipe(this.opts.policies.fallbackOnBadEntry<ModelReader | null>(() => of(null), quiet ? () => undefined : this.log));
  }

  async write(key: CacheKey, model: DocModel, id: { spec: string; file: string }): Promise<void> {
    const path = this.entryPath(key);
    try {
      await mkdir(this.modelsDir, { recursive: true });
      if (!this.swept) {
        this.swept = true;
        const n = await sweepTempFiles(this.modelsDir);
        if (n) this.log(`removed ${n} temp file(s) left by interrupted writers`);
      }
      const identity = { ...id, sha256: key.sha256, size: key.size, compilerVersion: key.compilerVersion };
      const search = this.opts.policies.searchText?.(model);
      await writeFileAtomic(path, encodeEntry(model, identity, new Date(), search ? { search } : {}));
    } catch (err) {
      this.log(`could not write cache entry ${path}: ${(err as Error).message}`);
    }
  }

  /** A file replaced between hashing and compiling must not be cached under the old file's key. */
  private async writeIfSameSource(key: CacheKey, model: DocModel, id: { spec: string; file: string }): Promise<void> {
    const sha = model.source?.sha256;
    if (typeof sha === 'string' && /^[0-9a-f]{64}$/.test(sha) && sha !== key.sha256) {
      this.log(`${id.file} changed while it was compiled; not caching this model`);
      return;
    }
    await this.write(key, model, id);
  }

  /**
   * Read the model, or build it under the entry's lock and write it. Several
   * processes (or calls) asking at once: one builds, the others wait and read.
   */
  getOrBuild$(key: CacheKey, id: { spec: string; file: string }, build$: () => Observable<DocModel>, onWait?: () => void): Observable<Loaded> {
    const path = this.entryPath(key);
    const pollMs = this.opts.pollMs ?? 200;
    const fromCache = (reader: ModelReader): Loaded => ({ reader, from: 'cache' });
    const attempt = (waited: boolean): Observable<Loaded> =>
      this.readOrMiss$(key, id.file).pipe(
        switchMap((hit) => {
          if (hit) return of(fromCache(hit));
          return defer(async () => {
            await mkdir(this.modelsDir, { recursive: true }).catch(() => undefined);
            // Without a usable cache dir there is nothing to coordinate: just build.
            return tryLock(lockPathFor(path), this.log).catch((err: Error) => {
              this.log(`no compile lock (${err.message}); compiling without one`);
              return async () => undefined;
            });
          }).pipe(
            switchMap((release) => {
              if (!release) {
                if (!waited) onWait?.();
                return timer(pollMs).pipe(switchMap(() => attempt(true)));
              }
              // Re-check under the lock: the previous holder may have just finished.
              return this.readOrMiss$(key, id.file, true).pipe(
                switchMap((again) =>
                  again
                    ? of(fromCache(again))
                    : build$().pipe(
                        last(),
                        concatMap((model) => from(this.writeIfSameSource(key, model, id)).pipe(map((): Loaded => ({ reader: inMemoryReader(model), from: 'compiled' })))),
                      ),
                ),
              ).pipe(releasingLock(release));
            }),
          );
        }),
      );
    return attempt(false);
  }

  /** Every entry in the models dir, checked in full. */
  async list(): Promise<CacheEntryInfo[]> {
    const names = await readdir(this.modelsDir).catch(() => [] as string[]);
    const out: CacheEntryInfo[] = [];
    for (const name of names.sort()) {
      const m = ENTRY_NAME.exec(name);
      if (!m) continue;
      const path = join(this.modelsDir, name);
      const buf = await readFile(path).catch(() => null);
      if (!buf) continue;
      let header: EntryHeader | null = null;
      let reason: string | undefined;
      try {
        header = decodeHeader(buf);
        decodeEntry(buf);
        if (header.sha256 !== m[1] || header.size !== Number(m[2]) || header.compilerVersion !== Number(m[3])) {
          reason = 'header does not match the file name';
        }
      } catch (err) {
        reason = (err as Error).message;
      }
      out.push({
        path,
        spec: header?.spec ?? null,
        file: header?.file ?? null,
        size: header?.size ?? null,
        bytes: buf.length,
        compiledAt: header?.createdAt ?? null,
        compilerVersion: header?.compilerVersion ?? null,
        current: header?.compilerVersion === this.compilerVersion,
        valid: !reason,
        ...(reason ? { reason } : {}),
      });
    }
    return out;
  }

  /** Temp files of interrupted or running writers. */
  async tempFiles(): Promise<string[]> {
    const names = await readdir(this.modelsDir).catch(() => [] as string[]);
    return names.filter(isTempName).map((n) => join(this.modelsDir, n));
  }

  /**
   * Remove what pdfspec put in the cache dir — and nothing else: the dir may be
   * one the user chose ($PDFSPEC_CACHE_DIR=~/something), so no recursive delete.
   */
  async clear(): Promise<{ dir: string; removed: number; bytes: number }> {
    let removed = 0;
    let bytes = 0;
    const drop = async (path: string) => {
      const st = await stat(path).catch(() => null);
      if (!st?.isFile()) return;
      if (await unlink(path).then(() => true, () => false)) {
        removed++;
        bytes += st.size;
      }
    };
    for (const name of await readdir(this.modelsDir).catch(() => [] as string[])) {
      const base = name.replace(/\.lock$/, '').replace(/\.tmp-.*$/, '');
      if (ENTRY_NAME.test(base)) await drop(join(this.modelsDir, name));
    }
    await rmdir(this.modelsDir).catch(() => undefined);
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      const base = name.replace(/\.tmp-.*$/, '');
      if (base === HASH_INDEX || base === SCAN_INDEX) await drop(join(this.dir, name));
    }
    return { dir: this.dir, removed, bytes };
  }
}
