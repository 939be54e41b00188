/** The operation as every front end finds it in the list (../list.ts); its definition loads on first use. */
import { defineEntry } from '../define-entry.js';
import { compareVersionsCommand } from './command.js';
import { COMPARE_VERSIONS } from './name.js';
import { compareVersionsTool } from './tool.js';

export const compareVersionsEntry = defineEntry({
  name: COMPARE_VERSIONS,
  load: () => import('./operation.js').then((m) => m.compareVersionsOperation),
  runner: () => import('./runner.js').then((m) => m.compareVersionsRunner),
  tool: compareVersionsTool,
  command: compareVersionsCommand,
});
