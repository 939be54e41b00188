/**
 * One walk of the structure tree in reading order, across all pages, turning
 * elements into raw blocks (headings, paragraphs, lists, tables, code).
 *
 * The walk is deliberately generic: grouping elements (Document, Art, Sect,
 * Div, unknown roles) and paragraph-like ones behave the same — their direct
 * text and inline children form a paragraph, and any block-level child (the
 * ISO "Table wrapped in a P") ends that paragraph, is emitted, and a new one
 * starts after it. A footnote (Note) is one paragraph, read after the paragraph it interrupts.
 */
import { FAR_PAGES, printedBefore, type RawBlock, type RawCell, type RawRow } from '../blocks.js';
import { ascendingPages } from '../page-list.js';
import { isMcRef, type StructKid, type StructNode } from './struct-tree.js';
import { classifyRole, headingLevel } from './struct-roles.js';
import { placeShortRows } from './short-rows.js';
import { splitCorner, type CellBox } from './table-corner.js';
import { parseCaption } from '../table-text.js';
import { Acc, StructText, type PageTextLookup, type SkippedText } from './struct-text.js';
import { indentedCode, type CodeLine } from './tagged-code.js';

export type { PageTextLookup };

export class StructWalker {
  readonly blocks: RawBlock[] = [];
  readonly text: StructText;
  private para: Acc | null = null;
  private deferred: StructNode[] = [];
  /** An element of the tree that gave no block (an empty P) stands since the last table: a table now is apart. */
  private emptySince = false;
  private tableSeen = false;
  /** Pages of the tables whose empty corner the tree had merged into the title beside it (table-corner.ts). */
  readonly corners: number[] = [];
  /** Pages of the tables whose short rows were laid out by where their cells are printed (short-rows.ts). */
  readonly shortRows: number[] = [];
  /** The caption of each figure with no text that a table caption names (figure()). */
  readonly textless: { page: number; caption: string }[] = [];
  /** Pages of the tables whose cells are printed pages apart, read as text (scatteredTable). */
  readonly scattered: number[] = [];
  /** The cells of those tables, each read as a paragraph where it is printed. */
  private readonly loose: Acc[] = [];

  constructor(pageText: PageTextLookup) {
    this.text = new StructText(pageText);
  }

  walkRoot(root: StructNode): RawBlock[] {
    this.walkBlockKids(root);
    this.flush();
    return withStrays(this.blocks, [...this.text.strays, ...this.loose]);
  }

  // ── paragraphs ────────────────────────────────────────────────────────────

  private flush(footnote = false): void {
    const acc = this.para;
    this.para = null;
    const head = acc && !footnote ? titleHead(acc) : null;
    if (acc && head !== null && acc.page !== null) {
      // A title over its text in one marked-content sequence: two blocks, as printed (a line alone in bold, then text).
      this.blocks.push({ kind: 'paragraph', text: head.title, page: acc.page, y: acc.y, boldAlone: 'body' });
      this.blocks.push({ kind: 'paragraph', text: head.rest, page: acc.page, y: acc.y });
    } else if (acc && acc.hasText && acc.page !== null) {
      const lead = acc.lead;
      this.blocks.push({
        kind: 'paragraph',
        text: acc.text,
        page: acc.page,
        y: acc.y,
        ...(footnote ? { footnote } : {}),
        ...(lead ? { lead } : {}),
        ...(acc.italic ? { italic: true as const } : {}),
        // A line alone in bold: a sub-heading where the document sets such lines so (bold-headings.ts).
        ...(acc.bold && acc.oneLine && !footnote ? { boldAlone: 'body' as const } : {}),
      });
    }
    if (this.deferred.length) {
      const notes = this.deferred;
      this.deferred = [];
      for (const n of notes) this.note(n);
    }
  }

  private paraAcc(): Acc {
    return (this.para ??= new Acc());
  }

  // ── the walk ──────────────────────────────────────────────────────────────

