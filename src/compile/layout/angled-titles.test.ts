/**
 * Column titles set at a right angle read as one line of upright titles (SP 800-63B's Table 10-1): a band of turned
 * titles side by side, each title the turned lines that touch, an upright title inside the band moved onto the line.
 */
import { describe, expect, it } from 'vitest';
import { titleBands, type AcrossRun } from './angled-titles.js';

/** The one band of a page's turned titles, or null. */
const titleBand = (across: AcrossRun[], upright: Run[]) => {
  const bands = titleBands(across, upright);
  expect(bands.length).toBeLessThanOrEqual(1);
  return bands[0] ?? null;
};
import type { Run } from './types.js';

const FONT = { name: 'Helvetica-Bold', bold: true, italic: false, mono: false };

/** A run turned 90° counter-clockwise: its baseline at x, from y up `length`. */
const up = (text: string, x: number, y: number, length: number): AcrossRun => ({
  text,
  x0: x - 9,
  x1: x,
  y0: y,
  y1: y + length,
  turn: 90,
  size: 9,
  font: FONT,
  at: null,
});

/** A run turned 90° clockwise: its baseline at x, from y down `length`. */
const down = (text: string, x: number, y: number, length: number): AcrossRun => ({
  text,
  x0: x,
  x1: x + 9,
  y0: y - length,
  y1: y,
  turn: 270,
  size: 9,
  font: FONT,
  at: null,
});

const upright = (text: string, x: number, y: number, width: number): Run => ({
  text,
  x,
  y,
  width,
  size: 9.8,
  font: FONT,
});

describe('titleBand', () => {
  // SP 800-63B p. 68: titles centred in a band, one of two lines ("Single Factor" / "Cryptographic Software").
  const band = [
    up('Memorized secrets', 298.3, 512.1, 80.9),
    up('Look-up Secrets', 327.1, 517.4, 70.4),
    up('Out of Band', 355.9, 526.9, 51.4),
    up('Single Factor OTP Device', 384.7, 497.8, 109.5),
    up('Single Factor', 438.5, 524.1, 57),
    up('Cryptographic Software', 448.8, 501.6, 101.9),
  ];

  it('reads the titles side by side as upright runs on the foot of the band, in order', () => {
    const read = titleBand(band, [])!;
    expect(read.titles.map((t) => t.text)).toEqual([
      'Memorized secrets',
      'Look-up Secrets',
      'Out of Band',
      'Single Factor OTP Device',
      'Single Factor Cryptographic Software',
    ]);
    expect(new Set(read.titles.map((t) => t.y))).toEqual(new Set([497.8]));
    // As wide as its lines stand: a title of two lines spans both.
    expect(read.titles[4]!.x).toBeCloseTo(429.5, 5);
    expect(read.titles[4]!.width).toBeCloseTo(19.3, 5);
    expect(read.read).toHaveLength(6);
  });

  it('reads text turned clockwise from its last line to its first', () => {
    const read = titleBand(
      [down('Key', 300, 600, 20), down('Type', 330, 600, 30), down('Long', 360, 600, 40), down('Name', 369.5, 600, 40)],
      [],
    )!;
    expect(read.titles.map((t) => t.text)).toEqual(['Key', 'Type', 'Name Long']);
  });

  it('joins the pieces of one turned line in reading order', () => {
    const read = titleBand(
      [up('A', 300, 500, 40), up('C', 330, 500, 40), up('B', 300, 545, 40), up('D', 360, 500, 40)],
      [],
    );
    expect(read!.titles.map((t) => t.text)).toEqual(['A B', 'C', 'D']);
  });

  it('moves an upright title standing inside the band beside it onto its foot line', () => {
    const title = upright('Usability Consideration', 121, 549, 111);
    const above = upright('Table 10-1 - Usability Considerations', 157, 629, 298);
    const read = titleBand(band, [title, above])!;
    expect([...read.moved]).toEqual([[title, 497.8]]);
  });

  it('finds no band in a lone turned text (a margin stamp) or in fewer than three titles', () => {
    expect(titleBand([up('This publication is available free of charge', 22, 200, 355)], [])).toBeNull();
    expect(titleBand(band.slice(0, 2), [])).toBeNull();
  });

  it('reads a band at each height, titles of both interleaved across the page', () => {
    const lower = [up('One', 100, 300, 40), up('Two', 130, 300, 40), up('Three', 160, 300, 50)];
    const upper = [up('Four', 115, 500, 40), up('Five', 145, 500, 40), up('Six', 175, 500, 40)];
    const first = upright('Item', 40, 310, 30);
    const bands = titleBands([...lower, ...upper], [first]);
    expect(bands.map((b) => b.titles.map((t) => t.text))).toEqual([
      ['One', 'Two', 'Three'],
      ['Four', 'Five', 'Six'],
    ]);
    expect(bands.map((b) => [...b.moved.values()])).toEqual([[300], []]);
  });

  it('finds no band in turned texts far apart or at different heights', () => {
    const far = [up('One', 100, 500, 30), up('Two', 300, 500, 30), up('Three', 500, 500, 30)];
    expect(titleBand(far, [])).toBeNull();
    const stepped = [up('One', 100, 500, 30), up('Two', 130, 600, 30), up('Three', 160, 700, 30)];
    expect(titleBand(stepped, [])).toBeNull();
  });
});
