/**
 * A tagged file's structure tree cross-checked against the drawing where the drawing shows a ruled grid of text.
 * A word processor's export may lose a table from its tree: every cell a P among the text around it, or a Table
 * element that holds the paragraph before the grid while the cells follow it as paragraphs (DWARF 4). On the pages
 * where the tree has a table or a caption, the page's text and ruling lines are read again the way the layout
 * extractor reads them, and its table reader (layout/tables.ts) reads each grid. Where the tree gives the grid's
 * text as anything but one Table element holding just that text, the drawing wins: the grid becomes a table block
 * in the place of the blocks that held its text, a caption printed right under it becomes a paragraph after it,
 * and `reading` says so. Where the tree agrees, the tree's table stays.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import type { RawBlock, RawRow } from '../blocks.js';
import { footLabel, isProse } from '../table-text.js';
import { CAPTION_LABEL, parseFigureCaption, parseTableCaption } from '../../model/table-number.js';
import { FontStyleResolver } from '../pdf/font-styles.js';
import { isCaption } from './line-kinds.js';
import { buildLines } from './lines.js';
import { measure, type LayoutMetrics } from './metrics.js';
import { ruledTableAt, rulesReachFoot } from './table-rules.js';
import { captionedHeaderRows, readTable, withHeads, type TableRead } from './tables.js';
import { readPageRuns } from './text-runs.js';
import type { Line, PageLines } from './types.js';
import { pageList } from '../page-list.js';
import { readPageRules, type PageRules } from '../pdf/page-rules.js';
import { readTitledCode, readTitledRows, type TitledCode } from './titled-code.js';
import { gridOfLines, placeOrphans, reconcileGrids, type Grid, type Reconciled } from './drawn-tables-reconcile.js';
import { NO_HINTS, type TableHints } from '../pdf/table-hints.js';
import { cellPages, looseGridAt } from './drawn-tables-loose.js';
import { runningLines } from './running-lines.js';
import { mayHoldSplitMerges, spanAsDrawn, splitAsDrawn, spansDown } from './drawn-spans.js';
import type { PageFont } from '../pdf/page-fonts.js';

/** A page's font names and ruling lines as pdf-lib reads them (null: pdf.js is asked), sparing operator lists. */
export interface PageReaders {
  pageFonts?: (page: number) => PageFont[] | null;
  pageRules?: (page: number) => PageRules | null;
}

type Loose = 'cells' | 'orphans';

/** The pages read by alignment as well as by rules (drawn-tables-loose.ts), and what a table read there may do. */
function looseReading(blocks: readonly RawBlock[], hints: TableHints): Map<number, Loose> {
  const out = new Map<number, Loose>(hints.unreached.map((p) => [p, 'orphans']));
  for (const p of cellPages(blocks, hints)) out.set(p, 'cells');
  return out;
}

type Diagnostic = { severity: 'info' | 'warning'; code: string; message: string; page?: number };

/** A page as the layout extractor reads it: lines with their fonts, and the ruling lines drawn. */
interface DrawnPage {
  lines: PageLines;
  rules: PageRules;
  /**
   * A page where the tree may have lost a table drawn without rules, whose tables are read by alignment too:
   * `cells`, where it gives a table's cells as paragraphs; `orphans`, where it leaves text out (placeOrphans).
   */
  loose: Loose | undefined;
  /** Its running header and footer lines (running-lines.ts): no text of the page's body. */
  running?: ReadonlySet<Line>;
}

/**
 * The blocks with every ruled grid the tree does not give as a table read from the drawing instead, and the
 * diagnostic that says where. Pages pdf.js cannot read again are left as the tree gives them.
 */
export async function tablesFromDrawing(
  doc: PDFDocumentProxy,
  blocks: RawBlock[],
  hints: TableHints = NO_HINTS,
  fromFile: PageReaders = {},
): Promise<{ blocks: RawBlock[]; diagnostics: Diagnostic[]; markers: Reconciled['markers'] }> {
  const loose = looseReading(blocks, hints);
  const drawn = await readDrawnPages(doc, candidatePages(blocks, hints, loose), loose, fromFile);
  if (!drawn.size) return { blocks, diagnostics: [], markers: [] };
  for (const [n, set] of runningLines([...drawn.values()])) drawn.get(n)!.running = set;
  const m = measure([...drawn.values()].map((d) => d.lines));
  const grids: Grid[] = [];
  const orphanOnly = new Set<Grid>();
  for (const d of drawn.values()) {
    const read = gridsOf(d, m, grids[grids.length - 1]);
    grids.push(...read.grids);
    for (const g of read.loose) if (d.loose === 'orphans') orphanOnly.add(g);
  }
  const spans = [...spannedDiagnostics(spanAsDrawn(blocks, grids)), ...splitDiagnostics(splitAsDrawn(blocks, grids))];
  const reconciled = reconcileGrids(
    captionsOutOfLists(blocks),
    grids.filter((g) => !orphanOnly.has(g)),
  );
  const { markers } = reconciled;
  const unreached = new Set(hints.unreached);
  const orphans = placeOrphans(
    reconciled.blocks,
    grids.filter((g) => unreached.has(g.page) && !reconciled.replaced.includes(g)),
  );
  const replaced = [...reconciled.replaced, ...orphans.placed];
  if (!replaced.length) return { blocks, diagnostics: spans, markers: [] };
  return { blocks: orphans.blocks, diagnostics: [...spans, drawnDiagnostic(replaced, markers)], markers };
}

