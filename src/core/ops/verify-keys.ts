/**
 * `key --verify`: every Key / Type / Value table of a spec against the Arlington model, table by table
 * (docs/model.md, "The Arlington PDF Model"): which keys agree, which differ in type, requiredness or
 * version, and which only one side has. The model's rows are grouped by the ISO 32000-2 tables they cite.
 */
import type { ArlingtonIndex, ArlingtonRow } from '../../model/arlington/index.js';
import type { DictionaryKey, DocModel } from '../../model/types.js';
import type { VerifyReport } from './find-key/schema.js';
import { VERIFIED_FIELDS, agrees, modelSays, specSays } from '../arlington/agree.js';

const isName = (key: string) => /^[A-Za-z]/.test(key);

/** "Table 29" < "Table 100"; lettered annex tables after the numbered ones. */
const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

function group<T>(items: readonly T[], by: (t: T) => readonly (string | null | undefined)[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const t of items) {
    for (const k of by(t)) {
      if (!k) continue;
      const list = out.get(k);
      if (list) list.push(t);
      else out.set(k, [t]);
    }
  }
  return out;
}

type VerifiedTable = VerifyReport['tables'][number];

function verifyTable(model: DocModel, table: string, spec: DictionaryKey[], rows: ArlingtonRow[]): VerifiedTable {
  const t = model.tables[spec[0]!.table];
  const out: VerifiedTable = {
    table,
    caption: t?.caption ?? '',
    section: t?.section ?? null,
    objects: [...new Set(rows.map((r) => r.object))],
    agree: [],
    differ: [],
    onlyInSpec: [],
    onlyInModel: [],
  };
  const seen = new Set<string>();
  for (const k of spec) {
    if (seen.has(k.key)) continue;
    seen.add(k.key);
    const same = rows.filter((r) => r.key === k.key);
    if (!same.length) {
      out.onlyInSpec.push(k.key);
      continue;
    }
    let differs = false;
    for (const field of VERIFIED_FIELDS) {
      const says = specSays(k, field);
      if (says === null || same.some((r) => agrees(k, r, field))) continue;
      differs = true;
      out.differ.push({
        key: k.key,
        field,
        spec: says,
        model: [...new Set(same.map((r) => modelSays(r, field)))].join(' | '),
      });
    }
    if (!differs) out.agree.push(k.key);
  }
  // Only rows certainly in this table are missing from it: a row of an object spanning several tables may be in another.
  out.onlyInModel = [...new Set(rows.filter((r) => r.tables.length === 1).map((r) => r.key))].filter(
    (k) => isName(k) && !seen.has(k),
  );
  return out;
}

export function verifyKeys(spec: string, model: DocModel, arlington: ArlingtonIndex): VerifyReport {
  const specTables = group(model.keys ?? [], (k) => [model.tables[k.table]?.number]);
  const modelTables = group(
    arlington.rows.filter((r) => isName(r.key)),
    (r) => r.tables,
  );
  const tables = [...specTables]
    .filter(([n]) => modelTables.has(n))
    .map(([n, keys]) => verifyTable(model, n, keys, modelTables.get(n)!));
  const differences: Record<string, number> = {};
  for (const t of tables) for (const d of t.differ) differences[d.field] = (differences[d.field] ?? 0) + 1;
  const sum = (f: (t: VerifiedTable) => number) => tables.reduce((n, t) => n + f(t), 0);
  const differ = sum((t) => new Set(t.differ.map((d) => d.key)).size);
  return {
    spec,
    totals: {
      tables: tables.length,
      keys: sum((t) => t.agree.length + t.onlyInSpec.length) + differ,
      agree: sum((t) => t.agree.length),
      differ,
      differences,
      onlyInSpec: sum((t) => t.onlyInSpec.length),
      onlyInModel: sum((t) => t.onlyInModel.length),
    },
    tables,
    specTablesNotInModel: [...specTables.keys()].filter((n) => !modelTables.has(n)),
    modelTablesNotInSpec: [...modelTables.keys()].filter((n) => !specTables.has(n)).sort(byNumber),
  };
}
