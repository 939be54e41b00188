/**
 * `pdfspec checklist`: a section's requirements as a checklist (the get checklist operation) — Markdown task
 * lists grouped by section for an issue tracker, CSV for a spreadsheet, or the JSON record.
 */
import {
  GET_CHECKLIST,
  PdfspecError,
  checklistCsv,
  checklistMarkdown,
  type GetChecklistResult,
} from '../../../core/index.js';
import type { Style } from '../../output/style.js';
import { command } from '../op-command-spec.js';

export const CHECKLIST_FORMATS = ['md', 'csv', 'json'] as const;

function checkFormat(argv: Record<string, unknown>): void {
  const f = argv.format;
  if (f === undefined) return;
  if (typeof f !== 'string' || !(CHECKLIST_FORMATS as readonly string[]).includes(f))
    throw new PdfspecError(
      'invalid_input',
      `invalid --format: got ${JSON.stringify(Array.isArray(f) ? f.join(' ') : String(f)).slice(0, 40)}; expected md, csv or json`,
    );
}

export function formatChecklist(r: GetChecklistResult, _s: Style, argv: Record<string, unknown>): string[] {
  const how = (argv.format as string | undefined) ?? 'md';
  if (how === 'json') return [JSON.stringify(r, null, 2)];
  return how === 'csv' ? checklistCsv(r) : checklistMarkdown(r);
}

export const checklistCommand = command({
  op: GET_CHECKLIST,
  name: 'checklist',
  flags: ['spec', 'section', 'level', 'role', 'offset', 'limit'],
  positional: {
    name: 'section',
    variadic: true,
    key: 'section',
    describe: 'The section whose subtree the checklist covers (default: the whole document)',
  },
  options: {
    format: {
      type: 'string',
      requiresArg: true,
      describe: 'md (task lists by section, the default), csv (one requirement a row) or json',
    },
  },
  checkArgs: checkFormat,
  prepare: (given) => {
    if (given.level === 'must') given.level = 'shall';
    else if (given.level === 'must not') given.level = 'shall not';
  },
  describe:
    'Print the requirements of a section and its subtree as a checklist: id, content id, level, role, label, printed page, sentence',
  examples: [
    ['$0 checklist 12.8 --role writer --format md', 'what a PDF writer must do for digital signatures, as task lists'],
    ['$0 checklist 3.1 --role Client --format csv --spec mqtt-v5-0 > connect.csv', 'CONNECT, for a spreadsheet'],
    ['$0 checklist 7.3 --level shall --format json', 'the shall requirements of 7.3 as JSON'],
  ],
  format: formatChecklist,
  records: (r) => r.groups.flatMap((g) => g.items.map((i) => ({ section: g.section, ...i }))),
});
