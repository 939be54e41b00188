/** get structure: its input and its answer, the one definition of both. */
import * as z from 'zod';
import { SECTION_SOURCES, type SectionSource } from '../../../model/types.js';
import { specParam } from '../../schemas.js';

export const getStructureInput = z
  .object({
    spec: specParam.optional(),
    max_depth: z.number().int().min(1).max(10).optional().describe('Depth of the tree, 1–10 (default: full tree).'),
  })
  .strict();

export interface StructureNode {
  sectionNumber: string;
  title: string;
  page: number;
  pageLabel: string;
  source: SectionSource;
  children: StructureNode[];
}

const sectionSource = z.enum(SECTION_SOURCES as [SectionSource, ...SectionSource[]]);

const structureNode: z.ZodType<StructureNode> = z.lazy(() =>
  z.object({
    sectionNumber: z.string(),
    title: z.string(),
    page: z.number().int(),
    pageLabel: z.string(),
    source: sectionSource.describe(
      'Where this section came from: the outline, the printed Contents pages, or a numbered heading in the body.',
    ),
    children: z.array(structureNode),
  }),
);

const count = z.number().int();
const pageAccount = z.object({
  page: count,
  text: count,
  heading: count.optional(),
  body: count.optional(),
  table: count.optional(),
  caption: count.optional(),
  furniture: z.record(z.string(), count).optional(),
  dropped: z.record(z.string(), count).optional(),
  unaccounted: count.optional(),
  contentError: z.string().optional(),
});
const textAccount = z
  .object({
    text: count.describe('Letters and digits pdf.js extracts from all pages.'),
    heading: count,
    body: count,
    table: count,
    caption: count,
    furniture: z
      .record(z.string(), count)
      .describe('Set aside on purpose: running headers, page and line numbers, stamps, repeats.'),
    dropped: z.record(z.string(), count).describe('Left out and reported, by the code of the diagnostic that says so.'),
    unaccounted: count.describe('In no element, no furniture and no diagnostic: lost.'),
    accounted: z.number().describe('Share of the text accounted for (1 when nothing is lost).'),
    unbalanced: z.array(pageAccount).describe('Every page whose text is not all accounted for, with its account.'),
  })
  .describe('Conservation of text: where the characters pdf.js extracts went (docs/model.md).');

export const getStructureOutput = z.object({
  spec: z.string(),
  totalSections: z.number().int(),
  sections: z.array(structureNode),
  reading: z
    .object({
      method: z
        .enum(['structure-tree', 'layout'])
        .describe('Elements from the structure tree, or from the page layout of an untagged file.'),
      sectionSource: sectionSource.describe(
        'The section list is built on this source; numbered headings it does not list are added from the body.',
      ),
      sources: z
        .array(
          z.object({
            source: sectionSource,
            role: z.enum(['primary', 'deepening', 'rejected', 'unused']),
            entries: z
              .number()
              .int()
              .describe('Entries the source offered (outline entries, Contents lines, detected headings).'),
            confirmed: z.number().int().describe('Entries that match a heading in the body.'),
            sections: z.number().int().describe('Sections taken from this source.'),
            reason: z.string().optional().describe('Why the source, or some of its entries, were not used.'),
          }),
        )
        .describe('Every section source found, and what became of it.'),
      diagnostics: z
        .array(
          z.object({
            severity: z.enum(['info', 'warning']),
            code: z.string(),
            message: z.string(),
            page: z.number().int().optional(),
          }),
        )
        .describe('What the compiler could not recover, or recovered by a fallback.'),
      textAccount: textAccount.optional(),
    })
    .optional()
    .describe('How the PDF was read.'),
});

export type GetStructureInput = z.infer<typeof getStructureInput>;
export type GetStructureResult = z.infer<typeof getStructureOutput>;
