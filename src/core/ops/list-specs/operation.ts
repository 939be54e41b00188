/** The operation's definition: its schemas (schema.ts) around its runner (runner.ts). */
import { defineOperation } from '../define-operation.js';
import { LIST_SPECS } from './name.js';
import { listSpecsRunner } from './runner.js';
import { listSpecsInput, listSpecsOutput } from './schema.js';

export const listSpecsOperation = defineOperation({
  name: LIST_SPECS,
  input: listSpecsInput,
  output: listSpecsOutput,
  ...listSpecsRunner,
});