/** A page with this many tables of the tree and no caption among its blocks shows one table drawn as boxes. */
const BOXES = 3;

/**
 * The pages where the tree has several tables and no caption: the boxes of one table drawn as separate grids
 * (FIPS 197's Appendix B, a State array of 4 × 4 bytes in each cell), each of which a tree may tag as a table.
 */
function pagesOfSmallTables(blocks: readonly RawBlock[]): number[] {
  const tables = new Map<number, number>();
  const captioned = new Set<number>();
  for (const b of blocks) {
    if (b.kind === 'table' && b.pageEnd === b.page) tables.set(b.page, (tables.get(b.page) ?? 0) + 1);
    else if (labelled(b)) captioned.add(b.page);
  }
  return [...tables].filter(([p, n]) => n >= BOXES && !captioned.has(p)).map(([p]) => p);
}

/**
 * A list holding a caption among its items (a tree that tagged the text of a lost table, the caption printed
 * under it and the text after it as one list) split round it: the items before, the caption as a paragraph, the
 * items after. The grids are then compared with the items alone, and the caption numbers its table.
 */
export function captionsOutOfLists(blocks: readonly RawBlock[]): RawBlock[] {
  return blocks.flatMap((b): RawBlock[] => {
    if (b.kind !== 'list' || !b.items.some(isCaptionItem)) return [b];
    const out: RawBlock[] = [];
    let from = 0;
    const pageOf = (k: number) => b.itemPages?.[k] ?? b.page;
    const flush = (to: number) => {
      if (to > from)
        out.push({
          ...b,
          page: pageOf(from),
          y: from === 0 ? b.y : null,
          items: b.items.slice(from, to),
          ...(b.itemPages ? { itemPages: b.itemPages.slice(from, to) } : {}),
        });
    };
    b.items.forEach((item, k) => {
      if (!isCaptionItem(item)) return;
      flush(k);
      out.push({ kind: 'paragraph', page: pageOf(k), y: null, text: item });
      from = k + 1;
    });
    flush(b.items.length);
    return out;
  });
}

const isCaptionItem = (item: string): boolean =>
  parseFigureCaption(item.trim()) !== null || parseTableCaption(item.trim()) !== null;

/** An info diagnostic naming how many cells a mend of the tree's tables by their drawing changed, and where. */
function cellsDiagnostic(code: string, changed: { cells: number; pages: number[] }, what: string): Diagnostic[] {
  if (!changed.cells) return [];
  const pages = [...new Set(changed.pages)];
  const where = `on page${pages.length > 1 ? 's' : ''} ${pageList(pages)}`;
  return [{ severity: 'info', code, message: `${changed.cells} ${what}, ${where}`, page: pages[0] }];
}

/** How many of the tree's empty cells the drawing showed inside a cell beside or above them (drawn-spans.ts). */
const spannedDiagnostics = (joined: { cells: number; pages: number[] }) =>
  cellsDiagnostic(
    'tagged-cell-spans',
    joined,
    "empty cell(s) of the structure tree's tables lie inside a cell beside or above them in the drawing (a merged cell tagged as a cell and empty ones beside or under it): that cell spans them, its text repeated in each column or row",
  );

/** How many cells the tree covers with a cell spanning rows that the drawing rules off on their own. */
const splitDiagnostics = (split: { cells: number; pages: number[] }) =>
  cellsDiagnostic(
    'tagged-cell-splits',
    split,
    "cell(s) that the structure tree's tables cover with a cell spanning rows are drawn as cells of their own, ruled off and empty: read as drawn, the text in the first row only",
  );

