import { defineOperation } from '../define-operation.js';
import { GET_DEFINITIONS } from './name.js';
import { getDefinitions } from './get-definitions.js';
import { getDefinitionsInput, getDefinitionsOutput } from './schema.js';

export const getDefinitionsOperation = defineOperation({
  name: GET_DEFINITIONS,
  input: getDefinitionsInput,
  output: getDefinitionsOutput,
  run: getDefinitions,
  empty: { found: (r) => ({ total: r.totalDefinitions, what: 'definitions' }), filters: ['term', 'kind'] },
});
