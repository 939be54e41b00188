/**
 * The policies the model store applies, as the store's parameters: transient
 * read errors are retried (`retryTransient`), a bad entry becomes a miss that
 * is rebuilt (`fallbackOnCorruptCache`). The store itself imports no policy.
 */
import type { StorePolicies } from '../../store/model-store.js';
import { fallbackOnCorruptCache } from './fallback-on-corrupt-cache.js';
import { retryTransient, type RetryTransientConfig } from '../../core/resilience/retry-transient.js';

/** `retry`: the backoff's timing (tests pass small delays or a scheduler). */
export function storePolicies(retry: RetryTransientConfig = {}): Omit<StorePolicies, 'searchText'> {
  return {
    retryRead: (onRetry) => retryTransient({ ...retry, onRetry }),
    fallbackOnBadEntry: (miss, log) => fallbackOnCorruptCache(() => miss(), { log }),
  };
}
