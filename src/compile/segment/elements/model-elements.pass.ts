import type { Element, Table } from '../../../model/types.js';
import { numberLevel } from '../../../model/section-number.js';
import { pass } from '../../pipeline/pass.js';
import type { Assigned, Modelled } from '../stages.js';
import type { WorkElement } from '../work.js';

/** The model's elements and tables, each in its section. */
export const modelElementsPass = pass<Assigned, Modelled>(
  'model-elements',
  "writes the model's elements and tables, each in its section; uncaptioned tables are named",
  (w, ctx) => {
    const elements: Element[] = w.work.map((e, i) => {
      const started = w.sections[w.startsSection[i] ?? -1];
      return toElement(e, w.elementSection[i] ?? null, started ? started.level : null);
    });
    const tables: Table[] = w.workTables.map((t) => ({
      number: t.number,
      caption: t.caption,
      headers: t.headers,
      rows: t.rows,
      notes: t.notes,
      page: t.page,
      pageEnd: t.pageEnd,
      section: null,
    }));
    w.work.forEach((e, i) => {
      const table = e.kind === 'table' ? tables[e.table] : undefined;
      if (table) table.section = w.elementSection[i] ?? null;
    });
    // A table printed without a caption cannot be cited as "Table N": say where it is.
    for (const t of tables) {
      if (t.number !== null) continue;
      const where = t.section === null ? '' : ` (section ${t.section})`;
      ctx.report({
        severity: 'info',
        code: 'table-uncaptioned',
        message: `table without a caption on page ${t.page}${where}: listed with number null`,
        page: t.page,
      });
    }
    return { ...w, elements, tables };
  },
);

function toElement(e: WorkElement, section: string | null, sectionLevel: number | null): Element {
  const base = { page: e.page, section };
  const numbered = e.marginNumber === undefined ? base : { ...base, marginNumber: e.marginNumber };
  switch (e.kind) {
    case 'heading': {
      const level = sectionLevel ?? (e.number ? numberLevel(e.number) : (e.tagLevel ?? 1));
      return { ...base, type: 'heading', level, text: e.text };
    }
    case 'paragraph':
      return { ...numbered, type: 'paragraph', text: e.text };
    case 'list':
      return { ...numbered, type: 'list', items: e.items };
    case 'note':
      return { ...numbered, type: 'note', label: e.label, text: e.text };
    case 'example':
      return { ...numbered, type: 'example', label: e.label, text: e.text };
    case 'code':
      return { ...base, type: 'code', text: e.text };
    case 'table':
      return { ...base, type: 'table', table: e.table };
  }
}
