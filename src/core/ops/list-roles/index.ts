/** The operation as every front end finds it in the list (../list.ts); a CLI and TUI operation, no MCP tool. */
import { defineEntry } from '../define-entry.js';
import { listRolesCommand } from './command.js';
import { LIST_ROLES } from './name.js';

export const listRolesEntry = defineEntry({
  name: LIST_ROLES,
  load: () => import('./operation.js').then((m) => m.listRolesOperation),
  runner: () => import('./runner.js').then((m) => m.listRolesRunner),
  command: listRolesCommand,
});
