/**
 * `unavailableOnOpenFailure` — a PDF that cannot be opened (truncated,
 * encrypted, not a PDF, unreadable, a symlink loop) does not break the listing:
 * its entry is reported `available: false` with the reason, and every other
 * spec keeps working. Bugs and unexpected errors still propagate.
 *
 * @example
 * probe$(entry).pipe(retryTransient(), unavailableOnOpenFailure(entry, ctx))
 */
import { type OperatorFunction, catchError, of, throwError } from 'rxjs';
import { FILE_ERROR_REASONS } from '../../model/file-reasons.js';
import type { OperationContext, SpecEntry } from '../operation-context.js';

/** File-system failures that make one file unusable (and say nothing about the others). */
const FS_REASONS: Record<string, string> = {
  ...FILE_ERROR_REASONS,
  ENAMETOOLONG: 'unreadable (path too long)',
  EMFILE: 'temporarily unreadable (too many open files)',
  ENFILE: 'temporarily unreadable (too many open files)',
  EBUSY: 'temporarily unreadable (busy)',
  EAGAIN: 'temporarily unreadable (busy)',
};

/** The reason a file could not be opened, or undefined when `err` is not an open failure. */
export function openFailureReason(err: unknown): string | undefined {
  const e = err as { name?: unknown; reason?: unknown; code?: unknown } | null;
  if (!e || typeof e !== 'object') return undefined;
  // PdfOpenError from src/compile/pdf/open.ts, matched by shape so this stays free of the compiler.
  if (e.name === 'PdfOpenError' && typeof e.reason === 'string') return e.reason;
  if (typeof e.code === 'string') return FS_REASONS[e.code];
  return undefined;
}

export function unavailableOnOpenFailure<T extends SpecEntry>(
  entry: T,
  ctx: Pick<OperationContext, 'log'>,
): OperatorFunction<T, T> {
  return catchError((err: unknown) => {
    const reason = openFailureReason(err);
    if (reason === undefined) return throwError(() => err);
    ctx.log(`fallback: ${entry.id} (${entry.file ?? 'no file'}) is unavailable: ${reason}`);
    return of({ ...entry, available: false, reason });
  });
}
