export { fallbackOnCorruptCache, isCorruptCache } from './fallback-on-corrupt-cache.js';
export { storePolicies } from './store-policies.js';