  private walkBlockKids(node: StructNode): void {
    for (const k of node.kids) {
      if (isMcRef(k)) this.text.content(this.paraAcc(), k);
      else this.walk(k);
    }
  }

  private walk(node: StructNode): void {
    switch (classifyRole(node.role)) {
      case 'skip':
        if (node.role === 'Figure' && this.para?.hasText && this.text.inlineFigure(this.para, node)) return;
        if (node.role === 'Figure') this.figure(node);
        else this.text.consumeAll(node);
        return;
      case 'inline':
        this.text.inline(this.paraAcc(), node);
        return;
      case 'note':
        if (this.para?.hasText) this.deferred.push(node);
        else this.note(node);
        return;
      case 'heading':
        this.flush();
        this.heading(node);
        return;
      case 'caption':
        this.flush();
        this.walkBlockKids(node);
        this.flush();
        return;
      case 'list':
        this.flush();
        this.list(node);
        return;
      case 'table':
        this.flush();
        this.table(node);
        return;
      case 'code':
        if (
          this.para?.hasText &&
          !node.kids.some((k) => !isMcRef(k) && classifyRole(k.role) === 'block' && !textOnly(k))
        ) {
          this.text.inline(this.para, node); // inline code inside running text
          return;
        }
        this.flush();
        this.code(node);
        return;
      case 'block':
        if (node.actualText !== undefined || this.runsOn(node)) {
          this.text.inline(this.paraAcc(), node);
          return;
        }
        this.block(node);
        return;
    }
  }

  /** Paragraphs being walked: a NonStruct inside one is part of its text (runsOn). */
  private paragraphDepth = 0;

  /**
   * A NonStruct "has no semantics: its content is treated as if it were part of its parent" (ISO 32000-2, 14.8.4.2).
   * Inside a paragraph it holds a piece of the paragraph's text, never a paragraph of its own: Chrome tags every run
   * of a P so, the inline code and links between them siblings ("Functions may be qualified as async, and this can
   * also be combined with the" | Code "unsafe" | "qualifier:", the Rust Reference). One that holds a block (a
   * list, a table, a paragraph) is a grouping, read as one.
   */
  private runsOn(node: StructNode): boolean {
    return this.paragraphDepth > 0 && textOnly(node);
  }

  /**
   * A figure: its drawing's text (a diagram's labels) is not read, its Caption is, as a caption paragraph where the
   * tree puts it. A figure with no text but a table caption ("Table 3 — …") is a table printed as an image or as
   * shapes: a table block without rows beside that caption (`table-no-text`).
   */
  private figure(node: StructNode): void {
    const isCaption = (k: StructKid): k is StructNode => !isMcRef(k) && classifyRole(k.role) === 'caption';
    const captions = node.kids.filter(isCaption);
    if (!captions.length) {
      this.text.consumeAll(node);
      return;
    }
    const skippedBefore = this.text.skipped.length;
    this.text.consumeAll({ ...node, kids: node.kids.filter((k) => !isCaption(k)) });
    const textless = this.text.skipped.length === skippedBefore;
    this.flush();
    for (const c of captions) {
      const before = this.blocks.length;
      this.walk(c);
      const caption = this.blocks[before];
      if (!textless || caption?.kind !== 'paragraph' || !parseCaption(caption.text)) continue;
      // Beside its caption as the figure prints it: the table under a caption read first, over one read last.
      const at = node.kids.indexOf(c) === 0 ? this.blocks.length : before;
      this.blocks.splice(at, 0, { kind: 'table', rows: [], page: caption.page, pageEnd: caption.page, y: caption.y });
      this.textless.push({ page: caption.page, caption: caption.text });
    }
  }

  /** A grouping or paragraph-like element: its text and children, flushed; noted when it gives no block. */
  private block(node: StructNode): void {
    this.flush();
    const before = this.blocks.length;
    const paragraph = node.role === 'P';
    if (paragraph) this.paragraphDepth++;
    try {
      this.walkBlockKids(node);
    } finally {
      if (paragraph) this.paragraphDepth--;
    }
    this.flush();
    if (this.blocks.length === before) this.emptySince = true;
  }

