/** The operation as every front end finds it in the list (../list.ts); its definition loads on first use. */
import { defineEntry } from '../define-entry.js';
import { listSpecsCommand } from './command.js';
import { LIST_SPECS } from './name.js';
import { listSpecsTool } from './tool.js';

export const listSpecsEntry = defineEntry({
  name: LIST_SPECS,
  load: () => import('./operation.js').then((m) => m.listSpecsOperation),
  runner: () => import('./runner.js').then((m) => m.listSpecsRunner),
  tool: listSpecsTool,
  command: listSpecsCommand,
});
