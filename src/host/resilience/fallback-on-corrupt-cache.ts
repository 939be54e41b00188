/**
 * `fallbackOnCorruptCache` — a corrupt, foreign or version-mismatched cache
 * entry is not a failure: log it and recompile from the PDF instead.
 *
 * The store throws `BadEntryError` when a cache file fails its checksum or
 * schema check, or was written for another file or compiler version;
 * anything else (permission errors, bugs) passes through untouched.
 *
 * @example
 * store.read$(key).pipe(fallbackOnCorruptCache(() => compile$(entry), ctx))
 * @see retryTransient for a cache file that is merely locked or mid-rename
 */
import { type MonoTypeOperatorFunction, type Observable, catchError, throwError } from 'rxjs';
import { BadEntryError } from '../../store/entry-format.js';

export function isCorruptCache(err: unknown): err is BadEntryError {
  return err instanceof BadEntryError;
}

export function fallbackOnCorruptCache<T>(
  recompile: (err: Error) => Observable<T>,
  ctx: { log(message: string): void },
): MonoTypeOperatorFunction<T> {
  return catchError((err: unknown) => {
    if (!isCorruptCache(err)) return throwError(() => err);
    ctx.log(`fallback: ${err.message}; recompiling`);
    return recompile(err);
  });
}
