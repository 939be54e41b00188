/**
 * What a person reads of tables: each in full as a grid (piped: tab-separated rows), or one line per table
 * when the document's tables are listed.
 */
import type { GetTablesResult } from './schema.js';
import { hasNoCells, tableCaption, tableGrid } from '../table-text.js';
import { layout, type TextStyle } from '../text-style.js';

type TableRecord = GetTablesResult['tables'][number];

const size = (t: TableRecord) => `${t.headers.length || (t.rows[0]?.length ?? 0)} × ${t.rows.length}`;
/** On a terminal, a table whose page draws no text in it says so where its size would be ("0 × 0" piped). */
const sizeText = (t: TableRecord) => (hasNoCells(t) ? 'no cell is text' : size(t));
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
function formatTableList(r: GetTablesResult, s: TextStyle): string[] {
  if (!s.tty) return r.tables.map((t) => [...placeFields(t), size(t)].join('\t'));
  if (!r.tables.length)
    return [
      s.c.dim(r.totalTables ? `no tables at this offset (${r.totalTables} in all)` : 'no tables in this document'),
    ];
  const rows = r.tables.map((t) => [
    s.c.dim(`[${t.index}]`),
    s.c.bold(tableCaption(t)),
    s.c.dim(placeText(t)),
    s.c.dim(sizeText(t)),
  ]);
  return layout(rows, s);
}

/** The tables in full, or (every table of the document, or --all with a section) one line per table. */
export function formatTables(r: GetTablesResult, s: TextStyle, argv: Record<string, unknown> = {}): string[] {
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
