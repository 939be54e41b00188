/**
 * A rendered terminal line: runs of text, each with a tone. The section pane,
 * the diff's side-by-side view and the requirements list all render content to
 * lines first, so scrolling, paging and hit stepping are plain index arithmetic.
 */
import type { Tone } from './theme.js';

export interface Segment {
  text: string;
  tone: Tone;
}

export interface Line {
  segments: Segment[];
  /** Section the line's content belongs to (for "current section" tracking). */
  section?: string | null;
  /** Part of a table too wide for the pane: scrolled horizontally, never wrapped. */
  wide?: boolean;
}

export const seg = (text: string, tone: Tone = 'plain'): Segment => ({ text, tone });
export const line = (segments: Segment[], section?: string | null): Line => ({ segments, section });
export const blank = (section?: string | null): Line => ({ segments: [], section });

export function lineText(l: Line): string {
  return l.segments.map((s) => s.text).join('');
}

export function lineWidth(l: Line): number {
  return l.segments.reduce((n, s) => n + s.text.length, 0);
}

export function hasTone(l: Line, tone: Tone): boolean {
  return l.segments.some((s) => s.tone === tone && s.text.length > 0);
}

/** Columns [from, from + width) of a line, splitting runs where needed. */
export function sliceLine(l: Line, from: number, width: number): Line {
  const out: Segment[] = [];
  let col = 0;
  for (const s of l.segments) {
    const start = Math.max(from - col, 0);
    const end = Math.min(from + width - col, s.text.length);
    if (end > start) out.push({ text: s.text.slice(start, end), tone: s.tone });
    col += s.text.length;
    if (col >= from + width) break;
  }
  return { ...l, segments: out };
}

/** Cut a plain string to width, marking the cut with an ellipsis. */
export function truncate(text: string, width: number): string {
  if (width <= 0) return '';
  if (text.length <= width) return text;
  return width === 1 ? '…' : `${text.slice(0, width - 1)}…`;
}

/** Pad (or cut) a line to exactly width columns, so panes keep their shape. */
export function padLine(l: Line, width: number): Line {
  const w = lineWidth(l);
  if (w > width) return sliceLine(l, 0, width);
  if (w === width) return l;
  return { ...l, segments: [...l.segments, seg(' '.repeat(width - w))] };
}
