import { pass } from '../../pipeline/pass.js';
import type { Defined } from '../stages.js';
import { isUntitled, tablesAsLists } from '../tables-as-lists.js';

/**
 * A glossary printed as two columns with no caption and no column titles (an acronyms appendix, a borderless
 * definitions list: NIST, MIL-STD-2045), whose every row was read as an entry, is a list of entries, not a table:
 * it leaves the tables, and its entries stay in the section as the items of a list ("AI Asset Identification"),
 * one item per entry as the definitions read them (a term wrapped over two rows is one entry).
 * A glossary with a caption or column titles ("Term | Definition") stays a table.
 */
export const glossaryListsPass = pass<Defined, Defined>(
  'glossary-lists',
  'turns uncaptioned, untitled glossary tables read entry by entry into lists',
  (w, ctx) => {
    const listed = new Set<number>();
    const items = new Map<number, { text: string; r: number }[]>();
    w.elements.forEach((e, i) => {
      if (e.type !== 'table' || !w.consumed.has(i) || !isUntitled(w.tables[e.table]!)) return;
      listed.add(e.table);
      const entries = w.glossaryEntries?.get(i);
      if (entries) items.set(e.table, entries);
    });
    if (!listed.size) return w;
    ctx.report({
      severity: 'info',
      code: 'glossary-lists',
      message: `${listed.size} glossary table(s) without caption or column titles read as lists of entries, no tables`,
    });
    return tablesAsLists(w, listed, items);
  },
);
