/**
 * The operation without its schemas, so without zod: what the core answers with when its check without zod
 * passes (define-runner.ts).
 */
import { defineRunner } from '../define-runner.js';
import { listSpecs } from './list-specs.js';

export const listSpecsRunner = defineRunner({
  run: listSpecs,
  empty: { found: (r) => ({ total: r.totalSpecs, what: 'specs' }), filters: ['category'] },
});
