/**
 * Blocks that the structure tree reads after a heading printed on a later
 * page. InDesign exports the body story first and other stories (the cover,
 * the copyright page, the Contents pages, footnotes) after it, so in tree
 * order a cover would follow the Bibliography and be read as part of it.
 * Such a block is put back where it is printed: before the first block of a
 * later page, or lower on its own page. Headings that are in page order, and
 * everything between them, keep the tree's order. A list read before a heading
 * printed on an earlier page (the rest of a Word list whose numbering goes on
 * after other content) goes forward to where it is printed; so do a tagged
 * list's items on the next page when what the tree reads after them is
 * printed above them. Otherwise they are the same list going on over a page
 * break, joined again.
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
  let keptAt = -1;
  const nextHeading = nextHeadings(blocks);
  blocks.forEach((block, at) => {
    // Before: printed on a page before the heading last read, or far before the text last read. Ahead (lists only —
    // a figure or table may float past a heading, list items never do): the rest of a list printed after the next
    // heading's page, or its items on the next page printed below what the tree reads after them.
    if (
      block.page < headingPage ||
      block.page < readPage - FAR_PAGES ||
      (block.kind === 'list' && block.page > (nextHeading[at]?.page ?? Infinity)) ||
      readBeforeAbove(blocks, at, nextHeading[at])
    ) {
      behind.push({ block: uncontinued(block), at });
      return;
    }
    const last = kept.at(-1);
    if (block.kind === 'list' && block.continued && keptAt === at - 1 && last?.kind === 'list') {
      kept[kept.length - 1] = joinedLists(last, block); // a list going on over a page break, read in its place
      keptAt = at;
      return;
    }
    if (block.kind === 'heading') headingPage = block.page;
    readPage = block.page;
    kept.push(uncontinued(block));
    keptAt = at;
  });
  if (!behind.length) return { blocks: kept, movedPages: [], moved: 0 };

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

/**
 * A list's items on the next page (`continued`) printed below what the tree reads right after them — the next block
 * or the next heading, printed on an earlier page or above them: the tree read them too early. Over a plain page
 * break what comes next is printed below them.
 */
function readBeforeAbove(blocks: readonly RawBlock[], at: number, nextHeading: RawBlock | undefined): boolean {
  const block = blocks[at]!;
  if (block.kind !== 'list' || !block.continued) return false;
  return [blocks[at + 1], nextHeading].some((next) => next !== undefined && printedBefore(next, block));
}

/** For each block, the first heading after it in tree order (undefined when none follows). */
function nextHeadings(blocks: readonly RawBlock[]): (RawBlock | undefined)[] {
  const out = new Array<RawBlock | undefined>(blocks.length);
  let next: RawBlock | undefined;
  for (let i = blocks.length - 1; i >= 0; i--) {
    out[i] = next;
    if (blocks[i]!.kind === 'heading') next = blocks[i];
  }
  return out;
}

function uncontinued(block: RawBlock): RawBlock {
  if (block.kind !== 'list' || !block.continued) return block;
  const { continued: _, ...rest } = block;
  return rest;
}

function joinedLists(first: RawBlock & { kind: 'list' }, next: RawBlock & { kind: 'list' }): RawBlock {
  const pagesOf = (b: typeof first) => b.itemPages ?? b.items.map(() => b.page);
  return { ...first, items: [...first.items, ...next.items], itemPages: [...pagesOf(first), ...pagesOf(next)] };
}
