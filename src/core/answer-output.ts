/**
 * The schema of the record an answer carries, for a front end that advertises it (MCP's tools/list): apart
 * from answer.ts, so that answering loads no zod.
 */
import * as z from 'zod';

const noticeField = z
  .string()
  .optional()
  .describe(
    'Present when the answer is not from the spec asked for: "iso32000-2 is not installed; answered from tagged-bpg" (a call without `spec` whose default spec is missing).',
  );

/** The record an answer carries: the operation's (`output`), plus `notice` when another spec than the default answered. */
export const answerOutput = (output: z.ZodType): z.ZodObject => (output as z.ZodObject).extend({ notice: noticeField });
