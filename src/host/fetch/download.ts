/**
 * A download with the retry policy: each attempt is a fresh GET into the same
 * temp file (see http-attempt.ts), transient faults are retried with
 * `retryTransient`, and every retry is reported as an event so the progress
 * display can show it. When the retries run out, the last fault becomes one
 * PdfspecError naming the URL.
 */
import { Observable, catchError, throwError } from 'rxjs';
import { PdfspecError } from '../../core/errors.js';
import { DEFAULT_RETRY_COUNT, isTransient, retryTransient } from '../../core/resilience/index.js';
import { type AttemptEvent, type AttemptOptions, httpAttempt$ } from './http-attempt.js';

export interface DownloadOptions extends AttemptOptions {
  /** Retries after the first attempt (default 3). */
  retries?: number;
  /** First backoff delay (default 1000 ms); the backoff doubles up to maxMs. */
  baseMs?: number;
  maxMs?: number;
}

export type DownloadEvent =
  AttemptEvent | { kind: 'retry'; retry: number; of: number; delayMs: number; reason: string };

const firstLine = (err: unknown) => (err instanceof Error ? err.message : String(err)).split('\n')[0]!;

export function download$(url: string, file: string, opts: DownloadOptions): Observable<DownloadEvent> {
  const count = opts.retries ?? DEFAULT_RETRY_COUNT;
  return new Observable<DownloadEvent>((subscriber) => {
    let retries = 0;
    return httpAttempt$(url, file, opts)
      .pipe(
        retryTransient({
          count,
          baseMs: opts.baseMs,
          maxMs: opts.maxMs,
          onRetry: (err, n, delayMs) => {
            retries = n + 1;
            subscriber.next({ kind: 'retry', retry: n + 1, of: count, delayMs, reason: firstLine(err) });
          },
        }),
        catchError((err: unknown) => {
          if (err instanceof PdfspecError) return throwError(() => err);
          const why = firstLine(err);
          const after = retries > 0 ? ` after ${retries} ${retries === 1 ? 'retry' : 'retries'}` : '';
          const hint = isTransient(err)
            ? 'the server or the network kept failing; try again later'
            : 'check the URL and your network connection';
          const named = why.includes(url) ? why : `${why}: ${url}`;
          return throwError(() => new PdfspecError('missing_file', `download failed${after}: ${named}`, hint));
        }),
      )
      .subscribe(subscriber);
  });
}
