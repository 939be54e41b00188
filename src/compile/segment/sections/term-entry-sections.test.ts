import { describe, expect, it } from 'vitest';
import { termEntryDrafts } from './term-entry-sections.js';
import type { SectionDraft } from './sections.js';
import type { WorkElement } from '../work.js';

const para = (text: string): WorkElement => ({ kind: 'paragraph', text, page: 5, y: null });
const draft = (number: string, title: string): SectionDraft =>
  ({
    number,
    title,
    level: number.split('.').length,
    page: 5,
    pageLabel: '5',
    y: null,
    source: 'outline',
  }) as SectionDraft;

describe('term entries a section list names as clauses', () => {
  // PDF Declarations: the outline lists "4.1" / "author" under "4 Terms and definitions"; the body prints "4.1" over
  // "author" over the definition.
  const work = [
    para('4 Terms and definitions'),
    para('4.1'),
    para('author'),
    para('entity responsible for it'),
    para('5.1 Scope of a clause'),
  ];
  const starts = [0, 1, 4].map((start) => ({ start, heading: null }));

  it('drops an entry printed as a bare number over its term under a terms clause', () => {
    const drafts = [draft('4', 'Terms and definitions'), draft('4.1', 'author'), draft('5.1', 'Scope of a clause')];
    expect(termEntryDrafts({ drafts, starts }, work)).toEqual([1]);
  });

  it('keeps a subclause of a terms clause printed with its title, or one with clauses under it', () => {
    const titled = [para('4 Terms and definitions'), para('4.1 Terms'), para('5.1 Scope of a clause')];
    const drafts = [draft('4', 'Terms and definitions'), draft('4.1', 'Terms'), draft('5.1', 'Scope of a clause')];
    expect(termEntryDrafts({ drafts, starts: [0, 1, 2].map((start) => ({ start, heading: null })) }, titled)).toEqual(
      [],
    );
    const parent = [...drafts.slice(0, 2), draft('4.1.1', 'author')];
    expect(termEntryDrafts({ drafts: parent, starts }, work)).toEqual([]);
  });
});
