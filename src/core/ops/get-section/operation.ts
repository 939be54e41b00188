import { defineOperation } from '../define-operation.js';
import { getSection } from './get-section.js';
import { getSectionInput, getSectionOutput } from './schema.js';

export const getSectionOperation = defineOperation({
  name: 'get_section',
  input: getSectionInput,
  output: getSectionOutput,
  run: getSection,
});
