import { lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCore } from '../create-core.js';
import { getTablesOutput } from '../schemas.js';
import { isoLikeModel, testContext } from '../../../test/support/test-model.js';

const get = (input: object) => lastValueFrom(createCore(testContext([{ id: 'iso32000-2', model: isoLikeModel() }])).get_tables(input));

describe('get_tables', () => {
  it('returns the tables of a section subtree, indexed in order', async () => {
    const r = await get({ section: '7.3' });
    expect(getTablesOutput.parse(r)).toBeTruthy();
    expect(r.tables.map((t) => [t.index, t.number, t.section])).toEqual([[0, 'Table 5', '7.3.4'], [1, 'Table 6', '7.3.5']]);
    expect(r.totalTables).toBe(2);
    expect(r.tables[0]).toMatchObject({ headers: ['Key', 'Type', 'Value'], page: 5, pageEnd: 6 });
    expect(r.tables[0]!.rows).toHaveLength(2);
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
      expect(r.tables.map((t) => [t.index, t.number, t.caption])).toEqual([[0, 'Table 5', 'Entries common to all stream dictionaries']]);
    }
  });

  it('names the valid range when table_index is out of range', async () => {
    await expect(get({ section: '7.3', table_index: 2 })).rejects.toMatchObject({
      code: 'unknown_table', message: expect.stringContaining('section 7.3 has 2 tables (table_index 0–1)'),
    });
    await expect(get({ section: '7.4', table_index: 0 })).rejects.toMatchObject({ code: 'unknown_table', message: expect.stringContaining('has 0 tables') });
  });

  it('reports unknown tables and sections', async () => {
    await expect(get({ section: 'Table 7' })).rejects.toMatchObject({ code: 'unknown_table', suggestions: ['Table 6', 'Table 5'] });
    await expect(get({ section: '8.1' })).rejects.toMatchObject({ code: 'unknown_section' });
    await expect(get({ section: '7.3', table_index: -1 })).rejects.toMatchObject({ code: 'invalid_input' });
  });

  it('returns an empty list for a section without tables', async () => {
    expect((await get({ section: '7.4' })).tables).toEqual([]);
  });
});
