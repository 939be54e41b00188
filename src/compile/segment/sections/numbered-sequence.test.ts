import { describe, expect, it } from 'vitest';
import { applyNumberedSequence } from './apply-sequence.js';
import { decodeSequence, enumerationItems, followCost, numberedCandidates, textPieces } from './numbered-sequence.js';
import type { WorkElement } from '../work.js';

const para = (text: string, page = 1): WorkElement => ({ kind: 'paragraph', text, page, y: null });

describe('followCost: how clause numbers follow one another', () => {
  it('takes the first child and the next sibling at any level for free', () => {
    expect(followCost('4.1', '4.1.1')).toBe(0);
    expect(followCost('4.1.3', '4.2')).toBe(0);
    expect(followCost('4.1.3', '5')).toBe(0);
    expect(followCost('A.2', 'A.3')).toBe(0);
    expect(followCost('Annex A', 'A.1')).toBe(0);
  });
  it('charges a clause whose own heading was not seen, and the start of the annexes', () => {
    expect(followCost('1.3', '2.1')).toBe(0.5);
    expect(followCost('9.4', 'A.1')).toBe(0.5);
  });
  it('charges one skipped sibling (a heading missing or misread), never two', () => {
    expect(followCost('4', '6')).toBe(0.75);
    expect(followCost('4.1.2', '4.3')).toBe(0.75);
    expect(followCost('4', '7')).toBeNull();
  });
  it('lets a labelled division start a numbering of its own, which its clauses continue', () => {
    expect(followCost('6.8', 'TASK SECTION 200')).toBe(1);
    expect(followCost('TASK SECTION 200', 'TASK 201')).toBe(0);
    expect(followCost('TASK 201', '201.1')).toBe(0);
    expect(followCost('201.3', 'TASK 202')).toBe(0);
    expect(followCost('7.', 'Appendix 1')).toBe(1);
    expect(followCost('Appendix 2', '2.1')).toBe(0);
    expect(followCost('2.2', 'Appendix 3')).toBe(0);
  });
  it('refuses jumps and returns', () => {
    expect(followCost('4.1', '7.3')).toBeNull();
    expect(followCost('4.2', '4.1')).toBeNull();
    expect(followCost('4.1', '4.1.3')).toBeNull();
  });
});

describe('decodeSequence', () => {
  const cand = (index: number, number: string) => ({
    index,
    item: -1,
    piece: 0,
    number,
    printed: number,
    title: 'T',
    rest: null,
    heading: false,
  });
  it('keeps the longest chain and counts what is off it', () => {
    const list = ['1', '1.1', '1', '2', '3', '2', '2.1', '2.2', '3'].map((n, i) => cand(i, n));
    const { chain, offChain } = decodeSequence(list);
    // The first "2" and the second are equally good; the earlier one is kept.
    expect(chain.map((c) => c.index)).toEqual([0, 1, 3, 6, 7, 8]);
    expect(offChain).toBe(3);
  });
  it('lets the numbering restart inside a lettered annex, and takes the next annex after the restarted clauses', () => {
    const numbers = ['1', '2', '2.1', '3', 'Appendix A', '1', '2', '3', 'Appendix B', '1', '1.1', '2', 'Appendix C'];
    const { chain } = decodeSequence(numbers.map((n, i) => ({ ...cand(i, n), title: `Title ${'abcdefghijklm'[i]}` })));
    expect(chain.map((c) => c.number)).toEqual(numbers);
  });
  it('lets a numbering restarted in an annex start at 0 (the GNU FDL\'s "0. PREAMBLE" in DWARF 4\'s last appendix)', () => {
    const numbers = ['1', '2', '3', 'Appendix A', '0', '1', '2', '3'];
    const { chain } = decodeSequence(numbers.map((n, i) => ({ ...cand(i, n), title: `Title ${'abcdefgh'[i]}` })));
    expect(chain.map((c) => c.number)).toEqual(numbers);
  });
  it('restarts nothing after a Contents line, nor into a clause listed before with its title', () => {
    const titled = (index: number, number: string, title: string) => ({ ...cand(index, number), title });
    const contents = [
      titled(0, '1', 'Scope 1'),
      titled(1, '2', 'Terms 2'),
      titled(2, '3', 'Rules 4'),
      titled(3, 'Annex A', 'History 9'),
    ];
    const body = [
      titled(4, '1', 'Scope'),
      titled(5, '2', 'Terms'),
      titled(6, '3', 'Rules'),
      titled(7, '3.1', 'General'),
    ];
    // Without a restart the chain holds each number once (the Contents' or the body's, as the scores fall).
    const once = (chain: { number: string }[]) => new Set(chain.map((c) => c.number)).size === chain.length;
    expect(once(decodeSequence([...contents, ...body]).chain)).toBe(true);
    const untitledAnnex = [...contents.slice(0, 3), titled(3, 'Annex A', 'History'), ...body];
    expect(once(decodeSequence(untitledAnnex).chain)).toBe(true);
  });
  it('restarts no numbering outside an annex', () => {
    const { chain } = decodeSequence(['1', '2', '3', '4', '1', '2'].map((n, i) => cand(i, n)));
    expect(chain.map((c) => c.number)).toEqual(['1', '2', '3', '4']);
  });
  it('finds no scheme in fewer than four numbers', () => {
    expect(decodeSequence(['1', '2', '3'].map((n, i) => cand(i, n))).chain).toEqual([]);
  });
});