function drawnDiagnostic(replaced: readonly Grid[], markers: Reconciled['markers']): Diagnostic {
  const pages = [...new Set(replaced.map((g) => g.page))];
  const marked = markers.length
    ? `; ${markers.length} marker line(s) naming the table they open (${markers
        .slice(0, 3)
        .map((k) => `"${k.text.slice(0, 40)}"`)
        .join(', ')}) are no text`
    : '';
  return {
    severity: 'info',
    code: 'tagged-table-drawn',
    message: `${replaced.length} table(s) the structure tree gives as paragraphs or leaves out were read from the drawing, on page${pages.length > 1 ? 's' : ''} ${pageList(pages)}: the drawing shows a grid, or rows that line up under a caption, a row of titles or the sentence that introduces them, where the tree has no table, or a table holding text outside the grid${marked}`,
    page: pages[0],
  };
}

/** A block's texts: a paragraph's, a list's items, a table's cells. */
const textsOf = (b: RawBlock): string[] =>
  b.kind === 'list' ? b.items : b.kind === 'table' ? b.rows.flatMap((r) => r.cells.map((c) => c.text)) : [b.text];

const labelled = (b: RawBlock | undefined): boolean =>
  b !== undefined && textsOf(b).some((t) => CAPTION_LABEL.test(t.trim()));

/**
 * The paragraph a Table element took in from before its grid: a sentence in the table's first row, or a row of
 * nothing but sentences. A sentence further down, beside other cells, is no sign — a key table's description
 * column is written in sentences, under a row of column titles.
 */
const holdsProseRow = (b: Extract<RawBlock, { kind: 'table' }>): boolean =>
  (b.rows[0]?.cells.some((c) => isProse(c.text)) ?? false) ||
  b.rows.some((r) => r.cells.length > 0 && r.cells.every((c) => isProse(c.text)));

/**
 * The pages where the tree shows signs of a lost table, whose drawing is worth reading: a caption ("Table 3 …",
 * "Figure 7. …") with no table beside it (and the page before: a table is captioned under its last part), or a
 * table holding a caption or a row of sentences (a Table element that took in the text around a grid). A tree
 * whose tables stand beside their captions is never asked: reading a page's drawing costs another pass over its
 * content.
 */
export function candidatePages(
  blocks: readonly RawBlock[],
  hints: TableHints = NO_HINTS,
  loose: ReadonlyMap<number, Loose> = looseReading(blocks, hints),
): number[] {
  const pages = new Set<number>(loose.keys());
  for (const p of pagesOfSmallTables(blocks)) pages.add(p);
  blocks.forEach((b, i) => {
    if (b.kind === 'table') {
      if (labelled(b) || holdsProseRow(b) || mayHoldSplitMerges(b) || spansDown(b))
        for (let p = b.page; p <= b.pageEnd; p++) pages.add(p);
    } else if (labelled(b) && blocks[i - 1]?.kind !== 'table' && blocks[i + 1]?.kind !== 'table') {
      // A caption under a table's last part: the table may begin on the page before.
      pages.add(b.page - 1).add(b.page);
    }
  });
  return [...pages].sort((a, b) => a - b);
}

/**
 * Each candidate page's lines and rules; a grid drawn down to a page's foot may go on over the next page, which
 * is read too. Turned pages are left to the tree (their drawing is not turned with their text).
 */
async function readDrawnPages(
  doc: PDFDocumentProxy,
  queue: number[],
  loose: ReadonlyMap<number, Loose>,
  fromFile: PageReaders,
): Promise<Map<number, DrawnPage>> {
  const fonts = new FontStyleResolver(fromFile.pageFonts);
  const out = new Map<number, DrawnPage>();
  const queued = new Set(queue);
  for (let k = 0; k < queue.length; k++) {
    const n = queue[k]!;
    if (n < 1 || n > doc.numPages) continue;
    let page: DrawnPage;
    try {
      const proxy = await doc.getPage(n);
      const runs = await readPageRuns(proxy, fonts);
      const rules = fromFile.pageRules?.(n) ?? (await readPageRules(proxy));
      proxy.cleanup();
      if (runs.turn !== 0) continue;
      const lines = buildLines(n, runs.runs);
      const ruled = rules.horizontal.length > 0 || rules.vertical.length > 0;
      if (!ruled && !loose.has(n) && !lines.some((_, k) => readTitledCode(lines, k))) continue;
      page = { lines: { page: n, bottom: runs.bottom, top: runs.top, lines }, rules, loose: loose.get(n) };
    } catch {
      // A page pdf.js cannot read again keeps the tree's reading.
      continue;
    }
    out.set(n, page);
    if (!queued.has(n + 1) && rulesReachFoot(page.rules, page.lines.lines)) {
      queued.add(n + 1);
      queue.splice(k + 1, 0, n + 1);
    }
  }
  return out;
}

/**
 * Rows of a grid: a grid of one row is a box round a line (a code sample, a note), no table — unless it goes on
 * with the grid of the page before (a row so long it fills the page) in as many columns.
 */
