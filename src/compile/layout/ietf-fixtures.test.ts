/**
 * The layout fallback on the generated `rfc-like` edition (tools/fixtures/content/rfc.ts): an IETF RFC as
 * RFC 8446 prints it — every line in Courier, a running header "RFC 9999  Fixture Protocol  November 2026" and a
 * footer "Author  Standards Track  [Page N]", Abstract / Status of This Memo / Copyright Notice before a "Table of
 * Contents" of "4.2.1.  Supported Versions . . . 4" lines (three levels; a fourth only in the body), headings
 * "4.2.1.  Title" flush left in the body face, "Appendix A.  Title" with "A.1.  Title", a "Conventions and
 * Terminology" clause citing BCP 14 with "client:  The endpoint …" terms, capitalised keywords beside lower-case
 * "must" and "may" in prose, a "Note:" paragraph with a MUST NOT, indented struct listings (one split over a page
 * break) and a message-flow diagram (pieces at their own columns, a blank line inside) over a centred "Figure 1: …"
 * caption; seeded prose without keywords takes it to eleven pages ("[Page 11]"). The model must equal the truth
 * field by field, as in fixtures.test.ts.
 *
 * Before issue 22 (compiler 11) every facet but tables and keys failed: the whole document became two `code`
 * elements (a fixed-width body was read as code), so no section, definition, requirement or reference was found.
 * Compiler 49 failed sections (element ranges), elements, tables, requirements and references: the listings came
 * out as one paragraph per line or two (a fixed-width body was read as text throughout), the diagram as an
 * uncaptioned table, and the "Note:" paragraph's MUST NOT as a requirement; compiler 55 reads indented blocks that
 * read as code as code, and "Note:" as a note.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileFixture } from '../../../test/support/compiled-fixture.js';
import type { DocModel } from '../../model/types.js';
import { type FixtureTruth } from '../../../test/support/fixture-paths.js';

describe('layout fallback on the rfc-like fixture (an IETF RFC)', () => {
  let model: DocModel;
  let truth: FixtureTruth;
  beforeAll(async () => {
    ({ model, truth } = await compileFixture('rfc-like'));
  });

  it('builds on the printed Contents, deepened by the level-4 heading, with the physical page numbers', () => {
    expect(model.method).toBe('layout');
    expect(model.sectionSource).toBe(truth.sectionSource);
    expect(model.sectionSources.map(({ source, role }) => ({ source, role }))).toEqual(truth.sectionSources);
    expect(model.pageLabels).toEqual(truth.pageLabels);
  });

  it('has the truth sections, elements, tables, references and keys', () => {
    expect(model.sections).toEqual(truth.sections);
    expect(model.elements).toEqual(truth.elements);
    expect(model.tables).toEqual(truth.tables);
    expect(model.references).toEqual(truth.references);
    expect(model.keys).toEqual(truth.keys);
  });

  it('has the truth definitions ("client:  The endpoint …") and BCP 14 requirements', () => {
    expect(model.definitions).toEqual(truth.definitions);
    expect(model.requirements).toEqual(truth.requirements);
  });

  it('records the BCP 14 convention and the fixed-width body in reading', () => {
    const codes = model.diagnostics.map((d) => d.code);
    expect(codes).toContain('monospaced-body');
    expect(model.diagnostics.find((d) => d.code === 'keyword-convention')?.message).toMatch(/^BCP 14/);
  });

  it('keeps the header, the "[Page N]" footer and the Contents lines out of every element', () => {
    // "Standards Track" also stands in the Status of This Memo, legitimately.
    const text = JSON.stringify(model.elements);
    expect(text).not.toMatch(/RFC 9999|November 2026|Author Standards Track|\[Page \d+\]/);
    for (const p of truth.contentsPages) expect(model.elements.filter((e) => e.page === p)).toEqual([]);
  });
});

/**
 * The `oasis-like` edition (tools/fixtures/content/oasis.ts): an OASIS specification as SAML core and MQTT print
 * it — every printed line numbered in the left margin from 990 (three and four digits), a footer "… Page N of M", a
 * "Terminology" clause citing RFC 2119 with "Term: definition" entries and a "Network Connection:" term alone on its
 * line over its definition, conformance statements "[FXP-3.1-1]" closing their sentences (one closing a clause),
 * "Note:", "Note 1:" and "Note 2:" paragraphs and an EXAMPLE of three paragraphs set in (all with capitalised
 * keywords), captions "Table 2.1: …" and "Table 3: …" over ruled tables (numbers in a first column; a MUST in a cell).
 *
 * Before issue 22 (compiler 11) every facet but keys failed: the line numbers were read as text (a section "990",
 * uncaptioned tables of numbers and text, no definition). Compiler 49 read the sections, definitions and tables'
 * captions, but took the numbers of Table 3's first column for line numbers (emptied them), cited "Table 2.1" as
 * "Table 2", read "Note:" paragraphs and the example's second and third paragraphs as body text (five requirements
 * too many) and gave no requirement its label; compiler 55 reads all of it. Compiler 60 read the MUST of "1
 * Introduction" and of "4 Security (non-normative)" and its subclause as requirements, though the RFC 2119 statement
 * excepts text marked non-normative; compiler 400 reads none there. The rfc-like edition's "(Note that … TLS.) The
 * server MUST close …" was one sentence on compiler 60 (two on 400).
 */
describe('layout fallback on the oasis-like fixture (an OASIS specification)', () => {
  let model: DocModel;
  let truth: FixtureTruth;
  beforeAll(async () => {
    ({ model, truth } = await compileFixture('oasis-like'));
  });

  it('builds on the headings, line numbers taken out', () => {
    expect(model.method).toBe('layout');
    expect(model.sectionSource).toBe(truth.sectionSource);
    expect(model.sectionSources.map(({ source, role }) => ({ source, role }))).toEqual(truth.sectionSources);
    expect(model.pageLabels).toEqual(truth.pageLabels);
    expect(model.diagnostics.map((d) => d.code)).toContain('line-numbers');
  });

  it('has the truth sections, elements, tables, references and keys', () => {
    expect(model.sections).toEqual(truth.sections);
    expect(model.elements).toEqual(truth.elements);
    expect(model.tables).toEqual(truth.tables);
    expect(model.references).toEqual(truth.references);
    expect(model.keys).toEqual(truth.keys);
  });

  it('has the truth definitions and requirements, conformance statements as labels', () => {
    expect(model.definitions).toEqual(truth.definitions);
    expect(model.requirements).toEqual(truth.requirements);
    expect(model.requirements.filter((r) => r.label).length).toBeGreaterThanOrEqual(5);
  });

  it('reads no requirement in the clauses marked non-normative, and says so in reading and the profile', () => {
    expect(model.requirements.filter((r) => ['1', '4', '4.1'].includes(r.section))).toEqual([]);
    expect(model.diagnostics.find((d) => d.code === 'informative-clauses')?.message).toMatch(
      /2 clause\(s\) marked informative \(4, 4\.1\) nor in the own text of 1$/,
    );
    expect(model.diagnostics.find((d) => d.code === 'document-profile')?.message).toContain(
      'keywords for normative text only: 3 clause(s) marked informative hold none',
    );
  });

  it('lets no line number (990 …) into any text', () => {
    const texts = JSON.stringify([model.elements, model.tables, model.requirements, model.definitions]);
    expect(texts).not.toMatch(/\b(?:99\d|10[0-4]\d)\b/);
  });
});
