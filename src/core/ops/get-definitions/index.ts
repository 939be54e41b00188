/** The operation as every front end finds it in the list (../list.ts); its definition loads on first use. */
import { defineEntry } from '../define-entry.js';
import { getDefinitionsCommand } from './command.js';
import { GET_DEFINITIONS } from './name.js';
import { getDefinitionsTool } from './tool.js';

export const getDefinitionsEntry = defineEntry({
  name: GET_DEFINITIONS,
  load: () => import('./operation.js').then((m) => m.getDefinitionsOperation),
  runner: () => import('./runner.js').then((m) => m.getDefinitionsRunner),
  tool: getDefinitionsTool,
  command: getDefinitionsCommand,
});
