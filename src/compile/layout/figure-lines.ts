/**
 * Code in a document set wholly in a fixed-width font (an RFC). There the font tells nothing: every line is
 * Courier, so code is told from text by how it is set and what it prints. A listing or figure ("struct {" …
 * "} ClientHello;", a message-flow diagram) is a block of lines between blank lines whose first line starts
 * deeper than the body text (by two characters or more) and that reads as code: at least half of its lines end in
 * ";", "{" or "}", hold a comment or an arrow, a box-drawing "|" or "+--", or print aligned columns (a gap of three
 * characters). A figure goes on over blank lines: a block one or two blank lines below it is the same figure when
 * it starts deeper than the body text or left of it (RFC 8446's diagrams reach column 0) and holds one such line,
 * or starts at the body's edge, where prose starts, and reads as code by the same half. Wrapped list items and "term:  definition" paragraphs start at the body's
 * edge and are indented only after their first line; an indented paragraph of prose, or a centred figure caption,
 * holds no such lines. See docs/model.md, "Text normalisation" (fixed-width body).
 */
import type { Line, PageLines } from './types.js';

/** A line that prints code or drawing: a statement, a brace, a comment, an arrow, a box side or corner. */
const CODE_LINE = /[;{}]\s*$|^[{}]|\/\*|\*\/|-->|<--|\+-{2,}|-{2,}\+|\|/;

/** Lines a blank line apart (a gap of more than 1.6 line heights) are separate blocks. */
const BLANK_LINE = 1.6;

/** The body text's left edge: the x where most characters start a line, to the nearest point. */
function bodyEdge(pages: PageLines[]): number | null {
  const weight = new Map<number, number>();
  for (const p of pages)
    for (const l of p.lines) weight.set(Math.round(l.x0), (weight.get(Math.round(l.x0)) ?? 0) + l.text.length);
  let best: number | null = null;
  for (const [x, w] of weight) if (best === null || w > weight.get(best)!) best = x;
  return best;
}

/** Width of a character of a fixed-width font (Courier's glyphs are 600 units of 1000 wide). */
const char = (l: Line): number => 0.6 * l.size;

/** Aligned columns: a gap of three characters or more inside the line (prose has one space, two after a full stop). */
const columns = (l: Line): boolean => l.segments.some((s, i) => i > 0 && s.x0 - l.segments[i - 1]!.x1 >= 2.5 * char(l));

const codeLines = (block: Line[]): number => block.filter((l) => CODE_LINE.test(l.text) || columns(l)).length;

/**
 * Marks the lines of listings and figures as code (`mono` true) and every other line as text (`mono` false),
 * returning how many lines are code.
 */
export function markFigureLines(pages: PageLines[]): number {
  const edge = bodyEdge(pages);
  let count = 0;
  for (const p of pages) {
    const blocks: Line[][] = [];
    for (const l of p.lines) {
      const block = blocks[blocks.length - 1];
      const last = block?.[block.length - 1];
      if (block && last && last.y - l.y <= BLANK_LINE * l.size * 1.2) block.push(l);
      else blocks.push([l]);
    }
    let previous: Line[] | null = null;
    for (const block of blocks) {
      const first = block[0]!;
      const indent = edge === null ? 0 : first.x0 - edge;
      const code = codeLines(block);
      // A figure goes on over its blank lines: a block right after one (one or two blank lines) with a line of
      // code in it is the same figure, wherever its first line starts (RFC 8446's diagrams reach column 0).
      const after: boolean = previous !== null && previous[previous.length - 1]!.y - first.y <= 3.5 * first.size * 1.2;
      const deeper = indent >= 2 * char(first);
      // Prose starts at the body's edge: a block starting there goes on with a figure above it only when it
      // reads as code throughout, as an indented block must.
      const offEdge = deeper || indent <= -2 * char(first);
      const figure: boolean = ((deeper || after) && code * 2 >= block.length) || (after && offEdge && code > 0);
      for (const l of block) l.mono = figure;
      if (figure) count += block.length;
      previous = figure ? block : null;
    }
  }
  return count;
}