const MIN_ROWS = 2;

/**
 * The ruled grids of one page, each read by the layout extractor's table reader, with the caption right under it.
 * `before`: the last grid read on an earlier page.
 */
function gridsOf(page: DrawnPage, m: LayoutMetrics, before: Grid | undefined): { grids: Grid[]; loose: Grid[] } {
  // Without its running header and footer: no text standing above a grid's first row (a row carried over).
  const lines = page.running ? page.lines.lines.filter((l) => !page.running!.has(l)) : page.lines.lines;
  const stop = (l: Line) => isCaption(l.text);
  const out: Grid[] = [];
  const loose: Grid[] = [];
  // Rows in code that go on from a titled table of the page before, at the top of this one.
  const goesOnTitled =
    before?.titled && before.page === page.lines.page - 1 ? readTitledRows(lines, before.titled) : null;
  if (goesOnTitled) out.push(titledGrid(goesOnTitled, lines[goesOnTitled.lines.length]));
  for (let i = goesOnTitled?.lines.length ?? 0; i < lines.length; i++) {
    // A grid: vertical rules stand between its columns (a ruled box of text lines, an algorithm, has none).
    const frame = ruledTableAt(page.rules, lines[i]!, lines, m.pitch(lines[i]!.size));
    // Or rows in code under a line of column titles (titled-code.ts), which no rule draws.
    const titled = frame ? null : readTitledCode(lines, i);
    if (titled) {
      out.push(titledGrid(titled, lines[i + titled.lines.length]));
      i += titled.lines.length - 1;
      continue;
    }
    if (!frame) {
      // On a page where the tree may have lost a table drawn without rules, rows that line up.
      const found = page.loose ? looseGridAt(lines, i, m, page.rules) : null;
      if (found) {
        out.push(found.grid);
        loose.push(found.grid);
        i += found.taken - 1;
      }
      continue;
    }
    const t = readTable(lines, i, m, stop, undefined, page.rules, true);
    if (t && t.columns.length > 1 && !frame.grid) continue;
    const goesOn = before?.page === page.lines.page - 1 && !out.length && before.width === t?.columns.length;
    if (!t || (t.rows.length < MIN_ROWS && !(goesOn && t.columns.length > 1))) continue;
    if (t.columns.length === 1 && !listOfEntries(t)) continue;
    const notes = footnotesUnder(lines, i + t.lines.length, t.lines[t.lines.length - 1]!, m);
    out.push(gridOf(t, notes, lines[i + t.lines.length + notes.length]));
    i += t.lines.length + notes.length - 1;
  }
  return { grids: out, loose };
}

/**
 * A grid of one column is a table only as a boxed list of entries: one word on one line in each cell (a list of
 * codes). A box of sentences ruled into parts is a text box (an algorithm, a note), not a table.
 */
function listOfEntries(t: TableRead): boolean {
  return t.rows.every((r) => r.cells.every((c) => !/\s/u.test(c.text.trim())));
}

/** Footnotes under a grid are at most this many line pitches below it. */
const NOTE_REACH = 2.5;

/** The footnote lines right under a grid ("‡ New in version 4" for the daggers in its cells): the table's notes. */
function footnotesUnder(lines: Line[], from: number, last: Line, m: LayoutMetrics): Line[] {
  const out: Line[] = [];
  for (let k = from, prev = last; k < lines.length; k++) {
    const l = lines[k]!;
    if (l.page !== last.page || prev.y - l.y > NOTE_REACH * m.pitch(l.size)) break;
    if (!footLabel(l.text)) break;
    out.push(l);
    prev = l;
  }
  return out;
}

function gridOf(t: TableRead, notes: Line[], after: Line | undefined): Grid {
  const first = t.lines[0]!;
  // A header row is set apart by its face: bold over the rows (a one-column list of codes has none).
  const rows = withHeads(t.rows, first.bold && t.rows.length > 1 ? captionedHeaderRows(t) : 0);
  if (notes.length) rows.push(notesRow(notes, t.columns.length));
  return gridOfLines([...t.lines, ...notes], rows, t.columns.length, after);
}

function titledGrid(t: TitledCode, after: Line | undefined): Grid {
  const grid = gridOfLines(t.lines, t.rows, t.rows[0]!.cells.length, after);
  return { ...grid, ...(t.rule !== null ? { rule: t.rule } : {}), titled: t };
}

/** The notes as the table's last row: one cell across every column, as a tagged table's footer holds them. */
function notesRow(notes: Line[], width: number): RawRow {
  const text = notes.map((l) => l.text).join('\n');
  return { cells: [{ text, header: false, colSpan: Math.max(1, width), rowSpan: 1 }], header: false, foot: true };
}
