/**
 * Compiling each generated tagged fixture gives back its ground truth exactly:
 * sections, elements (texts, kinds, sections), tables, definitions and
 * requirements. The untagged families (fm-*) belong to the layout fallback's
 * own tests; here they only show that compile$ routes them to it.
 *
 * guide-glossary's "3 Terms, definitions and abbreviated terms" (3.1 Terms, 3.2 Abbreviated terms) holds both
 * kinds: "3.1 Terms" is a heading, not an entry, and the entries of 3.2 are definitions of kind `abbreviation`;
 * read tagged here and untagged in src/compile/layout/tagged-fixtures.test.ts.
 */
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocModel } from '../src/model/types.js';
import { FIXTURE_GROUPS, fixturePath, loadTruth } from './support/fixture-paths.js';
import { fixtureModel } from './support/compiled-fixture.js';

const TAGGED = [
  ...FIXTURE_GROUPS.iso,
  ...FIXTURE_GROUPS.pdfa,
  ...FIXTURE_GROUPS.editions,
  ...FIXTURE_GROUPS.requirementEditions,
  ...FIXTURE_GROUPS.sample,
  ...FIXTURE_GROUPS.sourcesTagged,
  'gum-like',
  'guide-glossary',
  'iso-tables',
  'iso-part',
];
const UNTAGGED = [...FIXTURE_GROUPS.framemaker, ...FIXTURE_GROUPS.sourcesUntagged, 'c-draft', 'fm-tables'];

describe.each(TAGGED)('compile fixture %s', (name) => {
  let model: DocModel;
  const truth = () => loadTruth(name);

  beforeAll(async () => {
    expect(existsSync(fixturePath(name)), `${fixturePath(name)} (made by the test global set-up)`).toBe(true);
    model = await fixtureModel(name);
  });

  it('reads the structure tree and the outline; pages, labels and title as written', () => {
    expect(model.method).toBe(truth().method);
    expect(model.sectionSource).toBe(truth().sectionSource);
    expect(model.source.pages).toBe(truth().pages);
    expect(model.source.title).toBe(truth().title);
    expect(model.pageLabels).toEqual(truth().pageLabels);
  });

  it('sections', () => {
    expect(model.sections).toEqual(truth().sections);
  });

  it('section sources: the list the sections are built on, and the role of every source', () => {
    expect(model.sectionSources.map(({ source, role }) => ({ source, role }))).toEqual(truth().sectionSources);
  });

  it('elements: kinds, texts, pages and sections', () => {
    expect(model.elements).toEqual(truth().elements);
  });

  it('tables', () => {
    expect(model.tables).toEqual(truth().tables);
  });

  it('definitions', () => {
    expect(model.definitions).toEqual(truth().definitions);
  });

  it('requirements', () => {
    expect(model.requirements).toEqual(truth().requirements);
  });

  it('cross-references: every one the content wrote, with offsets and targets, and no other', () => {
    expect(model.references).toEqual(truth().references);
  });

  it('dictionary keys: every row of the Key / Type / Value tables, with its value note', () => {
    expect(model.keys).toEqual(truth().keys);
  });

  it('every outline entry starts at its heading', () => {
    expect(model.diagnostics.filter((d) => d.code === 'heading-unmatched')).toEqual([]);
  });
});

