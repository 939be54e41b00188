import { lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../create-core.js';
import { getRequirementsOutput } from './schema.js';
import { isoLikeModel, rolesModel, testContext } from '#test-support/test-model.js';

const core = () => createCore(testContext([{ id: 'iso32000-2', model: isoLikeModel() }]));
const get = (input: object) => lastValueFrom(core().get_requirements(input));

describe('get_requirements', () => {
  it('returns all requirements with level "all" and counts by level', async () => {
    const r = await get({});
    expect(getRequirementsOutput.parse(r)).toBeTruthy();
    expect(r.filter).toEqual({ section: null, level: 'all' });
    expect(r.totalRequirements).toBe(6);
    expect(r.matchedRequirements).toBeUndefined();
    expect(r.statistics).toEqual({ shall: 3, 'shall not': 1, 'should not': 1, may: 1 });
  });

  it('filters by a section subtree and keeps the model ids', async () => {
    const r = await get({ section: '7.3' });
    expect(r.filter.section).toBe('7.3');
    expect(r.requirements.map((q) => q.id)).toEqual(['R-7.3.4-1', 'R-7.3.4-2', 'R-7.3.4-3', 'R-7.3.4-4']);
    const shall = await get({ section: '7.3', level: 'shall' });
    expect(shall.requirements.map((q) => q.id)).toEqual(['R-7.3.4-1', 'R-7.3.4-2']);
    expect(shall.statistics.shall).toBe(2);
    expect(Object.values(shall.statistics).reduce((a, b) => a + b)).toBe(shall.totalRequirements);
  });

  it('carries the table context of a requirement in a table cell', async () => {
    const r = await get({ section: '7.3.4', level: 'shall' });
    expect(r.requirements[1]!.table).toEqual({
      number: 'Table 5',
      caption: 'Entries common to all stream dictionaries',
      rowKey: 'Length',
    });
  });

  it('accepts section spellings and rejects unknown sections and levels', async () => {
    expect((await get({ section: '§7.4.' })).requirements.map((q) => q.level)).toEqual(['shall not']);
    await expect(get({ section: '99' })).rejects.toMatchObject({ code: 'unknown_section' });
    await expect(get({ level: 'must' })).rejects.toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('"shall not"'),
    });
  });

  it('pages without renumbering', async () => {
    const r = await get({ offset: 4, limit: 10 });
    expect(r.requirements.map((q) => q.id)).toEqual(['R-7.3.4-4', 'R-7.4-1']);
    // The count returned, and the count matched beside it.
    expect(r.totalRequirements).toBe(2);
    expect(r.matchedRequirements).toBe(6);
    expect(r.paging).toEqual({ offset: 4, limit: 10, total: 6, truncated: false, nextOffset: null });
  });

  it("filters by role, as the document names it, and carries each record's role and content id", async () => {
    const mqtt = createCore(testContext([{ id: 'mqtt', model: rolesModel() }]));
    const r = await lastValueFrom(mqtt.get_requirements({ spec: 'mqtt', role: 'server' }));
    expect(getRequirementsOutput.parse(r)).toBeTruthy();
    expect(r.filter).toEqual({ section: null, level: 'all', role: 'server' });
    expect(r.requirements.map((q) => [q.id, q.role])).toEqual([
      ['R-3.1-2', 'Server'],
      ['R-3.1.2-2', 'Client and Server'],
      ['R-3.2-1', 'Server'],
    ]);
    expect(r.requirements.every((q) => /^c-[0-9a-f]{8}$/.test(q.contentId))).toBe(true);
    expect((await lastValueFrom(mqtt.get_requirements({ spec: 'mqtt', role: 'file' }))).totalRequirements).toBe(1);
  });
});
