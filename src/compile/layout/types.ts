/** Shapes shared by the layout modules (page text → lines → blocks). */
import type { MarkAfter } from '../footnote-marks.js';
import type { FacedText } from '../lead.js';

import type { FontStyle } from '../pdf/font-styles.js';

export type { FontStyle };

/** One positioned piece of text as pdfjs reports it (never whitespace-only). */
export interface Run {
  text: string;
  /** Left edge and baseline in PDF user space. */
  x: number;
  y: number;
  width: number;
  /** Font size in user space (vertical scale of the text matrix). */
  size: number;
  font: FontStyle;
  /** pdfjs put a space item right before this run: it judged, from the font's own metrics, that a word space is there. */
  spaceBefore?: boolean;
  /**
   * The run's place among its page's runs in the order they are drawn. `spaceBefore` says what stands after the run
   * drawn before it, which need not be its left neighbour (WeasyPrint draws bold words after their line's text).
   */
  seq?: number;
}

/** Runs of one line separated by a gap wider than a word space: a table cell, a dot leader's page number… */
export interface Segment {
  text: string;
  x0: number;
  x1: number;
  /**
   * Runs after the first that start after a visible gap: where each starts, the width of the gap before
   * it, and its offset in `text`. Two table cells whose texts nearly touch share a segment; a column
   * boundary found in other rows splits it there.
   */
  runStarts?: { x: number; gap: number; at: number }[];
}

/** The runs of a line in a fixed-width font, left to right, and the width of one character (code-lines.ts). */
export interface FixedWidth {
  runs: { x: number; width: number; text: string }[];
  charWidth: number;
}

export interface Line {
  page: number;
  text: string;
  x0: number;
  x1: number;
  /** Baseline. */
  y: number;
  /** Dominant font size (by characters). */
  size: number;
  /** Every non-space character is bold / monospaced. */
  bold: boolean;
  mono: boolean;
  /** Every non-space character is italic (or slanted): commentary set apart from the body (see requirements). */
  italic?: true;
  segments: Segment[];
  /**
   * A line set in a fixed-width font: its runs (place and text, their spaces kept) and the width of one character,
   * so that a listing is laid out as printed (code-lines.ts).
   */
  fixed?: FixedWidth;
  /** Width of one space in this line's dominant font (estimated from glyph widths). */
  spaceWidth: number;
  /** Width of the line's first word, for the "would the next word have fitted" test. */
  firstWordWidth: number;
  /** The line's runs with their faces, kept only when it mixes faces (for a run-in term: see lead.ts). */
  pieces?: (FacedText & { x: number; bold: boolean; mono?: true })[];
  /** A paragraph number printed in the left margin, taken out of text and segments (margin-numbers.ts). */
  marginNumber?: number;
  /** Raised marks printed right after a word ("recorded¹²"), in order: footnote marks if the page prints their notes. */
  marks?: { text: string; after: MarkAfter }[];
  /**
   * The line is set in a column of a page read as columns (columns.ts): `n` counts the page's columns in
   * reading order (from 1; full-width lines have none), `left` and `right` are the column's edges.
   */
  column?: { n: number; left: number; right: number };
}

export interface PageLines {
  page: number;
  /** Page box (crop box) bottom and top in user space. */
  bottom: number;
  top: number;
  lines: Line[];
  /** The page's text was read turned upright by this angle (a landscape page); 0 or absent for upright pages. */
  turn?: number;
}
