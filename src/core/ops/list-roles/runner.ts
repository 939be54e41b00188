/**
 * The operation without its schemas, so without zod: what the core answers with when its check without zod
 * passes (define-runner.ts).
 */
import { defineRunner } from '../define-runner.js';
import { listRoles } from './list-roles.js';

export const listRolesRunner = defineRunner({
  run: listRoles,
  empty: { found: (r) => ({ total: r.roles.length, what: 'roles' }), filters: ['section'] },
});
