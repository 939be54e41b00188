/** The operation as every front end finds it in the list (../list.ts); its definition loads on first use. */
import { defineEntry } from '../define-entry.js';
import { getTablesCommand } from './command.js';
import { GET_TABLES } from './name.js';
import { getTablesTool } from './tool.js';

export const getTablesEntry = defineEntry({
  name: GET_TABLES,
  load: () => import('./operation.js').then((m) => m.getTablesOperation),
  runner: () => import('./runner.js').then((m) => m.getTablesRunner),
  tool: getTablesTool,
  command: getTablesCommand,
});
