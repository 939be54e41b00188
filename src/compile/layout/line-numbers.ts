/**
 * Line numbers: OASIS documents (and many drafts) number every printed line in the left margin,
 * 1 to 3,600 and beyond. They are furniture — taken out of the text and kept nowhere. They are told
 * apart from paragraph numbers (margin-numbers.ts) by the whole document, before the text column is
 * measured (the numbers would otherwise be the column): a line carries one when its first segment is a
 * bare number set apart from the rest of the line, and the document numbers its lines when most lines
 * of the pages that have such numbers carry one (paragraph numbers stand beside first lines only) and most
 * of them carry the number after the one before. Only numbers set left of the text column's edge (where the text
 * after the numbers starts on most numbered lines) are taken out: a table's first column of numbers stays text.
 */
import { countsLines } from '../line-numbering.js';
import type { Line, PageLines } from './types.js';

const NUMBER = /^\d{1,5}$/;
function lineNumberOf(l: Line): number | null {
  const [first, second] = l.segments;
  return first && second && NUMBER.test(first.text) ? Number(first.text) : null;
}

/** The line without its first segment (a number in the margin): text, left edge and faces from the rest. */
export function withoutFirstSegment(l: Line): Line {
  const rest = l.segments.slice(1);
  const head = rest[0]!;
  const firstWord = head.text.split(/\s/)[0] ?? '';
  const pieces = l.pieces?.filter((p) => p.x >= head.x0 - 0.5);
  const { pieces: _, ...base } = l;
  return {
    ...base,
    text: rest.map((s) => s.text).join(' '),
    x0: head.x0,
    segments: rest,
    firstWordWidth: head.text.length ? ((head.x1 - head.x0) * firstWord.length) / head.text.length : 0,
    ...(pieces && new Set(pieces.map((p) => p.face)).size > 1 ? { pieces } : {}),
  };
}

/** The x where the text after the numbers starts on most numbered lines: the text column's left edge. */
function textEdge(pages: PageLines[]): number {
  const count = new Map<number, number>();
  for (const p of pages)
    for (const l of p.lines) {
      if (lineNumberOf(l) === null) continue;
      const x = Math.round(l.segments[1]!.x0);
      count.set(x, (count.get(x) ?? 0) + 1);
    }
  let best = Infinity;
  for (const [x, n] of count) if (best === Infinity || n > count.get(best)!) best = x;
  return best;
}

export function stripLineNumbers(pages: PageLines[]): { pages: PageLines[]; count: number } {
  const numbers = pages.flatMap((p) => p.lines.flatMap((l) => lineNumberOf(l) ?? []));
  const numberedPages = pages.filter((p) => p.lines.some((l) => lineNumberOf(l) !== null));
  const lines = numberedPages.reduce((n, p) => n + p.lines.length, 0);
  if (!countsLines(numbers, lines)) return { pages, count: 0 };
  // A line number stands in the margin, left of the text column: a number in a table's first column ("128" before
  // "Unspecified error") starts at the column's edge and is text.
  const edge = textEdge(pages);
  const inMargin = (l: Line) => lineNumberOf(l) !== null && l.segments[0]!.x1 < edge - 1;
  let count = 0;
  const out = pages.map((p) => ({
    ...p,
    lines: p.lines.map((l) => {
      if (!inMargin(l)) return l;
      count += 1;
      return withoutFirstSegment(l);
    }),
  }));
  return { pages: out, count };
}
