/**
 * Link annotations (ISO 32000-2, 12.5.6.5) that go somewhere inside the
 * document: each one's rectangle, the text printed under it and its
 * destination (12.3.2). The text is read from the page's own text runs, the
 * same way for tagged and untagged files, so a link needs no structure tree;
 * the segmenter finds that text in the element it belongs to
 * (segment/references.ts). Links to URIs and other files are no
 * cross-references and are skipped.
 */
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import type { PlainLink } from './plain-links.js';

/** A link as read from a page: its text and its destination, unresolved (explicit array or name). */
export interface RawLink {
  text: string;
  dest: unknown;
  /** Left and top of the link's rectangle, for reading the links of a page in order. */
  x: number;
  top: number;
}

/** A link with its destination resolved to a physical page (1-based) and the y of its top, when it gives one. */
export interface PageLink {
  page: number;
  x: number;
  top: number;
  text: string;
  dest: { page: number; y: number | null } | null;
}

/** A text run in page space: baseline at y, `h` high, `w` wide. */
export interface PositionedRun {
  s: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

interface AnnotationLike {
  subtype?: string;
  rect?: number[];
  dest?: unknown;
  url?: string;
  unsafeUrl?: string;
}

/**
 * The characters of `runs` inside `rect`: a run's characters are spread
 * evenly over its width (a link may cover part of a run), and a character
 * belongs to the rectangle when its middle does and its line's baseline lies
 * within it.
 */
export function textUnder(rect: readonly number[], runs: readonly PositionedRun[]): string {
  const [x1, y1, x2, y2] = [
    Math.min(rect[0]!, rect[2]!),
    Math.min(rect[1]!, rect[3]!),
    Math.max(rect[0]!, rect[2]!),
    Math.max(rect[1]!, rect[3]!),
  ];
  const inside = runs
    .filter((r) => r.s.trim() !== '' && r.y >= y1 - 0.3 * (r.h || 10) && r.y <= y2 && r.x < x2 && r.x + r.w > x1)
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const parts: string[] = [];
  let lastY: number | null = null;
  let lastEnd: number | null = null;
  for (const r of inside) {
    const step = r.s.length ? r.w / r.s.length : 0;
    let from = 0;
    let to = r.s.length;
    while (from < to && r.x + (from + 0.5) * step < x1) from++;
    while (to > from && r.x + (to - 0.5) * step > x2) to--;
    const piece = r.s.slice(from, to);
    if (!piece) continue;
    const startX = r.x + from * step;
    const newLine = lastY !== null && Math.abs(r.y - lastY) > 0.5 * (r.h || 10);
    if (parts.length && (newLine || (lastEnd !== null && startX - lastEnd > 0.15 * (r.h || 10)))) parts.push(' ');
    parts.push(piece);
    lastY = r.y;
    lastEnd = r.x + to * step;
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * The page's links to places in the document, with the text under each.
 * `forPrint`: the page's links are listed alike for print and for display
 * (link-intent.ts), so pdf.js is asked for print, which spares it a second
 * text pass over the page. `plain`: the page's links as read with pdf-lib
 * (plain-links.ts), the same pdf.js would list for display; pdf.js is not
 * asked at all.
 */
export async function readPageLinks(
  page: PDFPageProxy,
  runs: readonly PositionedRun[],
  forPrint = false,
  plain?: readonly PlainLink[] | null,
): Promise<RawLink[]> {
  let annotations: readonly AnnotationLike[];
  if (plain) annotations = plain;
  else
    try {
      annotations = (await (forPrint
        ? page.getAnnotations({ intent: 'print' })
        : page.getAnnotations())) as AnnotationLike[];
    } catch {
      // Damaged annotations cost the page its links, never its text.
      return [];
    }
  const out: RawLink[] = [];
  for (const a of annotations) {
    if (a.subtype !== 'Link' || a.url || a.unsafeUrl || a.dest === undefined || a.dest === null || !a.rect) continue;
    const text = textUnder(a.rect, runs);
    if (text)
      out.push({ text, dest: a.dest, x: Math.min(a.rect[0]!, a.rect[2]!), top: Math.max(a.rect[1]!, a.rect[3]!) });
  }
  return out;
}

interface RefLike {
  num: number;
  gen: number;
}

const isRef = (v: unknown): v is RefLike =>
  typeof v === 'object' && v !== null && typeof (v as RefLike).num === 'number';

/**
 * Resolves each page's raw links: a named destination through the document's
 * name tree (or /Dests), an explicit one `[page /XYZ left top zoom]` to its
 * page and top (12.3.2.2). Lookups are cached: a spec has thousands of links
 * to a few hundred places.
 */
export async function resolveLinks(
  doc: PDFDocumentProxy,
  perPage: readonly (readonly RawLink[] | undefined)[],
): Promise<PageLink[]> {
  const named = new Map<string, Promise<unknown>>();
  const pages = new Map<string, Promise<number | null>>();
  const pageOf = (ref: unknown): Promise<number | null> => {
    if (typeof ref === 'number' && Number.isInteger(ref))
      return Promise.resolve(ref + 1 <= doc.numPages && ref >= 0 ? ref + 1 : null);
    if (!isRef(ref)) return Promise.resolve(null);
    const key = `${ref.num}R${ref.gen}`;
    let p = pages.get(key);
    if (!p)
      pages.set(
        key,
        (p = doc.getPageIndex(ref as never).then(
          (i) => i + 1,
          () => null,
        )),
      );
    return p;
  };
  const explicit = async (dest: unknown): Promise<PageLink['dest']> => {
    let d = dest;
    if (typeof d === 'string') {
      let p = named.get(d);
      if (!p) named.set(d, (p = doc.getDestination(d).catch(() => null)));
      d = await p;
    }
    if (!Array.isArray(d) || d.length < 2) return null;
    const page = await pageOf(d[0]);
    if (page === null) return null;
    const kind = (d[1] as { name?: string } | undefined)?.name;
    const top = kind === 'XYZ' ? d[3] : kind === 'FitH' || kind === 'FitBH' ? d[2] : kind === 'FitR' ? d[5] : null;
    return { page, y: typeof top === 'number' && Number.isFinite(top) ? top : null };
  };
  const out: PageLink[] = [];
  for (let i = 0; i < perPage.length; i++) {
    for (const link of perPage[i] ?? [])
      out.push({ page: i + 1, x: link.x, top: link.top, text: link.text, dest: await explicit(link.dest) });
  }
  return out;
}
