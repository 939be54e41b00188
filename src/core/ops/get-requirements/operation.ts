import { defineOperation } from '../define-operation.js';
import { GET_REQUIREMENTS } from './name.js';
import { getRequirements } from './get-requirements.js';
import { getRequirementsInput, getRequirementsOutput } from './schema.js';

export const getRequirementsOperation = defineOperation({
  name: GET_REQUIREMENTS,
  input: getRequirementsInput,
  output: getRequirementsOutput,
  run: getRequirements,
  empty: {
    found: (r) => ({ total: r.matchedRequirements ?? r.totalRequirements, what: 'requirements' }),
    filters: ['section', 'level', 'role'],
  },
});
