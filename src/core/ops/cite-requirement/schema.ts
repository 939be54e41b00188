/** cite requirement: its input and its answer, the one definition of both. */
import * as z from 'zod';
import { specParam, text } from '../../schemas.js';
import { checklistItem } from '../get-checklist/schema.js';

export const citeRequirementInput = z
  .object({
    spec: specParam.optional(),
    id: text(200).describe(
      'A requirement id ("R-7.3.4-2"), a content id ("c-3fa9b2c1") or a conformance label the document prints ("MQTT-3.1.2-3", brackets allowed).',
    ),
  })
  .strict();

export const citeRequirementOutput = z.object({
  spec: z.string(),
  document: z.object({ title: z.string(), edition: z.string() }),
  matchedBy: z.enum(['id', 'content-id', 'label']).describe('Which kind of id found the requirement.'),
  section: z.string(),
  sectionTitle: z.string(),
  requirement: checklistItem,
  citation: z.string().describe('One line to paste: document, edition, section, printed page, ids and the quote.'),
});

export type CiteRequirementInput = z.infer<typeof citeRequirementInput>;
export type CiteRequirementResult = z.infer<typeof citeRequirementOutput>;
