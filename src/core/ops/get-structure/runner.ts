/**
 * The operation without its schemas, so without zod: what the core answers with when its check without zod
 * passes (define-runner.ts).
 */
import { defineRunner } from '../define-runner.js';
import { getStructure } from './get-structure.js';

export const getStructureRunner = defineRunner({
  run: getStructure,
});
