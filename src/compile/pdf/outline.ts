/**
 * The outline (bookmarks), flattened in document order, each entry resolved to
 * a physical page and the y of its destination. Named destinations (strings
 * like "C045874e.indd:Anchor 13:1597") and explicit arrays are both common.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import type { OutlineEntry } from '../blocks.js';

interface PdfjsOutlineNode {
  title: string;
  dest: string | unknown[] | null;
  items: PdfjsOutlineNode[];
}

export interface OutlineRead {
  entries: OutlineEntry[];
  /** Titles of entries whose destination could not be resolved to a page. */
  unresolved: string[];
  /** Why the outline was not read at all (nested too deep, too many entries), when it was not. */
  refused?: string;
}

export interface OutlineOptions {
  /**
   * The physical page of a page object ("12 0 R"), from the page tree read by
   * pdf-lib; pdf.js's getPageIndex cannot be used on bytes whose page tree was
   * rebalanced (balanced-page-tree.ts).
   */
  pageOf?: (ref: string) => number | undefined;
  /** Set when the outline must not be asked of pdf.js; the outline is then empty, with this reason. */
  refuse?: string | null;
}

/** The y a destination scrolls to, from its fit type; null when it names none. */
export function destinationY(dest: unknown[]): number | null {
  const fit = (dest[1] as { name?: string } | null)?.name;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  switch (fit) {
    case 'XYZ':
      return num(dest[3]);
    case 'FitH':
    case 'FitBH':
      return num(dest[2]);
    case 'FitR':
      return num(dest[5]);
    default:
      return null;
  }
}

async function resolvePage(doc: PDFDocumentProxy, dest: unknown[], opts: OutlineOptions): Promise<number | null> {
  const target = dest[0];
  if (typeof target === 'number' && Number.isInteger(target)) {
    return target >= 0 && target < doc.numPages ? target + 1 : null;
  }
  if (target && typeof target === 'object' && 'num' in target) {
    const { num, gen } = target as { num: unknown; gen: unknown };
    if (opts.pageOf) return opts.pageOf(`${num} ${gen} R`) ?? null;
    try {
      return (await doc.getPageIndex(target as never)) + 1;
    } catch {
      return null;
    }
  }
  return null;
}

async function resolve(
  doc: PDFDocumentProxy,
  dest: PdfjsOutlineNode['dest'],
  opts: OutlineOptions,
): Promise<{ page: number; y: number | null } | null> {
  let explicit: unknown[] | null = null;
  if (typeof dest === 'string') {
    explicit = await doc.getDestination(dest).catch(() => null);
  } else if (Array.isArray(dest)) {
    explicit = dest;
  }
  if (!explicit) return null;
  const page = await resolvePage(doc, explicit, opts);
  return page === null ? null : { page, y: destinationY(explicit) };
}

export async function readOutline(doc: PDFDocumentProxy, opts: OutlineOptions = {}): Promise<OutlineRead> {
  if (opts.refuse) return { entries: [], unresolved: [], refused: opts.refuse };
  const roots = ((await doc.getOutline().catch(() => null)) ?? []) as PdfjsOutlineNode[];
  const entries: OutlineEntry[] = [];
  const unresolved: string[] = [];
  // Depth first, in document order, with an explicit stack (pdf.js already bounded the nesting, see raw-doc.ts).
  const stack: Array<{ node: PdfjsOutlineNode; depth: number }> = roots.map((node) => ({ node, depth: 0 })).reverse();
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    const where = await resolve(doc, node.dest, opts);
    if (where) entries.push({ title: node.title ?? '', page: where.page, y: where.y, depth });
    else unresolved.push(node.title ?? '');
    const kids = node.items ?? [];
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i]!, depth: depth + 1 });
  }
  return { entries, unresolved };
}
