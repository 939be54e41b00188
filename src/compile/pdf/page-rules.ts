/**
 * The ruling lines of a page, from pdf.js's operator list: stroked straight
 * segments, the edges of stroked rectangles, and filled rectangles thin enough
 * to be a line (word processors draw rules that way). Shaded boxes (a header
 * row's fill) are kept apart: their edges bound cells, their fill is not a
 * line. White fills are the page's own background and say nothing. Only what
 * runs along an axis is kept — tables are drawn square; curves are figures.
 *
 * Coordinates are user space, as the text runs have them (the transforms of
 * the content stream and of form XObjects are applied).
 */
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';

/** A horizontal rule at `at` from `from` to `to` (x); a vertical one at x = `at` from y `from` to `to`. */
export interface Rule {
  at: number;
  from: number;
  to: number;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface PageRules {
  horizontal: Rule[];
  vertical: Rule[];
  /** Filled, non-white rectangles too thick to be a line: shading. */
  boxes: Box[];
}

/** A filled rectangle no thicker than this (pt) is a line. */
const THIN = 2.5;
/** Shorter strokes (pt) are tick marks, bullets, glyph parts. */
const MIN_LENGTH = 6;
/** A segment this close to an axis (pt over its length) runs along it. */
const SLANT = 0.5;

// pdf.js OPS and DrawOPS codes (pdfjs-dist 5): the numbers are part of its operator-list format (content-rules.ts
// writes them too).
export const OPS = {
  save: 10,
  restore: 11,
  transform: 12,
  stroke: 20,
  closeStroke: 21,
  fill: 22,
  eoFill: 23,
  fillStroke: 24,
  eoFillStroke: 25,
  closeFillStroke: 26,
  closeEOFillStroke: 27,
  endPath: 28,
  setStrokeRGBColor: 58,
  setFillRGBColor: 59,
  paintFormXObjectBegin: 74,
  paintFormXObjectEnd: 75,
  constructPath: 91,
} as const;
export const DRAW = { moveTo: 0, lineTo: 1, curveTo: 2, quadraticCurveTo: 3, closePath: 4 } as const;

const STROKES = new Set<number>([
  OPS.stroke,
  OPS.closeStroke,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);
const FILLS = new Set<number>([
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  // m applied first, then n (PDF's row-vector convention: m × n).
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

const WHITE = /^#f[a-f0-9]f[a-f0-9]f[a-f0-9]$/i;

/** Subpaths of a pdf.js path buffer, as point lists; a subpath with a curve is dropped (not square). */
function subpaths(buffer: ArrayLike<number>, m: Matrix): { points: [number, number][]; closed: boolean }[] {
  const out: { points: [number, number][]; closed: boolean }[] = [];
  let cur: { points: [number, number][]; closed: boolean; curved: boolean } | null = null;
  const flush = () => {
    if (cur && !cur.curved && cur.points.length >= 2) out.push({ points: cur.points, closed: cur.closed });
    cur = null;
  };
  for (let k = 0; k < buffer.length;) {
    const op = buffer[k++];
    if (op === DRAW.moveTo) {
      flush();
      cur = { points: [apply(m, buffer[k]!, buffer[k + 1]!)], closed: false, curved: false };
      k += 2;
    } else if (op === DRAW.lineTo) {
      cur ??= { points: [], closed: false, curved: false };
      cur.points.push(apply(m, buffer[k]!, buffer[k + 1]!));
      k += 2;
    } else if (op === DRAW.curveTo) {
      if (cur) cur.curved = true;
      k += 6;
    } else if (op === DRAW.quadraticCurveTo) {
      if (cur) cur.curved = true;
      k += 4;
    } else if (op === DRAW.closePath) {
      if (cur) cur.closed = true;
      flush();
    } else break;
  }
  flush();
  return out;
}

/** The rectangle a closed four-sided axis-aligned subpath outlines, or null. */
function rectangleOf(points: [number, number][]): Box | null {
  const pts = points.length === 5 && near(points[0]!, points[4]!) ? points.slice(0, 4) : points;
  if (pts.length !== 4 && pts.length !== 2) return null;
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const box = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  if (pts.length === 2) return box;
  // Every corner sits on the box's edges in both coordinates.
  const onEdge = pts.every(
    ([x, y]) =>
      (Math.abs(x - box.x0) < SLANT || Math.abs(x - box.x1) < SLANT) &&
      (Math.abs(y - box.y0) < SLANT || Math.abs(y - box.y1) < SLANT),
  );
  return onEdge ? box : null;
}

const near = (a: [number, number], b: [number, number]) =>
  Math.abs(a[0] - b[0]) < SLANT && Math.abs(a[1] - b[1]) < SLANT;

/** Rules and shaded boxes from an operator list (`fnArray` / `argsArray` as pdf.js returns them). */
export function rulesFromOperators(fnArray: ArrayLike<number>, argsArray: ArrayLike<unknown>): PageRules {
  const out: PageRules = { horizontal: [], vertical: [], boxes: [] };
  let ctm: Matrix = IDENTITY;
  let fillWhite = false;
  let strokeWhite = false;
  const stack: { ctm: Matrix; fillWhite: boolean; strokeWhite: boolean }[] = [];
  const line = (a: [number, number], b: [number, number]) => {
    if (Math.abs(a[1] - b[1]) < SLANT && Math.abs(a[0] - b[0]) >= MIN_LENGTH)
      out.horizontal.push({ at: (a[1] + b[1]) / 2, from: Math.min(a[0], b[0]), to: Math.max(a[0], b[0]) });
    else if (Math.abs(a[0] - b[0]) < SLANT && Math.abs(a[1] - b[1]) >= MIN_LENGTH)
      out.vertical.push({ at: (a[0] + b[0]) / 2, from: Math.min(a[1], b[1]), to: Math.max(a[1], b[1]) });
  };
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i]!;
    const args = argsArray[i] as unknown[] | null;
    switch (fn) {
      case OPS.save:
        stack.push({ ctm, fillWhite, strokeWhite });
        break;
      case OPS.restore:
      case OPS.paintFormXObjectEnd: {
        const s = stack.pop();
        if (s) ({ ctm, fillWhite, strokeWhite } = s);
        break;
      }
      case OPS.transform:
        ctm = multiply(args as unknown as Matrix, ctm);
        break;
      case OPS.paintFormXObjectBegin: {
        stack.push({ ctm, fillWhite, strokeWhite });
        const matrix = args?.[0] as Matrix | null | undefined;
        if (matrix && matrix.length === 6) ctm = multiply(matrix, ctm);
        break;
      }
      case OPS.setFillRGBColor:
        fillWhite = typeof args?.[0] === 'string' && WHITE.test(args[0]);
        break;
      case OPS.setStrokeRGBColor:
        strokeWhite = typeof args?.[0] === 'string' && WHITE.test(args[0]);
        break;
      case OPS.constructPath: {
        const paint = args?.[0] as number;
        const buffer = (args?.[1] as unknown[] | undefined)?.[0] as ArrayLike<number> | null | undefined;
        if (!buffer) break;
        for (const sub of subpaths(buffer, ctm)) {
          if (STROKES.has(paint) && !strokeWhite) {
            const pts = sub.closed ? [...sub.points, sub.points[0]!] : sub.points;
            for (let k = 1; k < pts.length; k++) line(pts[k - 1]!, pts[k]!);
          }
          if (FILLS.has(paint) && !fillWhite) {
            const box = rectangleOf(sub.points);
            if (!box) continue;
            const w = box.x1 - box.x0;
            const h = box.y1 - box.y0;
            if (h <= THIN && w >= MIN_LENGTH)
              out.horizontal.push({ at: (box.y0 + box.y1) / 2, from: box.x0, to: box.x1 });
            else if (w <= THIN && h >= MIN_LENGTH)
              out.vertical.push({ at: (box.x0 + box.x1) / 2, from: box.y0, to: box.y1 });
            else if (w > THIN && h > THIN) out.boxes.push(box);
          }
        }
        break;
      }
    }
  }
  return out;
}

export async function readPageRules(page: PDFPageProxy): Promise<PageRules> {
  // Page content only (AnnotationMode.DISABLE = 0), the intent the font reader already built: pdf.js reuses it.
  const ops = await page.getOperatorList({ annotationMode: 0 });
  return rulesFromOperators(ops.fnArray, ops.argsArray);
}
