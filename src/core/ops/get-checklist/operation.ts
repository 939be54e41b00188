/** The operation's definition: its schemas (schema.ts) around its runner (runner.ts). */
import { defineOperation } from '../define-operation.js';
import { GET_CHECKLIST } from './name.js';
import { getChecklistRunner } from './runner.js';
import { getChecklistInput, getChecklistOutput } from './schema.js';

export const getChecklistOperation = defineOperation({
  name: GET_CHECKLIST,
  input: getChecklistInput,
  output: getChecklistOutput,
  ...getChecklistRunner,
});
