/**
 * Where a key (or every key of one object) is defined, from the Arlington PDF Model and from the Key / Type
 * / Value tables of the installed spec, each model row joined to the spec's row of the same table and key
 * (docs/model.md, "The Arlington PDF Model"). `key`, the tables' `key` and the TUI's jump view share it.
 */
import { EMPTY, type Observable, catchError, concatMap, from, map, of, take, toArray } from 'rxjs';
import type { ArlingtonIndex, ArlingtonRow } from '../../model/arlington/index.js';
import type { ModelReader } from '../../model/reader.js';
import type { DictionaryKey, DocModel } from '../../model/types.js';
import type { OperationContext } from '../operation-context.js';
import { toPdfspecError } from '../errors.js';
import { suggestionsFor } from '../did-you-mean.js';
import type { ItemRef, KeyRecord, KeySource } from '../schemas.js';
import { arlingtonModel } from '../arlington/load.js';
import {
  bareKey,
  bestMatch,
  dictionaryName,
  keyRecord,
  lookupKey,
  modelKeyRecord,
  type KeyMatch,
} from './dictionary-keys.js';
import { itemRef } from './references.js';
import { withModels, type Loaded } from './with-model.js';

/**
 * The model's table numbers are ISO 32000-2's: only that spec is joined by them (the TUI names whatever spec it
 * browses; ISO 32000-1's "Table 29" is another table). Rows of other specs are listed as the spec's own.
 */
const JOINED_SPEC = 'iso32000-2';

export interface KeyQuery {
  spec?: string;
  key?: string;
  dictionary?: string;
  source?: KeySource;
}

export interface KeyLookup {
  /** The spec asked ("all", an id), or null when no spec was read. */
  spec: string | null;
  arlington: ArlingtonIndex | null;
  match: KeyMatch;
  /** With dictionary: the model objects it names. */
  objects?: string[];
  records: KeyRecord[];
  /** The spec tables defining the key: [loaded spec, index into its tables]. */
  specTables: { loaded: Loaded; table: number }[];
  suggestions: string[];
}

export function lookupKeys(ctx: OperationContext, q: KeyQuery): Observable<KeyLookup> {
  const source = q.source ?? 'both';
  const arlington = source === 'spec' ? null : arlingtonModel();
  return specsFor(ctx, q, source).pipe(map((loaded) => combine(q, arlington, loaded)));
}

/** The specs to read: as asked; by default ISO 32000-2 when it is installed, else none (the model answers). */
function specsFor(ctx: OperationContext, q: KeyQuery, source: KeySource): Observable<Loaded[]> {
  if (source === 'model') return of([]);
  if (source === 'spec' || q.spec !== undefined) return withModels(ctx, q.spec, 'key');
  return ctx.specs().pipe(
    take(1),
    concatMap((entries) => from(entries.filter((e) => e.id === JOINED_SPEC && e.available))),
    concatMap((entry) =>
      ctx.reader(entry).pipe(
        take(1),
        map((reader): Loaded => ({ entry, reader })),
        catchError((err: unknown) => {
          ctx.notice(`key: answering from the model alone; ${entry.id}: ${toPdfspecError(err).message}`);
          return EMPTY;
        }),
      ),
    ),
    toArray(),
  );
}

function modelRows(
  m: ArlingtonIndex,
  key: string | undefined,
  objects: string[] | null,
): { match: KeyMatch; rows: ArlingtonRow[] } {
  const inObjects = (r: ArlingtonRow) => objects === null || objects.includes(r.object);
  if (key === undefined) return { match: 'exact', rows: (objects ?? []).flatMap((o) => [...m.rowsOf(o)]) };
  const want = bareKey(key);
  const exact = m.withKey(want).filter(inObjects);
  if (exact.length) return { match: 'exact', rows: exact };
  const lower = want.toLowerCase();
  const folded = m
    .keyNames()
    .filter((k) => k.toLowerCase() === lower)
    .flatMap((k) => m.withKey(k).filter(inObjects));
  return folded.length ? { match: 'case-insensitive', rows: folded } : { match: 'none', rows: [] };
}

function specRows(
  model: DocModel,
  q: KeyQuery,
  objectTables: Set<string> | null,
): { match: KeyMatch; keys: DictionaryKey[] } {
  const fragment = q.dictionary?.trim().toLowerCase();
  const wanted = (k: DictionaryKey) => {
    if (fragment === undefined) return true;
    const number = model.tables[k.table]?.number;
    return dictionaryName(model, k).toLowerCase().includes(fragment) || (!!number && !!objectTables?.has(number));
  };
  if (q.key === undefined) {
    const keys = (model.keys ?? []).filter(wanted);
    return { match: keys.length ? 'exact' : 'none', keys };
  }
  const exact = lookupKey(model, q.key);
  const kept = exact.keys.filter(wanted);
  return { match: kept.length ? exact.match : 'none', keys: kept };
}

