import { describe, expect, it } from 'vitest';
import { FACE } from './face-headings.js';
import { addStyledSubHeadings } from './capital-headings.js';
import type { WorkElement } from '../work.js';

const para = (text: string, more: Partial<WorkElement> = {}): WorkElement =>
  ({ kind: 'paragraph', text, page: 1, y: null, ...more }) as WorkElement;
const face = (text: string) => para(text, { headingFace: true });
const heading: WorkElement = {
  kind: 'heading',
  text: '3.6.1 Physical Memory Protection CSRs',
  number: '3.6.1',
  title: 'Physical Memory Protection CSRs',
  tagLevel: null,
  page: 1,
  y: null,
};
const prose = (n: number) => para(`${n}. The field in the register encodes the mode of the entry it belongs to.`);
const run = (work: WorkElement[]) => addStyledSubHeadings(work, 0, [], () => 3, new Set(), FACE);

describe("sub-headings in the numbered headings' face (addStyledSubHeadings, FACE)", () => {
  it("makes lines alone in the numbered headings' face, between sentences and prose, sections one level down", () => {
    const work = [
      heading,
      face('Address Matching'),
      prose(1),
      face('Locking and Privilege Mode'),
      prose(2),
      face('Priority and Matching Logic'),
      prose(3),
    ];
    expect(run(work).drafts.map((d) => [d.title, d.level])).toEqual([
      ['Address Matching', 4],
      ['Locking and Privilege Mode', 4],
      ['Priority and Matching Logic', 4],
    ]);
    expect(work[5]).toMatchObject({ kind: 'heading', number: null, title: 'Priority and Matching Logic' });
  });

  it('leaves a face used fewer than three times, a label, and a line ending in a colon', () => {
    expect(run([heading, face('Address Matching'), prose(1), face('Locking'), prose(2)]).drafts).toEqual([]);
    const work = [heading, face('Note'), prose(1), face('Registers:'), prose(2), face('Table 3'), prose(3)];
    expect(run(work).drafts).toEqual([]);
  });
});
