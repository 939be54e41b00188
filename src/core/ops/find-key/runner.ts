/**
 * The operation without its schemas, so without zod: what the core answers with when its check without zod
 * passes (define-runner.ts).
 */
import { defineRunner } from '../define-runner.js';
import { findKey } from './find-key.js';
import { findKeyRule } from './rule.js';

export const findKeyRunner = defineRunner({
  run: findKey,
  empty: {
    // A verify report is never "nothing found": it says what agrees and what differs.
    found: (r) => (r.verify ? null : { total: r.totalKeys, what: 'dictionary entries' }),
    filters: ['key', 'dictionary'],
  },
  rule: findKeyRule,
});
