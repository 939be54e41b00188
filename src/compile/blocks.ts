/**
 * The contract between the two extractors (structure tree for tagged PDFs,
 * text layout for untagged ones) and the one segmenter that turns their output
 * into the DocModel. Extractors only say what they saw; classification
 * (notes, captions, em-dash lists, definitions, requirements) and section
 * assignment happen once, in the segmenter, for both.
 */
import type { PageLedger } from './account/ledger.js';
import type { LayoutFacts } from './pipeline/profile.js';

/**
 * Pages apart beyond which text read next is not where it belongs: a paragraph may run on over a page or over a
 * page of figures, and a table may float a page past its mention, never across chapters.
 */
export const FAR_PAGES = 2;

/** Block `a` is printed before block `b`: on an earlier page, or higher on the same page. */
export function printedBefore(a: RawBlock, b: RawBlock): boolean {
  if (a.page !== b.page) return a.page < b.page;
  return a.y !== null && b.y !== null && a.y > b.y;
}

export interface RawCell {
  text: string;
  header: boolean;
  colSpan: number;
  rowSpan: number;
  /** The cell's printed paragraphs, when the extractor can tell them apart (several P in a TD; notes under a table). */
  paragraphs?: string[];
  /** The fonts the cell's text is set in, when the extractor knows them (tagged files): header evidence. */
  fonts?: string[];
}

export interface RawRow {
  cells: RawCell[];
  /** Row belongs to THead (or is the detected header row of an untagged table). */
  header: boolean;
  /** Physical page of the row, when known (rows of one table element can cross a page break). */
  page?: number;
  /** Row belongs to TFoot: the table's footer, whose one cell across the width holds notes even without a label. */
  foot?: boolean;
  /** A row the grid draws and leaves blank (a form to fill in): kept though it holds no text. */
  blank?: true;
}

/** How many columns a row's cells cover, each its span (one at least). */
export const rowWidth = (row: RawRow): number => row.cells.reduce((n, c) => n + Math.max(1, c.colSpan), 0);

interface RawBase {
  /** Physical page, 1-based. */
  page: number;
  /** Top y of the block in PDF user space when known (for matching outline destinations). */
  y: number | null;
}

export type RawBlock =
  /** tagLevel: from H1..H6 or font size rank; depth is taken from the number, not from this. */
  | (RawBase & { kind: 'heading'; text: string; tagLevel: number | null })
  /**
   * marginNumber: a paragraph number printed in the left margin (C standard drafts), taken out of the text.
   * lead: the text at the paragraph's start set in another face than the rest (a bold run-in term
   * "2.3.1 **standard uncertainty** uncertainty of …"), without a leading entry number.
   */
  | (RawBase & {
      kind: 'paragraph';
      text: string;
      marginNumber?: number;
      lead?: string;
      /** A footnote, read after the paragraph it interrupts. */ footnote?: boolean;
      /** Untagged: how far right of the text column's left edge the paragraph's lines start (points, rounded). */
      indent?: number;
      /** Every line set in italic (or slanted): commentary set apart from the body, never a requirement. */
      italic?: true;
      /** Untagged: one line set in the face of the document's numbered headings (layout/headings.ts). */
      headingFace?: true;
      /** Untagged: one line set in bold, not in the numbered headings' face; in the body's size or larger. */
      boldAlone?: 'body' | 'larger';
    })
  /** A real L/LI list (Family C); em-dash paragraphs stay paragraphs and are grouped by the segmenter. */
  | (RawBase & {
      kind: 'list';
      items: string[];
      /** Page where each item starts, when known. */
      itemPages?: number[];
      /** Tagged: the items of the list block before, from the next page on (put back into it in page order). */
      continued?: true;
    })
  | (RawBase & { kind: 'code'; text: string })
  | (RawBase & {
      kind: 'table';
      rows: RawRow[];
      pageEnd: number;
      /** Read from aligned text alone: no caption, no ruling lines round it, no titles set apart over it. */
      aligned?: true;
      /** A part under its table's caption printed again ("TABLE F-I. … - Continued"): that table's number. */
      continues?: string;
      /** Tagged: the tree sets an element (an empty paragraph) between it and the table before it: no continuation. */
      apart?: true;
    });

/** One outline entry (or one entry of a printed Contents page), before numbering analysis. */
export interface OutlineEntry {
  /** Title as found, e.g. "5.1.1 \u200BGeneral " — normalised later by the segmenter. */
  title: string;
  /** Physical page, 1-based. */
  page: number;
  y: number | null;
  /** Nesting depth in the outline (0 = top); informative only. */
  depth: number;
}

/** A link to a place in the document: the text under it and where it goes (pdf/links.ts). */
export interface DocLink {
  /** Physical page the link is on, 1-based. */
  page: number;
  /** Left and top of its rectangle. */
  x: number;
  top: number;
  text: string;
  dest: { page: number; y: number | null } | null;
}

/**
 * Extractors report every section source they found and choose none: the
 * segmenter reconciles the outline, the Contents entries and the headings
 * among the blocks (segment/reconcile.ts).
 */
export type { LayoutFacts };

export interface ExtractResult {
  pages: number;
  title: string | null;
  pageLabels: string[];
  /** The PDF's outline in document order, as read (empty when the file has none). */
  outline: OutlineEntry[];
  /** Entries of the printed Contents pages, mapped to physical pages (empty when none were read). */
  contents: OutlineEntry[];
  blocks: RawBlock[];
  /** Links to places in the document, page by page, as printed (empty when the file has none). */
  links: DocLink[];
  method: 'structure-tree' | 'layout';
  /** What the extractor found about the page layout (all false when it says nothing). */
  layout?: LayoutFacts;
  diagnostics: { severity: 'info' | 'warning'; code: string; message: string; page?: number }[];
  /** Per page (index = page − 1): what pdf.js read from it and what was set aside; absent in hand-built results. */
  ledger?: PageLedger[];
}
