import { lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../create-core.js';
import { rolesModel, testContext } from '#test-support/test-model.js';

const core = () => createCore(testContext([{ id: 'mqtt', model: rolesModel() }]));

describe('list_roles', () => {
  it('counts each role, a joint role for each of its names, most first, by level', async () => {
    const r = await lastValueFrom(core().list_roles({ spec: 'mqtt' }));
    expect(r.totalRequirements).toBe(5);
    expect(r.roles).toEqual([
      { role: 'Server', count: 3, levels: { 'shall not': 1, should: 1, may: 1 } },
      { role: 'Client', count: 2, levels: { shall: 1, may: 1 } },
      { role: 'file', count: 1, levels: { shall: 1 } },
    ]);
  });

  it('counts a section subtree only', async () => {
    const r = await lastValueFrom(core().list_roles({ spec: 'mqtt', section: '3.2' }));
    expect(r.filter.section).toBe('3.2');
    expect(r.roles).toEqual([{ role: 'Server', count: 1, levels: { should: 1 } }]);
  });
});
