/**
 * The structure-tree path on the generated `tagged-guide-like` edition: a tagged guide as Word and the PDF
 * Association's tools export application notes (tools/fixtures/content/tagged-guide.ts says what it prints).
 * The model must equal the truth field by field — sections, every element, every table, definitions,
 * requirements (with their statement labels), cross-references and dictionary keys — as compile-fixtures.test.ts
 * checks the other tagged editions; the idiom tests below name what each part of the edition is for.
 *
 * What the edition holds for each facet:
 * - sections: "Glossary" and "References", which the outline does not list, are sections all the same;
 * - elements: page numbers tagged as paragraphs (1 … 6) are furniture, and the captions "TABLE I." (tagged H3),
 *   "TABLE II." and "TABLE III." are table captions, not a heading and paragraphs;
 * - tables: Roman captions; a title ("SEVERITY CATEGORIES") or a group label ("PROGRAM PHASE") above the column
 *   heads, folded into the header ("PROGRAM PHASE Design"), never a body row;
 * - definitions: six, from the term lines of "Terms of art" and the bold-lead entries of the Glossary;
 * - requirements: a leading condition ("If the user must …, then … should") does not give the keyword ("should"
 *   does); "whether", purpose-clause, "It should be noted that" and quoted-passage sentences are no requirements;
 *   "it is recommended that" and "is not permitted" are; statement labels ("FX-3.1.0-1", "R5") are kept
 *   (`label`, docs/model.md "Requirements");
 * - keys: a headerless, uncaptioned Key / Type / Value table gives its keys;
 * - references: the citation "[1]" of a References entry is a cross-reference.
 * It also holds a running header tagged as a paragraph on pages where the others print it as an artifact
 * (tagged-furniture), EXAMPLE paragraphs that say "must" (no requirements), and page-locator outline entries
 * ("Page 2", "Page 3", "Page 5": top-level bookmarks after a chapter's clauses, as Adobe's documents carry them),
 * which are rejected (`outline-entry-rejected`; docs/model.md "Section sources") rather than made sections.
 */
import { describe, expect, it } from 'vitest';
import { compiledEdition, expectReadAsTruth, expectTruth } from './support/compiled-fixture.js';
import { sectionOrMatter } from '../src/core/matter.js';

const NAME = 'tagged-guide-like';

