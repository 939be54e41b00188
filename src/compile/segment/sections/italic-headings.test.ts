import { describe, expect, it } from 'vitest';
import { ITALIC } from './italic-headings.js';
import { addStyledSubHeadings } from './capital-headings.js';
import type { WorkElement } from '../work.js';

const para = (text: string, more: Partial<WorkElement> = {}): WorkElement =>
  ({ kind: 'paragraph', text, page: 1, y: null, ...more }) as WorkElement;
const italic = (text: string, indent?: number) => para(text, { italic: true, ...(indent ? { indent } : {}) });
const heading: WorkElement = {
  kind: 'heading',
  text: '4.11.1 Power-Up Tests',
  number: '4.11.1',
  title: 'Power-Up Tests',
  tagLevel: null,
  page: 1,
  y: null,
};
const prose = (n: number) => para(`${n}. The test is passed if the number of runs lies within the interval below.`);
const run = (work: WorkElement[]) => addStyledSubHeadings(work, 0, [], () => 3, new Set(), ITALIC);

describe('sub-headings alone in italic (addStyledSubHeadings, ITALIC)', () => {
  it('makes a style of italic title lines between sentences and prose unnumbered sections one level down', () => {
    const work = [
      heading,
      italic('The Monobit Test'),
      prose(1),
      italic('The Poker Test'),
      prose(2),
      { kind: 'table', page: 1, y: null } as unknown as WorkElement,
      italic('The Long Run Test'),
      prose(3),
    ];
    const out = run(work);
    expect(out.drafts.map((d) => [d.title, d.level])).toEqual([
      ['The Monobit Test', 4],
      ['The Poker Test', 4],
      ['The Long Run Test', 4],
    ]);
    expect(work[6]).toMatchObject({ kind: 'heading', number: null, title: 'The Long Run Test' });
  });

  it('takes no title printed again and again: a label, not a sub-heading', () => {
    const work: WorkElement[] = [heading];
    for (let i = 0; i < 4; i++) work.push(italic('Typical Usage'), prose(i));
    expect(run(work).drafts).toEqual([]);
  });

  it('takes no line set in further than the prose after it (a caption centred on two lines)', () => {
    const work: WorkElement[] = [heading];
    for (const t of ['Versions Registry', 'Encoding Format Registry', 'Algorithms Registry'])
      work.push(italic(t, 180), prose(1));
    expect(run(work).drafts).toEqual([]);
  });

  it('takes no sentence, single word, label or roman line', () => {
    const work: WorkElement[] = [heading];
    for (const t of ['This must hold for both.', 'Rationale', 'NOTE The interval is closed'])
      work.push(italic(t), prose(1));
    work.push(para('The Runs Test'), prose(2));
    expect(run(work).drafts).toEqual([]);
  });

  it('takes nothing when the style is used fewer than three times', () => {
    const work = [heading, italic('The Monobit Test'), prose(1), italic('The Poker Test'), prose(2)];
    expect(run(work).drafts).toEqual([]);
  });
});
