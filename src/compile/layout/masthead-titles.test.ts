import { describe, expect, it } from 'vitest';
import { isCentred, titleUnderMasthead } from './masthead-titles.js';
import { buildLines } from './lines.js';
import type { LayoutMetrics } from './metrics.js';
import type { Line } from './types.js';

const m: LayoutMetrics = {
  bodySize: 10,
  pitch: (s) => 1.2 * s,
  left: () => 72,
  right: () => 540,
  paragraphSpacing: true,
};
const WIDTH_PER_CHAR = 0.5;

/** A line of `text` at baseline `y`, centred over the column 72–540 unless `x` sets its left edge. */
const line = (text: string, y: number, opts: { size?: number; bold?: boolean; x?: number } = {}): Line => {
  const size = opts.size ?? 10;
  const width = text.length * WIDTH_PER_CHAR * size;
  return buildLines(1, [
    {
      text,
      x: opts.x ?? 306 - width / 2,
      y,
      width,
      size,
      font: { name: null, bold: opts.bold ?? false, italic: false, mono: false },
    },
  ])[0]!;
};

const masthead = [line('Federal Information', 720), line('Processing Standards Publication 46-1', 706)];
const date = line('1988 January 22', 690);
const prose = line('The Data Encryption Standard (DES) shall consist of the following algorithm to', 600, { x: 72 });

describe('isCentred', () => {
  it('takes a line whose middle is the column middle, set in from its edges, and no full line', () => {
    expect(isCentred(date, m)).toBe(true);
    expect(isCentred(prose, m)).toBe(false);
    expect(isCentred(line('Introduction', 500, { x: 72 }), m)).toBe(false);
    expect(isCentred(line('1988 January 22', 690, { x: 330 }), m)).toBe(false);
  });
});

describe('titleUnderMasthead', () => {
  it('takes the centred lines under a masthead closed by its date, up to the last set apart', () => {
    const lines = [
      ...masthead,
      date,
      line('SPECIFICATIONS FOR THE', 672),
      line('DATA ENCRYPTION STANDARD', 650, { size: 16, bold: true }),
      prose,
    ];
    expect(titleUnderMasthead(lines, 3, m)).toBe(5);
  });

  it('leaves a plain centred line under the bold title out of it, and stops at a numbered heading', () => {
    const lines = [
      ...masthead,
      date,
      line('Announcing the', 672, { bold: true }),
      line('DIGITAL SIGNATURE STANDARD (DSS)', 656, { bold: true }),
      line('1. INTRODUCTION', 640, { bold: true }),
    ];
    expect(titleUnderMasthead(lines, 3, m)).toBe(5);
    const plainAfter = [...lines.slice(0, 5), line('a plain subtitle', 640)];
    expect(titleUnderMasthead(plainAfter, 3, m)).toBe(5);
  });

  it('reads no title without a date alone over it, a masthead line over the date, or a line set apart', () => {
    const title = line('DATA ENCRYPTION STANDARD', 650, { size: 16, bold: true });
    // A centred line over a cover's title is no masthead without its issue date.
    expect(titleUnderMasthead([...masthead, line('Announcing the', 690), title], 3, m)).toBeNull();
    // A date alone at the top of the text, nothing centred over it: a letter's date, no masthead.
    expect(titleUnderMasthead([prose, date, title], 2, m)).toBeNull();
    // The lines under the date all in the body face: nothing sets a title apart.
    expect(titleUnderMasthead([...masthead, date, line('Announcing the', 672)], 3, m)).toBeNull();
    // A date set at the left edge, not centred.
    expect(titleUnderMasthead([...masthead, line('1988 January 22', 690, { x: 72 }), title], 3, m)).toBeNull();
  });

  it('keeps the title to lines within four pitches of each other on one page', () => {
    const far = line('DATA ENCRYPTION STANDARD', 600, { size: 16, bold: true });
    expect(titleUnderMasthead([...masthead, date, far], 3, m)).toBeNull();
  });
});
