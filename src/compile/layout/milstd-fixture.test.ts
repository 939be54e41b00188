/**
 * The layout fallback on the generated `milstd-like` edition: an untagged DoD standard of the typewriter era,
 * without an outline (tools/fixtures/content/milstd.ts says what it prints). The model must equal the truth field
 * by field — sections, every element, every table, definitions, requirements, references — as
 * src/compile/layout/fixtures.test.ts checks the other untagged editions; the idiom tests below name what each
 * part of the edition is for.
 *
 * What the edition holds for each facet:
 * - sections (48): FOREWORD, "TASK 101" and "APPENDIX A" with their titles, TASK clauses, capital sub-headings,
 *   appendix clauses that restart their numbering, a deepened 2.2.1, each section starting on its own page (not
 *   its Contents entry's); a division's label set alone over its title ("TASK 101" / "HAZARD …") matches its
 *   Contents entry, which prints label and title on one line (layout/headings.ts); 4.7, a title of seventeen
 *   words on two lines closed by a full stop in the body face, which only its Contents entry vouches for; 4.7.1,
 *   a title over the lettered steps "a." and "b.";
 * - elements (166): headings, and run-in titles split from their paragraphs;
 * - tables: "TABLE I." and "TABLE II." as captions, the header as the header row; "TABLE III." continued over a
 *   page break under its caption printed again, in a double frame whose foot rules reach outside it: one table;
 *   "TABLE A-I." over three pages whose later ones print "APPENDIX A" again under the running header: furniture,
 *   no heading, and one table;
 * - definitions: six run-in entries;
 * - requirements: 17, each in its own section;
 * - references: the numbers of numbered paragraphs and run-in titles are no references;
 * - the date line "1994 JANUARY 11" (a paragraph of the front matter), the Contents column heads "PARAGRAPH
 *   PAGE" (no section) and Contents lines printed without leaders.
 *
 * The download stamp under the page number of every page ("Source: https://… -- Downloaded: …" over "Check the
 * source …", as MIL-STD-882E is served) is furniture by the repetition rule of docs/model.md, "Text
 * normalisation": no "Downloaded" anywhere in the model.
 */
import { describe, expect, it } from 'vitest';
import { compiledEdition, expectReadAsTruth, expectTruth } from '../../../test/support/compiled-fixture.js';

const NAME = 'milstd-like';

