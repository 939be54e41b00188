/**
 * `unavailableOnOpenFailure` — a PDF that cannot be opened (truncated,
 * encrypted, not a PDF, unreadable, a symlink loop) does not break the listing:
 * it is reported unusable with the reason (`unavailable(reason)`), and every
 * other spec keeps working. Bugs and unexpected errors still propagate.
 *
 * @example
 * probe$(file).pipe(retryTransient(), unavailableOnOpenFailure(file, (reason) => ({ reason }), ctx))
 * @see src/host/registry/scan.ts, where the spec directories are probed
 */
import { type MonoTypeOperatorFunction, catchError, of, throwError } from 'rxjs';
import { fileErrorReason } from '../../model/file-reasons.js';

/** The reason a file could not be opened, or undefined when `err` is not an open failure. */
export function openFailureReason(err: unknown): string | undefined {
  const e = err as { name?: unknown; reason?: unknown; code?: unknown } | null;
  if (!e || typeof e !== 'object') return undefined;
  // PdfOpenError from src/compile/pdf/open.ts, matched by shape so this stays free of the compiler.
  if (e.name === 'PdfOpenError' && typeof e.reason === 'string') return e.reason;
  return fileErrorReason(e);
}

export function unavailableOnOpenFailure<T>(
  file: string,
  unavailable: (reason: string) => T,
  ctx: { log(message: string): void },
): MonoTypeOperatorFunction<T> {
  return catchError((err: unknown) => {
    const reason = openFailureReason(err);
    if (reason === undefined) return throwError(() => err);
    ctx.log(`fallback: ${file} is unavailable: ${reason}`);
    return of(unavailable(reason));
  });
}
