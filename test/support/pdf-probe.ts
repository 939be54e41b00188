/**
 * Reads back what a generated fixture contains, with pdfjs as a viewer would:
 * outline entries and where they point, page labels, structure roles and the
 * visible text without page furniture. Used by the generator's own tests.
 */
import { openPdf, type PDFDocumentProxy } from '../../src/compile/pdf/open.js';
import { fixturePath } from './fixture-paths.js';

export type { PDFDocumentProxy };

export function openFixture(name: string): Promise<PDFDocumentProxy> {
  return openPdf(fixturePath(name));
}

export interface OutlineEntryRead {
  title: string;
  depth: number;
  dest: string | unknown[] | null;
}

export async function readOutline(doc: PDFDocumentProxy): Promise<OutlineEntryRead[]> {
  const out: OutlineEntryRead[] = [];
  const walk = (items: Awaited<ReturnType<PDFDocumentProxy['getOutline']>> | undefined, depth: number): void => {
    for (const item of items ?? []) {
      out.push({ title: item.title, depth, dest: item.dest as string | unknown[] | null });
      walk(item.items, depth + 1);
    }
  };
  walk(await doc.getOutline(), 0);
  return out;
}

/** Physical page (1-based) and y of a named or explicit destination. */
export async function resolveDest(
  doc: PDFDocumentProxy,
  dest: string | unknown[],
): Promise<{ page: number; y: number | null }> {
  const array = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
  if (!array) throw new Error(`destination ${String(dest)} does not resolve`);
  const index = await doc.getPageIndex(array[0] as { num: number; gen: number });
  return { page: index + 1, y: typeof array[3] === 'number' ? array[3] : null };
}

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
  type?: string;
  tag?: string;
  transform?: number[];
}

/**
 * The text of each page in drawing order, runs separated by spaces, without
 * Artifact marked content (tagged files) or without the top and bottom
 * `margin` points of the page (untagged files, where furniture is plain text);
 * `keepArtifacts` keeps everything.
 */
export async function pageTexts(doc: PDFDocumentProxy, untaggedMargin = 0, keepArtifacts = false): Promise<string[]> {
  const texts: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const height = page.view[3]!;
    const content = await page.getTextContent({ includeMarkedContent: true });
    const stack: string[] = [];
    const parts: string[] = [];
    for (const raw of content.items as TextItemLike[]) {
      if (raw.type === 'beginMarkedContent' || raw.type === 'beginMarkedContentProps') stack.push(raw.tag ?? '');
      else if (raw.type === 'endMarkedContent') stack.pop();
      else if (raw.str !== undefined && (keepArtifacts || !stack.includes('Artifact'))) {
        const y = raw.transform?.[5] ?? 0;
        if (untaggedMargin > 0 && (y < untaggedMargin || y > height - untaggedMargin)) continue;
        parts.push(raw.str);
      }
    }
    texts.push(parts.join(' '));
  }
  return texts;
}

interface StructNode {
  role?: string;
  type?: string;
  children?: StructNode[];
}

/** Every root-to-element path of structure roles on a page, e.g. "Document/Art/Sect/H1". */
export async function structPaths(doc: PDFDocumentProxy, page: number): Promise<Set<string>> {
  const tree = (await (await doc.getPage(page)).getStructTree()) as StructNode | null;
  const paths = new Set<string>();
  const walk = (node: StructNode, prefix: string): void => {
    for (const child of node.children ?? []) {
      if (child.type !== undefined || child.role === undefined) continue;
      const path = prefix ? `${prefix}/${child.role}` : child.role;
      paths.add(path);
      walk(child, path);
    }
  };
  if (tree) walk(tree, '');
  return paths;
}
