/** The operation's definition: its schemas (schema.ts) around its runner (runner.ts). */
import { defineOperation } from '../define-operation.js';
import { GET_REQUIREMENTS } from './name.js';
import { getRequirementsRunner } from './runner.js';
import { getRequirementsInput, getRequirementsOutput } from './schema.js';

export const getRequirementsOperation = defineOperation({
  name: GET_REQUIREMENTS,
  input: getRequirementsInput,
  output: getRequirementsOutput,
  ...getRequirementsRunner,
});
