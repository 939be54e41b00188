/**
 * The `fips-tagged` edition (tools/fixtures/content/fips-tagged.ts): a tagged standard without outline whose
 * Contents page is tagged in parts (title, leader, page number each a P) and whose sub-headings are tagged P, with
 * pseudo code citing "See Sec. 3.1.1 ShiftRows(state)". The model must equal the truth field by field: the
 * Contents lines are no clause numbering (no section "2.1 Inputs and Outputs" on the Contents page, no chapter
 * heading read again as "1-2"), every numbered line is checked against the Contents entry of its number
 * (contents-lines.ts), the sub-headings tagged P are sections, and each requirement sits in its own clause.
 * Its two tables are captioned "Figure N." below them, and take those numbers (docs/model.md, "Tables"). A
 * paragraph of 5.2 tagged into an element of clause 1 is read in 5.2; "5.3 #define constants", tagged as a list
 * of one item, is a clause; a tree Table over 1.1's items, 1.2's heading and a paragraph of clause 6 is no table.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileFixture } from '../../../../test/support/compiled-fixture.js';
import type { DocModel, Reference } from '../../../model/types.js';
import type { FixtureTruth } from '../../../../test/support/fixture-paths.js';

describe('the fips-tagged fixture: a tagged Contents page and pseudo code are no headings', () => {
  let model: DocModel;
  let truth: FixtureTruth;
  beforeAll(async () => {
    ({ model, truth } = await compileFixture('fips-tagged'));
  });

  it('takes its sections from the body headings, none from the Contents lines or the pseudo code', () => {
    expect(model.sectionSource).toBe('headings');
    expect(model.sections).toEqual(truth.sections);
  });

  it('has every truth element, requirement and definition', () => {
    expect(model.elements).toEqual(truth.elements);
    expect(model.requirements).toEqual(truth.requirements);
    expect(model.definitions).toEqual(truth.definitions);
  });

  it('reads a bold title marked in one P with the text under it as a title over that text', () => {
    // SP 800-152's "Authority": a Word text box, tagged as one P, its first line bold and the rest not.
    const authority = model.sections.find((s) => s.title === 'Authority');
    expect(authority).toMatchObject({ number: null, level: 1, source: 'headings' });
    expect(model.elements.slice(authority!.start, authority!.end).map((e) => ('text' in e ? e.text : e.type))).toEqual([
      'Authority',
      'This standard is issued by the fixture institute under the authority of its charter.',
    ]);
  });

  it('reads the text the tree tags into an element pages back where it is printed, and says so', () => {
    const stray = 'An implementation shall refuse a key that the key schedule marks as weak';
    expect(model.requirements.filter((r) => r.text.startsWith(stray)).map((r) => r.section)).toEqual(['5.2']);
    const held = model.elements.find((e) => 'text' in e && e.text.startsWith('The clauses after this one'));
    expect(held).toMatchObject({
      section: '1',
      text: 'The clauses after this one specify the cipher and its key schedule.',
    });
    const far = model.diagnostics.find((d) => d.code === 'tree-far-content');
    expect(far?.message).toMatch(
      /^the structure tree attaches text printed on page\(s\) \d+ to elements printed more than 2 pages away/,
    );
  });

  it('takes the lines alone in the body bold that the tree tags P for sub-headings of 5.2, and says so', () => {
    const subs = model.sections.filter((s) => s.parent === '5.2');
    expect(subs.map((s) => [s.title, s.level, s.source])).toEqual([
      // A title right over the first, half a point larger: a sub-heading too (NBS FIPS 46-1's "DATA ENCRYPTION
      // ALGORITHM" over "Introduction").
      ['Keying Topics', 3, 'headings'],
      ['Weak Key Records', 3, 'headings'],
      ['Use of Shared Keys', 3, 'headings'],
      ['Keys of Retired Modules', 3, 'headings'],
    ]);
    expect(model.diagnostics.find((d) => d.code === 'bold-headings')?.message).toMatch(
      /^4 unnumbered sub-heading\(s\) set alone in bold .* became sections \("Keying Topics", "Weak Key Records"/,
    );
  });

  it('reads a tree table whose cells are printed pages apart as the text it holds, where printed, and says so', () => {
    // A list's items and the heading after them tagged as a Table's cells, with a lead-in printed pages on.
    expect(model.sections.find((s) => s.id === '1.2')).toMatchObject({ title: 'Key Record Use', parent: '1' });
    const of = (start: string) => model.elements.find((e) => 'text' in e && e.text.startsWith(start));
    expect(of('key_words (array of uword)')).toMatchObject({ type: 'paragraph', section: '1.1' });
    expect(of('The example vectors use the following names:')).toMatchObject({ type: 'paragraph', section: '6' });
    expect(model.tables.filter((t) => t.rows.some((r) => r.some((c) => c.startsWith('key_length'))))).toEqual([]);
    const scattered = model.diagnostics.find((d) => d.code === 'tree-table-scattered');
    expect(scattered?.message).toMatch(
      /^1 table\(s\) of the structure tree whose cells are printed more than 2 pages apart/,
    );
  });

  it('takes a numbered heading tagged as a list of one item, its title opening with a preprocessor name', () => {
    expect(model.sections.find((s) => s.id === '5.3')).toMatchObject({ title: '#define constants', parent: '5' });
  });

  it('numbers each table by the figure caption under it, and leaves the captioned pseudo code text', () => {
    expect(model.tables).toEqual(truth.tables);
    expect(model.tables.map((t) => [t.number, t.caption])).toEqual([
      ['Figure 2', 'Indices for Bytes and Bits.'],
      ['Figure 3', 'S-box: substitution values for the byte xy.'],
      ['Figure 5', 'Steps of a round.'],
      ['Figure 6', 'Inputs of the key schedule.'],
      [null, ''],
    ]);
    // Its column titles, in the cells' face and tagged like its rows, stand over values: its header.
    expect(model.tables[4]!.headers).toEqual(['i (dec)', 'temp', 'After RotWord()', 'w[i]']);
    const side = model.diagnostics.find((d) => d.code === 'figure-caption-side');
    expect(side?.message).toMatch(
      /^tables are captioned as figures, below them \(5 figure caption\(s\) under their object/,
    );
    const profile = model.diagnostics.find((d) => d.code === 'document-profile');
    expect(profile?.message).toContain('tables captioned as figures, below them');
    // Figure 4's two grids of symbols, an arrow between them, are its drawing (tagged only).
    const drawn = model.diagnostics.filter((d) => d.code === 'figure-caption-side').map((d) => d.message);
    expect(drawn).toContain(
      "Figure 4: a grid without column titles beside the caption, read as the figure's drawing, no table",
    );
  });

  it('repeats a cell the drawing merges, which the tree gives as a cell and empty ones under or beside it, and says so', () => {
    // Word's tagging of a merged cell (OGC WMTS Table 4's "Operation.name"); the drawing has no rule under it.
    const steps = model.tables.find((t) => t.number === 'Figure 5');
    expect(steps?.rows.map((r) => r[0])).toEqual(['Round.step', 'Round.step', 'Round.step', 'Round.last']);
    // And a cell over two columns that the tree gives as two, the second empty (FIPS 197 Figure 2's "Byte number").
    expect(steps?.rows[3]).toEqual(['Round.last', 'AddRoundKey alone', 'AddRoundKey alone']);
    const said = model.diagnostics.find((d) => d.code === 'tagged-cell-spans');
    expect(said?.message).toBe(
      `3 empty cell(s) of the structure tree's tables lie inside a cell beside or above them in the drawing (a merged cell tagged as a cell and empty ones beside or under it): that cell spans them, its text repeated in each column or row, on page ${steps!.page}`,
    );
  });

  it('reads a cell the tree spans over rows that the drawing boxes apart as drawn, and says so', () => {
    // WTPDF Table B.1's "Any structure element": RowSpan 8 in the tree, a box of its own in each row of the drawing.
    const inputs = model.tables.find((t) => t.number === 'Figure 6');
    expect(inputs?.rows.map((r) => r[0])).toEqual(['Every key length', '', '']);
    expect(inputs?.rows.map((r) => r[1])).toEqual(['Nk', 'Nr', 'Rcon']);
    const said = model.diagnostics.find((d) => d.code === 'tagged-cell-splits');
    expect(said?.message).toBe(
      `2 cell(s) that the structure tree's tables cover with a cell spanning rows are drawn as cells of their own, ruled off and empty: read as drawn, the text in the first row only, on page ${inputs!.page}`,
    );
  });

  it('resolves the text\'s "Fig. 2" and "Fig. 3" to the tables numbered so, and "Figure 1" (no table) to nothing', () => {
    expect(model.references).toEqual(truth.references);
    expect(model.references?.filter((r) => r.kind === 'table').map((r) => [r.text, r.cited])).toEqual([
      ['Fig. 2', 'Figure 2'],
      ['Fig. 3', 'Figure 3'],
    ]);
  });

  it('says in reading that the Contents lines were found and kept out of the headings', () => {
    const contents = model.diagnostics.find((d) => d.code === 'contents-lines');
    expect(contents?.message).toMatch(/^84 line\(s\) of a printed Contents list among the text are no headings/);
    const profile = model.diagnostics.find((d) => d.code === 'document-profile');
    expect(profile?.message).toContain('a Contents list in the text (84 lines), cross-checked with the headings');
  });
});

/** The same standard untagged (`fips-untagged`): the layout reader finds the ruled grids, the captions under them number them. */
describe('the fips-untagged fixture: tables captioned as figures, read from the layout', () => {
  let model: DocModel;
  let truth: FixtureTruth;
  beforeAll(async () => {
    ({ model, truth } = await compileFixture('fips-untagged'));
  });

  it('numbers each table by the figure caption under it, and leaves the captioned pseudo code text', () => {
    expect(model.tables).toEqual(truth.tables);
    const texts = model.elements.flatMap((e) => (e.type === 'paragraph' ? [e.text] : []));
    expect(texts).toContain('Figure 1. Pseudo Code for the Cipher.');
    expect(texts.filter((t) => /^Figure [23]\./.test(t))).toEqual([]);
    const profile = model.diagnostics.find((d) => d.code === 'document-profile');
    expect(profile?.message).toContain('tables captioned as figures, below them');
  });

  it('resolves the text\'s "Fig. 2" and "Fig. 3" to the tables numbered so, and "Figure 1" (no table) to nothing', () => {
    const tableRefs = (refs: Reference[] | undefined) =>
      (refs ?? []).filter((r) => r.kind === 'table').map((r) => [r.text, r.cited, r.section, r.target]);
    expect(tableRefs(model.references)).toEqual(tableRefs(truth.references));
    expect(tableRefs(model.references)).toEqual([
      ['Fig. 2', 'Figure 2', '3.2', '3.2'],
      ['Fig. 3', 'Figure 3', '4.1.1', '4.1.1'],
    ]);
  });
  it("takes the announcement's clauses titled by bold labels run in before a colon, and says so", () => {
    // The Roman-numbered preface, which no Contents lists, is not read from an untagged file whose Contents gives
    // the section list (left: roman-front-matter.ts reads tagged files' only).
    const outline = (ss: typeof model.sections) => ss.map((x) => [x.id, x.number, x.title, x.level, x.page]);
    expect(outline(model.sections)).toEqual(outline(truth.sections.filter((x) => !/^i+$/.test(x.id))));
    const labelled = model.sections.filter((x) => x.number === null);
    expect(labelled.map((x) => x.title)).toEqual([
      // A standard front-matter title over its text (front-matter-headings.ts).
      'Authority',
      // Centred under the publication's masthead, its issue date last (masthead-titles.ts).
      'Announcing the FIXTURE BLOCK CIPHER STANDARD',
      'Name of Standard',
      'Category of Standard',
      'Explanation',
      'Approving Authority',
      'Applicability',
      // Its label alone in bold, the colon too, over its text: a clause of the run all the same.
      'Cross Index',
      // 5.2's sub-headings alone in the body's bold (bold-headings.ts), unnumbered too, the first under a title.
      'Keying Topics',
      'Weak Key Records',
      'Use of Shared Keys',
      'Keys of Retired Modules',
    ]);
    const applicability = model.elements.findIndex((e) => e.type === 'heading' && e.text === 'Applicability');
    expect(model.elements[applicability + 1]).toMatchObject({
      type: 'paragraph',
      text: 'This standard applies to every fixture that encrypts stored data.',
      section: 'applicability',
    });
    const said = model.diagnostics.find((d) => d.code === 'run-in-labels');
    expect(said?.message).toMatch(/^6 paragraph\(s\) before the first numbered clause open with a label/);
    const cross = model.elements.findIndex((e) => e.type === 'heading' && e.text === 'Cross Index');
    expect(model.elements[cross + 1]).toMatchObject({ type: 'paragraph', section: 'cross-index' });
  });

  it("reads the title centred under the publication's masthead as one heading, the masthead as text", () => {
    const at = model.elements.findIndex((e) => e.type === 'heading' && e.text.startsWith('Announcing the'));
    const texts = model.elements.slice(at - 3, at + 2).map((e) => ('text' in e ? [e.type, e.text] : [e.type]));
    expect(texts).toEqual([
      ['paragraph', 'Fixture Information'],
      ['paragraph', 'Processing Standards Publication 1'],
      ['paragraph', '2001 November 26'],
      ['heading', 'Announcing the FIXTURE BLOCK CIPHER STANDARD'],
      ['paragraph', 'Fixture Information Processing Standards Publications are issued by the fixture institute.'],
    ]);
    const title = model.sections.find((x) => x.title === 'Announcing the FIXTURE BLOCK CIPHER STANDARD');
    expect(title).toMatchObject({ number: null, level: 1, source: 'contents-page' });
    const said = model.diagnostics.find((d) => d.code === 'masthead-titles');
    expect(said?.message).toBe(
      `1 title(s) centred under a publication's masthead, its issue date last, read as headings: "Announcing the FIXTURE BLOCK CIPHER STANDARD" (p. ${title!.page})`,
    );
    const profile = model.diagnostics.find((d) => d.code === 'document-profile');
    expect(profile?.message).toContain("titles centred under a publication's masthead");
  });

  it('reads a label in a heading face that opens with a number far past the clauses ("48 BITS") as text, and says so', () => {
    const label = model.elements.filter((e) => 'text' in e && e.text === '48 BITS');
    expect(label).toEqual([{ type: 'paragraph', text: '48 BITS', page: label[0]?.page, section: '3.1' }]);
    expect(model.sections.map((s) => s.id)).not.toContain('48');
    const unsupported = model.diagnostics.find((d) => d.code === 'heading-unsupported');
    expect(unsupported?.message).toContain('"48 BITS"');
  });

  it('reads a line in the face of numbered labels all read as text ("R (32 BITS)" beside "32 BITS") as text too', () => {
    const unsupported = model.diagnostics.find((d) => d.code === 'heading-unsupported');
    expect(unsupported?.message).toContain('"32 BITS"');
    expect(unsupported?.message).toContain('"R (32 BITS)"');
  });

  it('takes an annex label alone over its larger title for one heading, and grids of figures for tables', () => {
    const appendix = model.sections.find((s) => s.number === 'Appendix');
    expect(appendix?.title).toBe('SELECTION TABLES FOR THE FIXTURE CIPHER');
    const grids = model.tables.filter((t) => t.section === appendix?.id);
    expect(grids.map((t) => [t.headers.length, t.rows.length])).toEqual([
      [0, 4],
      [0, 4],
      [4, 3],
    ]);
  });
});
