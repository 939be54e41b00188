/**
 * The operation without its schemas, so without zod: what the core answers with when its check without zod
 * passes (define-runner.ts).
 */
import { defineRunner } from '../define-runner.js';
import { getChecklist } from './get-checklist.js';

export const getChecklistRunner = defineRunner({
  run: getChecklist,
  empty: { found: (r) => ({ total: r.matchedItems, what: 'requirements' }), filters: ['section', 'level', 'role'] },
});
