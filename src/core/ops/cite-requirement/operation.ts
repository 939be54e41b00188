/** The operation's definition: its schemas (schema.ts) around its runner (runner.ts). */
import { defineOperation } from '../define-operation.js';
import { CITE_REQUIREMENT } from './name.js';
import { citeRequirementRunner } from './runner.js';
import { citeRequirementInput, citeRequirementOutput } from './schema.js';

export const citeRequirementOperation = defineOperation({
  name: CITE_REQUIREMENT,
  input: citeRequirementInput,
  output: citeRequirementOutput,
  ...citeRequirementRunner,
});
