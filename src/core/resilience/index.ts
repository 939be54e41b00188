export { retryTransient, backoffDelay, DEFAULT_RETRY_COUNT, type RetryTransientConfig } from './retry-transient.js';
export { isTransient, TransientError } from './transient.js';
