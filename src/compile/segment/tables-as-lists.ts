/**
 * Tables that turn out to be lists of pairs leave the tables: each becomes a list element in its place, one item
 * per row (its non-empty cells joined), and the tables after it are renumbered in the elements that cite them.
 */
import type { Element, Table } from '../../model/types.js';
import type { Defined } from './stages.js';
import type { WorkElement, WorkTable } from './work.js';

/** A table with no caption and no column titles: the only kind either pass turns into a list. */
export function isUntitled(t: Table): boolean {
  return t.number === null && t.headers.every((h) => h === '');
}

/** The stage with the tables at the indexes `listed` (into w.tables and w.workTables alike) made lists. */
export function tablesAsLists(
  w: Defined,
  listed: ReadonlySet<number>,
  /** By table: its items when they are not its rows (a glossary's entries, a term wrapped over two rows one item). */
  entries: ReadonlyMap<number, readonly Entry[]> = new Map(),
): Defined {
  if (!listed.size) return w;
  const index = renumbered(w.tables.length, listed);
  return {
    ...w,
    elements: w.elements.map((e) => (e.type === 'table' ? modelElement(e, w.workTables, index, entries) : e)),
    tables: w.tables.filter((_, t) => !listed.has(t)),
    work: w.work.map((e) => (e.kind === 'table' ? workElement(e, w.workTables, index, entries) : e)),
    workTables: w.workTables.filter((_, t) => !listed.has(t)),
  };
}

/** Each table's new index, or null for one that became a list. */
function renumbered(count: number, listed: ReadonlySet<number>): (number | null)[] {
  let next = 0;
  return Array.from({ length: count }, (_, t) => (listed.has(t) ? null : next++));
}

interface Entry {
  text: string;
  /** The row it starts in. */
  r: number;
}

/**
 * One item per row (or per entry), its non-empty cells joined, each once: a cell that repeats a spanning cell is left
 * out (a justified line whose wide gaps were read as columns under another line's words); the notes at the table's
 * foot follow as items of their own.
 */
const itemsOf = (t: WorkTable, entries?: readonly Entry[]) => pagedItems(t, [], entries).map((x) => x.text);

const rowText = (t: WorkTable, r: number): string =>
  t.rows[r]!.filter((c, k) => c !== '' && !t.copies[r]?.[k]).join(' ');

function pagedItems(
  t: WorkTable,
  pages: number[],
  entries: readonly Entry[] = t.rows.map((_, r) => ({ text: rowText(t, r), r })),
): { text: string; page?: number }[] {
  const texts = [
    ...entries.map((x) => ({ text: x.text, page: pages[x.r] })),
    ...t.notes.map((text, k) => ({ text, page: pages[t.rows.length + k] })),
  ];
  return texts.filter((x) => x.text !== '');
}

function modelElement(
  e: Extract<Element, { type: 'table' }>,
  tables: WorkTable[],
  index: (number | null)[],
  entries: ReadonlyMap<number, readonly Entry[]>,
): Element {
  const at = index[e.table];
  if (at !== null && at !== undefined) return { ...e, table: at };
  return { type: 'list', items: itemsOf(tables[e.table]!, entries.get(e.table)), page: e.page, section: e.section };
}

function workElement(
  e: Extract<WorkElement, { kind: 'table' }>,
  tables: WorkTable[],
  index: (number | null)[],
  entries: ReadonlyMap<number, readonly Entry[]>,
): WorkElement {
  const at = index[e.table];
  if (at !== null && at !== undefined) return { ...e, table: at };
  const t = tables[e.table]!;
  const items = pagedItems(t, [...t.rowPages, ...t.notePages], entries.get(e.table));
  const itemPages = items.map((x) => x.page ?? e.page);
  return { kind: 'list', items: items.map((x) => x.text), itemPages, dashList: false, page: e.page, y: e.y };
}
