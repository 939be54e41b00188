/**
 * The operation without its schemas, so without zod: what the core answers with when its check without zod
 * passes (define-runner.ts).
 */
import { defineRunner } from '../define-runner.js';
import { getRequirements } from './get-requirements.js';

export const getRequirementsRunner = defineRunner({
  run: getRequirements,
  empty: {
    found: (r) => ({ total: r.matchedRequirements ?? r.totalRequirements, what: 'requirements' }),
    filters: ['section', 'level', 'role'],
  },
});
