import { defineOperation } from '../define-operation.js';
import { CHECK_STATEMENT } from './name.js';
import { checkStatement } from './check-statement.js';
import { checkStatementInput, checkStatementOutput } from './schema.js';

export const checkStatementOperation = defineOperation({
  name: CHECK_STATEMENT,
  input: checkStatementInput,
  output: checkStatementOutput,
  run: checkStatement,
});
