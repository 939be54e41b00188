/** The operation as every front end finds it in the list (../list.ts); its definition loads on first use. */
import { defineEntry } from '../define-entry.js';
import { searchSpecCommand } from './command.js';
import { SEARCH_SPEC } from './name.js';
import { searchSpecTool } from './tool.js';

export const searchSpecEntry = defineEntry({
  name: SEARCH_SPEC,
  load: () => import('./operation.js').then((m) => m.searchSpecOperation),
  runner: () => import('./runner.js').then((m) => m.searchSpecRunner),
  tool: searchSpecTool,
  command: searchSpecCommand,
});
