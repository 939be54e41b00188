import { describe, expect, it } from 'vitest';
import { labelledRun, leadInItems, listLeadIn } from './lead-ins.js';
import { workList as list, workParagraph as para } from '../../../../test/support/work-elements.js';

describe('labelledRun', () => {
  it('takes the texts labelled 1, 2, 3 … or a, b, c … in one style from the start, two at least', () => {
    expect(labelledRun(['a. one;', 'b. two;', 'c. three.', 'd. four', 'Then text.'])).toEqual([
      'a. one;',
      'b. two;',
      'c. three.',
      'd. four',
    ]);
    expect(labelledRun(['(1) one', '(2) two', '3) three'])).toEqual(['(1) one', '(2) two']);
    expect(labelledRun(['1. one', '2. two'])).toEqual(['1. one', '2. two']);
  });

  it('takes nothing from one item, a run not starting at the first label, or a style changing at the second', () => {
    expect(labelledRun(['a. one', 'Text.'])).toEqual([]);
    expect(labelledRun(['b. two', 'c. three'])).toEqual([]);
    expect(labelledRun(['a. one', 'b) two'])).toEqual([]);
    expect(labelledRun(['a. one', '2. two'])).toEqual([]);
  });
});

describe('lead-ins', () => {
  it('a list after a paragraph whose last sentence ends in a colon, in its section', () => {
    const els = [para('Read this. The sender:'), list(['sends', 'waits'])];
    expect(listLeadIn(els, ['1', '1'], 1)).toBe('The sender:');
    expect(listLeadIn(els, ['1', '2'], 1)).toBeNull();
    expect(leadInItems(els, ['1', '1'], 0)).toEqual(['sends', 'waits']);
    expect(leadInItems(els, ['1', '2'], 0)).toEqual([]);
  });

  it('lists one after another as one list (each item tagged a list of its own, MIL-STD-882E)', () => {
    const els = [para('The contractor shall:'), list(['a. Plan.']), list(['b. Report.']), para('Then.'), list(['x'])];
    const sections = ['1', '1', '1', '1', '1'];
    expect(leadInItems(els, sections, 0)).toEqual(['a. Plan.', 'b. Report.']);
    expect(listLeadIn(els, sections, 2)).toBe('The contractor shall:');
    expect(listLeadIn(els, sections, 4)).toBeNull();
    expect(leadInItems(els, ['1', '1', '2', '2', '2'], 0)).toEqual(['a. Plan.']);
  });

  it('labelled paragraphs after it, stopping at the section’s end', () => {
    const els = [para('Only when:'), para('a. one; or'), para('b. two.'), para('c. three.')];
    expect(leadInItems(els, ['1', '1', '1', '2'], 0)).toEqual(['a. one; or', 'b. two.']);
    expect(leadInItems([para('No lead-in.'), list(['x', 'y'])], ['1', '1'], 0)).toEqual([]);
  });
});
