/**
 * `key` from the Arlington model, alone and joined with a spec, and `key --verify`. The truth is the shipped
 * model file read here directly (cells as the model writes them), never pdfspec's own reading of it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { DictionaryKey, DocModel } from '../../../model/types.js';
import { createCore } from '../../create-core.js';
import { packageRoot } from '../../catalogue.js';
import { findKeyOutput } from './schema.js';
import { getTablesOutput } from '../get-tables/schema.js';
import { buildModel, testContext } from '#test-support/test-model.js';

const raw = JSON.parse(readFileSync(join(packageRoot(), 'corpus', 'arlington', 'model.json'), 'utf8')) as {
  objects: Record<string, string[][]>;
};
const cellsOf = (key: string) =>
  Object.entries(raw.objects).flatMap(([object, rows]) => rows.filter((r) => r[0] === key).map((r) => ({ object, r })));
const status = (required: string) =>
  required === 'TRUE' ? 'required' : required === 'FALSE' ? 'optional' : 'conditional';
const tablesOf = (object: string, r: string[]) => {
  const own = r[11]?.match(/Table \d+/g);
  return [...new Set(own ?? raw.objects[object]![0]![11]?.match(/Table \d+/g) ?? [])];
};
const tableOf = (object: string, r: string[]) => tablesOf(object, r)[0] ?? null;

const modelOnly = () => createCore(testContext([]));

describe('key from the Arlington model, no spec installed', () => {
  it('StructParents: every object defining it, with its types, versions, requiredness and table', async () => {
    const r = await lastValueFrom(modelOnly().find_key({ key: '/StructParents' }));
    expect(findKeyOutput.parse(r)).toBeTruthy();
    const want = cellsOf('StructParents');
    expect(want.length).toBeGreaterThan(1);
    expect(
      r.keys.map((k) => [k.source, k.object, k.model!.types, k.since, k.deprecated, k.status, k.table, k.spec]),
    ).toEqual(
      want.map(({ object, r: c }) => [
        'model',
        object,
        c[1]!.split(';'),
        c[2],
        c[3] || null,
        status(c[4]!),
        tableOf(object, c),
        null,
      ]),
    );
    const page = r.keys.find((k) => k.object === 'PageObject')!;
    expect(page.model).toMatchObject({
      required: 'conditional',
      condition: 'the page contains structure content items',
      predicate: 'fn:IsRequired(fn:PageContainsStructContentItems())',
      table: 'Table 359',
    });
    expect(r.model?.commit).toMatch(/^[0-9a-f]{7,40}$/);
  });

  it('--dict lists every key of one object, named as people type it', async () => {
    for (const [typed, object] of [
      ['Catalog', 'Catalog'],
      ['catalog', 'Catalog'],
      ['page', 'PageObject'],
      ['FontType1', 'FontType1'],
      ['Type 1 font', 'FontType1'],
    ] as const) {
      const r = await lastValueFrom(modelOnly().find_key({ dictionary: typed, limit: 1000 }));
      expect(r.objects).toEqual([object]);
      expect(r.keys.map((k) => k.key)).toEqual(raw.objects[object]!.map((c) => c[0]));
    }
  });

  it('a deprecated key says so; a key no object defines has suggestions', async () => {
    const dep = cellsOf('ID').find(({ r }) => r[3])!;
    const r = await lastValueFrom(modelOnly().find_key({ key: 'ID', dictionary: dep.object }));
    expect(r.keys.find((k) => k.object === dep.object)).toMatchObject({ deprecated: dep.r[3] });
    const none = await lastValueFrom(modelOnly().find_key({ key: 'StructParnts' }));
    expect([none.match, none.totalKeys, none.suggestions?.[0]]).toEqual(['none', 0, 'StructParents']);
  });

  it('source spec without a spec is the missing-file error; bad input names the parameter', async () => {
    await expect(lastValueFrom(modelOnly().find_key({ key: 'Type', source: 'spec' }))).rejects.toMatchObject({
      code: 'missing_file',
    });
    await expect(lastValueFrom(modelOnly().find_key({ key: 'Type', source: 'pdf' }))).rejects.toMatchObject({
      code: 'invalid_input',
    });
    await expect(lastValueFrom(modelOnly().find_key({ verify: true, key: 'Type' }))).rejects.toMatchObject({
      code: 'invalid_input',
    });
  });
});

/**
 * A spec holding ISO 32000-2's Table 29 as the model writes the Catalog, with one type changed, one
 * requiredness changed, one key the model lacks and the rest of the Catalog's keys left out.
 */
