/**
 * Tables drawn in text, as plain-text RFCs print them (RFC 8446): a border line of dashes and "+" at each column
 * edge, "|" between cells on every line, a border under the header band and at the foot. Inside a band, a line of
 * empty cells sets rows apart; where a band has none, a line whose first cell is empty continues the row above.
 * The characters draw the grid, so the cells are read from them, whatever the spacing the text layer kept.
 */
import type { RawCell, RawRow } from '../blocks.js';
import type { Line } from './types.js';

const BORDER = /^\+(?:-+\+)+$/;

export interface AsciiTable {
  rows: RawRow[];
  /** Index of the first line after the table. */
  end: number;
}

/** A border line of a table drawn in text ("+----+----+"): where a table starts, and no paragraph or code runs on. */
export function isAsciiBorder(text: string): boolean {
  return BORDER.test(text.trim());
}

/** The table whose top border is line `start`, or null when the lines below do not hold one. */
export function readAsciiTable(lines: Line[], start: number): AsciiTable | null {
  const top = lines[start]!.text.trim();
  if (!isAsciiBorder(top)) return null;
  const width = top.split('+').length - 2;
  const bands: { cells: string[]; page: number }[][] = [];
  let band: { cells: string[]; page: number }[] = [];
  let j = start + 1;
  for (; j < lines.length; j++) {
    const text = lines[j]!.text.trim();
    if (BORDER.test(text)) {
      if (text.split('+').length - 2 !== width) return null;
      bands.push(band);
      band = [];
      continue;
    }
    const cells = cellsOf(text);
    if (!cells) break;
    if (cells.length !== width) return null;
    band.push({ cells, page: lines[j]!.page });
  }
  // The foot border closed the last band; lines left after it are no part of the table.
  if (band.length || bands.filter((b) => b.length).length === 0) return null;
  const filled = bands.filter((b) => b.length);
  const header = filled.length > 1 ? [asRow(filled[0]!, true)] : [];
  const body = filled.slice(header.length).flatMap(rowsOfBand);
  return { rows: [...header, ...body], end: j };
}

function cellsOf(text: string): string[] | null {
  if (!text.startsWith('|') || !text.endsWith('|') || text.length < 2) return null;
  return text
    .slice(1, -1)
    .split('|')
    .map((c) => c.trim());
}

function rowsOfBand(band: { cells: string[]; page: number }[]): RawRow[] {
  const empty = (l: { cells: string[] }) => l.cells.every((c) => c === '');
  const spaced = band.some(empty);
  const groups: { cells: string[]; page: number }[][] = [];
  for (const l of band) {
    if (empty(l)) {
      groups.push([]);
      continue;
    }
    const last = groups[groups.length - 1];
    const continues = last !== undefined && last.length > 0 && (spaced || l.cells[0] === '');
    if (continues) last.push(l);
    else groups.push([l]);
  }
  return groups.filter((g) => g.length).map((g) => asRow(g, false));
}

function asRow(lines: { cells: string[]; page: number }[], header: boolean): RawRow {
  const cells: RawCell[] = lines[0]!.cells.map((_, c) => ({
    text: lines
      .map((l) => l.cells[c]!)
      .filter(Boolean)
      .join('\n'),
    header,
    colSpan: 1,
    rowSpan: 1,
  }));
  return { cells, header, page: lines[0]!.page };
}
