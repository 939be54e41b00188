import { describe, expect, it } from 'vitest';
import type { RawBlock } from '../blocks.js';
import type { PageText } from './page-text.js';
import { taggedCoverage } from './tagged-coverage.js';

const run = (s: string) => ({ s, x: 0, y: 0, w: 10, h: 10, eol: false });
const page = (mcid: string[], untaggedChars = 0): PageText => ({
  mcids: new Map(mcid.map((s, i) => [i, [run(s)]])),
  artifacts: [{ text: 'Footer 3', top: 30 }],
  untaggedChars,
});

describe('taggedCoverage', () => {
  it('compares the text in blocks with the real content printed (artifacts excluded)', () => {
    const blocks: RawBlock[] = [{ kind: 'paragraph', text: 'Hello world', page: 1, y: 0 }];
    expect(taggedCoverage(blocks, [page(['Hello', ' world'])]).ratio).toBe(1);
  });

  it('counts untagged text and text the tree never reached as missing', () => {
    const blocks: RawBlock[] = [{ kind: 'paragraph', text: 'abcd', page: 1, y: 0 }];
    const c = taggedCoverage(blocks, [page(['abcd', 'efgh'], 8)]);
    expect(c).toEqual({ printed: 16, reached: 4, ratio: 0.25 });
  });

  it('counts list items and table cells', () => {
    const blocks: RawBlock[] = [
      { kind: 'list', items: ['ab', 'cd'], page: 1, y: 0 },
      {
        kind: 'table',
        page: 1,
        pageEnd: 1,
        y: 0,
        rows: [{ header: false, cells: [{ text: 'ef', header: false, colSpan: 1, rowSpan: 1 }] }],
      },
    ];
    expect(taggedCoverage(blocks, [page(['abcdef'])]).ratio).toBe(1);
  });
});
