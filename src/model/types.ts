/**
 * The compiled document model: one per PDF file, built once by the compiler and
 * cached by the store. Every operation reads only this model — never the PDF.
 *
 * Generated fixtures write their ground truth in these same shapes, so a test
 * compares a compiled model with the truth field by field.
 */

/** Bumped whenever the compiler's output can change; part of the cache key. */
export const COMPILER_VERSION = 750;

/**
 * Where a section came from: the PDF's outline (bookmarks), the printed
 * Contents pages, or the numbered headings detected in the body.
 */
export type SectionSource = 'outline' | 'contents-page' | 'headings';
export const SECTION_SOURCES: readonly SectionSource[] = ['outline', 'contents-page', 'headings'];

export type RequirementLevel = 'shall' | 'shall not' | 'should' | 'should not' | 'may';
export const REQUIREMENT_LEVELS: readonly RequirementLevel[] = ['shall', 'shall not', 'should', 'should not', 'may'];

export interface Section {
  /**
   * The key users type: "7.3.4", "Annex A", "A.1.2". Unnumbered outline entries
   * (Foreword, Bibliography) get a stable slug of their title, e.g. "foreword";
   * a repeated slug gets "-2", "-3" in document order.
   */
  id: string;
  /** Printed number ("7.3.4", "Annex A", "A.1.2"), or null when unnumbered. */
  number: string | null;
  /** Title without the number, normalised (no U+200B, NBSP, trailing period/space). */
  title: string;
  /** Depth from the number: "7" → 1, "7.3.4" → 3, "Annex A" → 1, "A.1" → 2; unnumbered → 1. */
  level: number;
  /** Id of the parent section (derived from the number, not outline nesting), or null. */
  parent: string | null;
  /** Physical page, 1-based. */
  page: number;
  /** Printed page label (from /PageLabels), or String(page) when there are none. */
  pageLabel: string;
  /** y of the outline destination in PDF user space; null for sections without one (Contents page, headings). */
  y: number | null;
  /** The source this section was taken from (docs/model.md, "Section sources"). */
  source: SectionSource;
  /** Own content: elements [start, end) — excludes child sections. */
  start: number;
  end: number;
  /** The whole subtree's content: elements [start, subtreeEnd). */
  subtreeEnd: number;
}

interface ElementBase {
  /** Physical page, 1-based, where the element starts. */
  page: number;
  /** Section id the element belongs to (assigned by heading, never by page); null before the first section. */
  section: string | null;
}

/**
 * Some layouts (C standard drafts) number each paragraph of a clause in the
 * left margin ("1 The sizeof operator…"). The number is a reference, never
 * part of the text; it is kept here, and absent when none is printed.
 */
interface MarginNumbered {
  marginNumber?: number;
}

export type Element =
  | (ElementBase & { type: 'heading'; level: number; text: string })
  | (ElementBase & MarginNumbered & { type: 'paragraph'; text: string })
  | (ElementBase & MarginNumbered & { type: 'list'; items: string[] })
  | (ElementBase & { type: 'table'; table: number }) // index into DocModel.tables
  | (ElementBase & MarginNumbered & { type: 'note'; label: string; text: string }) // NOTE / NOTE 1 / Note 1 to entry
  | (ElementBase & MarginNumbered & { type: 'example'; label: string; text: string }) // EXAMPLE / EXAMPLE 2
  | (ElementBase & { type: 'code'; text: string });

export type ElementType = Element['type'];

export interface Table {
  /** "Table 29", or null for an uncaptioned table. */
  number: string | null;
  /** Caption text after the number and separator ("Entries in a stream dictionary"). */
  caption: string;
  /** Header row texts; every body row has exactly headers.length cells (spans expanded). */
  headers: string[];
  rows: string[][];
  /**
   * Footnotes and notes printed at the table's foot, in order, each with its label as printed:
   * "a Organic extraneous matter …", "NOTE 3 Only full red husked …". They belong to the table,
   * never to a column, so they are not rows.
   */
  notes: string[];
  page: number;
  /** Last physical page when the table continued over page breaks (merged). */
  pageEnd: number;
  /**
   * The physical page each body row starts on, when the table runs over pages (pageEnd > page): where a row, or a
   * search hit in it, is printed. Absent for a table on one page.
   */
  rowPages?: number[];
  section: string | null;
}

