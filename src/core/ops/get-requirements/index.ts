/** The operation as every front end finds it in the list (../list.ts); its definition loads on first use. */
import { defineEntry } from '../define-entry.js';
import { getRequirementsCommand } from './command.js';
import { GET_REQUIREMENTS } from './name.js';
import { getRequirementsTool } from './tool.js';

export const getRequirementsEntry = defineEntry({
  name: GET_REQUIREMENTS,
  load: () => import('./operation.js').then((m) => m.getRequirementsOperation),
  runner: () => import('./runner.js').then((m) => m.getRequirementsRunner),
  tool: getRequirementsTool,
  command: getRequirementsCommand,
});
