/**
 * `fallbackOnCorruptCache` — a corrupt, foreign or version-mismatched cache
 * entry is not a failure: log it and recompile from the PDF instead.
 *
 * The store throws `CorruptCacheError` when a cache file fails its checksum or
 * schema check (or was written by another compiler version); anything else
 * (permission errors, bugs) passes through untouched.
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

export function isCorruptCache(err: unknown): err is CorruptCacheError {
  return err instanceof CorruptCacheError || (err as { name?: unknown } | null)?.name === 'CorruptCacheError';
}

export function fallbackOnCorruptCache<T>(
  recompile: (err: CorruptCacheError) => Observable<T>,
  ctx: Pick<CoreContext, 'log'>,
): MonoTypeOperatorFunction<T> {
  return catchError((err: unknown) => {
    if (!isCorruptCache(err)) return throwError(() => err);
    ctx.log(`fallback: ${err.message}; recompiling`);
    return recompile(err);
  });
}
