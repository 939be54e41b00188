/** The operation's definition: its schemas (schema.ts) around its runner (runner.ts). */
import { defineOperation } from '../define-operation.js';
import { CHECK_STATEMENT } from './name.js';
import { checkStatementRunner } from './runner.js';
import { checkStatementInput, checkStatementOutput } from './schema.js';

export const checkStatementOperation = defineOperation({
  name: CHECK_STATEMENT,
  input: checkStatementInput,
  output: checkStatementOutput,
  ...checkStatementRunner,
});
