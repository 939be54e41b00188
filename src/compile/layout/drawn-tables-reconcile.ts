/**
 * The tree's blocks against the grids read from the drawing (drawn-tables.ts): which blocks hold a grid's text,
 * whether the tree agrees (one Table element holding just the text of grids), and, where it does not, the blocks
 * with the grid as a table in the place of the first block that held its text. A tree table that held text of
 * a grid and text outside it (the paragraph before the grid) gives that text back as paragraphs.
 */
import type { RawBlock, RawRow } from '../blocks.js';
import { parseFigureCaption, parseTableCaption } from '../../model/table-number.js';
import { isProse } from '../table-text.js';
import type { TitledCode } from './titled-code.js';
import type { Line } from './types.js';

/** A ruled grid read from the drawing of one page. */
export interface Grid {
  page: number;
  /** Top of its first line and baseline of its last (user space). */
  top: number;
  bottom: number;
  rows: RawRow[];
  /** Its columns. */
  width: number;
  /** The line printed right under the grid on its page, if any. */
  below: string | null;
  /** A line drawn in text under the header row (dashes), printed inside the grid: its text, no cell's. */
  rule?: string;
  /** Read as rows in code under column titles (titled-code.ts): what the next page's rows go on with. */
  titled?: TitledCode;
  /** Read from aligned text alone, under the sentence that introduces it (RawBlock `aligned`): a list of pairs. */
  aligned?: true;
}

/** A grid read from `lines`: its page, the top of its first line and the baseline of its last, the line under it. */
export function gridOfLines(lines: readonly Line[], rows: RawRow[], width: number, after: Line | undefined): Grid {
  const first = lines[0]!;
  return {
    page: first.page,
    top: Math.max(...lines.map((l) => l.y + l.size)),
    bottom: Math.min(...lines.map((l) => l.y)),
    rows,
    width,
    below: after && after.page === first.page ? after.text : null,
  };
}

/** A tree block's top may stand this far (pt) outside the grid's lines and still be inside its rules. */
const REACH = 6;
/** A caption printed under a grid is among this many blocks after it in the tree's order. */
const CAPTION_NEAR = 3;

/** Text compared without its spacing: the tree and the drawing break lines and space words their own ways. */
export const squeeze = (text: string): string => text.replace(/[\s\u00ad\u200b-\u200d\ufeff]+/gu, '');

/** Each printed line of `text` is found in the grid's text (a tree cell may hold a column's lines of several rows). */
function inGrid(text: string, gridText: string): boolean {
  const lines = text.split('\n').map(squeeze).filter(Boolean);
  return lines.length > 0 && (lines.every((l) => gridText.includes(l)) || wordsInGrid(text, gridText));
}

/**
 * A block holding a whole grid's text in another order (a tree that tagged a table as one list item, reading a
 * cell of two lines after the row's next cell: DWARF 4's 7.4): every word of it is in the grid's text, and it holds
 * no more text than the grid.
 */
function wordsInGrid(text: string, gridText: string): boolean {
  const words = text.split(/\s+/u).filter(Boolean);
  return (
    words.length >= MIN_WORDS && squeeze(text).length <= gridText.length && words.every((w) => gridText.includes(w))
  );
}

/** A block this many words long or more may hold a grid's text in its own order. */
const MIN_WORDS = 12;

interface Placed {
  grid: Grid;
  text: string;
}

/** Where a piece of a block sits: the grid holding its text, or null. */
type Locate = (page: number, y: number | null, text: string) => Placed | null;

/** `notes`: the notes under a grid count as its text (they go with it); else only its cells do. */
function locator(grids: readonly Grid[], notes = true): Locate {
  const placed = grids.map((grid) => ({
    grid,
    text:
      grid.rows
        .filter((r) => notes || !r.foot)
        .flatMap((r, k) => [...r.cells.map((c) => squeeze(c.text)), k === 0 && grid.rule ? squeeze(grid.rule) : ''])
        .join('') + (grid.titled?.aside ?? []).map(squeeze).join(''),
  }));
  return (page, y, text) =>
    placed.find(
      (p) =>
        p.grid.page === page &&
        (y === null || (y <= p.grid.top + REACH && y >= p.grid.bottom - REACH)) &&
        inGrid(text, p.text),
    ) ?? null;
}

const blockTexts = (b: RawBlock): string[] => (b.kind === 'list' ? b.items : b.kind === 'table' ? [] : [b.text]);

type TableBlock = Extract<RawBlock, { kind: 'table' }>;

/** Each non-empty cell of a tree table, with the grid holding it (or null). */
function cellsOf(t: TableBlock, locate: Locate): { text: string; page: number; in: Grid | null }[] {
  // A cell is looked for on its row's page first, then on every page the table reaches: a tree that lost the
  // grid may set one row's cells on two pages.
  const reach = Array.from({ length: t.pageEnd - t.page + 1 }, (_, k) => t.page + k);
  const pages = (row: RawRow) => (row.page === undefined ? reach : [row.page, ...reach.filter((p) => p !== row.page)]);
  return t.rows.flatMap((row) =>
    row.cells
      .filter((c) => squeeze(c.text) !== '')
      .map((c) => {
        const found = pages(row)
          .map((p) => locate(p, null, c.text))
          .find((x) => x !== null);
        return { text: c.text, page: found?.grid.page ?? row.page ?? t.page, in: found?.grid ?? null };
      }),
  );
}