  /** A footnote reads as one paragraph: its label ("1)") and its text. */
  private note(node: StructNode): void {
    this.flush();
    this.para = this.text.textOf(node);
    this.flush(true);
  }

  private heading(node: StructNode): void {
    const acc = this.text.textOf(node);
    if (!acc.hasText || acc.page === null) return;
    this.blocks.push({ kind: 'heading', text: acc.text, tagLevel: headingLevel(node.role), page: acc.page, y: acc.y });
  }

  private code(node: StructNode): void {
    const lines: CodeLine[] = [];
    let page: number | null = null;
    let y: number | null = null;
    const take = (acc: Acc) => {
      if (page === null && acc.page !== null) {
        page = acc.page;
        y = acc.y;
      }
      if (acc.oneLine && acc.page !== null)
        lines.push({
          text: acc.text,
          page: acc.page,
          x0: acc.x0,
          x1: acc.x1,
          y: acc.baselineY ?? undefined,
          charWidth: acc.charWidth,
        });
      else for (const text of acc.text.split('\n')) lines.push({ text });
    };
    let loose: Acc | null = null;
    for (const k of node.kids) {
      if (isMcRef(k)) {
        this.text.content((loose ??= new Acc()), k);
        continue;
      }
      if (loose) {
        take(loose);
        loose = null;
      }
      take(this.text.textOf(k));
    }
    if (loose) take(loose);
    while (lines.at(-1)?.text.trim() === '') lines.pop();
    while (lines[0]?.text.trim() === '') lines.shift();
    if (lines.length && page !== null) this.blocks.push({ kind: 'code', text: indentedCode(lines), page, y });
  }

  private list(node: StructNode): void {
    const items: string[] = [];
    const itemPages: number[] = [];
    let page: number | null = null;
    let y: number | null = null;
    let continued = false;
    const collect = (list: StructNode) => {
      for (const k of list.kids) {
        if (isMcRef(k)) continue;
        if (k.role === 'L') {
          collect(k);
          continue;
        }
        if (classifyRole(k.role) === 'caption') {
          this.walk(k); // a list caption reads as a paragraph before the items
          continue;
        }
        const acc = new Acc();
        const nested: StructNode[] = [];
        const gather = (n: StructNode) => {
          if (n.actualText === undefined) {
            for (const kk of n.kids) {
              if (isMcRef(kk)) this.text.content(acc, kk);
              else if (kk.role === 'L') nested.push(kk);
              else gather(kk);
            }
          } else this.text.inline(acc, n);
        };
        if (classifyRole(k.role) !== 'skip') gather(k);
        if (acc.hasText && acc.page !== null) {
          // Word tags a list whose numbering goes on after other content as one L: items printed on a later page
          // than the one before start a list block of their own, which the segmenter puts where it is printed.
          // On the next page it may be the same list going on over a page break: marked, put back into it
          // unless the tree reads it before what is printed above it (segment/order/reading-order.ts).
          const before = itemPages.at(-1);
          if (before !== undefined && page !== null && acc.page > before) {
            this.blocks.push(listBlock(items.splice(0), itemPages.splice(0), page, y, continued));
            continued = acc.page === before + 1;
            page = null;
          }
          items.push(acc.text);
          itemPages.push(acc.page);
          if (page === null) {
            page = acc.page;
            y = acc.y;
          }
        }
        for (const n of nested) collect(n);
      }
    };
    collect(node);
    if (items.length && page !== null) this.blocks.push(listBlock(items, itemPages, page, y, continued));
  }

