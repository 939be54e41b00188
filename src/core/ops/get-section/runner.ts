/**
 * The operation without its schemas, so without zod: what the core answers with when its check without zod
 * passes (define-runner.ts).
 */
import { defineRunner } from '../define-runner.js';
import { getSection } from './get-section.js';

export const getSectionRunner = defineRunner({
  run: getSection,
});
