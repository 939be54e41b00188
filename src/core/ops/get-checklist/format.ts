/**
 * What a person reads of a checklist, in the form --format asks: Markdown task lists grouped by section (the
 * default) for an issue tracker, CSV for a spreadsheet, or the JSON record.
 */
import { PdfspecError } from '../../errors.js';
import type { TextStyle } from '../text-style.js';
import { checklistCsv, checklistMarkdown } from './render.js';
import type { GetChecklistResult } from './schema.js';

export const CHECKLIST_FORMATS = ['md', 'csv', 'json'] as const;

/** --format is one of CHECKLIST_FORMATS (checked before the core is asked). */
export function checkFormat(argv: Record<string, unknown>): void {
  const f = argv.format;
  if (f === undefined) return;
  if (typeof f !== 'string' || !(CHECKLIST_FORMATS as readonly string[]).includes(f))
    throw new PdfspecError(
      'invalid_input',
      `invalid --format: got ${JSON.stringify(Array.isArray(f) ? f.join(' ') : String(f)).slice(0, 40)}; expected md, csv or json`,
    );
}

export function formatChecklist(r: GetChecklistResult, _s: TextStyle, argv: Record<string, unknown>): string[] {
  const how = (argv.format as string | undefined) ?? 'md';
  if (how === 'json') return [JSON.stringify(r, null, 2)];
  return how === 'csv' ? checklistCsv(r) : checklistMarkdown(r);
}
