import type { Element, Table } from '../../../model/types.js';
import { pass } from '../../pipeline/pass.js';
import type { Defined } from '../stages.js';
import type { WorkElement, WorkTable } from '../work.js';

/**
 * A glossary printed as two columns with no caption and no column titles (an acronyms appendix, a borderless
 * definitions list: NIST, MIL-STD-2045), whose every row was read as an entry, is a list of entries, not a table:
 * it leaves the tables, and its rows stay in the section as the items of a list ("AI Asset Identification").
 * A glossary with a caption or column titles ("Term | Definition") stays a table.
 */
export const glossaryListsPass = pass<Defined, Defined>(
  'glossary-lists',
  'turns uncaptioned, untitled glossary tables read entry by entry into lists',
  (w, ctx) => {
    const listed = new Set<number>();
    w.elements.forEach((e, i) => {
      if (e.type === 'table' && w.consumed.has(i) && isPlainGlossary(w.tables[e.table]!)) listed.add(e.table);
    });
    if (!listed.size) return w;
    ctx.report({
      severity: 'info',
      code: 'glossary-lists',
      message: `${listed.size} glossary table(s) without caption or column titles read as lists of entries, no tables`,
    });
    const index = renumbered(w.tables.length, listed);
    return {
      ...w,
      elements: w.elements.map((e) => (e.type === 'table' ? modelElement(e, w.tables, index) : e)),
      tables: w.tables.filter((_, t) => !listed.has(t)),
      work: w.work.map((e) => (e.kind === 'table' ? workElement(e, w.workTables, index) : e)),
      workTables: w.workTables.filter((_, t) => !listed.has(t)),
    };
  },
);

function isPlainGlossary(t: Table): boolean {
  return t.number === null && t.headers.every((h) => h === '');
}

/** Each table's new index, or null for one that became a list. */
function renumbered(count: number, listed: ReadonlySet<number>): (number | null)[] {
  let next = 0;
  return Array.from({ length: count }, (_, t) => (listed.has(t) ? null : next++));
}

const itemsOf = (rows: string[][]) => rows.map((r) => r.filter((c) => c !== '').join(' ')).filter((x) => x !== '');

function modelElement(e: Extract<Element, { type: 'table' }>, tables: Table[], index: (number | null)[]): Element {
  const at = index[e.table];
  if (at !== null && at !== undefined) return { ...e, table: at };
  return { type: 'list', items: itemsOf(tables[e.table]!.rows), page: e.page, section: e.section };
}

function workElement(
  e: Extract<WorkElement, { kind: 'table' }>,
  tables: WorkTable[],
  index: (number | null)[],
): WorkElement {
  const at = index[e.table];
  if (at !== null && at !== undefined) return { ...e, table: at };
  const t = tables[e.table]!;
  return { kind: 'list', items: itemsOf(t.rows), itemPages: t.rowPages, dashList: false, page: e.page, y: e.y };
}