describe('applyNumberedSequence', () => {
  it('splits clauses run together in one list item where the chain says so', () => {
    const work: WorkElement[] = [
      para('1 Scope'),
      para('2 Terms'),
      {
        kind: 'list',
        items: [
          '2.1 General. Terms are defined here. 2.1.1 The first numbered paragraph of this clause has no title of its own and says so. 2.2 Symbols. Symbols follow.',
        ],
        itemPages: [1],
        dashList: false,
        page: 1,
        y: null,
      },
      para('3 Requirements'),
    ];
    const out = applyNumberedSequence(work);
    expect(
      out.elements.map((e) =>
        e.kind === 'heading' ? `H ${e.number}|${e.title}` : `${e.kind} ${'text' in e ? e.text : ''}`,
      ),
    ).toEqual([
      'H 1|Scope',
      'H 2|Terms',
      'H 2.1|General',
      'paragraph Terms are defined here. 2.1.1 The first numbered paragraph of this clause has no title of its own and says so.',
      'H 2.2|Symbols',
      'paragraph Symbols follow.',
      'H 3|Requirements',
    ]);
    expect(out.runIn).toBe(2);
  });
  it('reads labelled divisions with their title on the next line, and the clauses numbered under them', () => {
    const heading = (text: string): WorkElement => ({
      kind: 'heading',
      text,
      tagLevel: null,
      number: null,
      title: text,
      page: 1,
      y: null,
    });
    const work: WorkElement[] = [
      para('6. NOTES'),
      para('6.1 Intended use. This standard is for use.'),
      heading('TASK SECTION 100 - MANAGEMENT'),
      heading('TASK 101'),
      para('HAZARD IDENTIFICATION AND MITIGATION EFFORT'),
      para('101.1 Purpose. Task 101 is to integrate hazard identification.'),
      para('101.2 Task description. The contractor shall:'),
      heading('TASK 102'),
      para('SYSTEM SAFETY PROGRAM PLAN'),
      para('102.1 Purpose. Task 102 is to develop a plan.'),
      heading('TASK 103'),
      para(
        'REVIEW OF ENGINEERING CHANGE PROPOSALS, CHANGE NOTICES, DEFICIENCY REPORTS, MISHAPS, AND REQUESTS FOR DEVIATION',
      ),
      para('103.1 Purpose. Task 103 is to review changes.'),
    ];
    const out = applyNumberedSequence(work);
    expect(out.elements.flatMap((e) => (e.kind === 'heading' ? [`${e.number}|${e.title}`] : []))).toEqual([
      '6|NOTES',
      '6.1|Intended use',
      'TASK SECTION 100|MANAGEMENT',
      'TASK 101|HAZARD IDENTIFICATION AND MITIGATION EFFORT',
      '101.1|Purpose',
      '101.2|Task description',
      'TASK 102|SYSTEM SAFETY PROGRAM PLAN',
      '102.1|Purpose',
      'TASK 103|REVIEW OF ENGINEERING CHANGE PROPOSALS, CHANGE NOTICES, DEFICIENCY REPORTS, MISHAPS, AND REQUESTS FOR DEVIATION',
      '103.1|Purpose',
    ]);
    // The title lines are absorbed by their headings.
    expect(out.elements.some((e) => e.kind === 'paragraph' && e.text === 'SYSTEM SAFETY PROGRAM PLAN')).toBe(false);
  });
  it('splits numbered term entries of a terms clause like headings but marks them as no sections', () => {
    const work: WorkElement[] = [
      para('2. APPLICABLE DOCUMENTS'),
      para('3. DEFINITIONS'),
      para('3.1 Acronyms. The acronyms below are used.'),
      para('3.2 Definitions. The terms below are used.'),
      para('3.2.1 Acceptable risk. Risk that the appropriate authority is willing to accept.'),
      para('3.2.2 Hazard. A real or potential condition.'),
      para('4. GENERAL REQUIREMENTS'),
    ];
    const out = applyNumberedSequence(work);
    const heads = out.elements.flatMap((e) =>
      e.kind === 'heading' ? [`${e.number}${e.termEntry ? ' entry' : ''}`] : [],
    );
    expect(heads).toEqual(['2', '3', '3.1', '3.2', '3.2.1 entry', '3.2.2 entry', '4']);
    expect([...out.headings].map((i) => (out.elements[i] as { number: string }).number)).toEqual([
      '2',
      '3',
      '3.1',
      '3.2',
      '4',
    ]);
  });
  it('cuts a text only before a number that follows a sentence end and precedes a capital', () => {
    expect(textPieces('See 4.2 Foo for more. 4.3 Bar. Text')).toEqual(['See 4.2 Foo for more.', '4.3 Bar. Text']);
  });
});

