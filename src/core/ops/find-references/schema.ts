/** find references: its input and its answer, the one definition of both. */
import * as z from 'zod';
import { specParam, sectionParam, offsetParam, limitParam, pageInfo, referenceKind } from '../../schemas.js';

export const findReferencesInput = z
  .object({
    spec: specParam.optional(),
    section: sectionParam.describe(
      'Section number ("7.3.4", "Annex A") or a table number ("Table 29"; "Figure 7" for a table the document captions as a figure): what it references, and what references it.',
    ),
    offset: offsetParam.optional(),
    limit: limitParam.optional(),
  })
  .strict();

const refEnd = z.object({
  spec: z.string(),
  section: z.string().nullable(),
  sectionTitle: z.string().nullable(),
  page: z.number().int().nullable(),
  pageLabel: z.string().nullable(),
  table: z.string().optional().describe('A table target: "Table 29".'),
});

const referenceRecord = z.object({
  text: z.string(),
  kind: referenceKind,
  cited: z.string(),
  document: z.string().optional(),
  from: refEnd.describe('Where the reference is printed.'),
  sentence: z.string().describe('The sentence holding it.'),
  target: refEnd.nullable().describe('Where it points; null when unresolved (or in a document that is not available).'),
  via: z.enum(['text', 'link']).describe('Read from the text alone, or from a link annotation too.'),
});

export const findReferencesOutput = z.object({
  spec: z.string(),
  section: z.string().describe('The section (or "Table 29") asked for.'),
  sectionTitle: z.string().describe("The section's title; a table's caption when a table was asked for."),
  totalOutgoing: z.number().int(),
  totalIncoming: z.number().int(),
  unresolved: z.number().int().describe('Outgoing references that name nothing found (listed too, with target null).'),
  outgoing: z.array(referenceRecord).describe('What the section (its subtree) references.'),
  incoming: z.array(referenceRecord).describe('What references the section (its subtree) or table, from elsewhere.'),
  paging: pageInfo.optional().describe('Pages outgoing and incoming together, outgoing first.'),
});

export type FindReferencesInput = z.infer<typeof findReferencesInput>;
export type FindReferencesResult = z.infer<typeof findReferencesOutput>;
export type ReferenceRecord = z.infer<typeof referenceRecord>;
