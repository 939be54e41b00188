/**
 * Dictionary keys (docs/model.md, "Dictionary keys"): which dictionaries
 * define a key, for `pdfspec key`, get_tables' `key` parameter and the TUI's
 * jump view. A key is looked up case-sensitively first, then
 * case-insensitively, with or without its slash.
 */
import type { DictionaryKey, DocModel } from '../../model/types.js';
import type { KeyRecord } from '../schemas.js';
import { suggestionsFor } from '../did-you-mean.js';
import { pageLabel, sectionIndex } from './model-index.js';

export type KeyMatch = 'exact' | 'case-insensitive' | 'none';

/** "/StructParents" → "StructParents". */
export const bareKey = (key: string): string => key.trim().replace(/^\//, '');

export function keyRecord(spec: string, model: DocModel, k: DictionaryKey): KeyRecord {
  const t = model.tables[k.table];
  const section = k.section === null ? undefined : sectionIndex(model).byId.get(k.section);
  return {
    spec,
    key: k.key,
    dictionary: k.dictionary,
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
