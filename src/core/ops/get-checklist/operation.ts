import { defineOperation } from '../define-operation.js';
import { GET_CHECKLIST } from './name.js';
import { getChecklist } from './get-checklist.js';
import { getChecklistInput, getChecklistOutput } from './schema.js';

export const getChecklistOperation = defineOperation({
  name: GET_CHECKLIST,
  input: getChecklistInput,
  output: getChecklistOutput,
  run: getChecklist,
  empty: { found: (r) => ({ total: r.matchedItems, what: 'requirements' }), filters: ['section', 'level', 'role'] },
});
