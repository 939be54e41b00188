/** The operation's definition: its schemas (schema.ts) around its runner (runner.ts). */
import { defineOperation } from '../define-operation.js';
import { GET_SECTION } from './name.js';
import { getSectionRunner } from './runner.js';
import { getSectionInput, getSectionOutput } from './schema.js';

export const getSectionOperation = defineOperation({
  name: GET_SECTION,
  input: getSectionInput,
  output: getSectionOutput,
  ...getSectionRunner,
});
