/**
 * The `word-figures` edition (tools/fixtures/content/word-figures.ts): a tagged Word export whose structure tree
 * gives the cells of its ruled tables as paragraphs, with no Table element, and captions every object "Figure N."
 * under it. The drawing shows the grids (Word's 3-D borders: three thin bars per rule, broken where the vertical
 * rules cross): the model must read each table from its drawing, numbered by the figure caption under it, and say
 * so in `reading` (docs/model.md, "Tables read from the drawing", layout/drawn-tables.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileFixture } from '../../../test/support/compiled-fixture.js';
import type { DocModel } from '../../model/types.js';
import type { FixtureTruth } from '../../../test/support/fixture-paths.js';

describe('the word-figures fixture: ruled tables the structure tree gives as paragraphs', () => {
  let model: DocModel;
  let truth: FixtureTruth;
  beforeAll(async () => {
    ({ model, truth } = await compileFixture('word-figures'));
  });

  it('reads each grid from the drawing as a table numbered by the figure caption under it', () => {
    expect(model.tables).toEqual(truth.tables);
    expect(model.tables.map((t) => [t.number, t.caption, t.headers.length, t.rows.length])).toEqual([
      ['Figure 2', 'Access codes', 0, 3],
      ['Figure 3', 'Example record classes', 3, 3],
      ['Figure 4', 'Record kinds', 2, 5],
    ]);
  });

  it('reads a table continued over a page break as one, without its repeated header or its marker line', () => {
    const kinds = model.tables.find((t) => t.number === 'Figure 4')!;
    expect([kinds.page, kinds.pageEnd, kinds.headers]).toEqual([3, 4, ['Kind', 'Meaning']]);
    expect(kinds.rows.map((r) => r[0])).not.toContain('Kind');
    const text = model.elements.flatMap((e) => ('text' in e ? [e.text] : []));
    expect(text.filter((t) => t.includes('begins here'))).toEqual([]);
    const marker = model.diagnostics.find((d) => d.code === 'tagged-table-drawn');
    expect(marker?.message).toContain('1 marker line(s) naming the table they open ("Figure 4, Record kinds, begins');
  });

  it('keeps the cells out of the text, and the captioned code listing a code block', () => {
    expect(model.elements).toEqual(truth.elements);
    expect(model.sections).toEqual(truth.sections);
  });

  it('says in reading that the drawing outvoted the structure tree', () => {
    const drawn = model.diagnostics.find((d) => d.code === 'tagged-table-drawn');
    expect(drawn?.message).toMatch(
      /^4 ruled table\(s\) the structure tree gives as paragraphs were read from the drawing, on pages 2, 3, 4:/,
    );
  });
});