/**
 * The grids the tree gets wrong: a grid some block other than a table lies wholly inside (the tree gives its cells
 * as paragraphs). A grid the tree holds only in tables is the tree's to read: a tree table is never outvoted for
 * text the two read differently.
 */
function disputed(blocks: readonly RawBlock[], locate: Locate): Set<Grid> {
  const out = new Set<Grid>();
  for (const b of blocks) {
    if (b.kind === 'table') continue;
    const texts = blockTexts(b);
    const grids = texts.map((t) => locate(b.page, b.y, t)?.grid ?? null);
    if (grids.length && grids.every((g) => g !== null && g === grids[0])) out.add(grids[0]!);
  }
  return out;
}

/**
 * The blocks with each disputed grid as a table where the first block holding its text stood, the blocks wholly
 * inside it gone, the tree tables that held some of its text given back as paragraphs of their other cells, and
 * the caption printed under the grid set right after it as a paragraph.
 */
export function reconcileGrids(blocks: readonly RawBlock[], grids: readonly Grid[]): Reconciled {
  const locate = locator(grids);
  // A footnote under the grid is no cell: the tree giving it as a paragraph disputes nothing.
  const wrong = disputed(blocks, locator(grids, false));
  if (!wrong.size) return { blocks: [...blocks], replaced: [], markers: [] };
  // The disputed grid each block's text lies in, if any: a block wholly inside it, or a tree table with cells in it.
  const into = blocks.map((b): Grid | null => {
    if (b.kind === 'table') return cellsOf(b, locate).find((c) => c.in && wrong.has(c.in))?.in ?? null;
    const texts = blockTexts(b);
    const g = texts.every((t) => locate(b.page, b.y, t) !== null) ? locate(b.page, b.y, texts[0]!)?.grid : null;
    return g && wrong.has(g) ? g : null;
  });
  const out: RawBlock[] = [];
  const placedAt = new Map<Grid, number>();
  const place = (g: Grid) => {
    if (placedAt.has(g)) return;
    placedAt.set(g, out.length);
    out.push(tableOf(g));
  };
  blocks.forEach((b, i) => {
    const g = into[i];
    const cut = g ? null : leadInCut(b, locate, wrong);
    if (cut) {
      out.push(cut.lead);
      place(cut.grid);
    } else if (b.kind === 'table' && (g || misplaced(b, blocks[i + 1], into[i + 1]) || proseBeside(b, grids, locate))) {
      // The tree's table holds text outside the grid, stands in its place and holds none of it, or holds prose.
      // Its grids, disputed or not, are read from the drawing: the tree table that held them is gone.
      for (const c of cellsOf(b, locate)) {
        if (c.in) place(c.in);
        else out.push({ kind: 'paragraph', page: c.page, y: null, text: c.text });
      }
    } else if (g) place(g);
    else out.push(b);
  });
  const placed = [...placedAt].sort((a, b) => b[1] - a[1]);
  for (const [g, at] of placed) captionUnder(out, at, g);
  const markers = placed.flatMap(([g]) => markerOver(out, g, grids));
  return { blocks: out, replaced: [...placedAt.keys()], markers };
}

/**
 * A paragraph that opens with the sentence introducing a disputed grid and goes on with the grid's first rows (a tree
 * that tagged the lead-in and the lines under it as one P: FIPS 197's glossary): the lead-in, up to its colon, and
 * the grid the rest of its words are in.
 */
function leadInCut(b: RawBlock, locate: Locate, wrong: ReadonlySet<Grid>): { lead: RawBlock; grid: Grid } | null {
  if (b.kind !== 'paragraph') return null;
  for (let colon = b.text.indexOf(':'); colon >= 0; colon = b.text.indexOf(':', colon + 1)) {
    const rest = b.text.slice(colon + 1).trim();
    if (!rest) return null;
    const grid = locate(b.page, null, rest)?.grid;
    if (grid && wrong.has(grid)) return { lead: { ...b, text: b.text.slice(0, colon + 1).trimEnd() }, grid };
  }
  return null;
}

export interface Reconciled {
  blocks: RawBlock[];
  replaced: Grid[];
  /** Marker lines over long tables ("Figure 2, Attribute names, begins here."), taken out of the text. */
  markers: { page: number; text: string }[];
}

/** The label of the first caption under `g` or under a grid after it, on this page or a later one. */
function captionAfter(g: Grid, grids: readonly Grid[]): string | null {
  for (const next of grids.slice(grids.indexOf(g))) {
    const text = next.below?.trim() ?? '';
    const caption = parseFigureCaption(text) ?? parseTableCaption(text);
    if (caption) return caption.number;
  }
  return null;
}

/**
 * A one-line paragraph right over the table, on its page, that opens with the number of the caption printed under
 * its last part and is no caption itself ("Figure 2, Attribute names, begins here."): a marker naming the table it
 * opens, no text of the document. It is taken out.
 */
