/**
 * The hand-made truth files of test/golden (format in test/golden/README.md): read, checked
 * against their schema, and located beside the real PDFs they describe.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { REQUIREMENT_LEVELS, type RequirementLevel } from '../../src/model/types.js';
import { repoRoot } from '../fixtures/locations.js';

/** A cell as printed: its text, or its text with the columns and rows it spans. */
const cell = z.union([
  z.string(),
  z
    .object({
      text: z.string(),
      colspan: z.number().int().min(1).optional(),
      rowspan: z.number().int().min(1).optional(),
    })
    .strict(),
]);

const level = z.enum(REQUIREMENT_LEVELS as [RequirementLevel, ...RequirementLevel[]]);

const truthSchema = z.object({
  file: z.string().regex(/\.pdf$/i),
  /** The folder of ../shared holding the PDF; a user's own truth files name none (`--pdf-dir`). */
  corpus: z.string().optional(),
  howMade: z.string().min(20),
  notes: z.array(z.string()).default([]),
  sections: z.array(
    z.object({
      number: z.string().nullable(),
      title: z.string(),
      page: z.number().int().positive(),
      pageLabel: z.string().nullable().optional(),
    }),
  ),
  tables: z.array(
    z.object({
      /** The label as printed ("Table 3", "TABLE A-I", "Table 9–1"); null for a table printed without caption. */
      number: z.string().min(1).nullable(),
      caption: z.string(),
      headers: z.array(z.string()),
      rows: z.number().int().nonnegative(),
      page: z.number().int().positive(),
      /** The clause the table sits in (number as printed, or the title of an unnumbered one). */
      section: z.string().min(1).optional(),
      /** Every cell as printed, for the tables chosen for cell-level scoring. */
      cells: z
        .object({ header: z.array(z.array(cell)), body: z.array(z.array(cell)) })
        .strict()
        .optional(),
    }),
  ),
  /** True when every table without a caption is listed too (so an extra one found is a false hit). */
  uncaptionedTablesComplete: z.boolean().default(false),
  definitions: z.array(z.object({ term: z.string().min(1), definition: z.string(), section: z.string().nullish() })),
  abbreviations: z.array(z.object({ term: z.string().min(1), definition: z.string() })).default([]),
  requirements: z.object({
    convention: z.string(),
    sections: z.array(z.string()),
    items: z.array(
      z.object({
        section: z.string(),
        keyword: z.string(),
        level,
        text: z.string().min(1),
        label: z.string().optional(),
      }),
    ),
  }),
  bodies: z.array(z.object({ section: z.string(), first: z.string().min(1), last: z.string().min(1) })),
});

export type Truth = z.infer<typeof truthSchema>;

export interface TruthDoc {
  /** The PDF's file name without `.pdf`: the name `--doc` takes. */
  stem: string;
  truth: Truth;
  /** Where the PDF is, or null when ../shared is not beside the project. */
  pdf: string | null;
}

export const goldenDir = (): string => join(repoRoot(), 'test', 'golden');
export const sharedDir = (): string => resolve(repoRoot(), '..', 'shared');

/** One truth file, checked; a malformed one is an error naming the file and the field. */
export function parseTruth(path: string, text: string): Truth {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new Error(`${path}: not JSON (${(err as Error).message})`);
  }
  const parsed = truthSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${path}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/**
 * Every truth file of `dir` (test/golden), in file-name order. The PDF is `pdfDir/<file>` when a folder is
 * given (a user's own documents), else `../shared/<corpus>/<file>`.
 */
export function loadTruths(dir = goldenDir(), shared = sharedDir(), pdfDir?: string): TruthDoc[] {
  return readdirSync(dir)
    .filter((n) => n.endsWith('.truth.json'))
    .sort()
    .map((name) => {
      const path = join(dir, name);
      const truth = parseTruth(path, readFileSync(path, 'utf8'));
      const pdf = pdfDir ? join(pdfDir, truth.file) : join(shared, truth.corpus ?? '', truth.file);
      return { stem: name.slice(0, -'.truth.json'.length), truth, pdf: existsSync(pdf) ? pdf : null };
    });
}
