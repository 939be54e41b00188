import { describe, expect, it } from 'vitest';
import { joinPageBreakRuns } from './page-break-runs.js';
import type { WorkElement } from '../work.js';

const para = (text: string, page: number, extra: object = {}): WorkElement =>
  ({ kind: 'paragraph', text, page, ...extra }) as WorkElement;

describe('paragraphs cut by a page break', () => {
  it('joins a paragraph that stops mid-sentence to its lower-case part on the next page', () => {
    const { elements, joined } = joinPageBreakRuns([
      para('« References resulting from optional inputs MAY be', 4),
      para('included when considered useful. »', 5),
      para('The next paragraph.', 5),
    ]);
    expect(joined).toBe(1);
    expect(elements.map((e) => (e as { text: string }).text)).toEqual([
      '« References resulting from optional inputs MAY be included when considered useful. »',
      'The next paragraph.',
    ]);
  });

  it("runs a list's last item on into its part on the next page (a numbered paragraph tagged as a list item)", () => {
    const list = (items: string[], itemPages: number[]): WorkElement =>
      ({ kind: 'list', items, itemPages, dashList: false, page: itemPages[0] }) as WorkElement;
    const cut =
      '108.2.4 HAZMAT data tracking. The contractor will track all HAZMAT in the delivered system, subsystems, and';
    const { elements, joined } = joinPageBreakRuns([
      list(['108.2.3 Modification of HAZMAT list. Proposed changes will be agreed upon.', cut], [49, 49]),
      para('support equipment or planned for system operation or support.', 50),
    ]);
    expect(joined).toBe(1);
    expect(elements).toHaveLength(1);
    expect((elements[0] as { items: string[] }).items[1]).toBe(
      `${cut} support equipment or planned for system operation or support.`,
    );
    // An item that ends its sentence, or a part on the same page, stays apart.
    expect(joinPageBreakRuns([list([`${cut}.`], [49]), para('support equipment or planned.', 50)]).joined).toBe(0);
    expect(joinPageBreakRuns([list([cut], [50]), para('support equipment or planned.', 50)]).joined).toBe(0);
  });

  it('joins after a word in capitals or a capitalised name too (MQTT 5.0, 4.12), never after a number or a bracket', () => {
    const cut = (end: string) =>
      joinPageBreakRuns([
        para(`If the Client does not include it, the Server MUST NOT send ${end}`, 107),
        para('packet, and it MUST NOT', 108),
      ]).joined;
    expect(cut('an AUTH')).toBe(1);
    expect(cut('to the Server')).toBe(1);
    expect(cut('packet 12')).toBe(0);
    expect(cut('(see 4.2)')).toBe(0);
  });

  it('never joins a finished sentence, a capitalised start, a footnote, the same page or an index', () => {
    const cases: WorkElement[][] = [
      [para('The sentence of this paragraph ends here.', 1), para('and goes on', 2)],
      [para('The sentence of this paragraph stops with', 1), para('The next', 2)],
      [para('The sentence of this paragraph stops with', 1), para('a footnote', 2, { footnote: true })],
      [para('The sentence of this paragraph stops with', 1), para('more text', 1)],
      [para('Index of the terms ........ and', 1), para('more text', 2)],
    ];
    for (const c of cases) expect(joinPageBreakRuns(c).joined).toBe(0);
  });

  it('never joins a term on its own line at the foot of a page to its definition on the next', () => {
    const { joined } = joinPageBreakRuns([
      para('real content', 3),
      para('content that is part of the authored content', 4),
    ]);
    expect(joined).toBe(0);
  });
});
