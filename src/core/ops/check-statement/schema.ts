/** check statement: its input and its answer, the one definition of both. */
import * as z from 'zod';
import { sectionParam, specParam, text } from '../../schemas.js';
import { checklistItem } from '../get-checklist/schema.js';

export const VERDICTS = ['supported', 'contradicted', 'unknown'] as const;

export const checkStatementInput = z
  .object({
    spec: specParam.optional(),
    statement: text(1000).describe(
      'One claim about what the standard requires, in plain English: "A Client may send a PUBLISH packet before CONNACK".',
    ),
    section: sectionParam.optional().describe('Check only against the requirements of this section and its subtree.'),
  })
  .strict();

export const checkStatementOutput = z.object({
  spec: z.string(),
  statement: z.string(),
  verdict: z
    .enum(VERDICTS)
    .describe(
      'supported: a requirement says it; contradicted: one says otherwise (modality, negation, value); unknown: none is close enough, or it binds another role.',
    ),
  reason: z.string().describe('One sentence: which requirement, and what agrees or differs.'),
  claim: z.object({
    modality: z
      .string()
      .nullable()
      .describe('What the claim says one must, should or may do (shall, may, need not …).'),
    roles: z.array(z.string()).describe("The document's roles the claim's subject names."),
  }),
  basis: z
    .array(
      checklistItem.extend({
        section: z.string(),
        sectionTitle: z.string(),
        coverage: z.number().describe("The weighted share of the claim's words the requirement holds, 0–1."),
      }),
    )
    .describe('The requirement the verdict rests on first (for unknown, the nearest), then other close ones.'),
});

export type CheckStatementInput = z.infer<typeof checkStatementInput>;
export type CheckStatementResult = z.infer<typeof checkStatementOutput>;
