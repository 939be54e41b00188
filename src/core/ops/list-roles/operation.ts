import { defineOperation } from '../define-operation.js';
import { LIST_ROLES } from './name.js';
import { listRoles } from './list-roles.js';
import { listRolesInput, listRolesOutput } from './schema.js';

export const listRolesOperation = defineOperation({
  name: LIST_ROLES,
  input: listRolesInput,
  output: listRolesOutput,
  run: listRoles,
  empty: { found: (r) => ({ total: r.roles.length, what: 'roles' }), filters: ['section'] },
});
