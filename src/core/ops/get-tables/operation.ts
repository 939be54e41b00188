/** The operation's definition: its schemas (schema.ts) around its runner (runner.ts). */
import { defineOperation } from '../define-operation.js';
import { GET_TABLES } from './name.js';
import { getTablesRunner } from './runner.js';
import { getTablesInput, getTablesOutput } from './schema.js';

export const getTablesOperation = defineOperation({
  name: GET_TABLES,
  input: getTablesInput,
  output: getTablesOutput,
  ...getTablesRunner,
});
