/**
 * A tagged Code element's lines keep their indentation against one another: each line its tree sets apart (a P or
 * a Span per printed line, as Word and InDesign tag listings) is indented by as many characters as it starts right
 * of the leftmost such line on its page, a character being its runs' mean width — one character's width in the
 * fixed-width face listings are set in — beside the spaces its text opens with, which pdf.js leaves in a run where
 * they are drawn. Lines the tree does not set apart keep their text as read.
 */

import { MAX_COLUMNS } from '../listing.js';
import { median } from '../quantile.js';

export interface CodeLine {
  text: string;
  /** Where the line was measured: its page, edges, baseline and mean character width; absent when it was not. */
  page?: number;
  x0?: number;
  x1?: number;
  y?: number;
  charWidth?: number;
}

/**
 * Elements the tree sets side by side on one printed line are one line: a browser tags each token of highlighted
 * code as an element of its own ("async", "fn", "example" in a Span each: Chrome's PDFs of the Rust Reference), so
 * a line is the elements whose baselines agree, in the order tagged, the gap between two as many spaces as it is
 * characters wide (one at least where a gap shows). Blank lines print nothing (a listing's blank line is no line).
 */
function printedLines(lines: readonly CodeLine[], charWidth: number): CodeLine[] {
  const out: CodeLine[] = [];
  for (const l of lines) {
    // A blank between two tokens (a space the tree gives as content of its own) prints nothing: the gap says it.
    if (l.text.trim() === '' && l.page === undefined) continue;
    const prev = out[out.length - 1];
    const sameLine =
      prev !== undefined &&
      charWidth > 0 &&
      [prev.page, prev.y, prev.x1, l.page, l.y, l.x0].every((v) => v !== undefined && Number.isFinite(v)) &&
      prev.page === l.page &&
      Math.abs(prev.y! - l.y!) <= charWidth &&
      l.x0! >= prev.x1! - charWidth / 2;
    if (!sameLine) {
      out.push({ ...l });
      continue;
    }
    // The gap says the spaces: a space pdf.js puts before a token's text stands where no glyph is drawn.
    const gap = l.x0! - prev.x1!;
    const spaces = gap > charWidth / 3 ? Math.min(MAX_COLUMNS, Math.max(1, Math.round(gap / charWidth))) : 0;
    prev.text = prev.text.trimEnd() + ' '.repeat(spaces) + l.text.trimStart();
    prev.x1 = Math.max(prev.x1!, l.x1!);
  }
  return out;
}

export function indentedCode(tagged: readonly CodeLine[]): string {
  const charWidth = median(tagged.flatMap((l) => (l.charWidth && l.charWidth > 0 ? [l.charWidth] : [])));
  const lines = printedLines(tagged, charWidth);
  const least = new Map<number, number>();
  for (const l of lines)
    if (l.page !== undefined && l.x0 !== undefined && Number.isFinite(l.x0))
      least.set(l.page, Math.min(least.get(l.page) ?? Infinity, l.x0));
  return lines
    .map((l) => {
      const from = l.page === undefined ? undefined : least.get(l.page);
      if (!(charWidth > 0) || from === undefined || l.x0 === undefined || !Number.isFinite(l.x0)) return l.text;
      const indent = Math.max(0, Math.round((l.x0 - from) / charWidth));
      return (indent <= MAX_COLUMNS ? ' '.repeat(indent) : '') + l.text;
    })
    .join('\n');
}
