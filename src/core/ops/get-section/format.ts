/**
 * A section as readable text, its tables as grids. A section is a document, not a list, so it reads the same
 * piped or not (only colour differs).
 */
import type { GetSectionResult } from './schema.js';
import { tableCaption, tableGrid } from '../table-text.js';
import type { TextStyle } from '../text-style.js';

const pages = (from: string, to: string) => (from === to ? `p. ${from}` : `pp. ${from}–${to}`);

export function formatSection(r: GetSectionResult, s: TextStyle): string[] {
  const range = pages(r.pageRange.startLabel, r.pageRange.endLabel);
  const physical =
    r.pageRange.start === r.pageRange.end
      ? `page ${r.pageRange.start}`
      : `pages ${r.pageRange.start}–${r.pageRange.end}`;
  const out = [`${s.c.bold(`${r.sectionNumber} ${r.title}`)}  ${s.c.dim(`${range} (PDF ${physical})`)}`];
  let first = true;
  for (const item of r.content) {
    // The section's own heading is already the first line.
    if (first && item.type === 'heading' && item.section === r.sectionNumber) {
      first = false;
      continue;
    }
    first = false;
    switch (item.type) {
      case 'heading':
        out.push('', s.c.bold(item.text ?? ''));
        break;
      case 'paragraph':
        // A paragraph number printed in the margin (C drafts) leads the line, dimmed: "6.5.3.4p2" is paragraph 2.
        out.push(
          item.marginNumber === undefined
            ? (item.text ?? '')
            : `${s.c.dim(String(item.marginNumber))} ${item.text ?? ''}`,
        );
        break;
      case 'list':
        for (const i of item.items ?? []) out.push(`  ${i}`);
        break;
      case 'note':
      case 'example':
        out.push(`  ${s.c.dim(item.label ?? '')} ${item.text ?? ''}`.trimEnd());
        break;
      case 'code':
        for (const line of (item.text ?? '').split('\n')) out.push(`    ${s.c.cyan(line)}`);
        break;
      case 'table':
        if (item.table) out.push('', s.c.bold(tableCaption(item.table)), ...tableGrid(item.table, s), '');
        break;
    }
  }
  return out;
}