function catalogSpec(): {
  model: DocModel;
  changed: Record<string, 'type' | 'required'>;
  extra: string;
  kept: string[];
} {
  const rows = raw.objects['Catalog']!.filter((c) => /^[A-Za-z]/.test(c[0]!)).slice(0, 6);
  const kept = rows.map((c) => c[0]!);
  const changed = { [kept[1]!]: 'type', [kept[2]!]: 'required' } as Record<string, 'type' | 'required'>;
  const specType = (c: string[]) => (changed[c[0]!] === 'type' ? 'boolean' : c[1]!.split(';').join(' or '));
  const specStatus = (c: string[]) =>
    changed[c[0]!] === 'required' ? (c[4] === 'TRUE' ? 'optional' : 'required') : status(c[4]!);
  const extra = 'NotAModelKey';
  const cells = [
    ...rows.map((c) => [c[0]!, specType(c), `(${specStatus(c)}) The value.`]),
    [extra, 'name', '(Optional) x'],
  ];
  const model = buildModel('iso.pdf')
    .page(3)
    .section('7.7.2', 'Document catalog dictionary')
    .table({
      number: 'Table 29',
      caption: 'Entries in the catalog dictionary',
      headers: ['Key', 'Type', 'Value'],
      rows: cells,
    })
    .build();
  model.keys = cells.map((c, row): DictionaryKey => ({
    key: c[0]!,
    dictionary: 'catalog dictionary',
    type: c[1]!,
    status: c[2]!.startsWith('(required') ? 'required' : 'optional',
    note: null,
    since: null,
    deprecated: null,
    inheritable: false,
    table: 0,
    row,
    valueColumn: 2,
    section: '7.7.2',
    page: 3,
  }));
  return { model, changed, extra, kept };
}

describe('key with the spec installed: the model joined to its tables', () => {
  it('joins each model row to the spec row of the same table and key; either side alone says so', async () => {
    const { model, extra, kept } = catalogSpec();
    const core = createCore(testContext([{ id: 'iso32000-2', model }]));
    const r = await lastValueFrom(core.find_key({ dictionary: 'Catalog', limit: 1000 }));
    const bySource = (s: string) => r.keys.filter((k) => k.source === s).map((k) => k.key);
    expect(bySource('both')).toEqual(kept);
    expect(bySource('spec')).toEqual([extra]);
    expect(bySource('model')).toEqual(raw.objects['Catalog']!.map((c) => c[0]).filter((k) => !kept.includes(k!)));
    const both = r.keys.find((k) => k.key === kept[0])!;
    expect(both).toMatchObject({ spec: 'iso32000-2', section: '7.7.2', page: 3, table: 'Table 29', object: 'Catalog' });
    expect(both.value).toBe('(required) The value.'.replace('required', status(raw.objects['Catalog']![0]![4]!)));
    const modelOnlyAnswer = await lastValueFrom(core.find_key({ dictionary: 'Catalog', source: 'model', limit: 1000 }));
    expect(new Set(modelOnlyAnswer.keys.map((k) => k.source))).toEqual(new Set(['model']));
    const specOnly = await lastValueFrom(core.find_key({ key: kept[0]!, source: 'spec' }));
    expect(specOnly.keys.map((k) => [k.source, k.model])).toEqual([['spec', null]]);
    // Another spec's tables are numbered otherwise: its rows are never joined to the model's.
    const other = createCore(testContext([{ id: 'pdf17', model }]));
    const r17 = await lastValueFrom(other.find_key({ spec: 'pdf17', key: kept[0]!, dictionary: 'Catalog' }));
    expect(r17.keys.map((k) => k.source)).toEqual(['model', 'spec']);
  });

  it('get_tables key answers from both, with source on each entry', async () => {
    const { model, kept } = catalogSpec();
    const core = createCore(testContext([{ id: 'iso32000-2', model }]));
    const r = await lastValueFrom(core.get_tables({ key: kept[0]!, dictionary: 'Catalog' }));
    expect(getTablesOutput.parse(r)).toBeTruthy();
    expect(r.tables.map((t) => t.number)).toEqual(['Table 29']);
    expect(r.keys!.map((k) => [k.source, k.object])).toEqual([['both', 'Catalog']]);
    const alone = await lastValueFrom(modelOnly().get_tables({ key: 'StructParents' }));
    expect([alone.spec, alone.tables, alone.keys!.every((k) => k.source === 'model')]).toEqual([null, [], true]);
    expect(alone.totalKeys).toBe(cellsOf('StructParents').length);
  });

  it('--verify: per table what agrees, what differs and what only one side has', async () => {
    const { model, changed, extra, kept } = catalogSpec();
    const core = createCore(testContext([{ id: 'iso32000-2', model }]));
    const r = await lastValueFrom(core.find_key({ verify: true }));
    expect(findKeyOutput.parse(r)).toBeTruthy();
    const v = r.verify!;
    expect(v.tables.map((t) => t.table)).toEqual(['Table 29']);
    const t = v.tables[0]!;
    expect(t.agree).toEqual(kept.filter((k) => !changed[k]));
    expect(t.differ.map((d) => [d.key, d.field])).toEqual(Object.entries(changed));
    expect(t.onlyInSpec).toEqual([extra]);
    const inTable29 = Object.entries(raw.objects).flatMap(([o, rows]) =>
      rows.filter((c) => /^[A-Za-z]/.test(c[0]!) && tablesOf(o, c).join() === 'Table 29').map((c) => c[0]!),
    );
    expect(t.onlyInModel).toEqual([...new Set(inTable29)].filter((k) => !kept.includes(k)));
    expect(v.totals).toMatchObject({ tables: 1, agree: t.agree.length, differ: 2, onlyInSpec: 1 });
    // Without ISO 32000-2 there is nothing to verify: no fallback to another spec, whose table numbers differ.
    const absent = createCore(testContext([{ id: 'iso32000-2' }, { id: 'other', model }]));
    await expect(lastValueFrom(absent.find_key({ verify: true }))).rejects.toMatchObject({ code: 'missing_file' });
  });
});
