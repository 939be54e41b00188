/** list specs: its input and its answer, the one definition of both. */
import * as z from 'zod';
import { CATEGORIES } from '../../schemas.js';

export const listSpecsInput = z
  .object({
    category: z.enum(CATEGORIES).optional().describe('Only specs of this category.'),
  })
  .strict();

export const listSpecsOutput = z.object({
  totalSpecs: z.number().int(),
  specs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      category: z.enum(CATEGORIES),
      pages: z.number().int().nullable(),
      available: z.boolean(),
      file: z.string().nullable(),
      reason: z.string().optional().describe('Why an existing file is unavailable.'),
      metadataTitle: z
        .string()
        .nullable()
        .optional()
        .describe("The file's metadata title (Info or XMP), when the file was read; null when it has none."),
      printedTitle: z
        .string()
        .nullable()
        .optional()
        .describe(
          "The title printed on the file's first page, when one stands out. A user spec's title is this one when the metadata title is missing, a file name, a word-processor or printer artefact, or not on the first page.",
        ),
    }),
  ),
  coverage: z.object({
    note: z.string(),
    gaps: z.array(z.object({ area: z.string(), standards: z.array(z.string()), consequence: z.string() })),
  }),
});

export type ListSpecsInput = z.infer<typeof listSpecsInput>;
export type ListSpecsResult = z.infer<typeof listSpecsOutput>;
