export { retryTransient, backoffDelay, DEFAULT_RETRY_COUNT, type RetryTransientConfig } from './retry-transient.js';
export { isTransient, retryAfterOf, TransientError } from './transient.js';
