import { describe, expect, it } from 'vitest';
import { colourLines, markWordDiff } from './word-diff.js';
import type { ContentItem } from './section-lines.js';
import { lineText, seg } from './line.js';

const para = (text: string): ContentItem => ({ type: 'paragraph', section: '7.2', page: 1, pageLabel: '1', text });

describe('markWordDiff', () => {
  it('marks the words only one edition has, on its own side, readable without colour', () => {
    const r = markWordDiff(
      [
        para('Pagination artifacts shall be marked as artifacts.'),
        { type: 'list', section: '7.2', page: 1, pageLabel: '1', items: ['headers', 'footers'] },
      ],
      [
        para('Pagination artifacts shall always be marked as Artifact.'),
        { type: 'list', section: '7.2', page: 1, pageLabel: '1', items: ['headers', 'page numbers'] },
      ],
    )!;
    expect(r.left[0]!.text).toBe('Pagination artifacts shall be marked as [-artifacts-].');
    expect(r.right[0]!.text).toBe('Pagination artifacts shall {+always+} be marked as {+Artifact+}.');
    expect(r.left[1]!.items).toEqual(['headers', '[-footers-]']);
    expect(r.right[1]!.items).toEqual(['headers', '{+page numbers+}']);
  });

  it('leaves identical sections and tables unmarked', () => {
    const table: ContentItem = { type: 'table', section: '1', page: 1, pageLabel: '1' };
    const r = markWordDiff([para('Same text.'), table], [para('Same text.'), table])!;
    expect(r.left).toEqual([para('Same text.'), table]);
    expect(r.right).toEqual([para('Same text.'), table]);
  });

  it('gives up (null) on sides too long to compare quickly', () => {
    expect(markWordDiff([para('x '.repeat(150_000))], [para('y')])).toBeNull();
  });
});

describe('colourLines', () => {
  it('tones marked runs, markers included, also when a run wraps onto the next line', () => {
    const lines = colourLines([{ segments: [seg('as [-old text')] }, { segments: [seg('here-] and {+new+}.')] }]);
    expect(lines.map(lineText)).toEqual(['as [-old text', 'here-] and {+new+}.']);
    expect(lines[0]!.segments).toEqual([seg('as '), seg('[-', 'removed'), seg('old text', 'removed')]);
    expect(lines[1]!.segments).toEqual([
      seg('here-]', 'removed'),
      seg(' and '),
      seg('{+', 'added'),
      seg('new+}', 'added'),
      seg('.'),
    ]);
  });
});
