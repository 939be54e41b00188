/**
 * The operation without its schemas, so without zod: what the core answers with when its check without zod
 * passes (define-runner.ts).
 */
import { defineRunner } from '../define-runner.js';
import { checkStatement } from './check-statement.js';

export const checkStatementRunner = defineRunner({
  run: checkStatement,
});
