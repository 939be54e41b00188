/**
 * Blocks that the structure tree reads after a heading printed on a later
 * page. InDesign exports the body story first and other stories (the cover,
 * the copyright page, the Contents pages, footnotes) after it, so in tree
 * order a cover would follow the Bibliography and be read as part of it.
 * Such a block is put back where it is printed: before the first block of a
 * later page, or lower on its own page. Headings that are in page order, and
 * everything between them, keep the tree's order. A list read before a heading
 * printed on an earlier page (the rest of a Word list whose numbering goes on
 * after other content) goes forward to where it is printed.
 */
import { FAR_PAGES, printedBefore, type RawBlock } from '../../blocks.js';

export interface Reordered {
  blocks: RawBlock[];
  /** Pages of the blocks that were moved, in ascending order, without repeats. */
  movedPages: number[];
  moved: number;
}

export function restorePageOrder(blocks: readonly RawBlock[]): Reordered {
  const kept: RawBlock[] = [];
  const behind: { block: RawBlock; at: number }[] = [];
  let headingPage = 0;
  let readPage = 0;
  const nextHeadingPage = pagesOfNextHeading(blocks);
  blocks.forEach((block, at) => {
    // Before: printed on a page before the heading last read, or far before the text last read. Ahead (lists only —
    // a figure or table may float past a heading, list items never do): the rest of a list printed after the next
    // heading's page.
    if (
      block.page < headingPage ||
      block.page < readPage - FAR_PAGES ||
      (block.kind === 'list' && block.page > nextHeadingPage[at]!)
    ) {
      behind.push({ block, at });
      return;
    }
    if (block.kind === 'heading') headingPage = block.page;
    readPage = block.page;
    kept.push(block);
  });
  if (!behind.length) return { blocks: [...blocks], movedPages: [], moved: 0 };

  // By page; on one page the tree's own order stands (it may read two columns one after the other).
  behind.sort((a, b) => a.block.page - b.block.page || a.at - b.at);
  const out: RawBlock[] = [];
  let j = 0;
  for (const k of kept) {
    while (j < behind.length && printedBefore(behind[j]!.block, k)) out.push(behind[j++]!.block);
    out.push(k);
  }
  while (j < behind.length) out.push(behind[j++]!.block);
  return { blocks: out, movedPages: [...new Set(behind.map((b) => b.block.page))], moved: behind.length };
}

/** For each block, the page of the first heading after it in tree order (Infinity when none follows). */
function pagesOfNextHeading(blocks: readonly RawBlock[]): number[] {
  const out = new Array<number>(blocks.length);
  let next = Infinity;
  for (let i = blocks.length - 1; i >= 0; i--) {
    out[i] = next;
    if (blocks[i]!.kind === 'heading') next = blocks[i]!.page;
  }
  return out;
}
