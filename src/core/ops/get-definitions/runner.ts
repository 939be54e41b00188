/**
 * The operation without its schemas, so without zod: what the core answers with when its check without zod
 * passes (define-runner.ts).
 */
import { defineRunner } from '../define-runner.js';
import { getDefinitions } from './get-definitions.js';

export const getDefinitionsRunner = defineRunner({
  run: getDefinitions,
  empty: { found: (r) => ({ total: r.totalDefinitions, what: 'definitions' }), filters: ['term', 'kind'] },
});
