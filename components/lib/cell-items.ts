/**
 * A list inside a table cell. The model keeps a cell as one string, its list
 * items run together as "• first • second"; in a grid each item starts a line
 * of its own (with a hanging indent), as the PDF prints them.
 */
import type { Segment } from './line.js';
import { wrapSegments } from './wrap.js';

/** Where each "•" that starts an item sits (at the start, or after white space). */
function bulletStarts(text: string): number[] {
  const starts: number[] = [];
  for (const m of text.matchAll(/(^|\s)•\s/g)) starts.push(m.index + m[1]!.length);
  return starts;
}

/** The runs of `cell` between two character offsets, trimmed. */
function sliceRuns(cell: Segment[], from: number, to: number): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const s of cell) {
    const start = Math.max(from, at);
    const end = Math.min(to, at + s.text.length);
    if (start < end) out.push({ ...s, text: s.text.slice(start - at, end - at) });
    at += s.text.length;
  }
  return out;
}

/** The cell's text before its first item, then each item ("• …"), as runs; a cell without items is itself. */
export function cellParts(cell: Segment[]): Segment[][] {
  const text = cell.map((s) => s.text).join('');
  const starts = bulletStarts(text);
  if (starts.length === 0) return [cell];
  const bounds = [0, ...starts, text.length];
  const parts: Segment[][] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const part = sliceRuns(cell, bounds[i]!, bounds[i + 1]!);
    if (part.some((s) => s.text.trim())) parts.push(part);
  }
  return parts;
}

/** The cell wrapped to `width`: each item on lines of its own, continued under its text. */
export function wrapCell(cell: Segment[], width: number): Segment[][] {
  return cellParts(cell).flatMap((part) => {
    const text = part.map((s) => s.text).join('');
    const isItem = text.trimStart().startsWith('•');
    return wrapSegments(part, width, isItem ? { rest: [{ text: '  ', tone: 'plain' }] } : {}).map((l) => l.segments);
  });
}
