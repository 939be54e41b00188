/** The operation's definition: its schemas (schema.ts) around its runner (runner.ts). */
import { defineOperation } from '../define-operation.js';
import { GET_STRUCTURE } from './name.js';
import { getStructureRunner } from './runner.js';
import { getStructureInput, getStructureOutput } from './schema.js';

export const getStructureOperation = defineOperation({
  name: GET_STRUCTURE,
  input: getStructureInput,
  output: getStructureOutput,
  ...getStructureRunner,
});
