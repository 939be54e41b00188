/**
 * The title printed on a document's first page, read cheaply enough for the
 * directory scan's probe: one getTextContent of page 1, no layout analysis.
 * The title is the top block of the largest type on the page (clearly larger
 * than its text), leaving out letter-spaced banners ("C O M P U T E R") and
 * small marks beside it (line numbers). A page set in one size throughout (an
 * RFC) prints its title as the first centred line. Also returns the page's
 * text, for comparing the metadata title with it.
 */
import { isSectionNumber } from '../../model/section-number.js';
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';

interface Piece {
  text: string;
  x: number;
  right: number;
  y: number;
  size: number;
}

interface Line {
  text: string;
  x: number;
  right: number;
  y: number;
  size: number;
}

/** Larger than the text by this much is display type. */
const DISPLAY = 1.15;
/** Lines of one title block at most, and the gap (in line heights) that ends a block. */
const MAX_TITLE_LINES = 4;
const BLOCK_GAP = 2.5;
const MAX_TITLE_CHARS = 300;
/** A hostile page 1 (50,000 runs, as many sizes) costs no more than this: a title is among the first runs. */
const MAX_PIECES = 5_000;
const MAX_SIZES = 8;

/** Text items of the page as pieces: upright text only (a rotated stamp is not a title). */
function piecesOf(items: unknown[]): Piece[] {
  const out: Piece[] = [];
  for (const it of (items as Array<{ str?: string; transform?: number[]; width?: number }>).slice(0, MAX_PIECES)) {
    const t = it.transform;
    if (typeof it.str !== 'string' || !it.str.trim() || !t || Math.abs(t[1]!) > 0.01 || Math.abs(t[2]!) > 0.01)
      continue;
    const size = Math.abs(t[3]!);
    if (size < 1) continue;
    out.push({ text: it.str, x: t[4]!, right: t[4]! + (it.width ?? 0), y: t[5]!, size });
  }
  return out;
}

/** Pieces on one baseline joined left to right, a space where they stand apart. */
function linesOf(pieces: Piece[]): Line[] {
  const sorted = [...pieces].sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: Piece[][] = [];
  for (const p of sorted) {
    const last = groups[groups.length - 1];
    if (last && Math.abs(last[0]!.y - p.y) < 0.55 * Math.max(last[0]!.size, p.size)) last.push(p);
    else groups.push([p]);
  }
  return groups.map((g) => {
    g.sort((a, b) => a.x - b.x);
    let text = '';
    let prev: Piece | null = null;
    for (const p of g) {
      const apart = prev && p.x - prev.right > 0.15 * p.size;
      if (apart && !/\s$/.test(text) && !/^\s/.test(p.text)) text += ' ';
      text += p.text;
      prev = p;
    }
    return {
      text: text.replace(/\s+/g, ' ').trim(),
      x: g[0]!.x,
      right: Math.max(...g.map((p) => p.right)),
      y: g[0]!.y,
      size: Math.max(...g.map((p) => p.size)),
    };
  });
}

/** "C O M P U T E R  S E C U R I T Y": a banner, not a title. */
const letterSpaced = (text: string) => {
  const tokens = text.split(' ');
  return tokens.length >= 4 && tokens.filter((t) => t.length === 1).length / tokens.length > 0.6;
};
/** A numbered clause heading ("1 Scope") opens a document's text on its first page; it is not its title. */
const clauseHeading = (text: string) => isSectionNumber(text.trim().split(/\s+/)[0] ?? '');

/**
 * Words enough for a title: a logo's "NIST" above it is not one. One word is a title when it is long or set in
 * lower case too, as a name is ("Libtasn1" over a GNU manual), where a logo is an acronym in capitals.
 */
const wordy = (text: string) => {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  const alnum = (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
  const oneName = alnum >= 8 || (alnum >= 5 && /\p{Ll}/u.test(text));
  return letters >= 3 && (text.includes(' ') || oneName) && !letterSpaced(text) && !clauseHeading(text);
};

/**
 * The text size of the page: the smallest that sets a tenth of its characters. On a cover page the title
 * may set most of them, so the most common size would not do.
 */
function textSize(pieces: Piece[]): number {
  const chars = new Map<number, number>();
  for (const p of pieces) chars.set(p.size, (chars.get(p.size) ?? 0) + p.text.length);
  const total = pieces.reduce((n, p) => n + p.text.length, 0);
  const sizes = [...chars].filter(([, n]) => n >= total / 10).map(([size]) => size);
  return Math.min(...sizes);
}

const lettered = (l: Line) => /\p{L}/u.test(l.text) && !letterSpaced(l.text);

/**
 * The first block of consecutive lines (top down), each taken by `takes` and close below the one before,
 * whose text together reads as a title.
 */
function firstBlock(lines: Line[], takes = lettered): string | null {
  let block: Line[] = [];
  const done = () => {
    const text = block.map((l) => l.text).join(' ');
    block = [];
    return wordy(text) ? text : null;
  };
  for (const l of lines) {
    const prev = block[block.length - 1];
    if (prev && (!takes(l) || prev.y - l.y > BLOCK_GAP * prev.size || block.length === MAX_TITLE_LINES)) {
      const title = done();
      if (title) return title;
    }
    if (takes(l)) block.push(l);
  }
  return block.length ? done() : null;
}

function displayTitle(pieces: Piece[], text: number): string | null {
  const sizes = [...new Set(pieces.map((p) => Math.round(p.size * 2) / 2))].sort((a, b) => b - a);
  for (const size of sizes.slice(0, MAX_SIZES)) {
    if (size < text * DISPLAY) break;
    // Only the pieces of this size: a line number or a running head on the same baseline stays out.
    const title = firstBlock(linesOf(pieces.filter((p) => Math.abs(p.size - size) <= 0.1 * size)));
    if (title) return title;
  }
  return null;
}

/** On a page of one size: the first centred line (with the centred lines right below it). */
function centredTitle(pieces: Piece[]): string | null {
  const lines = linesOf(pieces);
  const left = Math.min(...lines.map((l) => l.x));
  const right = Math.max(...lines.map((l) => l.right));
  const width = right - left;
  const centred = (l: Line) => {
    const [before, after] = [l.x - left, right - l.right];
    return before > 0.1 * width && Math.abs(before - after) < 0.1 * width && lettered(l);
  };
  return firstBlock(lines, centred);
}

export interface FirstPageText {
  /** The printed title, or null when none stands out. */
  title: string | null;
  /** The page's text, line by line. */
  text: string;
}

/**
 * The page's first `max` text items, read as pdf.js streams them and the rest cancelled: getTextContent would
 * build every item of a page that holds hundreds of thousands, for a title that is among the first.
 */
async function firstTextItems(page: Pick<PDFPageProxy, 'streamTextContent'>, max: number): Promise<unknown[]> {
  const reader = page.streamTextContent().getReader() as ReadableStreamDefaultReader<{ items: unknown[] }>;
  const items: unknown[] = [];
  try {
    while (items.length < max) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const item of value.items) items.push(item);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return items;
}

export async function readFirstPage(page: Pick<PDFPageProxy, 'streamTextContent'>): Promise<FirstPageText> {
  const pieces = piecesOf(await firstTextItems(page, MAX_PIECES));
  if (!pieces.length) return { title: null, text: '' };
  const text = linesOf(pieces)
    .map((l) => l.text)
    .join('\n');
  const title = displayTitle(pieces, textSize(pieces)) ?? centredTitle(pieces);
  return { title: title ? title.slice(0, MAX_TITLE_CHARS) : null, text };
}
