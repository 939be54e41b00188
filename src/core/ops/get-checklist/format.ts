/**
 * What a person reads of a checklist, in the form --format asks: Markdown task lists grouped by section (the
 * default; an issue tracker renders them as checkboxes), CSV with one requirement a row (RFC 4180: every field
 * quoted, quotes doubled) for a spreadsheet, or the JSON record. Markdown and CSV carry every field of an item,
 * so nothing is lost between the JSON and them. Pure functions of the answer: the CLI loads this with the entry.
 */
import { PdfspecError } from '../../errors.js';
import type { TextStyle } from '../text-style.js';
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

type Item = GetChecklistResult['groups'][number]['items'][number];

const ITEM_FIELDS = [
  'id',
  'contentId',
  'section',
  'sectionTitle',
  'level',
  'role',
  'label',
  'pageLabel',
  'text',
  'listItems',
];

function filterWords(r: GetChecklistResult): string {
  const f = r.filter;
  const parts = [f.section ? `section ${f.section}` : 'whole document', `level ${f.level}`];
  if (f.role) parts.push(`role ${f.role}`);
  return parts.join(', ');
}

/** The checklist as Markdown: a heading, then per section a heading and one task-list item per requirement. */
export function checklistMarkdown(r: GetChecklistResult): string[] {
  const lines = [
    `# Checklist: ${r.document.title}`,
    '',
    `${r.document.edition}; ${filterWords(r)}; ${r.matchedItems} requirements.`,
  ];
  for (const g of r.groups) {
    lines.push('', `## ${g.section} ${g.title}`.trimEnd(), '');
    for (const item of g.items) {
      lines.push(`- [ ] ${markdownItem(item)}`);
      // The list a lead-in introduces, nested under it as plain items: the task is the sentence with them.
      for (const sub of item.listItems ?? []) lines.push(`  - ${escapeMarkdown(sub)}`);
    }
  }
  return lines;
}

function markdownItem(item: Item): string {
  const label = item.label ? ` [${item.label}]` : '';
  const text = escapeMarkdown(item.text);
  return `**${item.id}**${label} (${item.level}; ${item.role}; p. ${item.pageLabel}; ${item.contentId}): ${text}`;
}

const escapeMarkdown = (text: string): string => text.replace(/([\\`*_<])/g, '\\$1');

const csvField = (v: string): string => `"${v.replace(/"/g, '""')}"`;

/** The checklist as CSV: a header row, then one row per requirement. */
export function checklistCsv(r: GetChecklistResult): string[] {
  const rows = [ITEM_FIELDS.map(csvField).join(',')];
  for (const g of r.groups) {
    for (const item of g.items) {
      const row: Record<string, string | number> = {
        ...item,
        section: g.section,
        sectionTitle: g.title,
        label: item.label ?? '',
        // One item a line inside the quoted field (RFC 4180 allows line breaks there).
        listItems: (item.listItems ?? []).join('\n'),
      };
      rows.push(ITEM_FIELDS.map((k) => csvField(String(row[k] ?? ''))).join(','));
    }
  }
  return rows;
}
