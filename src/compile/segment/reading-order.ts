/**
 * Blocks that the structure tree reads after a heading printed on a later
 * page. InDesign exports the body story first and other stories (the cover,
 * the copyright page, the Contents pages, footnotes) after it, so in tree
 * order a cover would follow the Bibliography and be read as part of it.
 * Such a block is put back where it is printed: before the first block of a
 * later page, or lower on its own page. Headings that are in page order, and
 * everything between them, keep the tree's order.
 */
import type { RawBlock } from '../blocks.js';

export interface Reordered {
  blocks: RawBlock[];
  /** Pages of the blocks that were moved, in ascending order, without repeats. */
  movedPages: number[];
  moved: number;
}

/** A moved block goes before `kept` when it is printed on an earlier page, or higher on the same page. */
function printedBefore(b: RawBlock, kept: RawBlock): boolean {
  if (b.page !== kept.page) return b.page < kept.page;
  return b.y !== null && kept.y !== null && b.y > kept.y;
}

export function restorePageOrder(blocks: readonly RawBlock[]): Reordered {
  const kept: RawBlock[] = [];
  const behind: { block: RawBlock; at: number }[] = [];
  let headingPage = 0;
  blocks.forEach((block, at) => {
    if (block.page < headingPage) {
      behind.push({ block, at });
      return;
    }
    if (block.kind === 'heading') headingPage = block.page;
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
