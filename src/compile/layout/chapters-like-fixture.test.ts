/**
 * The `chapters-like` edition (tools/fixtures/content/chapters.ts), untagged and tagged: divisions labelled
 * "Chapter 1. Introduction". The model must equal the truth declared by the same blocks: each chapter numbered
 * "Chapter N" with its title after the label, its clauses ("4.1.") nested under it, the "Glossary" chapter read as
 * a terms clause, and the bullet items "Chapter 1 - Introduction" of the conformance chapter left as a list.
 */
import { describe, expect, it } from 'vitest';
import { compiledEdition, expectTruth } from '../../../test/support/compiled-fixture.js';

describe.each(['chapters-like', 'chapters-like-tagged'])('the %s edition', (name) => {
  const edition = compiledEdition(name);

  it('numbers each chapter "Chapter N", titles it after the label and nests its clauses', () => {
    expectTruth(edition, ['sections']);
    expect(edition.model.sections.map((s) => [s.id, s.title, s.parent])).toEqual([
      ['Chapter 1', 'Introduction', null],
      ['1.1', 'Purpose', 'Chapter 1'],
      ['Chapter 2', 'Glossary', null],
      ['Chapter 3', 'Conformance', null],
      ['3.1', 'Conformance levels', 'Chapter 3'],
      ['Chapter 4', 'Writing an archive', null],
      ['4.1', 'Entry names', 'Chapter 4'],
      ['4.2', 'Entry order', 'Chapter 4'],
    ]);
  });

  it("reads the elements, the glossary chapter's terms and the requirements as declared", () => {
    expectTruth(edition, ['elements', 'definitions', 'requirements']);
  });
});
