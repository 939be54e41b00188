/**
 * `retryTransient` — retry what is transient, with exponential backoff.
 *
 * The delay before retry n (n = 0, 1, 2 …) is min(1000 × 2ⁿ, 10000) ms, or a
 * server's Retry-After when longer, still within the cap. The delay function
 * rethrows anything that is not transient, so permanent errors are never
 * retried. `resetOnSuccess` restarts both the count and the backoff after a
 * value got through.
 *
 * @example
 * readCache$(key).pipe(retryTransient({ count: 3 }))
 * download$(url).pipe(retryTransient({ onRetry: (err, n, ms) => log(`retry ${n + 1} in ${ms} ms`) }))
 * @see isTransient
 */
import { type MonoTypeOperatorFunction, type SchedulerLike, asyncScheduler, retry, throwError, timer } from 'rxjs';
import { isTransient, retryAfterOf } from './transient.js';

export interface RetryTransientConfig {
  /** Attempts after the first (default 3). */
  count?: number;
  /** Base delay in ms (default 1000). */
  baseMs?: number;
  /** Cap in ms (default 10000). */
  maxMs?: number;
  resetOnSuccess?: boolean;
  /** Called before each retry; for progress and logs. */
  onRetry?: (err: unknown, retryIndex: number, delayMs: number) => void;
  scheduler?: SchedulerLike;
}

export const DEFAULT_RETRY_COUNT = 3;

export function backoffDelay(retryIndex: number, baseMs = 1000, maxMs = 10_000): number {
  return Math.min(baseMs * 2 ** retryIndex, maxMs);
}

export function retryTransient<T>(config: RetryTransientConfig | number = {}): MonoTypeOperatorFunction<T> {
  const cfg = typeof config === 'number' ? { count: config } : config;
  const {
    count = DEFAULT_RETRY_COUNT,
    baseMs = 1000,
    maxMs = 10_000,
    resetOnSuccess = false,
    onRetry,
    scheduler = asyncScheduler,
  } = cfg;
  return retry<T>({
    count,
    resetOnSuccess,
    delay: (err, retryCount) => {
      if (!isTransient(err)) return throwError(() => err);
      const backoff = backoffDelay(retryCount - 1, baseMs, maxMs);
      const ms = Math.min(Math.max(backoff, retryAfterOf(err) ?? 0), maxMs);
      onRetry?.(err, retryCount - 1, ms);
      return timer(ms, scheduler);
    },
  });
}
