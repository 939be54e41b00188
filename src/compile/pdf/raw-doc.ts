/**
 * The raw object view of a PDF (pdf-lib), loaded once per compile, for what
 * pdf.js does not expose: the whole structure tree (struct-tree.ts), and the
 * shape of the page tree and of the outline. Every walk over the file's own
 * structure here is a loop with a visited set and an explicit depth bound, so
 * a hostile file (a cycle, a chain nested thousands deep) costs a diagnostic,
 * never the stack.
 */
import { ParseSpeeds, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef } from 'pdf-lib';
import type { PDFObject } from 'pdf-lib';

/** Deeper page trees than this are not walked (real files have 2–6 levels). */
export const MAX_PAGE_TREE_DEPTH = 64;
/**
 * Outlines nested deeper than this are not handed to pdf.js: its getOutline
 * returns the outline as one nested object, and copying that between its
 * threads recurses once per level (a 5000-deep outline overflows the stack
 * outside any promise we could catch). Real outlines nest under 10 levels;
 * exported word-processor bookmarks reach 60 or so.
 */
export const MAX_OUTLINE_DEPTH = 128;
/** Outline entries counted at most; beyond this the outline is junk (an index), and is not read. */
export const MAX_OUTLINE_ITEMS = 100_000;

export interface PageTreeRead {
  /** The pages in document order. */
  refs: PDFRef[];
  /** "12 0 R" → physical page number (1-based). */
  index: Map<string, number>;
  /** The largest number of kids of one node (pdf.js reads a page in time proportional to it). */
  widest: number;
  /** What made the walk skip part of the tree: cycles, nodes too deep, kids that are not dictionaries. */
  problems: string[];
  /**
   * Page tree nodes whose /Count is not the number of pages below them. pdf.js trusts /Count (a root
   * claiming 1 of 3 pages loses 2), so such a tree is rewritten for it (balanced-page-tree.ts).
   */
  miscounted: number;
  /**
   * Times the tree lists a page object it listed before (a root whose /Kids names one page 100,000 times):
   * a page object is one page, read where it first appears, and the tree is rewritten for pdf.js.
   */
  repeats: number;
}

export interface OutlineShape {
  items: number;
  depth: number;
  /** An item reached twice (a /Next or /First pointing back): the rest of that chain is not counted. */
  cyclic: boolean;
}

export interface RawDoc {
  doc: PDFDocument;
  /** Objects pdf-lib could not parse and skipped (a damaged file). */
  damagedObjects: number;
  pages: PageTreeRead;
}

/**
 * pdf-lib reports each unparsable object with console.warn, straight to the
 * terminal (or, worse, next to MCP traffic). Count them instead, for a diagnostic.
 */
async function quietly<T>(work: () => Promise<T>): Promise<{ value: T; warnings: number }> {
  const original = console.warn;
  let warnings = 0;
  console.warn = () => void warnings++;
  try {
    return { value: await work(), warnings };
  } finally {
    console.warn = original;
  }
}

const K_KIDS = PDFName.of('Kids');
const K_TYPE = PDFName.of('Type');
const K_FIRST = PDFName.of('First');
const K_NEXT = PDFName.of('Next');
const K_COUNT = PDFName.of('Count');

export async function loadRawDoc(bytes: Uint8Array): Promise<RawDoc> {
  const { value: doc, warnings } = await quietly(() =>
    PDFDocument.load(bytes, {
      // The default yields to the event loop every 100 objects (a setTimeout each): seconds on a large file.
      parseSpeed: ParseSpeeds.Fastest,
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    }),
  );
  return { doc, damagedObjects: warnings, pages: readPageTree(doc) };
}

/**
 * The page tree in document order (7.7.3.2), depth first, without recursion.
 * A node is a page when its /Type says so or it has no /Kids (as pdf.js reads it).
 */
