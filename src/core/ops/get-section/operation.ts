import { defineOperation } from '../define-operation.js';
import { GET_SECTION } from './name.js';
import { getSection } from './get-section.js';
import { getSectionInput, getSectionOutput } from './schema.js';

export const getSectionOperation = defineOperation({
  name: GET_SECTION,
  input: getSectionInput,
  output: getSectionOutput,
  run: getSection,
});
