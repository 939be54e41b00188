/** The operation as every front end finds it in the list (../list.ts); its definition loads on first use. */
import { defineEntry } from '../define-entry.js';
import { getStructureCommand } from './command.js';
import { GET_STRUCTURE } from './name.js';
import { getStructureTool } from './tool.js';

export const getStructureEntry = defineEntry({
  name: GET_STRUCTURE,
  load: () => import('./operation.js').then((m) => m.getStructureOperation),
  runner: () => import('./runner.js').then((m) => m.getStructureRunner),
  tool: getStructureTool,
  command: getStructureCommand,
});
