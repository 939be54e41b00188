import { readFileSync } from 'node:fs';
import { lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../create-core.js';
import { listSpecsOutput } from './schema.js';
import { isoLikeModel, testContext } from '#test-support/test-model.js';

const catalogue = JSON.parse(readFileSync(new URL('../../../../corpus/catalogue.json', import.meta.url), 'utf8'));

describe('list_specs', () => {
  const ctx = testContext([
    { id: 'iso32000-2', model: isoLikeModel() },
    { id: 'pdf17' },
    { id: 'wtpdf', category: 'guide', reason: 'not a PDF' },
    { id: 'sample20', category: 'sample', model: isoLikeModel('sample.pdf') },
  ]);
  const core = createCore(ctx);

  it('lists every entry with availability and the coverage statement', async () => {
    const r = await lastValueFrom(core.list_specs({}));
    expect(listSpecsOutput.parse(r)).toBeTruthy();
    expect(r.specs.map((s) => [s.id, s.available])).toEqual([
      ['iso32000-2', true],
      ['pdf17', false],
      ['wtpdf', false],
      ['sample20', true],
    ]);
    expect(r.totalSpecs).toBe(4);
    expect(r.specs[2]).toMatchObject({ reason: 'not a PDF', file: '/specs/wtpdf.pdf' });
    expect(r.coverage).toEqual(catalogue.coverage);
    expect(r.coverage.gaps.map((g) => g.area).join(' ')).toMatch(/PDF\/A.*PAdES/);
  });

  it('filters by category and validates it', async () => {
    const r = await lastValueFrom(core.list_specs({ category: 'guide' }));
    expect(r.specs.map((s) => s.id)).toEqual(['wtpdf']);
    await expect(lastValueFrom(core.list_specs({ category: 'book' }))).rejects.toMatchObject({ code: 'invalid_input' });
  });

  it('never loads a model', async () => {
    await lastValueFrom(core.list_specs({}));
    expect(ctx.loads.size).toBe(0);
  });
});
