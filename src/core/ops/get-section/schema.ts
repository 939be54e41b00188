/** get section: its input and its answer, the one definition of both. */
import * as z from 'zod';
import { specParam, sectionParam, offsetParam, limitParam, pageInfo, contentItem } from '../../schemas.js';

export const getSectionInput = z
  .object({
    spec: specParam.optional(),
    section: sectionParam,
    offset: offsetParam.optional(),
    limit: limitParam.optional(),
  })
  .strict();

export const getSectionOutput = z.object({
  spec: z.string(),
  sectionNumber: z.string(),
  title: z.string(),
  pageRange: z.object({ start: z.number().int(), end: z.number().int(), startLabel: z.string(), endLabel: z.string() }),
  content: z.array(contentItem),
  paging: pageInfo.optional(),
});

export type GetSectionInput = z.infer<typeof getSectionInput>;
export type GetSectionResult = z.infer<typeof getSectionOutput>;
