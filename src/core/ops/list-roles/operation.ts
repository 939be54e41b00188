/** The operation's definition: its schemas (schema.ts) around its runner (runner.ts). */
import { defineOperation } from '../define-operation.js';
import { LIST_ROLES } from './name.js';
import { listRolesRunner } from './runner.js';
import { listRolesInput, listRolesOutput } from './schema.js';

export const listRolesOperation = defineOperation({
  name: LIST_ROLES,
  input: listRolesInput,
  output: listRolesOutput,
  ...listRolesRunner,
});
