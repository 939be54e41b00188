/**
 * A tagged Code element's lines keep their indentation against one another: each line its tree sets apart (a P or
 * a Span per printed line, as Word and InDesign tag listings) is indented by as many characters as it starts right
 * of the leftmost such line on its page, a character being its runs' mean width — one character's width in the
 * fixed-width face listings are set in — beside the spaces its text opens with, which pdf.js leaves in a run where
 * they are drawn. Lines the tree does not set apart keep their text as read.
 */

export interface CodeLine {
  text: string;
  /** Where the line was measured: its page, left edge and mean character width; absent when it was not. */
  page?: number;
  x0?: number;
  charWidth?: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export function indentedCode(lines: readonly CodeLine[]): string {
  const charWidth = median(lines.flatMap((l) => (l.charWidth && l.charWidth > 0 ? [l.charWidth] : [])));
  const least = new Map<number, number>();
  for (const l of lines)
    if (l.page !== undefined && l.x0 !== undefined && Number.isFinite(l.x0))
      least.set(l.page, Math.min(least.get(l.page) ?? Infinity, l.x0));
  return lines
    .map((l) => {
      const from = l.page === undefined ? undefined : least.get(l.page);
      if (!(charWidth > 0) || from === undefined || l.x0 === undefined || !Number.isFinite(l.x0)) return l.text;
      return ' '.repeat(Math.max(0, Math.round((l.x0 - from) / charWidth))) + l.text;
    })
    .join('\n');
}
