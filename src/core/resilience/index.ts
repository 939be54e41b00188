export { retryTransient, backoffDelay, DEFAULT_RETRY_COUNT, type RetryTransientConfig } from './retry-transient.js';
export { isTransient, retryAfterOf, TransientError } from './transient.js';
export { fallbackToSuggestions, type SearchLike } from './fallback-to-suggestions.js';
export { unavailableOnOpenFailure, openFailureReason } from './unavailable-on-open-failure.js';
export { reloadDamagedModel } from './reload-damaged-model.js';
