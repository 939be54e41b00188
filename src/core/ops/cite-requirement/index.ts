/** The operation as every front end finds it in the list (../list.ts); a CLI and TUI operation, no MCP tool. */
import { defineEntry } from '../define-entry.js';
import { citeRequirementCommand } from './command.js';
import { CITE_REQUIREMENT } from './name.js';

export const citeRequirementEntry = defineEntry({
  name: CITE_REQUIREMENT,
  load: () => import('./operation.js').then((m) => m.citeRequirementOperation),
  runner: () => import('./runner.js').then((m) => m.citeRequirementRunner),
  command: citeRequirementCommand,
});
