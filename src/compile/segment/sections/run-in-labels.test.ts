import { describe, expect, it } from 'vitest';
import { runInLabel, splitRunInLabels } from './run-in-labels.js';
import type { WorkElement } from '../work.js';

const labelled = (lead: string, rest: string): WorkElement => ({
  kind: 'paragraph',
  text: `${lead}: ${rest}`,
  lead,
  page: 3,
  y: 500,
});
const ANNOUNCEMENT = [
  labelled('Name of Standard', 'Digital Signature Standard (DSS).'),
  labelled('Category of Standard', 'Computer Security, Cryptography.'),
  labelled('Explanation', 'This Standard specifies algorithms.'),
  labelled('Approving Authority', 'Secretary of Commerce.'),
  labelled('Where to Obtain Copies of the Standard', 'Copies are for sale.'),
];
const clause: WorkElement = {
  kind: 'heading',
  text: '1. INTRODUCTION',
  number: '1',
  title: 'INTRODUCTION',
  tagLevel: null,
  page: 8,
  y: 700,
};

describe('run-in labels before the first numbered clause', () => {
  it('splits each of five labelled paragraphs into the label, a heading, and its text', () => {
    const split = splitRunInLabels([...ANNOUNCEMENT, clause], 5);
    expect(split.labels).toBe(5);
    expect(split.work.slice(0, 2)).toEqual([
      {
        kind: 'heading',
        text: 'Name of Standard',
        number: null,
        title: 'Name of Standard',
        tagLevel: null,
        page: 3,
        y: 500,
        runInLabel: true,
      },
      { kind: 'paragraph', text: 'Digital Signature Standard (DSS).', page: 3, y: null },
    ]);
    expect(split.work.at(-1)).toBe(clause);
    expect(split.moved(5)).toBe(10);
  });

  it('takes a label alone in bold, its colon too, over its text among them, not before them nor without the run', () => {
    const bold = (text: string): WorkElement => ({ kind: 'paragraph', text, page: 4, y: 400, boldAlone: 'body' });
    const text: WorkElement = {
      kind: 'paragraph',
      text: 'a. FIPS PUB 46-2, Data Encryption Standard.',
      page: 4,
      y: 380,
    };
    const work = [bold('Note:'), text, ...ANNOUNCEMENT, bold('Cross Index:'), text, bold('Weak Keys.'), text, clause];
    const split = splitRunInLabels(work, work.length - 1);
    expect(split.labels).toBe(6);
    expect(
      split.work.filter((e) => e.kind === 'heading' && e.runInLabel).map((e) => e.kind === 'heading' && e.title),
    ).toEqual([
      'Name of Standard',
      'Category of Standard',
      'Explanation',
      'Approving Authority',
      'Where to Obtain Copies of the Standard',
      'Cross Index',
    ]);
    const fewer = [...ANNOUNCEMENT.slice(0, 4), bold('Cross Index:'), text, clause];
    expect(splitRunInLabels(fewer, fewer.length - 1).labels).toBe(0);
  });

  it('leaves four alone (labelled paragraphs, no clause list), and any after the first numbered clause', () => {
    expect(splitRunInLabels(ANNOUNCEMENT.slice(0, 4), 4).labels).toBe(0);
    expect(splitRunInLabels([clause, ...ANNOUNCEMENT], 0).labels).toBe(0);
  });

  it('reads a label alone before its colon, and no sentence or figure as a label', () => {
    expect(runInLabel({ kind: 'paragraph', text: 'Cross Index:', lead: 'Cross Index', page: 1, y: null })).toEqual({
      title: 'Cross Index',
      rest: '',
    });
    expect(runInLabel(labelled('Note 3', 'text'))).toBeNull();
    expect(runInLabel(labelled('The following terms are used in this part of the standard', 'x'))).toBeNull();
    expect(
      runInLabel({
        kind: 'paragraph',
        text: 'Applicability. This standard …',
        lead: 'Applicability',
        page: 1,
        y: null,
      }),
    ).toBeNull();
  });
});
