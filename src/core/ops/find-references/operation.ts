/** The operation's definition: its schemas (schema.ts) around its runner (runner.ts). */
import { defineOperation } from '../define-operation.js';
import { FIND_REFERENCES } from './name.js';
import { findReferencesRunner } from './runner.js';
import { findReferencesInput, findReferencesOutput } from './schema.js';

export const findReferencesOperation = defineOperation({
  name: FIND_REFERENCES,
  input: findReferencesInput,
  output: findReferencesOutput,
  ...findReferencesRunner,
});
