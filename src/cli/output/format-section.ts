/**
 * A section as readable text, and tables as grids. A section is a document,
 * not a list, so it reads the same piped or not (only colour differs); the
 * `tables` command prints tab-separated rows when piped.
 */
import type { GetSectionResult, GetTablesResult } from '../../core/index.js';
import { layout, type Style } from './style.js';

type TableRecord = GetTablesResult['tables'][number];

const pages = (from: string, to: string) => (from === to ? `p. ${from}` : `pp. ${from}–${to}`);

export function tableCaption(t: TableRecord): string {
  const caption = [t.number, t.caption].filter(Boolean).join(' — ');
  return caption || '(table without caption)';
}

/** Header, a rule, then the rows, aligned; the table's notes under them. */
export function tableGrid(t: TableRecord, s: Style): string[] {
  const aligned: Style = { ...s, tty: true };
  const header = t.headers.length ? t.headers : undefined;
  const lines = layout(t.rows, aligned, [], header);
  if (header) lines.splice(1, 0, s.c.dim('─'.repeat(Math.min(s.columns, Math.max(...lines.map((l) => l.length), 3)))));
  for (const note of t.notes) lines.push(s.c.dim(note));
  return lines;
}

const size = (t: TableRecord) => `${t.headers.length || (t.rows[0]?.length ?? 0)} × ${t.rows.length}`;
const pagesOf = (t: TableRecord) => (t.page === t.pageEnd ? `page ${t.page}` : `pages ${t.page}–${t.pageEnd}`);

/**
 * Where a table is, the same in every table view. Piped: #index, number, caption, section, page label, page,
 * last page (one value per column); on a terminal: "section, p. 18 (page 21)".
 */
const placeFields = (t: TableRecord): string[] => [
  `#${t.index}`,
  t.number ?? '',
  t.caption,
  t.section ?? '',
  t.pageLabel,
  String(t.page),
  String(t.pageEnd),
];
const placeText = (t: TableRecord): string => `${t.section ? `${t.section}, ` : ''}p. ${t.pageLabel} (${pagesOf(t)})`;

/** Every table of the document, one per line: caption, section, page, columns × rows. */
function formatTableList(r: GetTablesResult, s: Style): string[] {
  if (!s.tty) return r.tables.map((t) => [...placeFields(t), size(t)].join('\t'));
  if (!r.tables.length)
    return [
      s.c.dim(r.totalTables ? `no tables at this offset (${r.totalTables} in all)` : 'no tables in this document'),
    ];
  const rows = r.tables.map((t) => [
    s.c.dim(`[${t.index}]`),
    s.c.bold(tableCaption(t)),
    s.c.dim(placeText(t)),
    s.c.dim(size(t)),
  ]);
  return layout(rows, s);
}

/** The tables in full, or (every table of the document, or --all with a section) one line per table. */
export function formatTables(r: GetTablesResult, s: Style, argv: Record<string, unknown> = {}): string[] {
  if (r.section === null || argv.all === true) return formatTableList(r, s);
  const out: string[] = [];
  for (const t of r.tables) {
    if (!s.tty) {
      out.push(placeFields(t).join('\t'));
      out.push(...layout(t.headers.length ? [t.headers, ...t.rows] : t.rows, s));
      for (const note of t.notes) out.push(`#note\t${note}`);
      out.push('');
      continue;
    }
    out.push(
      `${s.c.dim(`[${t.index}]`)} ${s.c.bold(tableCaption(t))} ${s.c.dim(placeText(t))}`,
      ...tableGrid(t, s),
      '',
    );
  }
  if (!s.tty) return out.slice(0, -1);
  if (!r.tables.length) return [s.c.dim(`no tables in ${r.section}`)];
  out.pop();
  return out;
}

export function formatSection(r: GetSectionResult, s: Style): string[] {
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
