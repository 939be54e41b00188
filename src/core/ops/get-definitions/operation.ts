/** The operation's definition: its schemas (schema.ts) around its runner (runner.ts). */
import { defineOperation } from '../define-operation.js';
import { GET_DEFINITIONS } from './name.js';
import { getDefinitionsRunner } from './runner.js';
import { getDefinitionsInput, getDefinitionsOutput } from './schema.js';

export const getDefinitionsOperation = defineOperation({
  name: GET_DEFINITIONS,
  input: getDefinitionsInput,
  output: getDefinitionsOutput,
  ...getDefinitionsRunner,
});
