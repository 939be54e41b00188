/** get checklist: its input and its answer, the one definition of both. */
import * as z from 'zod';
import { REQUIREMENT_LEVELS } from '../../../model/types.js';
import {
  LEVEL_FILTERS,
  contentIdField,
  limitParam,
  listItemsField,
  offsetParam,
  pageInfo,
  roleField,
  roleParam,
  sectionParam,
  specParam,
} from '../../schemas.js';

export const getChecklistInput = z
  .object({
    spec: specParam.optional(),
    section: sectionParam
      .optional()
      .describe('The section whose subtree the checklist covers (default: the whole document).'),
    level: z.enum(LEVEL_FILTERS).optional().describe('Requirement level (default all).'),
    role: roleParam.optional(),
    offset: offsetParam.optional(),
    limit: limitParam.optional(),
  })
  .strict();

export const checklistItem = z.object({
  id: z.string().describe('R-<section>-<n>: the requirement id, stable within this edition.'),
  contentId: contentIdField,
  level: z.enum(REQUIREMENT_LEVELS as [string, ...string[]]),
  keyword: z.string(),
  role: roleField,
  label: z.string().optional().describe('The conformance label the document prints ("MQTT-3.1.2-3"), when it has one.'),
  page: z.number().int(),
  pageLabel: z.string().describe('The page number as printed.'),
  text: z.string().describe('The sentence, verbatim.'),
  listItems: listItemsField,
});

export const getChecklistOutput = z.object({
  spec: z.string(),
  document: z.object({
    title: z.string().describe('The document as pdfspec lists it.'),
    edition: z.string().describe("The installed file's title (or file name) and the start of its SHA-256."),
  }),
  filter: z.object({
    section: z.string().nullable(),
    level: z.enum(LEVEL_FILTERS),
    role: z.string().nullable(),
  }),
  totalItems: z.number().int().describe('The items this answer returns.'),
  matchedItems: z.number().int().describe('The items that matched the filters in all (over every page).'),
  groups: z
    .array(z.object({ section: z.string(), title: z.string(), items: z.array(checklistItem) }))
    .describe('The items by section, in document order.'),
  paging: pageInfo.optional(),
});

export type GetChecklistInput = z.infer<typeof getChecklistInput>;
export type GetChecklistResult = z.infer<typeof getChecklistOutput>;
export type ChecklistItem = z.infer<typeof checklistItem>;