/** A term of a terms clause, or an abbreviation of an abbreviations clause (its definition the expansion). */
export type DefinitionKind = 'term' | 'abbreviation';
export const DEFINITION_KINDS: readonly DefinitionKind[] = ['term', 'abbreviation'];

export interface Definition {
  kind: DefinitionKind;
  /** The term, or the abbreviation as printed ("KEM"). */
  term: string;
  admittedTerms: string[];
  definition: string;
  notes: string[];
  examples: string[];
  source: string | null;
  /** The entry's printed number, e.g. "3.29". */
  section: string;
  page: number;
}

export interface Requirement {
  /** R-<section>-<n>, n = 1-based ordinal of the sentence within its section in document order. */
  id: string;
  /** ISO/IEC Directives Part 2 level; "must" counts as shall, "need not" as may. */
  level: RequirementLevel;
  /** The verbal form as printed that gave the level: "shall", "must not", "is required to", "need not" … */
  keyword: string;
  section: string;
  sectionTitle: string;
  /** The sentence, verbatim (whitespace collapsed). */
  text: string;
  /**
   * What a sentence ending in a colon introduces, when a list follows it in its section ("A PDF file … shall:"
   * then "adhere to …", "include …"): the list's items as printed, each with its label ("a. …") and without its
   * bullet. The requirement is the sentence and its items together; items holding a keyword of their own are
   * requirements of their own as well.
   */
  listItems?: string[];
  page: number;
  /** Present when the sentence sits in a table cell. */
  table?: { number: string | null; caption: string; rowKey: string };
  /**
   * A numbered conformance statement's label, without its brackets: "MQTT-3.1.2-1" for "… the Network Connection
   * [MQTT-3.1.2-1].", "R5" for "… (R5)." Absent when the sentence carries none.
   */
  label?: string;
  /**
   * Who or what the requirement binds (docs/model.md, "Roles"): a role the document names ("Client", "PDF
   * writer", "implementation"), several joined by " and " ("Client and Server"), `file` when its subject is
   * data (a file, object, dictionary, key, stream, packet, field), `unspecified` when the compiler could not
   * tell (src/model/roles.ts).
   */
  role: string;
  /**
   * A short id of the document's identity, the section and the normalised sentence ("c-3fa9b2c1"): the same in
   * a reprint, different when the text changes (src/model/content-id.ts).
   */
  contentId: string;
}

/**
 * What a cross-reference cites: a clause or subclause ("7.3.4", "A.2"), an annex ("Annex L"), a table
 * ("Table 29"), a bibliography entry ("[3]"), or a clause, table or annex of another document
 * ("ISO 32000-1:2008, 7.5.2").
 */
export type ReferenceKind = 'section' | 'annex' | 'table' | 'bibliography' | 'external';
export const REFERENCE_KINDS: readonly ReferenceKind[] = ['section', 'annex', 'table', 'bibliography', 'external'];

/**
 * One cross-reference in the text of an element (docs/model.md, "Cross-references"), with where it
 * sits: the element's own text, or one of its list items, table cells or table notes.
 */
export interface Reference {
  /** Index into DocModel.elements of the element holding the reference. */
  element: number;
  /** The list item (0-based) holding it. */
  item?: number;
  /** The table body row and cell (0-based) holding it. */
  row?: number;
  cell?: number;
  /** The table note (0-based) holding it. */
  note?: number;
  /** UTF-16 offsets of the reference in that text: [start, end). */
  start: number;
  end: number;
  /** The reference as printed ("7.3.4", "Table 29", "ISO 32000-1:2008, 7.5.2"). */
  text: string;
  /** Section of the element holding the reference. */
  section: string;
  page: number;
  kind: ReferenceKind;
  /** What is cited, canonically: "7.3.4", "Annex L", "Table 29", "[3]"; for an external reference, the clause, table or annex of that document. */
  cited: string;
  /** External references: the document as printed ("ISO 32000-1:2008"). */
  document?: string;
  /** The section holding the target in this document; null when unresolved (and for external references). */
  target: string | null;
  /** The target's element: the section's heading (or first element), the table, the bibliography entry. */
  targetElement?: number;
  /** Found in the text alone, or also (or only) as a link annotation whose text is the reference. */
  via: 'text' | 'link';
}

/**
 * One row of a Key / Type / Value table (docs/model.md, "Dictionary keys"): the dictionary key it
 * defines and what its value text says in the parenthesis that opens it ("(Required; PDF 1.5)").
 */
