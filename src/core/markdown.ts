/**
 * A section's answer record as Markdown: the one Markdown form of
 * a clause, for MCP resources and anything else that hands a section on as a
 * document. Headings keep their numbers, tables become pipe tables, notes and
 * examples block quotes, code fenced; the printed pages are named under the title.
 */
import type { GetSectionResult } from './ops/get-section/schema.js';
import { NO_CELL_TEXT, hasNoCells } from './ops/table-text.js';

type Item = GetSectionResult['content'][number];
type Table = NonNullable<Item['table']>;

/** Pipes and line breaks inside a cell would break the table's row. */
const cell = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');

function tableMarkdown(t: Table): string[] {
  const caption = [t.number, t.caption].filter(Boolean).join(' — ') || '(table without caption)';
  const width = Math.max(t.headers.length, ...t.rows.map((r) => r.length), 1);
  const row = (cells: readonly string[]) =>
    `| ${Array.from({ length: width }, (_, i) => cell(cells[i] ?? '')).join(' | ')} |`;
  const out = [`**${caption}**`, ''];
  if (hasNoCells(t)) return [...out, `_${NO_CELL_TEXT}_`, ...t.notes.flatMap((n) => ['', `> ${n}`])];
  out.push(row(t.headers.length ? t.headers : Array.from({ length: width }, () => '')));
  out.push(`|${' --- |'.repeat(width)}`);
  for (const r of t.rows) out.push(row(r));
  for (const n of t.notes) out.push('', `> ${n}`);
  return out;
}

export function sectionMarkdown(r: GetSectionResult): string {
  const pages =
    r.pageRange.startLabel === r.pageRange.endLabel
      ? `page ${r.pageRange.startLabel}`
      : `pages ${r.pageRange.startLabel}–${r.pageRange.endLabel}`;
  const blocks: string[][] = [[`# ${r.sectionNumber} ${r.title}`.trim()], [`*${r.spec}, ${pages}*`]];
  r.content.forEach((item, i) => {
    // The section's own heading is the title above.
    if (i === 0 && item.type === 'heading' && item.section === r.sectionNumber) return;
    switch (item.type) {
      case 'heading':
        blocks.push([`${'#'.repeat(Math.min(6, Math.max(2, (item.level ?? 1) + 1)))} ${item.text ?? ''}`]);
        break;
      case 'paragraph':
        blocks.push([item.text ?? '']);
        break;
      case 'list':
        blocks.push((item.items ?? []).map((x) => `- ${x.replace(/^[—–•-]\s*/, '')}`));
        break;
      case 'note':
      case 'example':
        blocks.push([`> **${item.label ?? ''}** ${item.text ?? ''}`.replace('> ** ', '> ')]);
        break;
      case 'code':
        blocks.push(['```', ...(item.text ?? '').split('\n'), '```']);
        break;
      case 'table':
        if (item.table) blocks.push(tableMarkdown(item.table));
        break;
    }
  });
  if (r.paging?.truncated)
    blocks.push([`*(${r.paging.total - r.paging.offset - r.content.length} more items not shown)*`]);
  return `${blocks.map((b) => b.join('\n')).join('\n\n')}\n`;
}
