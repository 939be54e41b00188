/**
 * A page's text as positioned runs: one pdfjs `getTextContent` pass. Most
 * pages are set upright; a landscape page (a wide table, turned by /Rotate or
 * drawn at 90°) is set mostly at a right angle. The page is read in the
 * orientation that most of its text has: those runs are turned upright, so
 * that lines, columns and rows work as on any page; text at another angle
 * (margin notes, watermarks, the portrait running header of a landscape page)
 * is left out.
 */
import type { PDFPageProxy, TextItem } from 'pdfjs-dist/types/src/display/api.js';
import type { FontStyleResolver } from '../pdf/font-styles.js';
import type { AcrossRun } from './angled-titles.js';
import type { Run } from './types.js';

/** Counter-clockwise angle of the text's baseline. */
export type Turn = 0 | 90 | 180 | 270;

export interface PageRuns {
  page: number;
  bottom: number;
  top: number;
  runs: Run[];
  /** The angle the page's text was read at: 90 for a landscape page drawn turned counter-clockwise. */
  turn: Turn;
  /** Every text item pdf.js extracted from the page, joined by spaces (for the text account). */
  text: string;
  /** The texts of the runs left out: set at another angle, and a turned page's upright running header and footer. */
  angled: string[];
  /** The runs among them set at a right angle to the page's text, with where they stand (angled-titles.ts). */
  across: AcrossRun[];
  edges: string[];
  /** The texts of runs too small to read (MIN_LEGIBLE): hidden text, or a hostile page's thousands of specks. */
  tiny: string[];
}

/** Width of a space in ems (Helvetica 0.278, Times 0.25). */
const SPACE_EM = 0.26;
/** Share of the page height at the top and bottom edge: running headers and footers. */
const EDGE_BAND = 0.1;

const UNKNOWN_FONT = { name: null, bold: false, italic: false, mono: false };

/** Glyphs under this height (pt, after every matrix) are too small to read at any zoom a reader prints at. */
const MIN_LEGIBLE = 1;

/** How far (tangent of the angle) a baseline may lean and still be read as level: a page scanned or set a little askew. */
const LEVEL = 0.1;

/**
 * The right angle nearest the baseline's direction (a, b), when the baseline lies within a few degrees of it.
 * Only the baseline counts: glyphs slanted by the matrix (a synthetic oblique, c ≠ 0) or mirrored (d < 0, as a
 * producer that flips the page's y axis writes them) are read like any others.
 */
function turnOf(a: number, b: number): Turn | null {
  if (Math.abs(b) <= LEVEL * Math.abs(a)) return a > 0 ? 0 : a < 0 ? 180 : null;
  if (Math.abs(a) <= LEVEL * Math.abs(b)) return b > 0 ? 90 : 270;
  return null;
}

/** A point of user space in the frame of text turned by `turn`: x along the baseline, y up the glyphs. */
function turned(turn: Turn, x: number, y: number): [number, number] {
  switch (turn) {
    case 0:
      return [x, y];
    case 90:
      return [y, -x];
    case 180:
      return [-x, -y];
    case 270:
      return [-y, x];
  }
}

interface Item {
  item: TextItem;
  turn: Turn | null;
  spaceBefore: boolean;
}

export async function readPageRuns(page: PDFPageProxy, fonts: FontStyleResolver): Promise<PageRuns> {
  const content = await page.getTextContent();
  const styles = await fonts.resolve(page, content.styles);
  const [x1, y1, x2, y2] = page.view as [number, number, number, number];
  const items: Item[] = [];
  const chars = new Map<Turn, number>();
  let spaceNext = false;
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const item = raw as TextItem;
    if (!item.str) continue;
    if (!item.str.trim()) {
      spaceNext = true;
      continue;
    }
    const [a, b] = item.transform as number[];
    const turn = turnOf(a!, b!);
    if (turn !== null) chars.set(turn, (chars.get(turn) ?? 0) + item.str.length);
    items.push({ item, turn, spaceBefore: spaceNext });
    spaceNext = item.str.length !== item.str.trimEnd().length;
  }
  const turn = ([...chars.entries()].sort((p, q) => q[1] - p[1])[0]?.[0] ?? 0) as Turn;
  const corners = [turned(turn, x1, y1), turned(turn, x2, y2)];
  const bottom = Math.min(corners[0]![1], corners[1]![1]);
  const top = Math.max(corners[0]![1], corners[1]![1]);
  const low = Math.min(y1, y2);
  const high = Math.max(y1, y2);
  const inEdgeBand = (y: number) => y <= low + EDGE_BAND * (high - low) || y >= high - EDGE_BAND * (high - low);

  const runs: Run[] = [];
  const angled: string[] = [];
  const edges: string[] = [];
  const tiny: string[] = [];
  const across: AcrossRun[] = [];
  for (const { item, turn: t, spaceBefore } of items) {
    const [a, b, c, d, e, f] = item.transform as number[];
    // The glyphs' height across the baseline: the same for upright, slanted and mirrored text.
    const size = Math.abs(a! * d! - b! * c!) / (Math.hypot(a!, b!) || 1) || Math.hypot(c!, d!);
    if (t !== turn) {
      // On a turned page the upright running header and footer are furniture, not unread text.
      const edge = turn !== 0 && t === 0 && inEdgeBand(f!);
      if (edge) edges.push(item.str);
      else angled.push(item.str);
      const side = t === null ? null : (t - turn + 360) % 360;
      if ((side === 90 || side === 270) && size >= MIN_LEGIBLE) {
        const font = styles.get(item.fontName) ?? UNKNOWN_FONT;
        across.push(acrossRun(item, side, turned(turn, e!, f!), size, font, edge ? null : angled.length - 1));
      }
      continue;
    }
    if (size < MIN_LEGIBLE) {
      tiny.push(item.str);
      continue;
    }
    const [x, y] = turned(turn, e!, f!);
    const lead = item.str.length - item.str.trimStart().length;
    const trail = item.str.length - item.str.trimEnd().length;
    const text = item.str.trim();
    // pdfjs reports one width for the whole string; a blank is about a quarter em wide.
    const blank = Math.min(SPACE_EM * size, item.width / item.str.length);
    runs.push({
      text,
      x: x + lead * blank,
      y,
      width: Math.max(0, item.width - (lead + trail) * blank),
      size,
      font: styles.get(item.fontName) ?? UNKNOWN_FONT,
      ...(spaceBefore || lead > 0 ? { spaceBefore: true } : {}),
      seq: runs.length,
    });
  }
  const text = items.map((i) => i.item.str).join(' ');
  return { page: page.pageNumber, bottom, top, runs, turn, text, angled, across, edges, tiny };
}

/** A run at a right angle to the page's text: its glyphs' box in the page's frame, from its origin and advance. */
function acrossRun(
  item: TextItem,
  side: 90 | 270,
  [x, y]: [number, number],
  size: number,
  font: Run['font'],
  at: number | null,
): AcrossRun {
  const text = item.str.trim();
  return side === 90
    ? { text, x0: x - size, x1: x, y0: y, y1: y + item.width, turn: 90, size, font, at }
    : { text, x0: x, x1: x + size, y0: y - item.width, y1: y, turn: 270, size, font, at };
}
