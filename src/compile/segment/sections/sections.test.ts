import { describe, expect, it } from 'vitest';
import type { OutlineEntry } from '../../blocks.js';
import { entryDraft, mergeBareNumbers, sectionIds } from './sections.js';

const e = (title: string, depth: number, page = 5): OutlineEntry => ({ title, depth, page, y: null });

describe('mergeBareNumbers', () => {
  it('joins a bare number with the title printed as its only child (PDF Declarations, 4.1 > author)', () => {
    const merged = mergeBareNumbers([
      e('4 Terms and definitions', 0),
      e('4.1', 1),
      e('author', 2),
      e('4.2', 1),
      e('PDF Declaration', 2),
      e('5 Relationship', 0),
    ]);
    expect(merged.map((x) => [x.title, x.depth])).toEqual([
      ['4 Terms and definitions', 0],
      ['4.1 author', 1],
      ['4.2 PDF Declaration', 1],
      ['5 Relationship', 0],
    ]);
    const drafts = merged.map((m) => entryDraft(m, ['i', 'ii', '1', '2', '3'], 'outline'));
    const ids = sectionIds(drafts);
    expect(drafts.map((s, i) => [ids[i], s.title, s.level])).toEqual([
      ['4', 'Terms and definitions', 1],
      ['4.1', 'author', 2],
      ['4.2', 'PDF Declaration', 2],
      ['5', 'Relationship', 1],
    ]);
  });

  it('leaves a bare number alone when its child is numbered, on another page, or has siblings', () => {
    const outline = [e('7', 0), e('7.1 General', 1), e('8', 0), e('Scope', 1, 9), e('9', 0), e('One', 1), e('Two', 1)];
    expect(mergeBareNumbers(outline)).toEqual(outline);
  });
});