const joinKey = (table: string | null | undefined, key: string) => `${table ?? ''}\u0000${key}`;

function combine(q: KeyQuery, arlington: ArlingtonIndex | null, loaded: Loaded[]): KeyLookup {
  const objects = q.dictionary !== undefined && arlington ? arlington.matchObjects(q.dictionary).objects : null;
  const fromModel = arlington ? modelRows(arlington, q.key, objects) : { match: 'none' as const, rows: [] };
  const objectTables = objects ? new Set(objects.flatMap((o) => arlington!.rowsOf(o).flatMap((r) => r.tables))) : null;
  const fromSpecs = loaded.map((l) => ({ loaded: l, ...specRows(l.reader.model, q, objectTables) }));
  const match = bestMatch([fromModel.match, ...fromSpecs.map((s) => s.match)]);
  const rows = fromModel.match === match ? fromModel.rows : [];
  const specs = fromSpecs.filter((s) => s.match === match && match !== 'none');
  const all = q.spec?.trim().toLowerCase() === 'all';

  // Each spec row by table number and key, in the specs the model's table numbers apply to.
  const joinable = new Map<string, { loaded: Loaded; key: DictionaryKey }[]>();
  for (const s of specs) {
    if (s.loaded.entry.id !== JOINED_SPEC) continue;
    for (const k of s.keys) {
      const id = joinKey(s.loaded.reader.model.tables[k.table]?.number, k.key);
      joinable.set(id, [...(joinable.get(id) ?? []), { loaded: s.loaded, key: k }]);
    }
  }
  const used = new Set<DictionaryKey>();
  const refsOf = rowRefs();
  const records: KeyRecord[] = [];
  for (const row of rows) {
    // A row of an object spanning several tables joins the one of them that has the key.
    const pair = row.tables.map((t) => joinable.get(joinKey(t, row.key))).find((p) => p !== undefined);
    if (!pair) {
      records.push(modelKeyRecord(row));
      continue;
    }
    for (const p of pair) {
      used.add(p.key);
      records.push(keyRecord(p.loaded.entry.id, p.loaded.reader.model, p.key, row, refsOf(p.loaded.reader, p.key)));
    }
  }
  for (const s of specs)
    for (const k of s.keys)
      if (!used.has(k))
        records.push(keyRecord(s.loaded.entry.id, s.loaded.reader.model, k, null, refsOf(s.loaded.reader, k)));

  const specTables = specs.flatMap((s) =>
    [...new Set(s.keys.map((k) => k.table))].map((table) => ({ loaded: s.loaded, table })),
  );
  const suggestions =
    match === 'none' && q.key !== undefined
      ? suggestionsFor(bareKey(q.key), [
          ...new Set([
            ...(arlington?.keyNames() ?? []),
            ...loaded.flatMap((l) => (l.reader.model.keys ?? []).map((k) => k.key)),
          ]),
        ])
      : [];
  return {
    spec: q.spec !== undefined ? (all ? 'all' : (loaded[0]?.entry.id ?? null)) : (loaded[0]?.entry.id ?? null),
    arlington,
    match,
    ...(objects ? { objects } : {}),
    records,
    specTables,
    suggestions,
  };
}

/**
 * The cross-references printed in one spec row. A table's element is found from the references that sit in
 * table cells (each knows its element), so a model without them costs nothing.
 */
function rowRefs(): (reader: ModelReader, k: DictionaryKey) => ItemRef[] {
  const elementOf = new Map<ModelReader, Map<number, number>>();
  return (reader, k) => {
    let tables = elementOf.get(reader);
    if (!tables) {
      tables = new Map();
      for (const r of reader.model.references ?? []) {
        if (r.row === undefined) continue;
        const e = reader.element(r.element);
        if (e?.type === 'table' && !tables.has(e.table)) tables.set(e.table, r.element);
      }
      elementOf.set(reader, tables);
    }
    const element = tables.get(k.table);
    if (element === undefined) return [];
    return (reader.model.references ?? [])
      .filter((r) => r.element === element && r.row === k.row)
      .map((r) => itemRef(reader.model, r));
  };
}