describe('enumerationItems', () => {
  it('takes three or more paragraphs in a row numbered one after another as the items of a list', () => {
    const work = [
      para('A KRS shall:'),
      para('1. Generate keys.'),
      para('2. Keep them.'),
      para('3. Audit.'),
      para('5 Other'),
    ];
    expect([...enumerationItems(work)]).toEqual([1, 2, 3]);
    expect([...enumerationItems([para('1. One.'), para('2. Two.')])]).toEqual([]);
  });
});

describe('numberedCandidates', () => {
  const para = (text: string): WorkElement => ({ kind: 'paragraph', text, page: 5, y: null });
  it('takes a title headed by a numbered case label whatever verb follows the colon, not a numbered sentence', () => {
    const work = [
      para('5.7.2.1.3 Case 3: Message is not a XML or XML-VMF message.'),
      para('3.1.1 Tasks may be cited.'),
      para('The text of the clause, long enough to be a paragraph of its own in the body.'),
    ];
    expect(numberedCandidates(work, 0).map((c) => [c.number, c.title])).toEqual([
      ['5.7.2.1.3', 'Case 3: Message is not a XML or XML-VMF message'],
    ]);
    expect(numberedCandidates(work, 1)).toEqual([]);
  });

  it('takes a title over a lettered step, not over lower-case prose that goes on from it', () => {
    const title = para('C.3.5.4.3 S/R Basic Procedure for processing acknowledgment.');
    const step = para('a. The intent of this procedure is two-fold.');
    expect(numberedCandidates([title, step], 0).map((c) => [c.number, c.title])).toEqual([
      ['C.3.5.4.3', 'S/R Basic Procedure for processing acknowledgment'],
    ]);
    const start = para('1.1.1 Is the current system configuration');
    expect(numberedCandidates([start, para('documented, including links to other systems?')], 0)).toEqual([]);
  });

  it('takes a list item whose title opens with a digit where the Contents lists that number and title', () => {
    const item = (text: string): WorkElement => ({
      kind: 'list',
      items: ['This requirement makes the information position independent.', text],
      itemPages: [154, 154],
      dashList: false,
      page: 154,
      y: null,
    });
    const listed = new Map([['7.4', '32-Bit and 64-Bit DWARF Formats']]);
    const work = [item('7.4 32-Bit and 64-Bit DWARF Formats')];
    expect(numberedCandidates(work, 0, listed).map((c) => [c.item, c.number, c.title, c.rest])).toEqual([
      [1, '7.4', '32-Bit and 64-Bit DWARF Formats', null],
    ]);
    // Without the Contents a title opening with a digit is no title phrase; nor is another title the Contents lists.
    expect(numberedCandidates(work, 0)).toEqual([]);
    expect(numberedCandidates([item('7.4 32 bits hold the length.')], 0, listed)).toEqual([]);
  });
});
