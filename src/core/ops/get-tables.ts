/**
 * get_tables: the tables of a section's subtree ("7.3.4"), one table by its
 * printed number ("Table 29"), or — without a section — every table of the
 * document, paged. `index` is the 0-based position in the list asked for
 * (within the section, which is what `table_index` selects; or in the document).
 */
import { type Observable, map } from 'rxjs';
import type { DocModel, Table } from '../../model/types.js';
import type { CoreContext } from '../context.js';
import { PdfspecError } from '../errors.js';
import type { GetTablesInput, GetTablesResult } from '../schemas.js';
import { tableRecord } from './content.js';
import { elementsIn } from './element-access.js';
import { requireSection } from './find-section.js';
import { paginate } from './paging.js';
import { withModel } from './with-model.js';

const TABLE_REF = /^\s*table\s+([A-Z]?\.?\d+(?:\.\d+)*[a-z]?)\s*\.?\s*$/i;

export function getTables(ctx: CoreContext, input: GetTablesInput): Observable<GetTablesResult> {
  return withModel(ctx, input.spec).pipe(map(({ entry, model }) => tablesOf(entry.id, model, input)));
}

export function tablesOf(spec: string, model: DocModel, input: GetTablesInput): GetTablesResult {
  if (input.section === undefined) {
    const paged = paginate(model.tables.map((t, i) => tableRecord(model, t, i)), input.offset, input.limit);
    return { spec, section: null, totalTables: model.tables.length, tables: paged.items, ...(paged.paging ? { paging: paged.paging } : {}) };
  }
  const byNumber = TABLE_REF.exec(input.section);
  let label: string;
  let tables: Table[];
  if (byNumber) {
    label = `Table ${byNumber[1]}`;
    const want = label.toLowerCase();
    tables = model.tables.filter((t) => t.number?.toLowerCase() === want);
    if (!tables.length) {
      const near = nearbyTables(model, byNumber[1]!);
      throw new PdfspecError('unknown_table', `no ${label} in ${spec}`, 'tables are cited as "Table 29", or give a section number such as "7.3.4"', near);
    }
  } else {
    const s = requireSection(model, spec, input.section);
    label = s.id;
    const order = new Map<number, number>();
    for (const e of elementsIn(model, s.start, s.subtreeEnd)) {
      if (e?.type === 'table' && !order.has(e.table)) order.set(e.table, order.size);
    }
    tables = [...order.keys()].map((t) => model.tables[t]!).filter(Boolean);
  }
  let records = tables.map((t, i) => tableRecord(model, t, i));
  if (input.table_index !== undefined) {
    const i = input.table_index;
    if (i >= records.length) {
      const range = records.length ? ` (table_index 0–${records.length - 1})` : '';
      const what = byNumber ? label : `section ${label}`;
      throw new PdfspecError(
        'unknown_table',
        `${what} has ${records.length} table${records.length === 1 ? '' : 's'}${range}; table_index ${i} is out of range`,
        records.length ? 'omit table_index to get them all' : 'get_section shows what the section contains',
      );
    }
    records = [records[i]!];
  }
  const paged = paginate(records, input.offset, input.limit);
  return { spec, section: label, totalTables: tables.length, tables: paged.items, ...(paged.paging ? { paging: paged.paging } : {}) };
}

/** Table numbers close to the unknown one ("Table 28", "Table 30"). */
function nearbyTables(model: DocModel, wanted: string): string[] {
  const n = Number(wanted);
  const numbers = [...new Set(model.tables.map((t) => t.number).filter((x): x is string => !!x))];
  if (!Number.isFinite(n)) return numbers.slice(0, 5);
  const dist = (s: string) => Math.abs(Number(s.replace(/^table\s+/i, '')) - n);
  return numbers.filter((s) => Number.isFinite(dist(s))).sort((a, b) => dist(a) - dist(b)).slice(0, 5);
}
