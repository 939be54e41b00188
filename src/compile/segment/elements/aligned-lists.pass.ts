import { pass } from '../../pipeline/pass.js';
import type { Defined } from '../stages.js';
import { isUntitled, tablesAsLists } from '../tables-as-lists.js';
import type { WorkTable } from '../work.js';

/** A reference's label as printed in a reference list: "[1]", "[FIPS 202]", "[RFC5652]". */
const REFERENCE_LABEL = /^\[[^[\]\n]{1,24}\]$/u;

/**
 * At least two rows, each a reference's label and its text (an empty border cell aside): a reference list a tool
 * set as a table (a Word export tags it a Table: SP 800-185's Appendix C), never a table whatever ruled or tagged it.
 */
function referenceList(t: WorkTable): boolean {
  const rows = [...(t.headers.length ? [t.headers] : []), ...t.rows].map((r) => r.filter((c) => c.trim() !== ''));
  return rows.length >= 2 && rows.every((r) => r.length === 2 && REFERENCE_LABEL.test(r[0]!.trim()));
}

/**
 * A block of pairs whose columns only line up — no caption, no ruling lines round it, no titles over it — is a
 * list, not a table: a reference list ("FED-STD-1037 | Glossary of Telecommunication Terms"), pseudo-code
 * ("AND | GPI for Group 11 …"), a "Source Port: | 16 bits" field list. Its columns served the definitions passes
 * (a borderless glossary); what they did not take becomes a list in the section, one item per row. So does an
 * uncaptioned table of references ("[1] | …"), tagged or drawn.
 */
export const alignedListsPass = pass<Defined, Defined>(
  'aligned-lists',
  'turns uncaptioned tables that neither rules nor titles, and tables of references, back into lists',
  (w, ctx) => {
    const listed = new Set<number>();
    const references = new Set<number>();
    w.workTables.forEach((t, i) => {
      if (t.number !== null) return;
      if (t.aligned && isUntitled(w.tables[i]!)) listed.add(i);
      else if (referenceList(t)) references.add(i);
    });
    if (listed.size)
      ctx.report({
        severity: 'info',
        code: 'aligned-lists',
        message: `${listed.size} uncaptioned block(s) of aligned pairs without ruling lines or column titles read as lists, no tables`,
      });
    if (references.size)
      ctx.report({
        severity: 'info',
        code: 'reference-lists',
        message: `${references.size} uncaptioned table(s) of references, a label ("[1]") heading each row, read as lists`,
      });
    for (const i of references) listed.add(i);
    if (!listed.size) return w;
    return tablesAsLists(w, listed);
  },
);
