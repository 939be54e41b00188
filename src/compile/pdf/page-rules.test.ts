import { describe, expect, it } from 'vitest';
import { rulesFromOperators } from './page-rules.js';

// pdf.js operator codes (OPS) and path codes (DrawOPS), as page-rules.ts reads them.
const SAVE = 10;
const RESTORE = 11;
const TRANSFORM = 12;
const STROKE = 20;
const FILL = 22;
const FILL_RGB = 59;
const FORM_BEGIN = 74;
const FORM_END = 75;
const PATH = 91;
const [MOVE, LINE, CURVE, CLOSE] = [0, 1, 2, 4];

const rect = (x: number, y: number, w: number, h: number) => [
  MOVE,
  x,
  y,
  LINE,
  x + w,
  y,
  LINE,
  x + w,
  y + h,
  LINE,
  x,
  y + h,
  CLOSE,
];
const path = (paint: number, ...buffer: number[]) => [PATH, [paint, [Float32Array.from(buffer)], null]] as const;

function read(...ops: (readonly [number, unknown])[]) {
  return rulesFromOperators(
    ops.map((o) => o[0]),
    ops.map((o) => o[1]),
  );
}

describe('rulesFromOperators', () => {
  it('reads stroked segments and the edges of a stroked rectangle as rules, along the axes only', () => {
    const r = read(
      path(STROKE, MOVE, 72, 700, LINE, 540, 700),
      path(STROKE, ...rect(100, 500, 200, 50)),
      // A slanted stroke and a curve are figures, not rules.
      path(STROKE, MOVE, 72, 400, LINE, 300, 450),
      path(STROKE, MOVE, 72, 300, CURVE, 100, 310, 200, 310, 300, 300),
    );
    expect(r.horizontal).toEqual([
      { at: 700, from: 72, to: 540 },
      { at: 500, from: 100, to: 300 },
      { at: 550, from: 100, to: 300 },
    ]);
    expect(r.vertical).toEqual([
      { at: 300, from: 500, to: 550 },
      { at: 100, from: 500, to: 550 },
    ]);
    expect(r.boxes).toEqual([]);
  });

  it('reads a thin filled rectangle as a rule, a thick one as shading, and ignores white fills', () => {
    const r = read(
      [FILL_RGB, ['#000000']],
      path(FILL, ...rect(72, 600, 468, 0.5)),
      path(FILL, ...rect(300, 400, 0.75, 120)),
      [FILL_RGB, ['#d9d9d9']],
      path(FILL, ...rect(72, 580, 468, 14)),
      [FILL_RGB, ['#ffffff']],
      path(FILL, ...rect(0, 0, 612, 792)),
      path(FILL, ...rect(72, 300, 468, 0.5)),
    );
    expect(r.horizontal).toEqual([{ at: 600.25, from: 72, to: 540 }]);
    expect(r.vertical).toEqual([{ at: 300.375, from: 400, to: 520 }]);
    expect(r.boxes).toEqual([{ x0: 72, y0: 580, x1: 540, y1: 594 }]);
  });

  it('applies the content stream transforms and form matrices, and restores them', () => {
    const r = read(
      [SAVE, null],
      [TRANSFORM, [2, 0, 0, 2, 10, 20]],
      path(STROKE, MOVE, 0, 0, LINE, 100, 0),
      [RESTORE, null],
      [
        FORM_BEGIN,
        [
          [1, 0, 0, 1, 50, 60],
          [0, 0, 100, 100],
        ],
      ],
      path(STROKE, MOVE, 0, 0, LINE, 0, 30),
      [FORM_END, null],
      path(STROKE, MOVE, 0, 10, LINE, 40, 10),
    );
    expect(r.horizontal).toEqual([
      { at: 20, from: 10, to: 210 },
      { at: 10, from: 0, to: 40 },
    ]);
    expect(r.vertical).toEqual([{ at: 50, from: 60, to: 90 }]);
  });
});
