import { lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../create-core.js';
import { getStructureOutput, type StructureNode } from './schema.js';
import { buildModel, isoLikeModel, testContext } from '#test-support/test-model.js';

const core = (m = isoLikeModel()) => createCore(testContext([{ id: 'iso32000-2', model: m }]));
const ids = (nodes: StructureNode[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.sectionNumber, ids(n.children)] : n.sectionNumber));

describe('get_structure', () => {
  it('nests sections by their number-derived parents, with printed page labels', async () => {
    const m0 = isoLikeModel();
    m0.diagnostics.push({ severity: 'warning', code: 'table-uncertain', message: 'columns guessed', page: 3 });
    const r = await lastValueFrom(core(m0).get_structure({}));
    expect(getStructureOutput.parse(r)).toBeTruthy();
    expect(ids(r.sections)).toEqual([
      'foreword',
      ['3', ['3.1']],
      ['7', ['7.1', ['7.3', ['7.3.4', '7.3.5']], '7.4']],
      ['Annex A', ['A.1']],
    ]);
    expect(r.totalSections).toBe(11);
    expect(r.reading).toEqual({
      method: m0.method,
      sectionSource: m0.sectionSource,
      sources: m0.sectionSources,
      diagnostics: m0.diagnostics,
    });
    const s7 = r.sections[2]!;
    expect(s7).toMatchObject({ sectionNumber: '7', title: 'Syntax', page: 4, pageLabel: '2', source: 'outline' });
  });

  it('cuts the tree at max_depth and counts what it returns', async () => {
    const r = await lastValueFrom(core().get_structure({ max_depth: 1 }));
    expect(r.sections.map((n) => n.sectionNumber)).toEqual(['foreword', '3', '7', 'Annex A']);
    expect(r.sections.every((n) => n.children.length === 0)).toBe(true);
    expect(r.totalSections).toBe(4);
    const two = await lastValueFrom(core().get_structure({ max_depth: 2 }));
    expect(two.totalSections).toBe(9);
  });

  it('survives a parent cycle in a malformed model', async () => {
    const m = buildModel().section('1', 'A').section('1.1', 'B').build();
    m.sections[0]!.parent = '1.1';
    const r = await lastValueFrom(core(m).get_structure({}));
    expect(r.totalSections).toBeLessThanOrEqual(2);
  });

  it.each([{ max_depth: 0 }, { max_depth: 11 }, { max_depth: 1.5 }, { max_depth: '2' }])('rejects %j', async (bad) => {
    await expect(lastValueFrom(core().get_structure(bad))).rejects.toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('max_depth'),
    });
  });
});
