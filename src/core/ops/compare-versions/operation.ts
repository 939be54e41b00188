/** The operation's definition: its schemas (schema.ts) around its runner (runner.ts). */
import { defineOperation } from '../define-operation.js';
import { COMPARE_VERSIONS } from './name.js';
import { compareVersionsRunner } from './runner.js';
import { compareVersionsInput, compareVersionsOutput } from './schema.js';

export const compareVersionsOperation = defineOperation({
  name: COMPARE_VERSIONS,
  input: compareVersionsInput,
  output: compareVersionsOutput,
  ...compareVersionsRunner,
});
