/**
 * The structure-tree path on the generated `tagged-guide-like` edition (issue 22): a tagged guide as Word and the
 * PDF Association's tools export application notes (tools/fixtures/content/tagged-guide.ts says what it prints).
 * The model must equal the truth field by field — sections, every element, every table, definitions,
 * requirements (with their statement labels), cross-references and dictionary keys — as compile-fixtures.test.ts
 * checks the other tagged editions; the idiom tests below name what each part of the edition is for.
 *
 * On compiler 11 (before issue 22; /work/scratch/old-vs-truth.sh) every facet failed:
 * - sections (9 of 11): "Glossary" and "References", which the outline does not list, were no sections;
 * - elements (54 for 45): the page numbers tagged as paragraphs (1 … 6) stayed paragraphs, and the captions
 *   "TABLE I." (tagged H3), "TABLE II." and "TABLE III." stayed a heading and paragraphs;
 * - tables: no Roman caption was read, so the three tables had none; "SEVERITY CATEGORIES" and the group label
 *   "PROGRAM PHASE" were their header rows and the column heads a body row;
 * - definitions: none of the six (the term lines of "Terms of art", the bold-lead entries of the Glossary);
 * - requirements: the keyword of a leading condition ("If the user must …, then … should") gave "must"; the
 *   "whether", purpose-clause, "It should be noted that" and quoted-passage sentences were requirements; "it is
 *   recommended that" and "is not permitted" were not; no statement label was kept;
 * - keys: the headerless Key / Type / Value table, uncaptioned, gave none;
 * - references: the citation "[1]" of the References entry was not read as a cross-reference.
 * Already read on compiler 11: the running header tagged as a paragraph on the pages where the others print it
 * as an artifact (tagged-furniture), the EXAMPLE paragraphs that say "must" (no requirements), and the headerless
 * table itself (a table of 4 rows, only its caption and keys missing).
 *
 * Page-locator outline entries ("Page 2", "Page 3", "Page 5": top-level bookmarks after a chapter's clauses, as
 * Adobe's documents carry them) were sections "page-2" … on compiler 11, each holding the clause text that followed
 * its destination; compilers since 42 reject them (`outline-entry-rejected`; docs/model.md "Section sources").
 *
 * On compiler 53 (main before this edition) only the requirements failed: the statement labels ("FX-3.1.0-1",
 * "R5") were not kept; compiler 56 adds `label` (segment/requirements.ts, docs/model.md "Requirements").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileFixture } from './support/compiled-fixture.js';
import type { DocModel } from '../src/model/types.js';
import { type FixtureTruth } from './support/fixture-paths.js';

const NAME = 'tagged-guide-like';

describe('structure tree on the tagged-guide-like fixture (a tagged application note)', () => {
  let model: DocModel;
  let truth: FixtureTruth;
  beforeAll(async () => {
    ({ model, truth } = await compileFixture(NAME));
  });

  it('reads the structure tree and builds the sections on the outline, deepened from the headings', () => {
    expect(model.method).toBe(truth.method);
    expect(model.sectionSource).toBe(truth.sectionSource);
    expect(model.sectionSources.map(({ source, role }) => ({ source, role }))).toEqual(truth.sectionSources);
    expect(model.source.pages).toBe(truth.pages);
    expect(model.pageLabels).toEqual(truth.pageLabels);
  });

  it('has the truth sections, elements and tables', () => {
    expect(model.sections).toEqual(truth.sections);
    expect(model.elements).toEqual(truth.elements);
    expect(model.tables).toEqual(truth.tables);
  });

  it('has the truth definitions, requirements, cross-references and keys', () => {
    expect(model.definitions).toEqual(truth.definitions);
    expect(model.requirements).toEqual(truth.requirements);
    expect(model.references).toEqual(truth.references);
    expect(model.keys).toEqual(truth.keys);
  });

  it('drops the page numbers and the running header tagged as content', () => {
    const texts = model.elements.flatMap((e) => ('text' in e ? [e.text] : []));
    expect(texts.filter((t) => /^\d+$/.test(t))).toEqual([]);
    expect(texts).not.toContain('Fixture application note: associated files');
    expect(model.diagnostics.filter((d) => d.code === 'tagged-furniture').length).toBeGreaterThanOrEqual(
      model.source.pages,
    );
  });

  it('captions a table by a heading-tagged "TABLE I.", its title and group-label rows no rows', () => {
    expect(model.tables.map((t) => [t.number, t.caption, t.headers[0], t.rows.length])).toEqual([
      ['Table I', 'Severity categories', 'Description', 4],
      ['Table II', 'Task application matrix', 'Task', 3],
      ['Table III', 'Entries in a file specification dictionary', undefined, 4],
      ['Table IV', 'Relationship values', 'Value', 4],
    ]);
    expect(model.elements.some((e) => e.type === 'heading' && e.text.startsWith('TABLE'))).toBe(false);
  });

  it('reads a header row tagged TD by its bold type, drops its repeat and the empty border column', () => {
    const iv = model.tables.find((t) => t.number === 'Table IV')!;
    expect(iv.headers).toEqual(['Value', 'Meaning']);
    expect(iv.rows.map((r) => r[0])).toEqual(['Source', 'Data', 'Alternative', 'Unspecified a']);
    expect(iv.rows.every((r) => r.length === 2)).toBe(true);
    expect(iv.notes).toEqual(['a Unspecified is the value a reader assumes when the entry is absent.']);
    const codes = model.diagnostics.map((d) => d.code);
    expect(codes).toContain('table-header');
    expect(codes).toContain('table-columns');
  });

  it('reads the term lines of "Terms of art" and the bold-lead entries of the unlisted Glossary', () => {
    expect(model.definitions.map((d) => [d.section, d.term])).toEqual([
      ['1.2', 'Associated file'],
      ['1.2', 'Embedded file stream'],
      ['1.2', 'Source file'],
      ['glossary', 'Acceptable risk'],
      ['glossary', 'Data set'],
      ['glossary', 'Payload'],
    ]);
    expect(model.sections.filter((s) => s.source === 'headings').map((s) => s.id)).toEqual(['glossary', 'references']);
  });

  it('keeps the requirement of a main clause, not of a condition, a question, a purpose or a quotation', () => {
    const in21 = model.requirements.filter((r) => r.section === '2.1').map((r) => [r.level, r.keyword]);
    expect(in21).toEqual([
      ['shall', 'shall'],
      ['should', 'should'],
      ['may', 'may'],
      ['should', 'it is recommended that'],
      ['shall not', 'is not permitted'],
    ]);
    expect(model.requirements.some((r) => /^(?:Whether|It should be noted|FX 32000-2 puts)/.test(r.text))).toBe(false);
    expect(model.requirements.filter((r) => r.section === '2.2')).toHaveLength(1);
  });

  it('keeps the label of a numbered conformance statement, and takes none from a citation', () => {
    expect(model.requirements.filter((r) => r.section === '5').map((r) => r.label ?? null)).toEqual([
      'FX-3.1.0-1',
      'FX-3.1.0-2',
      'FX-3.1.2-3',
      'FX-3.3.1-5',
      'R5',
      null,
    ]);
  });

  it('rejects the page-locator outline entries ("Page 3"): reported one by one, never sections', () => {
    const locators = truth.outline.map((o) => o.title).filter((t) => /^Page \d+$/.test(t));
    expect(locators.length).toBeGreaterThanOrEqual(3);
    expect(
      model.diagnostics
        .filter((d) => d.code === 'outline-entry-rejected' && /"Page \d+"/.test(d.message))
        .map((d) => d.message),
    ).toEqual(locators.map((t) => `outline entry "${t}" is no section: contents entry`));
    expect(model.sections.some((s) => /^page/i.test(s.title) || /^page-/.test(s.id))).toBe(false);
  });
});
