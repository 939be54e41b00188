/**
 * The per-model search index: every element's searchable text, folded and
 * concatenated into one string with element offsets. Long-lived processes keep
 * it (memoised per model). Building it needs every element and table parsed
 * (~50 ms for a 1000-page model), so the model cache also stores the built
 * text (storedSearchText, handed to the store as one of its policies); a
 * one-shot CLI search then only decodes it (ModelReader.storedSearchText).
 */
import type { ModelReader, StoredSearchText } from '../../model/reader.js';
import type { DocModel, Element, Table } from '../../model/types.js';
import { fold, narrowSeparators } from './tokenize.js';
import { lastIndexAtOrBefore } from '../../model/sorted-search.js';

/** Separates elements; never a word or separator character, so no match crosses it. */
export const BOUNDARY = '\u0000';

export interface SearchIndex {
  reader: ModelReader;
  /** Folded text of all elements, each followed by BOUNDARY. */
  text: string;
  /** starts[i] = offset of element i in `text`; starts[n] = text.length. */
  starts: Int32Array;
  /** Mean element length in characters (BM25 length normalisation). */
  avgLength: number;
  /**
   * 1 for each heading element (ranking puts headings first), when known without parsing the elements: stored
   * beside the text, or taken while rebuilding it. Null for a stored text without it.
   */
  headings: Uint8Array | null;
}

/** What search sees of an element: headings, paragraphs, list items, note and example label + text, code, table caption and cells. */
export function elementText(model: DocModel, e: Element): string {
  switch (e.type) {
    case 'heading':
    case 'paragraph':
    case 'code':
      return e.text;
    case 'note':
    case 'example':
      return `${e.label} ${e.text}`;
    case 'list':
      return e.items.join(' ');
    case 'table': {
      const t = model.tables[e.table];
      return t ? tableText(t).text : '';
    }
    default: {
      const never: never = e;
      return never;
    }
  }
}

/**
 * A table's searchable text — number, caption, header and rows, one space apart — and the offset in it where each
 * body row starts (so that a hit can be put on its row's page).
 */
export function tableText(t: Table): { text: string; rowStarts: number[] } {
  const head = `${t.number ?? ''} ${t.caption} ${t.headers.join(' ')}`;
  const rowStarts: number[] = [];
  let text = head;
  for (const row of t.rows) {
    text += ' ';
    rowStarts.push(text.length);
    text += row.join(' ');
  }
  const trimmed = text.trim();
  const lead = text.length - text.trimStart().length;
  return { text: trimmed, rowStarts: rowStarts.map((at) => at - lead) };
}

/**
 * The physical page of the text at `offset` in element `e`'s searchable text: a table run over pages puts it on
 * the page of the row it is in; anything else is on the element's page.
 */
export function pageAt(model: DocModel, e: Element, offset: number): number {
  if (e.type !== 'table') return e.page;
  const t = model.tables[e.table];
  if (!t?.rowPages) return e.page;
  const { rowStarts } = tableText(t);
  // The number, caption and header are printed over the first row.
  if (!rowStarts.length || offset < rowStarts[0]!) return e.page;
  const row = lastIndexAtOrBefore(rowStarts.length, (i) => rowStarts[i]!, offset);
  return t.rowPages[row] ?? e.page;
}

/**
 * Bump whenever elementText or fold change what is indexed: stored texts of another version are ignored. (Texts
 * stored before narrowSeparators read the same: word search asks only which class a separator is in.)
 */
export const SEARCH_TEXT_VERSION = 1;

export type { StoredSearchText };

/** Per model, not per reader: a long-lived process may get new readers of the same model. */
const memo = new WeakMap<DocModel, SearchIndex>();
const originalMemo = new WeakMap<DocModel, SearchIndex>();

/** The index text of a model, for the model cache to store beside it. */
export function storedSearchText(model: DocModel): StoredSearchText {
  const { text, starts } = buildText(model);
  const headings: number[] = [];
  model.elements.forEach((e, i) => e.type === 'heading' && headings.push(i));
  return { version: SEARCH_TEXT_VERSION, text, starts: Array.from(starts), headings };
}

/** The stored text when it fits this model and this version of the index; else null (it is then rebuilt). */
function storedFor(reader: ModelReader): { text: string; starts: Int32Array; headings: Uint8Array | null } | null {
  const stored = reader.storedSearchText();
  if (stored?.version !== SEARCH_TEXT_VERSION || !Array.isArray(stored.starts) || typeof stored.text !== 'string')
    return null;
  const n = reader.elementCount();
  if (stored.starts.length !== n + 1 || stored.starts[n] !== stored.text.length) return null;
  let headings: Uint8Array | null = null;
  if (Array.isArray(stored.headings)) {
    headings = new Uint8Array(n);
    for (const h of stored.headings) {
      if (!Number.isInteger(h) || h < 0 || h >= n) return null;
      headings[h] = 1;
    }
  }
  return { text: stored.text, starts: Int32Array.from(stored.starts), headings };
}

export function searchIndex(reader: ModelReader): SearchIndex {
  const hit = memo.get(reader.model);
  if (hit) return hit;
  const n = reader.elementCount();
  const stored = storedFor(reader);
  const { text, starts } = stored ?? buildText(reader.model);
  // Rebuilt from the model: every element is parsed already, so the heading flags cost nothing more.
  const headings = stored ? stored.headings : headingFlagsOf(reader.model);
  const idx: SearchIndex = { reader, text, starts, avgLength: n ? (text.length - n) / n : 1, headings };
  memo.set(reader.model, idx);
  return idx;
}

/**
 * The same index over the text as printed (not folded), for case-sensitive and
 * regex searches. Offsets equal the folded index's (fold keeps length). Built
 * on first use only: it needs every element parsed.
 */
export function originalIndex(reader: ModelReader): SearchIndex {
  const hit = originalMemo.get(reader.model);
  if (hit) return hit;
  const n = reader.elementCount();
  const { text, starts } = buildText(reader.model, false);
  // Every element is parsed here anyway, so the heading flags cost nothing more.
  const idx: SearchIndex = {
    reader,
    text,
    starts,
    avgLength: n ? (text.length - n) / n : 1,
    headings: headingFlagsOf(reader.model),
  };
  originalMemo.set(reader.model, idx);
  return idx;
}

/** 1 for each heading element, from a model whose elements are all parsed. */
function headingFlagsOf(model: DocModel): Uint8Array {
  return Uint8Array.from(model.elements, (e) => (e.type === 'heading' ? 1 : 0));
}

function buildText(model: DocModel, folded = true): { text: string; starts: Int32Array } {
  const n = model.elements.length;
  const starts = new Int32Array(n + 1);
  const pieces: string[] = new Array(n);
  let offset = 0;
  for (let i = 0; i < n; i++) {
    starts[i] = offset;
    // A stray NUL in the model would act as a boundary; replace it with a space.
    const t = elementText(model, model.elements[i]!).replaceAll(BOUNDARY, ' ');
    pieces[i] = t;
    offset += t.length + 1;
  }
  starts[n] = offset;
  const text = pieces.join(BOUNDARY) + (n ? BOUNDARY : '');
  return { text: folded ? narrowSeparators(fold(text)) : text, starts };
}

/** Index of the element containing text offset `pos` (binary search). */
export function elementAt(idx: SearchIndex, pos: number): number {
  return lastIndexAtOrBefore(idx.starts.length - 1, (k) => idx.starts[k]!, pos);
}
