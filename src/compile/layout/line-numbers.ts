/**
 * Line numbers: OASIS documents (and many drafts) number every printed line in the left margin,
 * 1 to 3,600 and beyond. They are furniture — taken out of the text and kept nowhere. They are told
 * apart from paragraph numbers (margin-numbers.ts) by the whole document, before the text column is
 * measured (the numbers would otherwise be the column): a line carries one when its first segment is a
 * bare number set apart from the rest of the line, and the document numbers its lines when most lines
 * of the pages that have such numbers carry one (paragraph numbers stand beside first lines only) and most
 * of them carry the number after the one before.
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

export function stripLineNumbers(pages: PageLines[]): { pages: PageLines[]; count: number } {
  const numbers = pages.flatMap((p) => p.lines.flatMap((l) => lineNumberOf(l) ?? []));
  const numberedPages = pages.filter((p) => p.lines.some((l) => lineNumberOf(l) !== null));
  const lines = numberedPages.reduce((n, p) => n + p.lines.length, 0);
  if (!countsLines(numbers, lines)) return { pages, count: 0 };
  const out = pages.map((p) => ({
    ...p,
    lines: p.lines.map((l) => (lineNumberOf(l) === null ? l : withoutFirstSegment(l))),
  }));
  return { pages: out, count: numbers.length };
}
