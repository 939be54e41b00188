export { retryTransient, backoffDelay, DEFAULT_RETRY_COUNT, type RetryTransientConfig } from './retry-transient.js';
export { isTransient, retryAfterOf, TransientError } from './transient.js';
export { fallbackOnCorruptCache, isCorruptCache } from './fallback-on-corrupt-cache.js';
export { fallbackToSuggestions, type SearchLike } from './fallback-to-suggestions.js';
export { unavailableOnOpenFailure, openFailureReason } from './unavailable-on-open-failure.js';
export { storePolicies } from './store-policies.js';
