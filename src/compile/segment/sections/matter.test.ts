import { describe, expect, it } from 'vitest';
import { backMatterStart, contentsMatter, isMatterNotice } from './matter.js';
import type { WorkElement } from '../work.js';

const p = (text: string, page: number): WorkElement => ({ kind: 'paragraph', text, page, y: null });
const h = (text: string, page: number): WorkElement => ({
  kind: 'heading',
  text,
  page,
  y: null,
  tagLevel: 1,
  number: null,
  title: text,
});

describe('back matter', () => {
  it("recognises publishers' notices, not body text that cites them", () => {
    for (const t of [
      'ICS 35.240.30',
      'ICS 01.040.35; 35.240.30',
      'Price based on 5 pages',
      'Price based on 1 page',
      'COPYRIGHT PROTECTED DOCUMENT',
    ]) {
      expect(isMatterNotice(p(t, 1)), t).toBe(true);
    }
    expect(
      isMatterNotice(p(`The ICS 35.240.30 code ${'is explained at length in the classification, '.repeat(5)}`, 1)),
    ).toBe(false);
    expect(isMatterNotice(p('The price of a stream is 5 pages of text.', 1))).toBe(false);
  });

  it('starts at the trailing pages that carry a notice and no heading, after the last section start', () => {
    const els = [
      h('Bibliography', 8),
      p('[1] A', 8),
      p('[2] B', 9),
      p('Blank page note', 10),
      p('ICS 35.240.30', 11),
      p('Price based on 5 pages', 11),
    ];
    expect(backMatterStart(els, 0)).toBe(4);
    expect(backMatterStart(els.slice(0, 4), 0)).toBe(4);
    // The last section starts on the back-cover page: that page is the section's.
    expect(backMatterStart([h('Annex Z', 11), p('ICS 35.240.30', 11)], 0)).toBe(2);
    expect(backMatterStart([h('Bibliography', 8), h('Index', 11), p('ICS 35.240.30', 11)], 0)).toBe(3);
    expect(backMatterStart([h('Bibliography', 8), h('COPYRIGHT PROTECTED DOCUMENT', 11), p('© FXO 2023', 11)], 0)).toBe(
      1,
    );
  });
});

describe('a printed Contents after the first sections', () => {
  // MQTT 5.0, MIL-STD-882E: Notices or a Foreword, then the Contents tagged as paragraphs, then clause 1.
  const work: WorkElement[] = [
    p('Title page', 1),
    h('Notices', 2),
    p('Copyright notice text.', 2),
    p('CONTENTS', 3),
    p('PARAGRAPH PAGE', 3),
    p('FOREWORD .......... ii', 3),
    {
      kind: 'list',
      items: ['1. SCOPE .......... 1', '1.1 Scope .......... 1'],
      itemPages: [3, 3],
      dashList: false,
      page: 3,
      y: null,
    },
    p('CONTENTS', 4),
    p('2 Requirements 2', 4),
    p('2.1 General 2', 4),
    h('1 Scope', 5),
    p('Scope text.', 5),
  ];

  it('runs from its title over the pages that hold its lines, its title printed again, up to the next section', () => {
    expect(contentsMatter(work, new Set([1, 10]), 1, 10)).toEqual({ start: 3, end: 10 });
  });

  it('takes entries without page numbers that name the headings of later sections (xml2rfc, RFC 8949)', () => {
    const rfc: WorkElement[] = [
      h('Copyright Notice', 1),
      p('Copyright (c) 2020 IETF Trust.', 1),
      h('Table of Contents', 2),
      h('1. Introduction', 2),
      h('1.1. Objectives', 2),
      p('Acknowledgements', 2),
      h('1. Introduction', 3),
      p('Text.', 3),
      h('1.1. Objectives', 3),
      h('Acknowledgements', 9),
    ];
    expect(contentsMatter(rfc, new Set([0, 6, 8, 9]), 0, 6)).toEqual({ start: 2, end: 6 });
  });

  it('counts the entries of a Contents read as a table (RFC 9580 page 2)', () => {
    const rfc: WorkElement[] = [
      h('Copyright Notice', 1),
      p('Copyright (c) 2024 IETF Trust.', 1),
      h('Table of Contents', 2),
      { kind: 'table', table: 0, page: 2, y: null },
      h('1. Introduction', 12),
    ];
    const tables = [
      {
        headers: [],
        rows: [
          ['1. Introduction', '12'],
          ['1.1. Terms', '13'],
          ['2. General Functions', '13'],
        ],
      },
    ];
    expect(contentsMatter(rfc, new Set([0, 4]), 0, 4, tables)).toEqual({ start: 2, end: 4 });
    expect(contentsMatter(rfc, new Set([0, 4]), 0, 4)).toBeNull();
  });

  it('is none before the first section, where it is front matter already, nor with fewer than three lines', () => {
    expect(contentsMatter(work, new Set([10]), 10, 10)).toBeNull();
    const short = [...work.slice(0, 6), h('1 Scope', 5)];
    expect(contentsMatter(short, new Set([1, 6]), 1, 6)).toBeNull();
  });
});
