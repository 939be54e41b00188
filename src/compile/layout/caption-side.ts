/**
 * Where a document sets its table captions, decided once from all of them: above the table (ISO, NIST,
 * OASIS) or below it (LaTeX books such as the RISC-V manuals). For each caption the lines right above
 * and right below it on its page are looked at: the side whose lines have text in several columns is the
 * table's. Below wins only when most captions say so — one caption that sits under a figure's labels
 * changes nothing.
 */
import { isCaption } from './line-kinds.js';
import { piecesOf } from './table-columns.js';
import type { Line } from './types.js';

export type CaptionSide = 'above' | 'below';

/** How many lines on each side of a caption are looked at. */
const NEAR = 3;
const MIN_CAPTIONS = 2;

function columnar(lines: Line[], from: number, step: 1 | -1, page: number): number {
  let n = 0;
  for (let k = 1, i = from + step; k <= NEAR && i >= 0 && i < lines.length; k++, i += step) {
    const l = lines[i]!;
    if (l.page !== page || isCaption(l.text)) break;
    if (piecesOf(l).length >= 2) n++;
  }
  return n;
}

export function captionSide(lines: Line[]): CaptionSide {
  let above = 0;
  let below = 0;
  lines.forEach((l, i) => {
    if (!isCaption(l.text)) return;
    const up = columnar(lines, i, -1, l.page);
    const down = columnar(lines, i, 1, l.page);
    if (up > down) above++;
    else if (down > up) below++;
  });
  // "above" counts captions whose table is above them: the caption sits below its table.
  return above >= MIN_CAPTIONS && above > below ? 'below' : 'above';
}
