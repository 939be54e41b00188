/** find key: its input and its answer, the one definition of both. */
import * as z from 'zod';
import {
  withRule,
  specParam,
  offsetParam,
  limitParam,
  keyParam,
  dictionaryParam,
  keySourceParam,
  pageInfo,
  keyRecord,
} from '../../schemas.js';
import { findKeyRule } from './rule.js';

export const findKeyInput = withRule(
  z
    .object({
      spec: specParam.optional().describe('Spec id, prefix, or "all" to look in every available spec.'),
      key: keyParam
        .optional()
        .describe(
          'The key, with or without its slash: "StructParents", "/AF". Case-sensitive first, then case-insensitive.',
        ),
      dictionary: dictionaryParam
        .optional()
        .describe(
          'Only these dictionaries: a model object as people type it ("Catalog", "page", "Type 1 font") or a fragment of the spec\'s dictionary name ("stream dictionary"). Without key: every key of that object.',
        ),
      source: keySourceParam.optional(),
      verify: z
        .boolean()
        .optional()
        .describe(
          'true: compare every Key / Type / Value table of the spec with the model, table by table: what agrees, what differs (type, requiredness, version) and what only one side has.',
        ),
      offset: offsetParam.optional(),
      limit: limitParam.optional(),
    })
    .strict(),
  findKeyRule,
);

const verifyDifference = z.object({
  key: z.string(),
  field: z.enum(['type', 'required', 'since', 'deprecated']),
  spec: z.string().describe("What the spec's row says."),
  model: z.string().describe('What the model says (its rows for this table and key, "|" between objects that differ).'),
});

const verifyTable = z.object({
  table: z.string(),
  caption: z.string(),
  section: z.string().nullable(),
  objects: z.array(z.string()).describe('The model objects whose rows cite this table.'),
  agree: z.array(z.string()).describe('Keys both define, every compared field alike.'),
  differ: z.array(verifyDifference),
  onlyInSpec: z.array(z.string()),
  onlyInModel: z.array(z.string()),
});

export const verifyReport = z.object({
  spec: z.string(),
  totals: z.object({
    tables: z.number().int().describe('Key / Type / Value tables compared (numbered tables both sides have).'),
    keys: z.number().int(),
    agree: z.number().int(),
    differ: z.number().int().describe('Keys with at least one difference.'),
    differences: z.record(z.string(), z.number().int()).describe('Differences per field.'),
    onlyInSpec: z.number().int(),
    onlyInModel: z.number().int(),
  }),
  tables: z.array(verifyTable),
  specTablesNotInModel: z.array(z.string()).describe('Key / Type / Value tables of the spec that no model row cites.'),
  modelTablesNotInSpec: z
    .array(z.string())
    .describe('Tables the model cites that the spec has no Key / Type / Value table for (as extracted).'),
});

export const findKeyOutput = z.object({
  spec: z.string().nullable().describe('The spec searched, or "all"; null when only the model answered.'),
  model: z
    .object({ name: z.string(), commit: z.string(), date: z.string() })
    .nullable()
    .describe('The Arlington PDF Model version answering; null with source "spec".'),
  key: z.string().nullable(),
  objects: z.array(z.string()).optional().describe('With dictionary: the model objects it names.'),
  match: z.enum(['exact', 'case-insensitive', 'none']),
  totalKeys: z.number().int(),
  keys: z.array(keyRecord),
  verify: verifyReport.optional().describe("With verify: the comparison of the spec's tables with the model."),
  suggestions: z.array(z.string()).optional().describe('Keys spelt alike, when none matched.'),
  paging: pageInfo.optional(),
});

export type FindKeyInput = z.infer<typeof findKeyInput>;
export type FindKeyResult = z.infer<typeof findKeyOutput>;
export type VerifyReport = z.infer<typeof verifyReport>;
