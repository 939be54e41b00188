/**
 * The segmenter's working shapes: elements and tables before they are tied to
 * sections, with what the later steps need (y for outline fallbacks, the full
 * text of notes for definitions, which table cells are span copies).
 */
import type { HeaderEvidence } from './elements/table-evidence.js';

export interface WorkBase {
  page: number;
  y: number | null;
  /** Printed margin paragraph number of the element's first line, when the layout has them. */
  marginNumber?: number;
  /** Untagged: how far right of the text column's left edge its lines start (points), when set in. */
  indent?: number;
}

export type WorkElement =
  | (WorkBase & {
      kind: 'heading';
      text: string;
      tagLevel: number | null;
      number: string | null;
      title: string;
      /** A numbered term entry set like a run-in heading ("3.2.1 Acceptable risk."): read as a term, no section. */
      termEntry?: true;
      /** A front-matter clause's label run in before a colon ("Applicability: …", run-in-labels.ts): a section. */
      runInLabel?: true;
    })
  | (WorkBase & {
      kind: 'paragraph';
      text: string;
      /** Text set in another face at its start (a run-in term). */
      lead?: string;
      /** A footnote (never part of a definition). */
      footnote?: boolean;
      /** Set wholly in italic: commentary (requirements.ts). */
      italic?: true;
      /** One line set in the face of the numbered headings: a sub-heading where so used (face-headings.ts). */
      headingFace?: true;
      /** One line set in bold: a sub-heading where so used outside a terms clause (bold-headings.ts). */
      boldAlone?: 'body' | 'larger';
    })
  | (WorkBase & { kind: 'list'; items: string[]; itemPages: number[]; dashList: boolean })
  | (WorkBase & { kind: 'note'; label: string; text: string; full: string })
  | (WorkBase & { kind: 'example'; label: string; text: string; full: string })
  | (WorkBase & { kind: 'code'; text: string })
  | (WorkBase & { kind: 'table'; table: number });

export interface WorkTable {
  number: string | null;
  caption: string;
  headers: string[];
  rows: string[][];
  /** copies[r][c]: the cell repeats a spanning cell from elsewhere (its text is counted once). */
  copies: boolean[][];
  rowPages: number[];
  /** Notes at the table's foot, label included, and the page each starts on. */
  notes: string[];
  notePages: number[];
  page: number;
  pageEnd: number;
  /** Why the first row is the header when nothing tagged it so (table-evidence.ts). */
  headerEvidence?: HeaderEvidence;
  /** Columns left out because they were empty in every row. */
  emptyColumns?: number;
  /** Read from aligned text alone (RawBlock `aligned`): no caption, rules or titles back its columns. */
  aligned?: true;
  /** Header rows printed again over a later part and dropped: set aside in the text account as repeats. */
  repeatedRows?: { page: number; text: string }[];
}
