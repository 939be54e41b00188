/** The operation's definition: its schemas (schema.ts) around its runner (runner.ts). */
import { defineOperation } from '../define-operation.js';
import { FIND_KEY } from './name.js';
import { findKeyRunner } from './runner.js';
import { findKeyInput, findKeyOutput } from './schema.js';

export const findKeyOperation = defineOperation({
  name: FIND_KEY,
  input: findKeyInput,
  output: findKeyOutput,
  ...findKeyRunner,
});
