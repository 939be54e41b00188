import { describe, expect, it } from 'vitest';
import type { Section } from '../../../model/types.js';
import type { WorkElement } from '../work.js';
import { announcedTerms } from './announced-terms.js';

const para = (text: string): WorkElement => ({ kind: 'paragraph', text, page: 13, y: null });
const head = (text: string): WorkElement => ({
  kind: 'heading',
  text,
  number: null,
  title: text,
  tagLevel: null,
  page: 13,
  y: null,
});
const section = (id: string, number: string | null, parent: string | null, start: number, end: number): Section =>
  ({ id, number, title: id, parent, start, end, subtreeEnd: end, level: 1, page: 13 }) as Section;

const LEAD =
  'The following definitions and abbreviations are used in specifying the behavior of fields within the CSRs.';

describe('announcedTerms', () => {
  const elements = [
    head('2.3 CSR Field Specifications'),
    para(LEAD),
    head('Write/Read Only Legal Values (WLRL)'),
    para('Some fields specify behavior for a subset of encodings. Software should not write other values.'),
    head('Write Any Values, Reads Legal Values (WARL)'),
    para('Some fields allow any value to be written.'),
  ];

  it('takes the unnumbered sub-headings a clause announces as terms, and an abbreviation at a title’s end', () => {
    const sections = [
      section('2.3', '2.3', null, 0, 2),
      section('Write/Read Only Legal Values (WLRL)', null, '2.3', 2, 4),
      section('Write Any Values, Reads Legal Values (WARL)', null, '2.3', 4, 6),
    ];
    expect(
      announcedTerms(sections, elements).map((x) => [
        x.definition.kind,
        x.definition.term,
        x.definition.definition,
        x.definition.section,
      ]),
    ).toEqual([
      ['term', 'Write/Read Only Legal Values (WLRL)', 'Some fields specify behavior for a subset of encodings.', '2.3'],
      ['abbreviation', 'WLRL', 'Write/Read Only Legal Values', '2.3'],
      ['term', 'Write Any Values, Reads Legal Values (WARL)', 'Some fields allow any value to be written.', '2.3'],
      ['abbreviation', 'WARL', 'Write Any Values, Reads Legal Values', '2.3'],
    ]);
  });

  it('takes nothing without the announcement, or where a sub-section is numbered', () => {
    const plain = [section('2.3', '2.3', null, 0, 1), section('A', null, '2.3', 2, 4), section('B', null, '2.3', 4, 6)];
    expect(announcedTerms(plain, elements)).toEqual([]);
    const numbered = [
      section('2.3', '2.3', null, 0, 2),
      section('2.3.1', '2.3.1', '2.3', 2, 4),
      section('B', null, '2.3', 4, 6),
    ];
    expect(announcedTerms(numbered, elements)).toEqual([]);
  });
});
