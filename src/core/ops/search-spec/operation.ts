/** The operation's definition: its schemas (schema.ts) around its runner (runner.ts). */
import { defineOperation } from '../define-operation.js';
import { SEARCH_SPEC } from './name.js';
import { searchSpecRunner } from './runner.js';
import { searchSpecInput, searchSpecOutput } from './schema.js';

export const searchSpecOperation = defineOperation({
  name: SEARCH_SPEC,
  input: searchSpecInput,
  output: searchSpecOutput,
  ...searchSpecRunner,
});
