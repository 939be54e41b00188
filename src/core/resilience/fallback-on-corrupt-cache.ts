/**
 * `fallbackOnCorruptCache` — a corrupt, foreign or version-mismatched cache
 * entry is not a failure: log it and recompile from the PDF instead.
 *
 * The store throws `CorruptCacheError` (or its own `BadEntryError`, matched by
 * name) when a cache file fails its checksum or schema check, or was written
 * by another format or compiler version; anything else (permission errors,
 * bugs) passes through untouched.
 *
 * @example
 * readCachedModel$(key).pipe(fallbackOnCorruptCache(() => compile$(entry), ctx))
 * @see retryTransient for a cache file that is merely locked or mid-rename
 */
import { type MonoTypeOperatorFunction, type Observable, catchError, throwError } from 'rxjs';
import type { CoreContext } from '../context.js';

export class CorruptCacheError extends Error {
  override readonly name = 'CorruptCacheError';
  constructor(readonly file: string, readonly reason: string) {
    super(`cache entry ${file} is unusable: ${reason}`);
  }
}

/** Error names that mean "this cache entry cannot be used", whichever module threw them. */
const CORRUPT_NAMES = new Set(['CorruptCacheError', 'BadEntryError']);

export function isCorruptCache(err: unknown): err is Error {
  return err instanceof CorruptCacheError || (err instanceof Error && CORRUPT_NAMES.has(err.name));
}

export function fallbackOnCorruptCache<T>(
  recompile: (err: Error) => Observable<T>,
  ctx: Pick<CoreContext, 'log'>,
): MonoTypeOperatorFunction<T> {
  return catchError((err: unknown) => {
    if (!isCorruptCache(err)) return throwError(() => err);
    ctx.log(`fallback: ${err.message}; recompiling`);
    return recompile(err);
  });
}
