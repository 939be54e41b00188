import { lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../create-core.js';
import { getTablesOutput } from './schema.js';
import { isoLikeModel, testContext } from '#test-support/test-model.js';

const get = (input: object) =>
  lastValueFrom(createCore(testContext([{ id: 'iso32000-2', model: isoLikeModel() }])).get_tables(input));

describe('get_tables', () => {
  it('returns the tables of a section subtree, indexed in order', async () => {
    const r = await get({ section: '7.3' });
    expect(getTablesOutput.parse(r)).toBeTruthy();
    expect(r.tables.map((t) => [t.index, t.number, t.section])).toEqual([
      [0, 'Table 5', '7.3.4'],
      [1, 'Table 6', '7.3.5'],
    ]);
    expect(r.totalTables).toBe(2);
    expect(r.tables[0]).toMatchObject({ headers: ['Key', 'Type', 'Value'], page: 5, pageEnd: 6, rowPages: [5, 6] });
    expect(r.tables[0]!.rows).toHaveLength(2);
    // A table on one page has no row pages: they would all be its page.
    expect(r.tables[1]!.page).toBe(r.tables[1]!.pageEnd);
    expect(r.tables[1]).not.toHaveProperty('rowPages');
  });

  it('picks one table with table_index', async () => {
    const r = await get({ section: '7.3', table_index: 1 });
    expect(r.tables.map((t) => t.number)).toEqual(['Table 6']);
    expect(r.tables[0]!.index).toBe(1);
    expect(r.totalTables).toBe(2);
  });

  it('accepts a table number', async () => {
    for (const q of ['Table 5', 'table 5', 'TABLE 5.']) {
      const r = await get({ section: q });
      expect(r.tables.map((t) => [t.index, t.number, t.caption])).toEqual([
        [0, 'Table 5', 'Entries common to all stream dictionaries'],
      ]);
    }
  });

  it('names the valid range when table_index is out of range', async () => {
    await expect(get({ section: '7.3', table_index: 2 })).rejects.toMatchObject({
      code: 'unknown_table',
      message: expect.stringContaining('section 7.3 has 2 tables (table_index 0–1)'),
    });
    await expect(get({ section: '7.4', table_index: 0 })).rejects.toMatchObject({
      code: 'unknown_table',
      message: expect.stringContaining('has 0 tables'),
    });
  });

  it('reports unknown tables and sections', async () => {
    await expect(get({ section: 'Table 7' })).rejects.toMatchObject({
      code: 'unknown_table',
      suggestions: ['Table 6', 'Table 5'],
    });
    await expect(get({ section: '8.1' })).rejects.toMatchObject({ code: 'unknown_section' });
    await expect(get({ section: '7.3', table_index: -1 })).rejects.toMatchObject({ code: 'invalid_input' });
  });

  it('finds a table the document captions as a figure by its figure number, never by the same table number', async () => {
    const model = isoLikeModel();
    model.tables[1]!.number = 'Figure 6';
    const core = createCore(testContext([{ id: 'fips', model }]));
    for (const q of ['Figure 6', 'figure 6', 'Fig. 6']) {
      const r = await lastValueFrom(core.get_tables({ spec: 'fips', section: q }));
      expect(r.tables.map((t) => [t.number, t.section])).toEqual([['Figure 6', '7.3.5']]);
    }
    await expect(lastValueFrom(core.get_tables({ spec: 'fips', section: 'Table 6' }))).rejects.toMatchObject({
      code: 'unknown_table',
      message: 'no Table 6 in fips',
      suggestions: expect.arrayContaining(['Figure 6']),
    });
  });

  it('returns an empty list for a section without tables', async () => {
    expect((await get({ section: '7.4' })).tables).toEqual([]);
  });

  it('gives each table its notes and the printed label of its page', async () => {
    const r = await get({ section: 'Table 5' });
    expect(r.tables[0]).toMatchObject({ notes: [], page: 5, pageLabel: isoLikeModel().pageLabels[4] });
  });
});

describe('get_tables over the whole document', () => {
  const model = isoLikeModel();

  it('lists every table in document order without a section (or with all: true), indexed from the first', async () => {
    for (const input of [{}, { all: true }]) {
      const r = await get(input);
      expect(getTablesOutput.parse(r)).toBeTruthy();
      expect(r.section).toBeNull();
      expect(r.totalTables).toBe(model.tables.length);
      expect(r.tables.map((t) => [t.index, t.number, t.section])).toEqual(
        model.tables.map((t, i) => [i, t.number, t.section]),
      );
      expect(r.paging).toBeUndefined();
    }
  });

  it('pages with offset and limit like the other lists', async () => {
    const r = await get({ offset: 1, limit: 1 });
    expect(r.tables.map((t) => [t.index, t.number])).toEqual([[1, model.tables[1]!.number]]);
    expect(r.paging).toEqual({
      offset: 1,
      limit: 1,
      total: model.tables.length,
      truncated: model.tables.length > 2,
      nextOffset: model.tables.length > 2 ? 2 : null,
    });
  });

  it('says clearly which parameters do not go together', async () => {
    await expect(get({ section: '7.3', all: true })).rejects.toMatchObject({
      code: 'invalid_input',
      message: 'give either section or all (every table of the document), not both',
    });
    await expect(get({ all: false })).rejects.toMatchObject({
      code: 'invalid_input',
      message: expect.stringMatching(/^without section, all must be true/),
    });
    await expect(get({ table_index: 0 })).rejects.toMatchObject({
      code: 'invalid_input',
      message: expect.stringMatching(/^table_index picks a table within a section: give section too/),
    });
  });
});
