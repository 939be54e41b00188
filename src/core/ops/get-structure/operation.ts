import { defineOperation } from '../define-operation.js';
import { getStructure } from './get-structure.js';
import { getStructureInput, getStructureOutput } from './schema.js';

export const getStructureOperation = defineOperation({
  name: 'get_structure',
  input: getStructureInput,
  output: getStructureOutput,
  run: getStructure,
});
