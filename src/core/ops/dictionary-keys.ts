/**
 * Dictionary keys (docs/model.md, "Dictionary keys"): which dictionaries
 * define a key, for `pdfspec key`, the tables' `key` parameter and the TUI's
 * jump view. A key is looked up case-sensitively first, then
 * case-insensitively, with or without its slash.
 */
import type { ArlingtonRow } from '../../model/arlington/index.js';
import type { DictionaryKey, DocModel } from '../../model/types.js';
import type { ItemRef, KeyRecord, ModelRowRecord } from '../schemas.js';
import { suggestionsFor } from '../did-you-mean.js';
import { pageLabel, sectionIndex } from '../model-index.js';

export type KeyMatch = 'exact' | 'case-insensitive' | 'none';

/** "/StructParents" → "StructParents". */
export const bareKey = (key: string): string => key.trim().replace(/^\//, '');

/**
 * The dictionary a spec's row belongs to: the name its table's caption gives ("stream dictionary"), or the
 * caption itself when it names none in those words ("Standard FENote attributes", "Metadata for font streams").
 */
export function dictionaryName(model: DocModel, k: DictionaryKey): string {
  return k.dictionary || (model.tables[k.table]?.caption ?? '');
}

/**
 * A spec's row, joined to the model's row when `row` is given (source "both"). The flat fields are what the
 * spec prints; `model` is the model's row.
 */
export function keyRecord(
  spec: string,
  model: DocModel,
  k: DictionaryKey,
  row: ArlingtonRow | null = null,
  refs: ItemRef[] = [],
): KeyRecord {
  const t = model.tables[k.table];
  const section = k.section === null ? undefined : sectionIndex(model).byId.get(k.section);
  return {
    source: row ? 'both' : 'spec',
    spec,
    object: row?.object ?? null,
    key: k.key,
    dictionary: dictionaryName(model, k),
    type: k.type,
    status: k.status,
    since: k.since,
    deprecated: k.deprecated,
    inheritable: k.inheritable,
    note: k.note,
    value: t?.rows[k.row]?.[k.valueColumn] ?? '',
    table: t?.number ?? null,
    caption: t?.caption ?? '',
    section: k.section,
    sectionTitle: section?.title ?? null,
    page: k.page,
    pageLabel: pageLabel(model, k.page),
    model: row ? modelRowRecord(row) : null,
    ...(refs.length ? { refs } : {}),
  };
}

export const modelRowRecord = (r: ArlingtonRow): ModelRowRecord => ({ ...r });

/** A key only the model defines: the flat fields say what the model says. */
export function modelKeyRecord(r: ArlingtonRow): KeyRecord {
  return {
    source: 'model',
    spec: null,
    object: r.object,
    key: r.key,
    dictionary: r.object,
    type: r.typeText,
    status: r.required,
    since: r.since,
    deprecated: r.deprecated,
    inheritable: r.inheritable,
    note: r.condition,
    value: '',
    table: r.table,
    caption: '',
    section: null,
    sectionTitle: null,
    page: null,
    pageLabel: null,
    model: modelRowRecord(r),
  };
}

/** The definitions of `key` in one model, filtered by a dictionary name fragment; how they matched. */
export function lookupKey(
  model: DocModel,
  key: string,
  dictionary?: string,
): { match: KeyMatch; keys: DictionaryKey[] } {
  const want = bareKey(key);
  const all = model.keys ?? [];
  const inDict = (k: DictionaryKey) =>
    dictionary === undefined || k.dictionary.toLowerCase().includes(dictionary.trim().toLowerCase());
  const exact = all.filter((k) => k.key === want && inDict(k));
  if (exact.length) return { match: 'exact', keys: exact };
  const lower = want.toLowerCase();
  const folded = all.filter((k) => k.key.toLowerCase() === lower && inDict(k));
  return folded.length ? { match: 'case-insensitive', keys: folded } : { match: 'none', keys: [] };
}

/** Keys spelt like `key` across the models, for "did you mean". */
export function suggestKeys(models: readonly DocModel[], key: string): string[] {
  const names = [...new Set(models.flatMap((m) => (m.keys ?? []).map((k) => k.key)))];
  return suggestionsFor(bareKey(key), names);
}

/** Of several models' matches, the best kind wins: exact matches anywhere hide case-insensitive ones. */
export function bestMatch(matches: readonly KeyMatch[]): KeyMatch {
  return matches.includes('exact') ? 'exact' : matches.includes('case-insensitive') ? 'case-insensitive' : 'none';
}
