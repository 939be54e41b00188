import { defineOperation } from '../define-operation.js';
import { CITE_REQUIREMENT } from './name.js';
import { citeRequirement } from './cite-requirement.js';
import { citeRequirementInput, citeRequirementOutput } from './schema.js';

export const citeRequirementOperation = defineOperation({
  name: CITE_REQUIREMENT,
  input: citeRequirementInput,
  output: citeRequirementOutput,
  run: citeRequirement,
});
