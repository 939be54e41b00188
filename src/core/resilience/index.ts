export { retryTransient, backoffDelay, DEFAULT_RETRY_COUNT, type RetryTransientConfig } from './retry-transient.js';
export { isTransient, retryAfterOf, TransientError } from './transient.js';
export { fallbackToSuggestions, type SearchLike } from './fallback-to-suggestions.js';
export { unavailableOnOpenFailure, openFailureReason } from './unavailable-on-open-failure.js';
// reloadDamagedModel (./reload-damaged-model.js) is imported directly (create-core.ts, the core's public entry for
// the CLI's trace), not through this index: the host imports this index too, and a module both reach would be one
// more chunk for every warm command to load.
