/**
 * What an extractor hands the segmenter, built by hand for the segmenter's tests: blocks and a whole
 * ExtractResult around them.
 */
import type { ExtractResult, RawBlock } from '../../src/compile/blocks.js';

export const heading = (text: string, page: number, y: number, tagLevel: number | null = 2): RawBlock => ({
  kind: 'heading',
  text,
  tagLevel,
  page,
  y,
});
export const para = (text: string, page: number, y: number | null): RawBlock => ({ kind: 'paragraph', text, page, y });

/** An untagged file's extract of `pages` pages (labels 1, 2, 3 …) holding `blocks`, no outline, no Contents. */
export const layoutExtract = (blocks: RawBlock[], pages = 3): ExtractResult => ({
  pages,
  title: 'T',
  pageLabels: Array.from({ length: pages }, (_, i) => String(i + 1)),
  outline: [],
  contents: [],
  blocks,
  links: [],
  method: 'layout',
  diagnostics: [],
});