describe('Family D idioms, as reported in the model', () => {
  const models = new Map<string, DocModel>();
  const model = async (name: string) => {
    if (!models.has(name)) models.set(name, await fixtureModel(name));
    return models.get(name)!;
  };

  it('word-export: the bookmark outline is rejected, with its numbers and examples; sections come from the tagged headings', async () => {
    const m = await model('word-export');
    const outline = m.sectionSources.find((s) => s.source === 'outline')!;
    expect(outline).toMatchObject({ role: 'rejected', entries: 60, confirmed: 0, sections: 0 });
    expect(outline.reason).toMatch(/only 0 of 60 entries match a heading.*"_Toc148561"/);
    expect(m.diagnostics).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'outline-rejected' }));
    expect(m.sections.find((s) => s.id === '5.2.3.2')).toMatchObject({
      title: 'Literal strings',
      level: 4,
      parent: '5.2.3',
      source: 'headings',
    });
    // Its fourth heading level is tagged P: read as headings because their numbers continue the clause numbering.
    expect(m.diagnostics.find((d) => d.code === 'numbered-sequence')?.message).toMatch(
      /one sequence of \d+ numbers .*: 2 paragraph\(s\) or list item\(s\) became headings/,
    );
    expect(m.elements.filter((e) => e.type === 'heading' && /^5\.2\.3\.[12] /.test(e.text))).toHaveLength(2);
  });

  it.each(['iso-tables', 'fm-tables'])(
    '%s: a table drawn with no text (tagged, a Figure whose Caption names it) is listed without rows, with table-no-text',
    async (name) => {
      const m = await model(name);
      expect(m.tables.find((t) => t.caption === 'Retention periods')).toMatchObject({ headers: [], rows: [] });
      expect(m.diagnostics.filter((d) => d.code === 'table-no-text').map((d) => d.message)).toEqual([
        expect.stringContaining('Retention periods'),
      ]);
    },
  );

  it("iso-ts: deeper headings and annex sub-clauses become sections; the empty outline title takes its heading's", async () => {
    const m = await model('iso-ts');
    expect(m.sections.find((s) => s.id === 'A.4')).toMatchObject({
      title: 'Procedure',
      parent: 'Annex A',
      source: 'headings',
      y: null,
    });
    expect(m.sections.find((s) => s.id === 'A.2.1')).toMatchObject({
      title: 'Required files',
      parent: 'A.2',
      source: 'outline',
    });
    expect(m.diagnostics.find((d) => d.code === 'sections-deepened')?.message).toMatch(/^10 numbered heading/);
  });

  it('iso-ts: cover, copyright page and Contents, read last by the structure tree, are front matter; the back cover is back matter', async () => {
    const m = await model('iso-ts');
    const sectionOf = (text: string) => m.elements.find((e) => 'text' in e && e.text === text)?.section;
    for (const t of ['COPYRIGHT PROTECTED DOCUMENT', 'Contents', 'ICS 35.240.30', 'Price based on 5 pages'])
      expect(sectionOf(t), t).toBeNull();
    expect(m.elements.findIndex((e) => 'text' in e && e.text === 'COPYRIGHT PROTECTED DOCUMENT')).toBeLessThan(
      m.sections[0]!.start,
    );
    const bib = m.sections.at(-1)!;
    expect(bib).toMatchObject({ id: 'bibliography', end: m.elements.length - 2, subtreeEnd: m.elements.length - 2 });
    expect(m.requirements.some((r) => /reproduced/.test(r.text))).toBe(false);
    expect(m.diagnostics.map((d) => d.code)).toEqual(
      expect.arrayContaining(['reading-order', 'front-matter', 'back-matter']),
    );
  });

  it('fm-reference: lists of figures and tables and the index entries are reported as no sections; the Index is one', async () => {
    const m = await model('fm-reference');
    const rejected = m.diagnostics.filter((d) => d.code === 'outline-entry-rejected').map((d) => d.message);
    expect(rejected).toContain('outline entry "s tt" is no section: index entry');
    expect(rejected).toContain(
      'outline entry "Table 1 – Entries common to all stream dictionaries" is no section: list of figures or tables',
    );
    expect(m.sections.find((s) => s.id === 'index')).toMatchObject({ number: null, source: 'outline' });
    expect(m.sectionSources.find((s) => s.source === 'outline')?.reason).toMatch(/^13 entries are no sections/);
  });
});

describe.each(UNTAGGED)('compile fixture %s (untagged)', (name) => {
  it('goes through the layout fallback', async () => {
    const model = await fixtureModel(name);
    expect(model.method).toBe('layout');
    expect(model.sectionSource).toBe(loadTruth(name).sectionSource);
    expect(model.source.pages).toBe(loadTruth(name).pages);
  });
});
