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
 * A fixed-width body is text, not code: the indented blocks that read as code (the struct listings) are code,
 * each one element; the diagram is a figure's content, not an uncaptioned table; "Note:" paragraphs are notes, so
 * their MUST NOT is no requirement.
 */
import { describe, expect, it } from 'vitest';
import { compiledEdition, expectReadAsTruth, expectTruth } from '../../../test/support/compiled-fixture.js';

describe('layout fallback on the rfc-like fixture (an IETF RFC)', () => {
  const edition = compiledEdition('rfc-like');

  it('builds on the printed Contents, deepened by the level-4 heading, with the physical page numbers', () => {
    expect(edition.model.method).toBe('layout');
    expectReadAsTruth(edition);
  });

  it('has the truth sections, elements, tables, references and keys', () => {
    expectTruth(edition, ['sections', 'elements', 'tables', 'references', 'keys']);
  });

  it('has the truth definitions ("client:  The endpoint …") and BCP 14 requirements', () => {
    expectTruth(edition, ['definitions', 'requirements']);
  });

  it('records the BCP 14 convention and the fixed-width body in reading', () => {
    const codes = edition.model.diagnostics.map((d) => d.code);
    expect(codes).toContain('monospaced-body');
    expect(edition.model.diagnostics.find((d) => d.code === 'keyword-convention')?.message).toMatch(/^BCP 14/);
  });

  it('keeps the header, the "[Page N]" footer and the Contents lines out of every element', () => {
    // "Standards Track" also stands in the Status of This Memo, legitimately.
    const text = JSON.stringify(edition.model.elements);
    expect(text).not.toMatch(/RFC 9999|November 2026|Author Standards Track|\[Page \d+\]/);
    for (const p of edition.truth.contentsPages) expect(edition.model.elements.filter((e) => e.page === p)).toEqual([]);
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
 * The line numbers are taken out (no section "990", no table of numbers), but the numbers of Table 3's first
 * column stay; "Table 2.1" is cited as itself, not "Table 2"; "Note:" paragraphs and every paragraph of the
 * example are no body text (no requirements); each requirement keeps its label.
 * The MUST of "1 Introduction" and of "4 Security (non-normative)" and its subclause are no requirements: the
 * RFC 2119 statement excepts text marked non-normative.
 */
describe('layout fallback on the oasis-like fixture (an OASIS specification)', () => {
  const edition = compiledEdition('oasis-like');

  it('builds on the headings, line numbers taken out', () => {
    expect(edition.model.method).toBe('layout');
    expectReadAsTruth(edition);
    expect(edition.model.diagnostics.map((d) => d.code)).toContain('line-numbers');
  });

  it('has the truth sections, elements, tables, references and keys', () => {
    expectTruth(edition, ['sections', 'elements', 'tables', 'references', 'keys']);
  });

  it('has the truth definitions and requirements, conformance statements as labels', () => {
    expectTruth(edition, ['definitions', 'requirements']);
    expect(edition.model.requirements.filter((r) => r.label).length).toBeGreaterThanOrEqual(5);
  });

  it('reads no requirement in the clauses marked non-normative, and says so in reading and the profile', () => {
    const { model } = edition;
    expect(model.requirements.filter((r) => ['1', '4', '4.1'].includes(r.section))).toEqual([]);
    expect(model.diagnostics.find((d) => d.code === 'informative-clauses')?.message).toMatch(
      /2 clause\(s\) marked informative \(4, 4\.1\) nor in the own text of 1$/,
    );
    expect(model.diagnostics.find((d) => d.code === 'document-profile')?.message).toContain(
      'keywords for normative text only: 3 clause(s) marked informative hold none',
    );
  });

  it('lets no line number (990 …) into any text', () => {
    const texts = JSON.stringify([
      edition.model.elements,
      edition.model.tables,
      edition.model.requirements,
      edition.model.definitions,
    ]);
    expect(texts).not.toMatch(/\b(?:99\d|10[0-4]\d)\b/);
  });
});