function markerOver(out: RawBlock[], g: Grid, grids: readonly Grid[]): { page: number; text: string }[] {
  const k = out.findIndex((b) => b.kind === 'table' && b.page === g.page && b.y === g.top);
  const before = out[k - 1];
  if (k < 1 || before?.kind !== 'paragraph' || before.page !== g.page || before.text.trim().includes('\n')) return [];
  const text = before.text.trim();
  const label = captionAfter(g, grids);
  if (label === null || !text.startsWith(label) || /^[\p{L}\p{N}]/u.test(text.slice(label.length))) return [];
  if (parseFigureCaption(text) || parseTableCaption(text)) return [];
  out.splice(k - 1, 1);
  return [{ page: before.page, text }];
}

/**
 * In a tree that lost its grids (the caller asks only then), a tree table on a page whose drawing shows a grid,
 * holding none of any grid's text and nothing but sentences: the paragraphs before a grid, which the tree's Table
 * element took in when it went astray. A table is never made of prose.
 */
function proseBeside(t: TableBlock, grids: readonly Grid[], locate: Locate): boolean {
  if (!grids.some((g) => g.page >= t.page && g.page <= t.pageEnd)) return false;
  const cells = cellsOf(t, locate);
  return cells.length > 0 && cells.every((c) => c.in === null && isProse(c.text));
}

/**
 * A tree table holding no text of any grid, right before the blocks that hold a disputed grid's text on its
 * page: the tree's Table element went astray from the grid (it holds the paragraph before it).
 */
function misplaced(t: TableBlock, next: RawBlock | undefined, nextGrid: Grid | null | undefined): boolean {
  return next !== undefined && nextGrid != null && nextGrid.page === t.pageEnd && next.kind !== 'table';
}

function tableOf(g: Grid): TableBlock {
  const rows = g.rows.map((r) => ({ ...r, page: g.page }));
  return { kind: 'table', page: g.page, y: g.top, rows, pageEnd: g.page, ...(g.aligned ? { aligned: true } : {}) };
}

/**
 * The caption printed right under the grid, among the next few blocks (a tree may tag it as a list item, and set a
 * paragraph printed above the grid after it), moved to stand right after the table as a paragraph: the side the
 * segmenter numbers tables from.
 */
function captionUnder(out: RawBlock[], at: number, g: Grid): void {
  if (g.below === null) return;
  const caption = g.below.trim();
  if (!parseFigureCaption(caption) && !parseTableCaption(caption)) return;
  const want = squeeze(caption);
  for (let k = at + 1; k < out.length && k <= at + CAPTION_NEAR; k++) {
    const b = out[k]!;
    const text = blockTexts(b)[0] ?? '';
    if (b.page !== g.page || !squeeze(text).startsWith(want)) continue;
    // A list whose first item is the caption keeps its other items (a heading the tree set in the same list).
    const rest: RawBlock[] =
      b.kind === 'list' && b.items.length > 1
        ? [{ ...b, items: b.items.slice(1), ...(b.itemPages ? { itemPages: b.itemPages.slice(1) } : {}) }]
        : [];
    out.splice(k, 1, ...rest);
    out.splice(at + 1, 0, { kind: 'paragraph', page: b.page, y: b.y, text });
    return;
  }
}

/**
 * Grids none of whose rows any block holds, on pages whose text the tree falls short of: a table the tree left out
 * altogether (FIPS 203's Table 2, its text marked but pointed at by no element). Each is set among its page's
 * blocks by its height, after the last block that starts above it, with the caption printed under it.
 */
export function placeOrphans(
  blocks: readonly RawBlock[],
  grids: readonly Grid[],
): { blocks: RawBlock[]; placed: Grid[] } {
  const out = [...blocks];
  const placed: Grid[] = [];
  for (const g of grids) {
    const held = out.filter((b) => b.page <= g.page && (b.kind !== 'table' ? b.page : b.pageEnd) >= g.page);
    const texts = held.flatMap(heldTexts);
    const rows = g.rows.map(rowText).filter(Boolean);
    if (!rows.length || rows.some((r) => texts.some((t) => t.includes(r)))) continue;
    const at = placeByHeight(out, g);
    if (at === null) continue;
    out.splice(at, 0, tableOf(g));
    placed.push(g);
    captionUnder(out, at, g);
  }
  return { blocks: out, placed };
}

/** A row's text without its spacing, its cells run together. */
const rowText = (r: RawRow): string => squeeze(r.cells.map((c) => c.text).join(''));

/** A block's texts as a grid's rows are compared with them: a table's row by row. */
const heldTexts = (b: RawBlock): string[] => (b.kind === 'table' ? b.rows.map(rowText) : blockTexts(b).map(squeeze));

/** Where a grid goes among the blocks: after the last block of its page whose top is above the grid's. */
function placeByHeight(out: readonly RawBlock[], g: Grid): number | null {
  let first: number | null = null;
  let after: number | null = null;
  out.forEach((b, k) => {
    if (b.page !== g.page || b.y === null) return;
    first ??= k;
    if (b.y >= g.top) after = k + 1;
  });
  return after ?? first;
}
