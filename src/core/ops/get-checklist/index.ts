/** The operation as every front end finds it in the list (../list.ts); its definition loads on first use. */
import { defineEntry } from '../define-entry.js';
import { getChecklistCommand } from './command.js';
import { GET_CHECKLIST } from './name.js';
import { getChecklistTool } from './tool.js';

export const getChecklistEntry = defineEntry({
  name: GET_CHECKLIST,
  load: () => import('./operation.js').then((m) => m.getChecklistOperation),
  runner: () => import('./runner.js').then((m) => m.getChecklistRunner),
  tool: getChecklistTool,
  command: getChecklistCommand,
});
