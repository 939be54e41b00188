/**
 * get_tables: the tables of a section's subtree ("7.3.4"), one table by its
 * printed number ("Table 29"), or — without a section — every table of the
 * document, paged. `index` is the 0-based position in the list asked for
 * (within the section, which is what `table_index` selects; or in the document).
 */
import { labelNumber, sameTable, tableQueryLabel } from '../../../model/table-number.js';
import { type Observable, map } from 'rxjs';
import type { ModelReader } from '../../../model/reader.js';
import type { DocModel, Table } from '../../../model/types.js';
import type { OperationContext } from '../../operation-context.js';
import { PdfspecError } from '../../errors.js';
import type { GetTablesInput, GetTablesResult } from './schema.js';
import { tableRecord } from '../content.js';
import { lookupKeys, type KeyLookup } from '../key-lookup.js';
import { requireSectionOrMatter } from '../find-section.js';
import { paginate } from '../paging.js';
import { withModel } from '../with-model.js';
import { MAX_SUGGESTIONS, suggestionsFor } from '../../did-you-mean.js';
import { GET_SECTION } from '../get-section/name.js';

export function getTables(ctx: OperationContext, input: GetTablesInput): Observable<GetTablesResult> {
  if (input.key !== undefined) return lookupKeys(ctx, input).pipe(map((found) => keyTables(found, input)));
  return withModel(ctx, input.spec).pipe(map(({ entry, reader }) => tablesOf(entry.id, reader, input)));
}

export function tablesOf(spec: string, reader: ModelReader, input: GetTablesInput): GetTablesResult {
  const model = reader.model;
  if (input.section === undefined) {
    const paged = paginate(
      model.tables.map((t, i) => tableRecord(model, t, i)),
      input.offset,
      input.limit,
    );
    return {
      spec,
      section: null,
      totalTables: model.tables.length,
      tables: paged.items,
      ...(paged.paging ? { paging: paged.paging } : {}),
    };
  }
  // "Table 7" or "Figure 7" (a table the document captions as a figure): each finds only its own.
  const byNumber = tableQueryLabel(input.section);
  let label: string;
  let tables: Table[];
  if (byNumber !== null) {
    label = byNumber;
    tables = model.tables.filter((t) => sameTable(t.number, label));
    if (!tables.length) {
      const near = nearbyTables(model, label);
      throw new PdfspecError(
        'unknown_table',
        `no ${label} in ${spec}`,
        'tables are cited as "Table 29" (or by their figure number where the document captions its tables as figures), or give a section number such as "7.3.4"',
        near,
      );
    }
  } else {
    const s = requireSectionOrMatter(reader, spec, input.section);
    label = s.id;
    const order = new Map<number, number>();
    for (const e of reader.elements(s.start, s.subtreeEnd)) {
      if (e?.type === 'table' && !order.has(e.table)) order.set(e.table, order.size);
    }
    tables = [...order.keys()].map((t) => model.tables[t]!).filter(Boolean);
  }
  let records = tables.map((t, i) => tableRecord(model, t, i));
  if (input.table_index !== undefined) {
    const i = input.table_index;
    if (i >= records.length) {
      const range = records.length ? ` ({param:table_index} 0–${records.length - 1})` : '';
      const what = byNumber ? label : `section ${label}`;
      throw new PdfspecError(
        'unknown_table',
        `${what} has ${records.length} table${records.length === 1 ? '' : 's'}${range}; {param:table_index} ${i} is out of range`,
        records.length
          ? 'omit {param:table_index} to get them all'
          : `{op:${GET_SECTION}} shows what the section contains`,
      );
    }
    records = [records[i]!];
  }
  const paged = paginate(records, input.offset, input.limit);
  return {
    spec,
    section: label,
    totalTables: tables.length,
    tables: paged.items,
    ...(paged.paging ? { paging: paged.paging } : {}),
  };
}

/**
 * The Key / Type / Value tables of the spec defining a key, each once, and every definition in `keys` (from
 * the model and the spec, `source` on each). The tables are paged; `keys` holds the definitions of the tables
 * on the page and those only the model has.
 */
function keyTables(found: KeyLookup, input: GetTablesInput): GetTablesResult {
  const paged = paginate(
    found.specTables.map(({ loaded, table }, i) =>
      tableRecord(loaded.reader.model, loaded.reader.model.tables[table]!, i),
    ),
    input.offset,
    input.limit,
  );
  const shown = new Set(
    paged.items.map((r) => `${found.specTables[r.index]!.loaded.entry.id}:${r.caption}:${r.number}`),
  );
  const keys = found.records.filter((k) => k.spec === null || shown.has(`${k.spec}:${k.caption}:${k.table}`));
  return {
    spec: found.spec,
    section: null,
    totalTables: found.specTables.length,
    tables: paged.items,
    keys,
    totalKeys: found.records.length,
    ...(paged.paging ? { paging: paged.paging } : {}),
  };
}

/** Table numbers close to the unknown one ("Table 28", "Table 30", or "Figure 7" for "Table 7"). */
function nearbyTables(model: DocModel, wanted: string): string[] {
  const labels = model.tables.flatMap((t) => (t.number ? [t.number] : []));
  // The same number under the other word first: the user asked for "Table 7" of a document that says "Figure 7".
  const other = labels.filter((l) => labelNumber(l) === labelNumber(wanted));
  return [...new Set([...other, ...suggestionsFor(wanted, labels)])].slice(0, MAX_SUGGESTIONS);
}
