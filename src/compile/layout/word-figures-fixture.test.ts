/**
 * The `word-figures` edition (tools/fixtures/content/word-figures.ts): a tagged Word export whose structure tree
 * gives the cells of its ruled tables as paragraphs, with no Table element, and captions every object "Figure N."
 * under it. The drawing shows the grids (Word's 3-D borders: three thin bars per rule, broken where the vertical
 * rules cross): the model must read each table from its drawing, numbered by the figure caption under it, and say
 * so in `reading` (docs/model.md, "Tables read from the drawing", layout/drawn-tables.ts). Two tables have no grid:
 * an unruled one whose cells are paragraphs under a bold row of titles, and one under its caption whose text no
 * element of the tree points at; both are read by alignment (layout/drawn-tables-loose.ts).
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
      ['Figure 4', 'Record kinds', 2, 7],
      [null, '', 3, 3],
      ['Table 1', 'Approved parameter sets', 3, 3],
      [null, '', 3, 6],
      [null, '', 2, 3],
    ]);
  });

  it('reads an unruled table whose cells are paragraphs, under a bold row of titles, with its section', () => {
    const contacts = model.tables.find((t) => t.number === null)!;
    expect([contacts.section, contacts.headers]).toEqual(['6', ['Name', 'Organization', 'E-mail Address']]);
    expect(contacts.rows[1]).toEqual(['Bo Sample', 'Record Works', 'bo@records.example']);
  });

  it('reads a table whose text no element of the tree points at, in its place under its caption', () => {
    const sets = model.tables.find((t) => t.number === 'Table 1')!;
    expect([sets.section, sets.headers, sets.rows[2]]).toEqual([
      '7',
      ['Set', 'Key size', 'Rounds'],
      ['FX-256', '32', '14'],
    ]);
    const inSeven = model.elements.filter((e) => e.section === '7').map((e) => e.type);
    expect(inSeven).toEqual(['heading', 'paragraph', 'table']);
  });

  it('reads a table whose cells the tree gives as one list item, on a page whose text stands in columns', () => {
    const offsets = model.tables.find((t) => t.section === '8')!;
    expect([offsets.section, offsets.headers, offsets.rows[1]]).toEqual([
      '8',
      ['Section', 'Name', 'Role'],
      ['.fx_line', 'header_length', 'length of the header itself'],
    ]);
    expect(model.elements.filter((e) => e.section === '8').map((e) => e.type)).toEqual([
      'heading',
      'paragraph',
      'table',
    ]);
  });

  it('reads one so tagged on a page with a few lines in columns only (DWARF 4\'s "Form | Role")', () => {
    const forms = model.tables.find((t) => t.section === '9')!;
    expect([forms.headers, forms.rows[1]]).toEqual([
      ['Form', 'Role'],
      ['FX_FORM_sec_offset', 'offset in a section other than .fx_info'],
    ]);
    expect(model.elements.filter((e) => e.section === '9').map((e) => e.type)).toEqual([
      'heading',
      'paragraph',
      'table',
    ]);
  });

  it('reads a table continued over a page break as one, without its repeated header or its marker line', () => {
    const kinds = model.tables.find((t) => t.number === 'Figure 4')!;
    expect([kinds.page, kinds.pageEnd, kinds.headers]).toEqual([3, 6, ['Kind', 'Meaning']]);
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
      /^10 table\(s\) the structure tree gives as paragraphs or leaves out were read from the drawing, on pages 2, 3, 4, 5, 6, 7, 8:/,
    );
  });
});
