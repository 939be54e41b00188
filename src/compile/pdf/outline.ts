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

async function resolvePage(doc: PDFDocumentProxy, dest: unknown[]): Promise<number | null> {
  const target = dest[0];
  if (typeof target === 'number' && Number.isInteger(target)) {
    return target >= 0 && target < doc.numPages ? target + 1 : null;
  }
  if (target && typeof target === 'object' && 'num' in target) {
    try {
      return (await doc.getPageIndex(target as never)) + 1;
    } catch {
      return null;
    }
  }
  return null;
}

async function resolve(doc: PDFDocumentProxy, dest: PdfjsOutlineNode['dest']): Promise<{ page: number; y: number | null } | null> {
  let explicit: unknown[] | null = null;
  if (typeof dest === 'string') {
    explicit = await doc.getDestination(dest).catch(() => null);
  } else if (Array.isArray(dest)) {
    explicit = dest;
  }
  if (!explicit) return null;
  const page = await resolvePage(doc, explicit);
  return page === null ? null : { page, y: destinationY(explicit) };
}

export async function readOutline(doc: PDFDocumentProxy): Promise<OutlineRead> {
  const roots = ((await doc.getOutline().catch(() => null)) ?? []) as PdfjsOutlineNode[];
  const entries: OutlineEntry[] = [];
  const unresolved: string[] = [];
  const visit = async (nodes: PdfjsOutlineNode[], depth: number): Promise<void> => {
    for (const node of nodes) {
      const where = await resolve(doc, node.dest);
      if (where) entries.push({ title: node.title ?? '', page: where.page, y: where.y, depth });
      else unresolved.push(node.title ?? '');
      if (node.items?.length) await visit(node.items, depth + 1);
    }
  };
  await visit(roots, 0);
  return { entries, unresolved };
}