describe('layout fallback on the milstd-like fixture (an untagged DoD standard)', () => {
  const edition = compiledEdition(NAME);

  it('is compiled by the layout fallback from its printed Contents, with the expected page labels', () => {
    expect(edition.model.method).toBe('layout');
    expectReadAsTruth(edition);
  });

  it('has the truth sections, elements and tables', () => {
    expectTruth(edition, ['sections', 'elements', 'tables']);
  });

  it('has the truth definitions, requirements, cross-references and keys', () => {
    expectTruth(edition, ['definitions', 'requirements', 'references', 'keys']);
  });

  it('keeps a numbered paragraph as body text of its clause, with its requirements', () => {
    const para = edition.model.elements.find(
      (e) => e.type === 'paragraph' && e.text.startsWith('4.2.2 When developing'),
    );
    expect(para).toMatchObject({ section: '4.2' });
    expect(edition.model.sections.some((s) => s.id.startsWith('4.2.') || s.id.startsWith('4.1.'))).toBe(false);
    expect(edition.model.requirements.find((r) => r.text.startsWith('4.2.2 When developing'))).toMatchObject({
      section: '4.2',
      level: 'shall',
    });
  });

  it('reads a run-in title as the heading and its text as the clause body', () => {
    const i = edition.model.elements.findIndex((e) => e.type === 'heading' && e.text === '4.1 General');
    expect(edition.model.elements[i + 1]).toMatchObject({
      type: 'paragraph',
      section: '4.1',
      text: expect.stringMatching(/^When this standard is required/),
    });
  });

  it('reads the run-in term entries as definitions, not sections, however many sentences they have', () => {
    expect(edition.model.definitions.map((d) => [d.section, d.term])).toContainEqual(['3.1.3', 'Contractor']);
    expect(edition.model.definitions.find((d) => d.term === 'Mishap')?.definition).toMatch(
      /planned events\. It is recorded/,
    );
    expect(edition.model.sections.some((s) => s.id.startsWith('3.1.'))).toBe(false);
  });

  it('reads the labelled divisions, their clauses, the appendix and its restarted numbering', () => {
    const byId = new Map(edition.model.sections.map((s) => [s.id, s]));
    expect(byId.get('TASK 101')?.title).toBe(
      'HAZARD IDENTIFICATION AND MITIGATION EFFORT USING THE SYSTEM SAFETY METHODOLOGY',
    );
    expect(byId.get('101.2')?.parent).toBe('TASK 101');
    expect(byId.get('Appendix A')?.title).toBe('GUIDANCE FOR THE SYSTEM SAFETY EFFORT');
    expect(edition.model.sections.filter((s) => s.number === '2').map((s) => [s.id, s.title])).toEqual([
      ['2', 'APPLICABLE DOCUMENTS'],
      ['2-2', 'TASK APPLICATION'],
    ]);
  });

  it('makes sub-headings in capitals sections under their clause, and no section of the Contents column heads', () => {
    expect(edition.model.sections.filter((s) => s.parent === '4.3').map((s) => s.title)).toEqual([
      'SECURITY LEVEL 1',
      'SECURITY LEVEL 2',
      'SECURITY LEVELS 3 AND 4',
      'SELF-TESTS',
    ]);
    expect(edition.model.sections.some((s) => /PARAGRAPH|CONTENTS/i.test(s.title))).toBe(false);
  });

  it('reads a cell spanning rows in a middle column whose rules are left out there only', () => {
    const x = edition.model.tables.find((t) => t.number === 'Table X')!;
    expect(x.rows.map((r) => r[2])).toEqual(['1', 'one of these', 'one of these', 'one of these', '0 or 1']);
  });

  it('reads a pair of rows ruled apart under two columns only, three cells spanning the pair', () => {
    const t = edition.model.tables.find((x) => x.number === 'Table XI');
    expect(t).toEqual(edition.truth.tables.find((x) => x.number === 'Table XI'));
    expect(t?.rows.map((r) => r.slice(1, 2).concat(r.slice(4)))).toEqual([
      ['Applying/Processing', 'Disallowed'],
      ['Applying', 'Disallowed'],
      ['Processing', 'Legacy use'],
      ['Applying/Processing', 'Acceptable'],
    ]);
  });

  it('reads a Roman table caption, and keeps the title-page date line a front-matter paragraph', () => {
    expect(edition.model.tables.map((t) => [t.number, t.caption, t.rows.length])).toEqual([
      ['Table I', 'Severity categories', 4],
      ['Table II', 'Probability levels', 4],
      ['Table III', 'Hazard log fields', 10],
      // Uncaptioned, its first row plain, but ruled: a table; the reference list of 2.2.1, aligned only, is none.
      [null, '', 4],
      // Uncaptioned grids under a title row one cell across (the header) and a line of text (a row).
      [null, '', 4],
      [null, '', 4],
      // Two columns under a title row one cell across: the title and the column heads are the header, no row.
      ['Table IV', 'Port numbers of the hazard reports', 1],
      // A bold header with a head over two columns, over rows in the body face: one header row.
      ['Table V', 'Report subtype codes', 2],
      // A head over three columns above their own heads, both rows in bold: two header rows, folded.
      ['Table VI', 'Report field sizes by form', 3],
      // Rows of a value a line, ruled between rows under a header whose top rule is broken: by its rules, one row each.
      ['Table VII', 'Report date codes', 3],
      // A row of thirty-two lines, and the last row alone on the next page under no header: one table.
      ['Table VIII', 'Report conditions', 2],
      // Cells spanning rows in its first column, one over a page break: each row of the span holds its text.
      ['Table IX', 'Report threats', 8],
      // A cell spanning three rows in a middle column, the rules between them left out there only.
      ['Table X', 'Report parts', 5],
      // A pair of rows ruled apart under two columns only: two rows, three cells spanning them.
      ['Table XI', 'Strength time frames', 4],
      // At its page's foot; the grid heading the next page, closed by a figure caption, is that figure's: no rows of it.
      ['Table XII', 'Report header construction', 3],
      // Under "4.6.1 Transmit codes." and "4.6.2 Receive codes.", titles in the body face: the codes, no row of them.
      [null, '', 3],
      [null, '', 3],
      // A key column of item numbers, two of them drawn in one run with their field name's first line: six rows.
      ['Table XIII', 'Self-test report items', 8],
      ['Table A-I', 'Hazard catalogue', 70],
      // Its last part under its caption printed again, one row filling two of five columns: read in the columns
      // of the part before, its header printed again dropped, one table.
      ['Table A-III', 'Catalogue entry fields', 7],
    ]);
    const last = edition.model.tables.find((t) => t.number === 'Table A-III');
    expect(last).toEqual(edition.truth.tables.find((x) => x.number === 'Table A-III'));
    expect(edition.model.tables.find((t) => t.number === 'Table IV')?.headers).toEqual([
      'Reports sent via UDP/IP UDP Destination Port number',
      'Reports sent via UDP/IP UDP Source Port number',
    ]);
    expect(edition.model.tables.find((t) => t.number === 'Table VI')?.headers).toEqual([
      'Field',
      'Size in bits Short form',
      'Size in bits Long form',
      'Size in bits Extended form',
      'Notes',
    ]);
    const codes = edition.model.tables.filter((t) => t.headers[0] === 'Code').map((t) => t.section);
    expect(codes).toEqual(['4.6.1', '4.6.2']);
    expect(edition.model.elements[0]).toMatchObject({ type: 'paragraph', text: '1994 JANUARY 11', section: null });
  });

  it('lets the download stamp under every page number into no text: it is furniture, a line repeated at the foot', () => {
    // The stamp's two lines stand under the page number, the outermost lines of the page (docs/model.md, "Text
    // normalisation"): repeated at the same height on every page, they are furniture like a running footer.
    const texts = JSON.stringify([
      edition.model.sections,
      edition.model.elements,
      edition.model.tables,
      edition.model.definitions,
      edition.model.requirements,
    ]);
    expect(texts).not.toMatch(/Downloaded|Check the source|assist\.fixtures/);
  });
});
