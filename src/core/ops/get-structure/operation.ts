import { defineOperation } from '../define-operation.js';
import { GET_STRUCTURE } from './name.js';
import { getStructure } from './get-structure.js';
import { getStructureInput, getStructureOutput } from './schema.js';

export const getStructureOperation = defineOperation({
  name: GET_STRUCTURE,
  input: getStructureInput,
  output: getStructureOutput,
  run: getStructure,
});
