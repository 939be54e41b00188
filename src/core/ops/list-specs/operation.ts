import { defineOperation } from '../define-operation.js';
import { LIST_SPECS } from './name.js';
import { listSpecs } from './list-specs.js';
import { listSpecsInput, listSpecsOutput } from './schema.js';

export const listSpecsOperation = defineOperation({
  name: LIST_SPECS,
  input: listSpecsInput,
  output: listSpecsOutput,
  run: listSpecs,
  empty: { found: (r) => ({ total: r.totalSpecs, what: 'specs' }), filters: ['category'] },
});