describe('structure tree on the tagged-guide-like fixture (a tagged application note)', () => {
  const edition = compiledEdition(NAME);

  it('reads the structure tree and builds the sections on the outline, deepened from the headings', () => {
    expectReadAsTruth(edition);
    expect(edition.model.source.pages).toBe(edition.truth.pages);
  });

  it('has the truth sections, elements and tables', () => {
    expectTruth(edition, ['sections', 'elements', 'tables']);
  });

  it('has the truth definitions, requirements, cross-references and keys', () => {
    expectTruth(edition, ['definitions', 'requirements', 'references', 'keys']);
  });

  it('sets the printed Contents after the Summary apart: in no section, named "contents" in answers', () => {
    const { model } = edition;
    const summary = model.sections.find((s) => s.id === 'summary-of-changes')!;
    const title = model.elements.findIndex((e) => e.type === 'paragraph' && e.text === 'Contents');
    expect(summary.subtreeEnd).toBe(title);
    const entries = model.elements.filter((e) => e.type === 'paragraph' && /^\d+(\.\d+)* .* \d+$/.test(e.text));
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const e of [model.elements[title]!, ...entries]) {
      expect(e.section).toBeNull();
      expect(sectionOrMatter(model, e.section, e.page)).toBe('contents');
    }
    expect(model.diagnostics.some((d) => d.code === 'contents-matter')).toBe(true);
  });

  it('drops the page numbers and the running header tagged as content', () => {
    const texts = edition.model.elements.flatMap((e) => ('text' in e ? [e.text] : []));
    expect(texts.filter((t) => /^(?:\d+|[ivx]+)$/.test(t))).toEqual([]);
    expect(texts).not.toContain('Fixture application note: associated files');
    expect(edition.model.diagnostics.filter((d) => d.code === 'tagged-furniture').length).toBeGreaterThanOrEqual(
      edition.model.source.pages,
    );
  });

  it('captions a table by a heading-tagged "TABLE I.", its title and group-label rows folded into its header', () => {
    expect(edition.model.tables.map((t) => [t.number, t.caption, t.headers[0], t.rows.length])).toEqual([
      ['Table I', 'Severity categories', 'SEVERITY CATEGORIES Description', 4],
      ['Table II', 'Task application matrix', 'Task', 3],
      ['Table III', 'Entries in a file specification dictionary', undefined, 4],
      ['Table IV', 'Relationship values', 'Value', 4],
      ['Table V', 'Answer codes', 'Code value', 3],
      ['Table VI', 'Reader profiles', undefined, 2],
      ['Table VII', 'Reader kinds', 'Reader kind', 3],
      ['Table VIII', 'Buffer sizes (in bytes) of the reader profiles', '', 4],
      // The column heads under the tagged title row, set in its type, are a header row too.
      ['Table IX', 'Answer identifiers', 'Identifier Dec', 4],
      // Its first row, a lead-in over the descriptions, folded into their column's title.
      ['Table X', 'Reader risk criteria', 'Risk level', 3],
      // Two uncaptioned grids, one row each, apart across a page break (below).
      [null, '', undefined, 1],
      [null, '', undefined, 1],
    ]);
    expect(edition.model.elements.some((e) => e.type === 'heading' && e.text.startsWith('TABLE'))).toBe(false);
  });

  it("reads the matrix's key, printed as its last row, as its note, and says so", () => {
    const ii = edition.model.tables.find((t) => t.number === 'Table II')!;
    expect(ii.rows.map((r) => r[0])).toEqual([
      '101 Hazard identification',
      '102 Hazard tracking',
      '103 Risk acceptance',
    ]);
    expect(ii.notes).toEqual(['Applicability Codes G – Generally Applicable S – Selectively Applicable']);
    const said = edition.model.diagnostics.find((d) => d.code === 'table-legends');
    expect(said?.message).toMatch(/^1 table\(s\) end in a row that is their key .*: Table II \(p\. \d+\)$/);
  });

  it("folds a column's lead-in, printed as the first row, into the column's title, and says so", () => {
    const x = edition.model.tables.find((t) => t.number === 'Table X')!;
    expect(x.headers).toEqual([
      'Risk level',
      'Description of risk criteria A defect of the reader that, when it occurs in normal use:',
    ]);
    expect(x.rows.map((r) => r[0])).toEqual(['High', 'Medium', 'Low']);
    const said = edition.model.diagnostics.find((d) => d.code === 'table-lead-ins');
    expect(said?.message).toMatch(/^1 table\(s\) open with a row that is a column's lead-in .*: Table X \(p\. \d+\)$/);
  });

  it('keeps a column the tree declares between filled ones, though it is empty in every row', () => {
    const vi = edition.model.tables.find((t) => t.number === 'Table VI')!;
    expect(vi.rows).toEqual([
      ['RP-1', '', 'Opens every associated file.'],
      ['RP-2', '', 'Lists the associated files only.'],
    ]);
  });

  it('reads a first row of head cells in TBody as the header, beside the empty border cell of every row', () => {
    const vii = edition.model.tables.find((t) => t.number === 'Table VII')!;
    expect(vii.headers).toEqual(['Reader kind']);
    expect(vii.rows).toEqual([['1) Viewer'], ['2) Validator'], ['3) Converter']]);
  });

  it('reads the empty corner a tree spans the first column title over as a cell of its own, and says so', () => {
    const viii = edition.model.tables.find((t) => t.number === 'Table VIII')!;
    expect(viii.headers).toEqual(['', 'Input buffer', 'Output buffer', 'Index']);
    expect(viii.rows[0]).toEqual(['RP-1', '800', '1632', '32']);
    // A row whose spanning cell the tree gives one column: laid out by where its text is printed.
    expect(viii.rows[3]).toEqual([
      'RP-4',
      'One buffer shared by input and output',
      'One buffer shared by input and output',
      '16',
    ]);
    // A last cell centred over the columns after the first spans them, its ColSpan left out of the tree.
    const ix = edition.model.tables.find((t) => t.number === 'Table IX')!;
    expect(ix.rows[3]).toEqual(['4', 'Reserved', 'Reserved', 'Reserved']);
    expect(edition.model.diagnostics.filter((d) => d.code === 'table-corner').map((d) => d.page)).toEqual([
      edition.truth.tables.find((t) => t.number === 'Table VIII')!.page,
    ]);
  });

  it('keeps two grids apart across a page break where the tree sets an empty paragraph between them', () => {
    const items = edition.model.tables.filter((t) => t.rows.some((r) => /^P[IA]:4\.1$/.test(r[0] ?? '')));
    expect(items.map((t) => [t.number, t.rows.map((r) => r[0]), t.page])).toEqual([
      [null, ['PI:4.1'], items[0]!.page],
      [null, ['PA:4.1'], items[0]!.page + 1],
    ]);
  });

  it('reads two header rows tagged TD by their bold type, a group title folded over the column heads', () => {
    const v = edition.model.tables.find((t) => t.number === 'Table V')!;
    expect(v.headers).toEqual(['Code value', 'Answer Number', 'Answer Meaning']);
    expect(v.rows[0]).toEqual(['MissingFile', '404', 'Not found']);
  });

  it('reads a header row tagged TD by its bold type, drops its repeat and the empty border column opening each row', () => {
    const { model } = edition;
    const iv = model.tables.find((t) => t.number === 'Table IV')!;
    expect(iv.headers).toEqual(['Value', 'Meaning']);
    expect(iv.rows.map((r) => r[0])).toEqual(['Source', 'Data', 'Alternative', 'Unspecified a']);
    // The row the page broke is one row, the rest of its cell joined after the border column (DSS-X).
    expect(iv.rows[1]).toEqual(['Data', 'Information the object presents, such as the figures of a chart.']);
    expect(iv.rows.every((r) => r.length === 2)).toBe(true);
    expect(iv.notes).toEqual(['a Unspecified is the value a reader assumes when the entry is absent.']);
    const codes = model.diagnostics.map((d) => d.code);
    expect(codes).toContain('table-header');
    expect(codes).toContain('table-columns');
  });

  it('reads the term lines of "Terms of art" and the bold-lead entries of the unlisted Glossary', () => {
    expect(edition.model.definitions.map((d) => [d.section, d.term])).toEqual([
      ['1.2', 'Associated file'],
      ['1.2', 'Embedded file stream'],
      ['1.2', 'Source file'],
      ['glossary', 'Acceptable risk'],
      ['glossary', 'Data set'],
      ['glossary', 'Payload'],
    ]);
    // The front matter's titles no outline entry lists are found by the headings too: "FOREWORD" by its words, and
    // "SUMMARY OF CHANGES", tagged P, because it is set as the Foreword's title is.
    expect(edition.model.sections.filter((s) => s.source === 'headings').map((s) => s.id)).toEqual([
      'foreword',
      'summary-of-changes',
      'glossary',
      'references',
    ]);
  });

  it('keeps the requirement of a main clause, not of a condition, a question (embedded or not), a purpose or a quotation; a prohibition however worded', () => {
    const in21 = edition.model.requirements.filter((r) => r.section === '2.1').map((r) => [r.level, r.keyword]);
    expect(in21).toEqual([
      ['shall', 'shall'],
      ['should', 'should'],
      ['may', 'may'],
      ['should', 'it is recommended that'],
      ['shall not', 'is not permitted'],
      ['shall not', 'may not'],
      ['shall not', 'must never'],
      ['shall not', 'shall'],
      ['should', 'should'],
      ['should', 'should'],
      ['may', 'may'],
      ['shall', 'must'],
      // "It should be noted in the comments section that …" asks for a note there (compiler 590).
      ['should', 'should'],
      // "permitted but not required to" grants (compiler 592); "are therefore only recommended" recommends,
      // "recommended by the registry" says who does (compiler 591); "… are permitted:" grants (592).
      ['may', 'are permitted but not required to'],
      ['should', 'are therefore only recommended'],
      ['may', 'are permitted'],
    ]);
    expect(
      edition.model.requirements.some((r) => /^(?:Whether|It should be noted that|FX 32000-2 puts)/.test(r.text)),
    ).toBe(false);
    expect(edition.model.requirements.filter((r) => r.section === '2.2')).toHaveLength(1);
  });

  it('keeps the label of a numbered conformance statement, and takes none from a citation', () => {
    expect(edition.model.requirements.filter((r) => r.section === '5').map((r) => r.label ?? null)).toEqual([
      'FX-3.1.0-1',
      'FX-3.1.0-2',
      'FX-3.1.2-3',
      'FX-3.3.1-5',
      'R5',
      null,
    ]);
  });

  it('rejects the page-locator outline entries ("Page 3"): reported one by one, never sections', () => {
    const locators = edition.truth.outline.map((o) => o.title).filter((t) => /^Page \d+$/.test(t));
    expect(locators.length).toBeGreaterThanOrEqual(3);
    expect(
      edition.model.diagnostics
        .filter((d) => d.code === 'outline-entry-rejected' && /"Page \d+"/.test(d.message))
        .map((d) => d.message),
    ).toEqual(locators.map((t) => `outline entry "${t}" is no section: contents entry`));
    expect(edition.model.sections.some((s) => /^page/i.test(s.title) || /^page-/.test(s.id))).toBe(false);
  });

  it('rejects an outline entry of a bare number printed nowhere: no section without a title', () => {
    expect(edition.model.diagnostics.map((d) => d.message)).toContain('outline entry "1" is no section: empty title');
    expect(edition.model.sections.filter((s) => s.title === '')).toEqual([]);
  });

  it("rejects an outline entry printed nowhere that points where the next entry's heading starts", () => {
    expect(edition.model.diagnostics.map((d) => d.message)).toContain(
      'outline entry "Normative part" is no section: no heading of its own',
    );
    expect(edition.model.sections.find((s) => s.id === '2')?.start).toBe(
      edition.model.elements.findIndex((e) => e.type === 'heading' && e.text === '2 Requirements'),
    );
  });
});
