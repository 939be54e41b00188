/**
 * One page's text, grouped by marked-content id (MCID), from pdfjs
 * getTextContent({includeMarkedContent: true}).
 *
 * - Artifact sequences (running headers, footers, page numbers) are dropped,
 *   even when nested inside tagged content.
 * - Marked content nests (a Span with its own MCID inside a P): the inner
 *   sequence's text belongs to the inner MCID, and the outer one records where
 *   it sat, so the outer element can be read in printed order.
 * - Text outside any MCID is unreachable from the structure tree and ignored.
 * - The text of each artifact sequence is kept aside, so that furniture which a
 *   file mistakenly tagged as real content can be recognised (tagged-furniture.ts).
 */
import { withContentErrors } from './content-errors.js';
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import { readPageLinks, type RawLink } from './links.js';
import type { PlainLink } from './plain-links.js';

/** One pdfjs text item, reduced to what joining needs. */
export interface Run {
  s: string;
  x: number;
  y: number;
  w: number;
  /** Font height; 0 for pdfjs's synthetic space runs. */
  h: number;
  eol: boolean;
  /** pdf.js's id of the run's font: tells typefaces apart within a page (a bold run-in term: see lead.ts). */
  f?: string;
  /** Set in an italic (or oblique) face, where the page's font resources name one (face-runs.ts). */
  i?: true;
  /** Set in a bold face, where the page's font resources name one (face-runs.ts). */
  b?: true;
}

/** A run of text, or the place where a nested MCID sequence interrupted this one. */
export type Piece = Run | { nested: number };

/** Text of one top-level Artifact sequence (a running header, a footer, a page number). */
export interface ArtifactLine {
  text: string;
  /** Top of the text (baseline + font height). */
  top: number;
}

export interface PageText {
  mcids: Map<number, Piece[]>;
  artifacts: ArtifactLine[];
  /** Non-space characters printed outside any artifact and any MCID (unreachable from the tree). */
  untaggedChars: number;
  /** That text, joined by spaces (for the text account). */
  untagged?: string;
  /** pdf.js's error reading the page's content: what the page draws after it is lost (content-errors.ts). */
  contentError?: string;
  /** Links to places in the document, with the tagged text under each (links.ts). */
  links?: RawLink[];
}

interface TextItemLike {
  str?: string;
  /** pdf.js's text matrix [a b c d e f]: e, f are the origin. */
  transform?: readonly [number, number, number, number, number, number];
  width?: number;
  height?: number;
  hasEOL?: boolean;
  fontName?: string;
  type?: string;
  id?: string | null;
  tag?: string;
}

const MCID_RE = /_mc(\d+)$/;

export function groupByMcid(items: TextItemLike[]): PageText {
  const out = new Map<number, Piece[]>();
  const artifacts: ArtifactLine[] = [];
  let openArtifact: { parts: string[]; top: number } | null = null;
  let untaggedChars = 0;
  const untagged: string[] = [];
  // Stack of open sequences: the MCID they carry (null for none) and whether they are artifacts.
  const stack: { mcid: number | null; artifact: boolean }[] = [];
  const current = () => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const mcid = stack[i]?.mcid;
      if (mcid != null) return mcid;
    }
    return null;
  };
  const inArtifact = () => stack.some((s) => s.artifact);
  const piecesOf = (mcid: number) => {
    let p = out.get(mcid);
    if (!p) out.set(mcid, (p = []));
    return p;
  };

  for (const it of items) {
    if (it.type === 'beginMarkedContent' || it.type === 'beginMarkedContentProps') {
      const m = typeof it.id === 'string' ? MCID_RE.exec(it.id) : null;
      const mcid = m ? Number(m[1]) : null;
      const artifact = it.tag === 'Artifact';
      if (mcid !== null && !artifact && !inArtifact()) {
        const outer = current();
        if (outer !== null && outer !== mcid) piecesOf(outer).push({ nested: mcid });
        piecesOf(mcid);
      }
      if (artifact && !inArtifact()) openArtifact = { parts: [], top: -Infinity };
      stack.push({ mcid, artifact });
      continue;
    }
    if (it.type === 'endMarkedContent') {
      stack.pop();
      if (openArtifact && !inArtifact()) {
        const text = openArtifact.parts.join('').replace(/\s+/g, ' ').trim();
        if (text) artifacts.push({ text, top: openArtifact.top });
        openArtifact = null;
      }
      continue;
    }
    if (typeof it.str !== 'string' || !it.transform) continue;
    if (inArtifact()) {
      if (openArtifact && it.str.trim()) {
        openArtifact.parts.push(openArtifact.parts.length ? ` ${it.str}` : it.str);
        openArtifact.top = Math.max(openArtifact.top, it.transform[5] + (it.height ?? 0));
      }
      continue;
    }
    const mcid = current();
    if (mcid === null) {
      untaggedChars += it.str.replace(/\s+/g, '').length;
      if (it.str.trim()) untagged.push(it.str);
      continue;
    }
    const t = it.transform;
    piecesOf(mcid).push({
      s: it.str,
      x: t[4],
      y: t[5],
      w: it.width ?? 0,
      h: it.height ?? 0,
      eol: !!it.hasEOL,
      ...(it.fontName ? { f: it.fontName } : {}),
    });
  }
  return { mcids: out, artifacts, untaggedChars, ...(untagged.length ? { untagged: untagged.join(' ') } : {}) };
}

/** Marks runs of a page from what getTextContent says of its fonts (face-runs.ts marks the italic and the bold ones). */
export interface RunMarker {
  mark(page: PDFPageProxy, families: Record<string, { fontFamily: string }>, runs: readonly Run[]): Promise<void>;
}

/** `linksForPrint`, `plainLinks`: see readPageLinks; `faces` marks the runs set in an italic or a bold face. */
export async function readPageText(
  page: PDFPageProxy,
  linksForPrint = false,
  plainLinks?: readonly PlainLink[] | null,
  faces?: RunMarker,
): Promise<PageText> {
  const read = await withContentErrors(() => page.getTextContent({ includeMarkedContent: true } as never));
  const text = groupByMcid(read.value.items as TextItemLike[]);
  if (read.errors.length) text.contentError = read.errors[0]!;
  const runs = [...text.mcids.values()].flatMap((pieces) => pieces.filter((p): p is Run => !('nested' in p)));
  await faces?.mark(page, read.value.styles as Record<string, { fontFamily: string }>, runs);
  const links = await readPageLinks(page, runs, linksForPrint, plainLinks);
  if (links.length) text.links = links;
  return text;
}
