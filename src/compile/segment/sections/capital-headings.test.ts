import { describe, expect, it } from 'vitest';
import { addStyledSubHeadings, CAPITAL_STYLE } from './capital-headings.js';
import type { WorkElement } from '../work.js';

const para = (text: string, page = 1): WorkElement => ({ kind: 'paragraph', text, page, y: null });
const heading = (text: string): WorkElement => ({
  kind: 'heading',
  text,
  number: '4.3',
  title: text,
  tagLevel: null,
  page: 1,
  y: null,
});
const prose = 'For Security Level 1, a module is not required to employ authentication mechanisms.';
const run = (work: WorkElement[]) =>
  addStyledSubHeadings(work, 0, [], (i) => (i >= 0 ? 2 : 0), new Set(), CAPITAL_STYLE);

describe('sub-headings in capitals (addStyledSubHeadings, CAPITAL_STYLE)', () => {
  it('makes a style of capital lines between sentences and prose unnumbered sections one level down', () => {
    const work = [
      heading('4.3 Authentication'),
      para('SECURITY LEVEL 1'),
      para(prose),
      para('SECURITY LEVEL 2'),
      para(prose),
      para('SECURITY LEVELS 3 AND 4'),
      { kind: 'list', items: ['[ ] a check'], itemPages: [1], dashList: false, page: 1, y: null } as WorkElement,
    ];
    const out = run(work);
    expect(out.drafts.map((d) => [d.title, d.level])).toEqual([
      ['SECURITY LEVEL 1', 3],
      ['SECURITY LEVEL 2', 3],
      ['SECURITY LEVELS 3 AND 4', 3],
    ]);
    expect(work[1]).toMatchObject({ kind: 'heading', number: null, title: 'SECURITY LEVEL 1' });
  });

  it('takes no line in capitals set in from the text column: it opens a block of pseudo-code', () => {
    const setIn = (text: string): WorkElement => ({ kind: 'paragraph', text, page: 1, y: null, indent: 36 });
    const work = [
      heading('5.7.2.1.1 Case 1: Message is an original message'),
      setIn('THIS CASE REQUIRES'),
      para(prose),
      setIn('THIS CASE REQUIRES'),
      para(prose),
      setIn('THIS CASE REQUIRES'),
      para(prose),
    ];
    expect(run(work).drafts).toEqual([]);
  });

  it('counts a compound in capitals by its parts ("SELF-TESTS"), never a letter alone ("X-RAY")', () => {
    const work = [heading('4.11 Self-tests')];
    for (const t of ['SELF-TESTS', 'KEY MANAGEMENT', 'PHYSICAL SECURITY', 'X-RAY']) work.push(para(t), para(prose));
    expect(run(work).drafts.map((d) => d.title)).toEqual(['SELF-TESTS', 'KEY MANAGEMENT', 'PHYSICAL SECURITY']);
  });

  it('takes no single line in capitals: a style is used at least three times', () => {
    const work = [heading('8.2 Bindings'), para('GET HEAD PUT POST'), para(prose)];
    expect(run(work).drafts).toEqual([]);
  });

  it('takes no register diagram, acronym, table cell or running header', () => {
    const work = [
      heading('3.1 Registers'),
      para('XLEN-1 XLEN-2 0'),
      para(prose),
      para('AES'),
      para(prose),
      para('NIST SP 800-18'), // after a cell fragment, not the end of a sentence
      para(prose),
      para('FIPS PUB 46-1', 2),
      para(prose, 2),
      para('FIPS PUB 46-1', 3),
      para(prose, 3),
      para('FIPS PUB 46-1', 4),
      para(prose, 4),
    ];
    work.splice(5, 0, para('Table cell'));
    expect(run(work).drafts).toEqual([]);
  });
});