  /**
   * A cell's text; when it holds several block elements (one P per footnote
   * in a table's foot row), also each one's text, so the notes can be told apart.
   */
  private cellText(cell: StructNode): { acc: Acc; paragraphs: string[] | null } {
    const blocks =
      cell.kids.length < 2
        ? []
        : cell.kids.filter((k): k is StructNode => !isMcRef(k) && classifyRole(k.role) === 'block');
    if (blocks.length < 2 || blocks.length !== cell.kids.length)
      return { acc: this.text.textOf(cell), paragraphs: null };
    const acc = new Acc();
    const paragraphs: string[] = [];
    let done = 0;
    for (const b of blocks) {
      this.text.inline(acc, b);
      const text = acc.text;
      if (text.slice(done).trim() !== '') paragraphs.push(text.slice(done));
      done = text.length;
    }
    return { acc, paragraphs: paragraphs.length > 1 ? paragraphs : null };
  }

  /**
   * A tree table is one printed table: its rows on one page, or going on over the next. One whose cells are printed
   * pages apart, or hold text printed pages away, is no table as drawn — DWARF 4 tags three items of a list, the
   * heading after them and a figure's labels 89 pages on as one Table. Its cells are read as paragraphs, each where
   * it is printed.
   */
  private scatteredTable(cells: readonly Acc[], straysBefore: number): boolean {
    if (this.text.strays.length > straysBefore) return true;
    const pages = ascendingPages(cells.flatMap((c) => (c.page === null ? [] : [c.page])));
    return pages.some((p, i) => i > 0 && p - pages[i - 1]! > FAR_PAGES);
  }

  private table(node: StructNode): void {
    const rows: RawRow[] = [];
    const boxes: (CellBox | null)[][] = [];
    const captions: StructNode[] = [];
    const cellTexts: Acc[] = [];
    const straysBefore = this.text.strays.length;
    let page: number | null = null;
    let pageEnd: number | null = null;
    let y: number | null = null;
    const addRow = (tr: StructNode, header: boolean, foot: boolean) => {
      const cells: RawCell[] = [];
      const rowBoxes: (CellBox | null)[] = [];
      let rowPage: number | null = null;
      for (const c of tr.kids) {
        if (isMcRef(c)) continue;
        const { acc, paragraphs } = this.cellText(c);
        cellTexts.push(acc);
        if (acc.page !== null) {
          if (page === null) {
            page = acc.page;
            y = acc.y;
          }
          rowPage ??= acc.page;
          pageEnd = Math.max(pageEnd ?? acc.page, acc.pageEnd ?? acc.page);
        }
        const cell: RawCell = {
          text: acc.text,
          header: c.role === 'TH',
          colSpan: c.colSpan ?? 1,
          rowSpan: c.rowSpan ?? 1,
        };
        if (paragraphs) cell.paragraphs = paragraphs;
        if (acc.fonts.size) cell.fonts = [...acc.fonts];
        cells.push(cell);
        rowBoxes.push(acc.page !== null && acc.x0 <= acc.x1 ? { page: acc.page, x0: acc.x0, x1: acc.x1 } : null);
      }
      if (!cells.length) return;
      boxes.push(rowBoxes);
      const row: RawRow = { cells, header, ...(rowPage === null ? {} : { page: rowPage }), ...(foot ? { foot } : {}) };
      rows.push(row);
    };
    const visit = (n: StructNode, header: boolean, foot: boolean) => {
      for (const k of n.kids) {
        if (isMcRef(k)) continue;
        if (k.role === 'TR') addRow(k, header, foot);
        else if (k.role === 'THead') visit(k, true, false);
        else if (k.role === 'TBody') visit(k, false, false);
        else if (k.role === 'TFoot') visit(k, false, true);
        else if (k.role === 'Caption') captions.push(k);
        else if (classifyRole(k.role) === 'block') visit(k, header, foot); // a stray grouping element
      }
    };
    visit(node, false, false);
    for (const c of captions) this.walk(c);
    if (this.scatteredTable(cellTexts, straysBefore)) {
      this.loose.push(...cellTexts, ...this.text.strays.splice(straysBefore));
      if (page !== null) this.scattered.push(page);
      return;
    }
    if (splitCorner(rows, boxes) && page !== null) this.corners.push(page);
    if (placeShortRows(rows, boxes) && page !== null) this.shortRows.push(page);
    if (rows.length && page !== null) {
      // Word puts an empty paragraph between two tables printed one after the other; a table it continues over a
      // page is one element. A table whose tree element follows another table's across such a paragraph is its own.
      // (Furniture tagged as content, a page number's P, may stand between them here: it is set aside later.)
      const apart = this.emptySince && this.tableSeen;
      this.blocks.push({ kind: 'table', rows, page, pageEnd: pageEnd ?? page, y, ...(apart ? { apart } : {}) });
    }
    this.emptySince = false;
    this.tableSeen = true;
  }
}

