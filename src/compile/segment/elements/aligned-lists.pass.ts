import { pass } from '../../pipeline/pass.js';
import type { Defined } from '../stages.js';
import { isUntitled, tablesAsLists } from '../tables-as-lists.js';

/**
 * A block of pairs whose columns only line up — no caption, no ruling lines round it, no titles over it — is a
 * list, not a table: a reference list ("FED-STD-1037 | Glossary of Telecommunication Terms"), pseudo-code
 * ("AND | GPI for Group 11 …"), a "Source Port: | 16 bits" field list. Its columns served the definitions passes
 * (a borderless glossary); what they did not take becomes a list in the section, one item per row.
 */
export const alignedListsPass = pass<Defined, Defined>(
  'aligned-lists',
  'turns uncaptioned tables that neither rules nor titles back into lists',
  (w, ctx) => {
    const listed = new Set<number>();
    w.workTables.forEach((t, i) => {
      if (t.aligned && isUntitled(w.tables[i]!)) listed.add(i);
    });
    if (!listed.size) return w;
    ctx.report({
      severity: 'info',
      code: 'aligned-lists',
      message: `${listed.size} uncaptioned block(s) of aligned pairs without ruling lines or column titles read as lists, no tables`,
    });
    return tablesAsLists(w, listed);
  },
);