export function readPageTree(doc: PDFDocument): PageTreeRead {
  const ctx = doc.context;
  const refs: PDFRef[] = [];
  const index = new Map<string, number>();
  const problems: string[] = [];
  const seen = new Set<string>();
  let widest = 0;
  let miscounted = 0;
  let repeats = 0;
  const rootRef = doc.catalog.get(PDFName.of('Pages'));
  // Stack of (reference or object, depth); kids are pushed in reverse so they pop in order. A node's
  // `close` entry pops after all its kids, when the pages below it are known, to check its /Count.
  type Step = { obj: PDFObject | undefined; depth: number } | { close: { claimed: number | null; start: number } };
  const stack: Step[] = [{ obj: rootRef, depth: 0 }];
  while (stack.length) {
    const step = stack.pop()!;
    if ('close' in step) {
      if (step.close.claimed !== refs.length - step.close.start) miscounted++;
      continue;
    }
    const { obj, depth } = step;
    const key = obj instanceof PDFRef ? obj.toString() : null;
    if (key !== null) {
      if (index.has(key)) {
        repeats++;
        continue;
      }
      if (seen.has(key)) {
        problems.push(`the page tree refers back to object ${key} (a cycle); that branch was skipped`);
        continue;
      }
      seen.add(key);
    }
    const node = ctx.lookup(obj);
    if (!(node instanceof PDFDict)) {
      problems.push(`a page tree kid${key ? ` (${key})` : ''} is not a dictionary`);
      continue;
    }
    const type = node.get(K_TYPE);
    const kids = ctx.lookup(node.get(K_KIDS));
    const isPage = (type instanceof PDFName && type.decodeText() === 'Page') || !(kids instanceof PDFArray);
    if (isPage) {
      if (obj instanceof PDFRef) {
        refs.push(obj);
        index.set(obj.toString(), refs.length);
      }
      continue;
    }
    if (depth >= MAX_PAGE_TREE_DEPTH) {
      problems.push(`the page tree nests deeper than ${MAX_PAGE_TREE_DEPTH} levels; the pages below were skipped`);
      continue;
    }
    const list = (kids as PDFArray).asArray();
    widest = Math.max(widest, list.length);
    const count = ctx.lookup(node.get(K_COUNT));
    stack.push({ close: { claimed: count instanceof PDFNumber ? count.asNumber() : null, start: refs.length } });
    for (let i = list.length - 1; i >= 0; i--) stack.push({ obj: list[i], depth: depth + 1 });
  }
  return { refs, index, widest, problems, miscounted, repeats };
}

/** How many outline items there are and how deep they nest (12.3.3), counted without recursion. */
export function outlineShape(doc: PDFDocument): OutlineShape {
  const ctx = doc.context;
  const root = ctx.lookup(doc.catalog.get(PDFName.of('Outlines')));
  const shape: OutlineShape = { items: 0, depth: 0, cyclic: false };
  if (!(root instanceof PDFDict)) return shape;
  const seen = new Set<string>();
  const stack: Array<{ obj: PDFObject | undefined; depth: number }> = [{ obj: root.get(K_FIRST), depth: 1 }];
  while (stack.length && shape.items <= MAX_OUTLINE_ITEMS) {
    const { obj, depth } = stack.pop()!;
    if (obj instanceof PDFRef) {
      if (seen.has(obj.toString())) {
        shape.cyclic = true;
        continue;
      }
      seen.add(obj.toString());
    }
    const item = ctx.lookup(obj);
    if (!(item instanceof PDFDict)) continue;
    shape.items++;
    shape.depth = Math.max(shape.depth, depth);
    const next = item.get(K_NEXT);
    if (next) stack.push({ obj: next, depth });
    const first = item.get(K_FIRST);
    if (first) stack.push({ obj: first, depth: depth + 1 });
  }
  return shape;
}

/** The root page tree node's /Count, when it is a number. */
export function claimedPageCount(doc: PDFDocument): number | null {
  const root = doc.context.lookup(doc.catalog.get(PDFName.of('Pages')));
  const count = root instanceof PDFDict ? doc.context.lookup(root.get(K_COUNT)) : undefined;
  return count instanceof PDFNumber ? count.asNumber() : null;
}