export interface DictionaryKey {
  /** The key without its slash: "StructParents". */
  key: string;
  /** The dictionary, from the caption: "Entries in a stream dictionary" → "stream dictionary"; "" when the caption names none. */
  dictionary: string;
  type: string;
  /** "(Required)", "(Optional)", "(Required if …)" / "(Sometimes required …)"; null when the value text says none. */
  status: 'required' | 'optional' | 'conditional' | null;
  /** The opening parenthesis of the value text, without the brackets: "Required; PDF 1.5". */
  note: string | null;
  /** "(PDF 1.5)": the version that introduced the key. */
  since: string | null;
  /** "(deprecated in PDF 2.0)": the version that deprecated it ("" when no version is named). */
  deprecated: string | null;
  inheritable: boolean;
  /** Index into DocModel.tables, the body row, and the column holding the value text. */
  table: number;
  row: number;
  valueColumn: number;
  section: string | null;
  page: number;
}

export interface Diagnostic {
  severity: 'info' | 'warning';
  /** Short machine code, e.g. "untagged", "outline-missing", "heading-unmatched". */
  code: string;
  message: string;
  page?: number;
}

/**
 * What one section source offered and what became of it. `role`: `primary`
 * (the section list is built on it), `deepening` (adds the numbered headings
 * the primary source does not list), `rejected` (see `reason`), `unused` (the
 * primary source was enough).
 */
export interface SectionSourceReport {
  source: SectionSource;
  role: 'primary' | 'deepening' | 'rejected' | 'unused';
  /** Entries the source offered: outline entries, Contents lines, detected headings. */
  entries: number;
  /** Of those, entries that matched a heading in the body (for `headings`: all of them). */
  confirmed: number;
  /** Sections taken from this source. */
  sections: number;
  /** Why the source, or some of its entries, were not used. */
  reason?: string;
}

/**
 * Why text was set aside on purpose: a running header or footer, a page number, a line number, a stamp, or a
 * copy the model keeps once (a continued table's caption, header row and notes printed again; fake bold).
 */
export type FurnitureKind = 'running' | 'page-number' | 'line-number' | 'stamp' | 'repeat';
export const FURNITURE_KINDS: readonly FurnitureKind[] = ['running', 'page-number', 'line-number', 'stamp', 'repeat'];

/**
 * Where the characters pdf.js extracts from one page went (docs/model.md, "Conservation of text"). Characters
 * are letters and digits (NFKC); spaces and punctuation do not count. A field that would be 0 is absent.
 */
export interface PageAccount {
  page: number;
  /** Letters and digits pdf.js extracts from the page. */
  text: number;
  /** Found in the model: in a heading, in body text (paragraphs, lists, notes, examples, code), in a table's cells or notes, in a table's number and caption. */
  heading?: number;
  body?: number;
  table?: number;
  caption?: number;
  /** Set aside on purpose, by kind. */
  furniture?: Partial<Record<FurnitureKind, number>>;
  /** Left out and said so: by the code of the diagnostic that names it. */
  dropped?: Record<string, number>;
  /** Neither found in the model nor set aside nor reported: lost. */
  unaccounted?: number;
  /** pdf.js's error reading the page's content: text drawn after it may be lost unseen. */
  contentError?: string;
}

export interface DocModel {
  compilerVersion: number;
  source: { file: string; sha256: string; size: number; pages: number; title: string | null };
  /** How the elements were obtained. */
  method: 'structure-tree' | 'layout';
  /** The source the section list is built on (the primary source); deeper sections may come from headings. */
  sectionSource: SectionSource;
  /** Every section source the compiler found, with what it contributed or why it was rejected. */
  sectionSources: SectionSourceReport[];
  /** Printed label of each physical page (index 0 = page 1). */
  pageLabels: string[];
  sections: Section[];
  elements: Element[];
  tables: Table[];
  definitions: Definition[];
  requirements: Requirement[];
  /** Cross-references in element order (docs/model.md, "Cross-references"). */
  references: Reference[];
  /** The rows of every Key / Type / Value table, in table order. */
  keys: DictionaryKey[];
  diagnostics: Diagnostic[];
  /** Per page, where its text went (one entry per page); absent in models built without the pages' text. */
  textAccount?: PageAccount[];
}
