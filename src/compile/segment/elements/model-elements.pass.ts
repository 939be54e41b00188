import type { Element, Table } from '../../../model/types.js';
import { numberLevel } from '../../../model/section-number.js';
import { pass } from '../../pipeline/pass.js';
import type { Assigned, Modelled } from '../stages.js';
import type { WorkElement, WorkTable } from '../work.js';
import { pageList } from '../../page-list.js';
import { dropEmptyColumns } from './tables.js';
import { splitNumberCells } from './number-column.js';
import { legendRowToNotes } from './table-legend.js';
import { foldColumnLeadIn } from './column-lead-in.js';
import type { Diagnostic } from '../../../model/types.js';

/** The model's elements and tables, each in its section. */
export const modelElementsPass = pass<Assigned, Modelled>(
  'model-elements',
  "writes the model's elements and tables, each in its section; uncaptioned tables are named",
  (w, ctx) => {
    const elements: Element[] = w.work.map((e, i) => {
      const started = w.sections[w.startsSection[i] ?? -1];
      return toElement(e, w.elementSection[i] ?? null, started ? started.level : null);
    });
    // Once continued tables are merged: a part may leave a column empty that the next one fills.
    for (const t of w.workTables) dropEmptyColumns(t, !ctx.profile.layout.untagged);
    const split = w.workTables.filter((t) => splitNumberCells(t) > 0);
    if (split.length)
      ctx.report({
        severity: 'info',
        code: 'table-number-cells',
        message: `${split.length} table(s) with a column of item numbers where a cell ran on into the next column's text (one run drawn across the column gap), the text moved to the next column: ${split.map((t) => `${t.number ?? 'uncaptioned'} (p. ${t.page})`).join(', ')}`,
        page: split[0]!.page,
      });
    for (const d of rowsSetApart(w.workTables)) ctx.report(d);
    const tables: Table[] = w.workTables.map((t) => ({
      number: t.number,
      caption: t.caption,
      headers: t.headers,
      rows: t.rows,
      notes: t.notes,
      page: t.page,
      pageEnd: t.pageEnd,
      ...(t.pageEnd > t.page ? { rowPages: [...t.rowPages] } : {}),
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
    for (const d of tableShapeDiagnostics(w.workTables)) ctx.report(d);
    return { ...w, elements, tables };
  },
);

/** Rows that are no rows of their table: a key printed as the last row, a column's lead-in as the first. */
function rowsSetApart(tables: readonly WorkTable[]): Diagnostic[] {
  const named = (ts: WorkTable[]) => ts.map((t) => `${t.number ?? 'uncaptioned'} (p. ${t.page})`).join(', ');
  const keyed = tables.filter(legendRowToNotes);
  const led = tables.filter(foldColumnLeadIn);
  const out: Diagnostic[] = [];
  if (keyed.length)
    out.push({
      severity: 'info',
      code: 'table-legends',
      message: `${keyed.length} table(s) end in a row that is their key (codes printed above, each beside its meaning), read as notes: ${named(keyed)}`,
      page: keyed[0]!.page,
    });
  if (led.length)
    out.push({
      severity: 'info',
      code: 'table-lead-ins',
      message: `${led.length} table(s) open with a row that is a column's lead-in (one text ending in a colon, completed by every cell below it), folded into that column's title: ${named(led)}`,
      page: led[0]!.page,
    });
  return out;
}

/** What the tables' own rows decided (table-evidence.ts), once per document. */
function tableShapeDiagnostics(tables: readonly WorkTable[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const pages = (ts: WorkTable[]) => pageList(ts.map((t) => t.page));
  const byFont = tables.filter((t) => t.headerEvidence === 'font');
  const repeated = tables.filter((t) => t.headerEvidence === 'repeated');
  const titled = tables.filter((t) => t.headerEvidence === 'titles');
  const below = tables.filter((t) => t.headerEvidence === 'font-below');
  if (byFont.length + repeated.length + titled.length) {
    const why = [
      byFont.length ? `set in a font no body row uses (${byFont.length}, pages ${pages(byFont)})` : '',
      repeated.length ? `printed again at the top of a later page (${repeated.length}, pages ${pages(repeated)})` : '',
      titled.length ? `words over columns of numbers (${titled.length}, pages ${pages(titled)})` : '',
    ].filter(Boolean);
    out.push({
      severity: 'info',
      code: 'table-header',
      message: `first row read as the header row, not tagged as one: ${why.join('; ')}`,
      page: (byFont[0] ?? repeated[0] ?? titled[0])!.page,
    });
  }
  if (below.length)
    out.push({
      severity: 'info',
      code: 'table-header',
      message: `a row under the tagged header read as one more header row, set in its font and in no body row's (${below.length}, pages ${pages(below)})`,
      page: below[0]!.page,
    });
  const emptied = tables.filter((t) => t.emptyColumns);
  if (emptied.length) {
    const n = emptied.reduce((a, t) => a + t.emptyColumns!, 0);
    out.push({
      severity: 'info',
      code: 'table-columns',
      message: `${n} column(s) empty in every row left out of ${emptied.length} table(s), on pages ${pages(emptied)}`,
      page: emptied[0]!.page,
    });
  }
  return out;
}

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
