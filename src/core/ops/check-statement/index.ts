/** The operation as every front end finds it in the list (../list.ts); its definition loads on first use. */
import { defineEntry } from '../define-entry.js';
import { checkStatementCommand } from './command.js';
import { CHECK_STATEMENT } from './name.js';
import { checkStatementTool } from './tool.js';

export const checkStatementEntry = defineEntry({
  name: CHECK_STATEMENT,
  load: () => import('./operation.js').then((m) => m.checkStatementOperation),
  runner: () => import('./runner.js').then((m) => m.checkStatementRunner),
  tool: checkStatementTool,
  command: checkStatementCommand,
});
