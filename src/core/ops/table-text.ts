/** A table as a person reads it, the same in a section and in the tables of a document: its caption, its grid. */
import type { TableRecord } from '../schemas.js';
import { layout, type TextStyle } from './text-style.js';

export function tableCaption(t: TableRecord): string {
  const caption = [t.number, t.caption].filter(Boolean).join(' — ');
  return caption || '(table without caption)';
}

/** Header, a rule, then the rows, aligned; the table's notes under them. */
export function tableGrid(t: TableRecord, s: TextStyle): string[] {
  const aligned: TextStyle = { ...s, tty: true };
  const header = t.headers.length ? t.headers : undefined;
  const lines = layout(t.rows, aligned, [], header);
  if (header) lines.splice(1, 0, s.c.dim('─'.repeat(Math.min(s.columns, Math.max(...lines.map((l) => l.length), 3)))));
  for (const note of t.notes) lines.push(s.c.dim(note));
  return lines;
}
