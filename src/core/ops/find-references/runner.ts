/**
 * The operation without its schemas, so without zod: what the core answers with when its check without zod
 * passes (define-runner.ts).
 */
import { defineRunner } from '../define-runner.js';
import { findReferences } from './find-references.js';

export const findReferencesRunner = defineRunner({
  run: findReferences,
  empty: {
    found: (r) => ({ total: r.totalOutgoing + r.totalIncoming, what: 'cross-references' }),
    filters: ['section'],
  },
});
