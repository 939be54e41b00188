/**
 * The Arlington model read once into rows and looked up by key or by object (docs/model.md, "The Arlington
 * PDF Model"). Pure: the core loads the shipped file and hands its data here.
 */
import type { ArlingtonData } from './data.js';
import { matchObjects, type ObjectMatch } from './objects.js';
import { objectTables, readRow, type ArlingtonRow } from './row.js';

export type { ArlingtonData } from './data.js';
export type { ArlingtonRow, Requiredness } from './row.js';
export { matchObjects, nameWords, type ObjectMatch } from './objects.js';
export { phraseCondition } from './predicate.js';

export interface ArlingtonIndex {
  source: ArlingtonData['source'];
  objects: readonly string[];
  rows: readonly ArlingtonRow[];
  rowsOf(object: string): readonly ArlingtonRow[];
  /** Rows defining a key spelt exactly so (wildcards and array positions only when typed as such). */
  withKey(key: string): readonly ArlingtonRow[];
  /** Every key name the model knows (for "did you mean"). */
  keyNames(): readonly string[];
  matchObjects(typed: string): { match: ObjectMatch; objects: string[] };
}

export function arlingtonIndex(data: ArlingtonData): ArlingtonIndex {
  const byObject = new Map<string, ArlingtonRow[]>();
  const byKey = new Map<string, ArlingtonRow[]>();
  const rows: ArlingtonRow[] = [];
  for (const [object, cells] of Object.entries(data.objects)) {
    const tables = objectTables(cells);
    const read = cells.map((c) => readRow(object, c, tables));
    byObject.set(object, read);
    for (const r of read) {
      rows.push(r);
      const list = byKey.get(r.key);
      if (list) list.push(r);
      else byKey.set(r.key, [r]);
    }
  }
  const objects = [...byObject.keys()];
  return {
    source: data.source,
    objects,
    rows,
    rowsOf: (o) => byObject.get(o) ?? [],
    withKey: (k) => byKey.get(k) ?? [],
    keyNames: () => [...byKey.keys()].filter((k) => /^[A-Za-z]/.test(k)),
    matchObjects: (typed) => matchObjects(typed, objects),
  };
}