export function structToBlocks(root: StructNode, pageText: PageTextLookup): RawBlock[] {
  return walkStructure(root, pageText).blocks;
}

/** Content read away from its element, each paragraph put before the first block printed after it. */
function withStrays(blocks: readonly RawBlock[], strays: readonly Acc[]): RawBlock[] {
  const out = [...blocks];
  for (const s of strays) {
    if (!s.hasText || s.page === null) continue;
    const block: RawBlock = { kind: 'paragraph', text: s.text, page: s.page, y: s.y };
    // A footnote is read out of the page's flow, after the paragraph it interrupts: no place to put text before.
    const at = out.findIndex((b) => !(b.kind === 'paragraph' && b.footnote) && printedBefore(block, b));
    out.splice(at < 0 ? out.length : at, 0, block);
  }
  return out;
}

/** What a walk of the tree read, and what it noticed on the way. */
export interface TreeWalk {
  blocks: RawBlock[];
  /** The text the walk passed over on purpose (figures, artifact elements). */
  skipped: SkippedText[];
  /** Pages of text the tree attaches to elements far away. */
  strayPages: number[];
  /** Footnote marks left out of the text. */
  marks: { page: number; text: string }[];
  /** The page of each table whose empty corner cell was split off a title. */
  corners: number[];
  /** The page of each table whose short rows were laid out by where their cells are printed. */
  shortRows: number[];
  /** Figures with no text under a table caption: tables listed without rows. */
  textless: { page: number; caption: string }[];
  /** The first page of each tree table whose cells are printed pages apart: read as text. */
  scattered: number[];
}

/** The blocks, and the text the walk passed over on purpose (figures, artifact elements). */
export function walkStructure(root: StructNode, pageText: PageTextLookup): TreeWalk {
  const walker = new StructWalker(pageText);
  const blocks = walker.walkRoot(root);
  const strayPages = ascendingPages(walker.text.strays.flatMap((s) => (s.hasText && s.page !== null ? [s.page] : [])));
  const { skipped, marks } = walker.text;
  const { corners, shortRows, textless, scattered } = walker;
  return { blocks, skipped, strayPages, marks, corners, shortRows, textless, scattered };
}

export type { StructKid };

function listBlock(items: string[], itemPages: number[], page: number, y: number | null, continued: boolean): RawBlock {
  return { kind: 'list', items, itemPages, page, y, ...(continued ? { continued: true as const } : {}) };
}

/**
 * A first line set wholly in bold over the text under it, read as a title of its own: one to ten words, a capital
 * first, no sentence punctuation at its end — a sentence in bold running on to the next line is no title.
 */
function titleHead(acc: Acc): { title: string; rest: string } | null {
  const line = acc.boldHead;
  if (line === null || acc.oneLine) return null;
  const title = line.trim();
  const rest = acc.text.slice(line.length + 1);
  if (title === '' || rest.trim() === '') return null;
  const words = title.split(/\s+/).length;
  return words <= 10 && /^\p{Lu}/u.test(title) && !/[.:;,!?]$/.test(title) ? { title, rest } : null;
}

/** A NonStruct holding only text, inline elements and such NonStructs: a piece of the text around it. */
function textOnly(node: StructNode): boolean {
  return (
    node.role === 'NonStruct' && node.kids.every((k) => isMcRef(k) || textOnly(k) || classifyRole(k.role) === 'inline')
  );
}
