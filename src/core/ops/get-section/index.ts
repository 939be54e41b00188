/** The operation as every front end finds it in the list (../list.ts); its definition loads on first use. */
import { defineEntry } from '../define-entry.js';
import { getSectionCommand } from './command.js';
import { GET_SECTION } from './name.js';
import { getSectionTool } from './tool.js';

export const getSectionEntry = defineEntry({
  name: GET_SECTION,
  load: () => import('./operation.js').then((m) => m.getSectionOperation),
  runner: () => import('./runner.js').then((m) => m.getSectionRunner),
  tool: getSectionTool,
  command: getSectionCommand,
});
