/**
 * The `chapters-like` edition (tools/fixtures/content/chapters.ts), untagged and tagged: divisions labelled
 * "Chapter 1. Introduction". The model must equal the truth declared by the same blocks: each chapter numbered
 * "Chapter N" with its title after the label, its clauses ("4.1.") nested under it, the "Glossary" chapter read as
 * a terms clause, the bullet items "Chapter 1 - Introduction" of the conformance chapter left as a list, and two
 * tables captioned under them, one whose only row spans two of its three columns. Untagged, Table 4.3 is drawn as an
 * instruction-set manual draws its encodings: ruled boxes of one width under centred group labels, each row's name
 * outside the boxes (layout/boxed-rows.ts), and two uncaptioned tables ruled only at their headers and feet stand one
 * over the other with a lead-in ending in a colon between them (layout/table-rules.ts).
 */
import { describe, expect, it } from 'vitest';
import { compiledEdition, expectTruth } from '../../../test/support/compiled-fixture.js';

describe.each(['chapters-like', 'chapters-like-tagged'])('the %s edition', (name) => {
  const edition = compiledEdition(name);

  it('numbers each chapter "Chapter N", titles it after the label and nests its clauses', () => {
    expectTruth(edition, ['sections']);
    expect(edition.model.sections.map((s) => [s.id, s.title, s.parent])).toEqual([
      // Untagged, a manual page's unnumbered headings open the first page, each in the outline: body, no title page.
      ...(name === 'chapters-like'
        ? [
            ['name', 'Name', null],
            ['synopsis', 'Synopsis', null],
            ['description', 'Description', null],
          ]
        : []),
      ['Chapter 1', 'Introduction', null],
      ['1.1', 'Purpose', 'Chapter 1'],
      ['Chapter 2', 'Glossary', null],
      ['Chapter 3', 'Conformance', null],
      ['3.1', 'Conformance levels', 'Chapter 3'],
      ['Chapter 4', 'Writing an archive', null],
      ['4.1', 'Entry names', 'Chapter 4'],
      ['4.2', 'Entry order', 'Chapter 4'],
      ...(name === 'chapters-like' ? [['4.3', 'Record encodings', 'Chapter 4']] : []),
      ['4.4', 'Archive notes', 'Chapter 4'],
      ...(name === 'chapters-like'
        ? [
            ['4.5', 'Entry fields', 'Chapter 4'],
            ['4.6', 'Weight constants', 'Chapter 4'],
          ]
        : []),
      // Outline entries that read like bookmark names, printed as headings on their pages (tagged edition).
      ...(name === 'chapters-like-tagged'
        ? [
            ['entry-flags', 'ENTRY_FLAGS', '4.4'],
            ['entry-kinds', 'ENTRY_KINDS', '4.4'],
          ]
        : []),
    ]);
  });

  it("reads the elements, the glossary chapter's terms and the requirements as declared", () => {
    expectTruth(edition, ['elements', 'definitions', 'requirements']);
  });

  it("leaves out the chapter's title printed under the running header of its later pages", () => {
    const running = edition.model.elements.filter((e) => e.type === 'paragraph' && e.text === 'Writing an archive');
    expect(running).toEqual([]);
    expect(
      edition.model.elements.filter((e) => e.type === 'heading' && /Writing an archive/.test(e.text)),
    ).toHaveLength(1);
  });

  const NONE = 'No registrations at this time; the list opens in a later edition.';
  it('reads the tables captioned under them, a row of the second spanning two of its columns', () => {
    expectTruth(edition, ['tables']);
    const registered = edition.model.tables.find((t) => t.number === 'Table 4.2')!;
    expect([registered.headers, registered.rows]).toEqual([
      ['Extension name', 'Code', 'Reference'],
      [[NONE, NONE, '']],
    ]);
  });

  it.runIf(name === 'chapters-like')(
    'reads two tables ruled at their headers and feet, a lead-in between them, as two tables of a row per line',
    () => {
      const [fields, flags] = edition.model.tables.filter((t) => t.section === '4.5');
      expect([fields?.headers, fields?.rows.length, flags?.headers, flags?.rows]).toEqual([
        ['Field', 'Type', 'Comments'],
        5,
        ['Name', 'Value', 'Meaning'],
        [
          ['Compressed', '1', 'Stored deflated'],
          ['Encrypted', '2', 'Stored encrypted'],
          ['Sparse', '4', 'Holes not stored'],
        ],
      ]);
      const leadIn = edition.model.elements.find(
        (e) => 'text' in e && e.text === 'The entry flags bit definitions are as follows:',
      );
      expect(leadIn?.type).toBe('paragraph');
    },
  );

  it.runIf(name === 'chapters-like')(
    'reads a page of names and figures past the last page as a table of the body, no Contents page',
    () => {
      const [weights] = edition.model.tables.filter((t) => t.section === '4.6');
      expect([weights?.headers, weights?.rows.length, weights?.rows.at(-1)]).toEqual([
        ['Constant', 'Property', 'Value'],
        27,
        ['bold', 'slant', '220'],
      ]);
      expect(edition.model.diagnostics.filter((d) => d.code === 'contents-pages')).toEqual([]);
    },
  );

  it.runIf(name === 'chapters-like')(
    'reads boxed rows under their group labels as one table, names outside last',
    () => {
      const t = edition.model.tables.find((x) => x.number === 'Table 4.3')!;
      expect(t.headers).toEqual(['tag[7:0]', 'tag[7:0]', 'len', 'kind', 'Form']);
      expect(t.rows.map((r) => r.join(' | '))).toEqual([
        'Header Records | Header Records | Header Records | Header Records | Header Records',
        '00000001 | 00000001 | 0000 | 01 | OPEN',
        '00000010 | 00000010 | 0000 | 01 | CLOSE',
        'Data Records | Data Records | Data Records | Data Records | Data Records',
        '0001 | 0110 | len | 10 | DATA',
        '0001 | 0111 | len | 10 | DATA.EXT',
        'Control Records | Control Records | Control Records | Control Records | Control Records',
        '1111 | 0000 | 0000 | 11 | HALT',
      ]);
    },
  );
});
