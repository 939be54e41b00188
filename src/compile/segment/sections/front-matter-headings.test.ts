import { describe, expect, it } from 'vitest';
import { addFrontMatterHeadings, isFrontMatterTitle } from './front-matter-headings.js';
import type { WorkElement } from '../work.js';

const para = (text: string, page = 1): WorkElement => ({ kind: 'paragraph', text, page, y: null });

describe('front-matter headings', () => {
  it('knows the standard titles whole, in any case, and nothing that only starts like one', () => {
    for (const t of [
      'Abstract',
      'Status of This Memo',
      'ACKNOWLEDGMENTS',
      'Preface to Version 1.9.1',
      'Executive Summary',
      'Copyright Notice',
      'Copyright and License Notice',
    ])
      expect(isFrontMatterTitle(t), t).toBe(true);
    for (const t of ['Abstract syntax', 'The status of this memo is final.', 'Summary', 'Copyright and License'])
      expect(isFrontMatterTitle(t), t).toBe(false);
  });

  it('makes sections of the titles before the first clause that text follows, and nothing after it', () => {
    const work = [
      para('The Grid Protocol'),
      para('Abstract'),
      para('This document specifies the Grid protocol.'),
      para('Status of This Memo'),
      para('This is an Internet Standards Track document.'),
      para('Keywords'),
      {
        kind: 'heading',
        text: '1. Introduction',
        number: '1',
        title: 'Introduction',
        tagLevel: null,
        page: 2,
        y: null,
      },
      para('Abstract'),
      para('An abstract paragraph inside the clause.'),
    ] satisfies WorkElement[];
    const { drafts, starts } = addFrontMatterHeadings(work, 6, ['i', 'ii']);
    expect(drafts.map((d) => [d.title, d.level, d.number, d.pageLabel])).toEqual([
      ['Abstract', 1, null, 'i'],
      ['Status of This Memo', 1, null, 'i'],
    ]);
    expect(starts.map((s) => s.start)).toEqual([1, 3]);
    expect(work[1]).toMatchObject({ kind: 'heading', title: 'Abstract', number: null });
    expect(work[5]).toMatchObject({ kind: 'paragraph', text: 'Keywords' });
  });

  it("takes a cover's field label closed by a colon when it is a standard title, without the colon", () => {
    // OASIS covers (DSS-X, ODF, SAML): "Editors:" is metadata; "Abstract:" and "Status:" introduce prose.
    const work = [
      para('Editors:'),
      para('Ada Example (ada@example.org), Individual'),
      para('Abstract:'),
      para('This document defines request/response protocols.'),
      para('Status:'),
      para('This document was last revised on the above date.'),
      { kind: 'heading', text: '1 Introduction', number: '1', title: 'Introduction', tagLevel: null, page: 2, y: null },
    ] satisfies WorkElement[];
    const { drafts } = addFrontMatterHeadings(work, 6, ['1', '2']);
    expect(drafts.map((d) => d.title)).toEqual(['Abstract', 'Status']);
    expect(work[2]).toMatchObject({ kind: 'heading', text: 'Abstract:', title: 'Abstract' });
    expect(work[0]).toMatchObject({ kind: 'paragraph', text: 'Editors:' });
  });

  it('takes a front-matter title after the first section, up to the first numbered one, never a Contents line', () => {
    // RISC-V: "Preface" (from the outline), then "Preface to Version 1.9.1", which nothing lists.
    const work = [
      para('Preface', 3),
      para('This is version 1.10.', 3),
      para('Preface to Version 1.9.1', 5),
      para('This is version 1.9.1.', 5),
      para('Abstract', 6),
      para('Listed in a Contents.', 6),
      { kind: 'heading', text: '1 Introduction', number: '1', title: 'Introduction', tagLevel: null, page: 7, y: null },
      para('Abstract', 8),
      para('An abstract paragraph inside the clause.', 8),
    ] satisfies WorkElement[];
    const labels = ['1', '2', '3', '4', '5', '6', '7', '8'];
    const { drafts } = addFrontMatterHeadings(work, 0, labels, new Set([0, 6]), 6, { start: 4, end: 6 });
    expect(drafts.map((d) => [d.title, d.page])).toEqual([['Preface to Version 1.9.1', 5]]);
  });

  it('takes a line in capitals opening a front-matter page for a title where the standard titles are set so', () => {
    // MIL-STD-882E: "FOREWORD" opens page 2, "SUMMARY OF CHANGE 1 MODIFICATIONS" page 4 (tagged P), "CONTENTS" page 5.
    const work = [
      para('DEPARTMENT OF DEFENSE STANDARD PRACTICE', 1),
      para('FOREWORD', 2),
      para('1. This Standard is approved for use.', 2),
      para('SUMMARY OF CHANGE 1 MODIFICATIONS', 4),
      para('1. The following modifications have been made:', 4),
      para('CONTENTS', 5),
      para('FOREWORD .......... ii', 5),
      para('A LINE IN CAPITALS INSIDE A PAGE', 5),
      para('Text.', 5),
      { kind: 'heading', text: '1. SCOPE', number: '1', title: 'SCOPE', tagLevel: null, page: 8, y: null },
    ] satisfies WorkElement[];
    const labels = ['', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', '1'];
    const { drafts } = addFrontMatterHeadings(work, 9, labels);
    expect(drafts.map((d) => d.title)).toEqual(['FOREWORD', 'SUMMARY OF CHANGE 1 MODIFICATIONS']);
    // Where no standard title opens its page in capitals, a line in capitals is no title by its setting alone.
    const plain = work.map((e, i) => (i === 1 ? para('Foreword', 2) : e));
    expect(addFrontMatterHeadings(plain, 9, labels).drafts.map((d) => d.title)).toEqual(['Foreword']);
  });
});

describe("front-matter titles of the document's own, in the face of its standard ones", () => {
  const bold = (text: string, page = 2): WorkElement => ({ kind: 'paragraph', text, page, y: null, boldAlone: 'body' });
  const clause: WorkElement = {
    kind: 'heading',
    text: '1 Introduction',
    number: '1',
    title: 'Introduction',
    tagLevel: null,
    page: 5,
    y: null,
  };
  const titles = (work: WorkElement[]) =>
    addFrontMatterHeadings(work, work.indexOf(clause), ['i', 'ii', 'iii', 'iv', 'v']).drafts.map((d) => d.title);

  it('makes a section of a title set as "Abstract" is, over prose, after it (SP 800-63B, SP 800-57)', () => {
    const work = [
      bold('Abstract'),
      para('These guidelines give requirements for authenticators.', 2),
      bold('Requirements Notation and Conventions', 3),
      para('The terms SHALL and SHALL NOT indicate requirements.', 3),
      clause,
    ];
    expect(titles(work)).toEqual(['Abstract', 'Requirements Notation and Conventions']);
  });

  it('takes none where no standard title is set in that face, before the first one, or over no prose', () => {
    const cover = [bold('Key Management Overview', 1), para('A guideline of the fixture institute.', 1)];
    expect(titles([...cover, para('Abstract'), para('Text of the abstract.'), clause])).toEqual(['Abstract']);
    expect(titles([...cover, bold('Abstract'), para('Text of the abstract.'), clause])).toEqual(['Abstract']);
    const figures = [
      bold('FIGURES PAGE', 3),
      {
        kind: 'list',
        items: ['Figure 1 … 4'],
        itemPages: [3],
        dashList: false,
        page: 3,
        y: null,
      } satisfies WorkElement,
    ];
    expect(titles([bold('Abstract'), para('Text of the abstract.'), ...figures, clause])).toEqual(['Abstract']);
  });

  it('takes no line of a title printed on two lines in that face, nor a title with a figure or printed twice', () => {
    const work = [
      bold('Abstract'),
      para('Text of the abstract.'),
      bold('Announcing the', 3),
      bold('DIGITAL SIGNATURE STANDARD', 3),
      para('Federal Information Processing Standards Publications are issued by the Institute.', 3),
      bold('Part 2 Overview', 4),
      para('Part 2 gives the requirements.', 4),
      bold('Notes on use', 4),
      para('First note.', 4),
      bold('Notes on use', 4),
      para('Second note.', 4),
      clause,
    ];
    expect(titles(work)).toEqual(['Abstract']);
  });
});
