/** A table as a person reads it, the same in a section and in the tables of a document: its caption, its grid. */
import type { TableRecord } from '../schemas.js';
import { layout, type TextStyle } from './text-style.js';

export function tableCaption(t: TableRecord): string {
  const caption = [t.number, t.caption].filter(Boolean).join(' — ');
  return caption || '(table without caption)';
}

/** What stands under the caption of a table the page draws with no text in it (`table-no-text`), in every front end. */
export const NO_CELL_TEXT = '(no cell of it is text: its words are shapes or an image; read it on its page)';
export const hasNoCells = (t: Pick<TableRecord, 'headers' | 'rows'>): boolean => !t.headers.length && !t.rows.length;

/** Header, a rule, then the rows, aligned; the table's notes under them. */
export function tableGrid(t: TableRecord, s: TextStyle): string[] {
  if (hasNoCells(t)) return [s.c.dim(NO_CELL_TEXT), ...t.notes.map((n) => s.c.dim(n))];
  const aligned: TextStyle = { ...s, tty: true };
  const header = t.headers.length ? t.headers : undefined;
  const lines = layout(t.rows, aligned, [], header);
  if (header) lines.splice(1, 0, s.c.dim('─'.repeat(Math.min(s.columns, Math.max(...lines.map((l) => l.length), 3)))));
  for (const note of t.notes) lines.push(s.c.dim(note));
  return lines;
}
