/**
 * An operation's schemas as a front end advertises them (MCP's tools/list): its input, and its answer's record
 * with the `notice` every answer may carry. Loaded on first use, like the operation itself (ops/load.ts), so
 * the core's public entry stays free of zod for a command that never asks.
 */
import type { z } from 'zod';
import type { OperationName } from './ops/index.js';
import { loadOperation } from './ops/load.js';

export interface OperationSchemas {
  input: z.ZodObject;
  output: z.ZodObject;
}

export async function loadOperationSchemas(name: OperationName): Promise<OperationSchemas> {
  const [op, { answerOutput }] = await Promise.all([loadOperation(name), import('./answer-output.js')]);
  return { input: op.input, output: answerOutput(op.output) };
}
