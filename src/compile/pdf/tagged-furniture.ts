/**
 * Running headers and footers that a file tagged as real content by mistake
 * (WTPDF tags its last page's footer as a P; PDF Declarations its last page's
 * footer and page number). A tagged block is dropped when its text is the text
 * of an artifact repeated on several pages (ignoring the page number printed
 * beside it), at the same height on the page — what the other pages print there
 * is furniture, so this is too.
 */
import type { RawBlock } from '../blocks.js';
import type { PageText } from './page-text.js';
import { parsePageNumber } from '../../model/page-number.js';

const SAME_HEIGHT = 3;

function compactText(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

const PAGE_NUMBER = /^(?:page\s*)?(?:\d{1,4}|[ivxlcdm]{1,7})$/i;
const EDGE_NUMBER = /^\s*(?:page\s*)?(?:\d{1,4}|[ivxlcdm]{1,7})\s+|\s+(?:page\s*)?(?:\d{1,4}|[ivxlcdm]{1,7})\s*$/gi;

/** A block's key: its letters and digits, or "#page" for a bare page number. */
function blockKey(text: string): string {
  const t = text.trim();
  return PAGE_NUMBER.test(t) ? '#page' : compactText(t);
}

/** An artifact's keys: as printed, without the page number printed beside it, or "#page". */
function artifactKeys(text: string): string[] {
  const keys = new Set([blockKey(text), compactText(text.replace(EDGE_NUMBER, ' '))]);
  keys.delete('');
  return [...keys];
}

export interface FurnitureFilter {
  blocks: RawBlock[];
  dropped: { page: number; text: string }[];
}

export function dropTaggedFurniture(blocks: RawBlock[], texts: (PageText | undefined)[]): FurnitureFilter {
  const seen = new Map<string, { pages: Set<number>; tops: number[] }>();
  texts.forEach((t, i) => {
    for (const a of t?.artifacts ?? []) {
      for (const key of artifactKeys(a.text)) {
        let entry = seen.get(key);
        if (!entry) seen.set(key, (entry = { pages: new Set(), tops: [] }));
        entry.pages.add(i + 1);
        entry.tops.push(a.top);
      }
    }
  });
  const minPages = Math.max(2, Math.min(3, Math.floor(texts.length / 2)));
  const dropped: FurnitureFilter['dropped'] = [];
  const kept = blocks.filter((b) => {
    if ((b.kind !== 'paragraph' && b.kind !== 'heading') || b.y === null) return true;
    const entry = seen.get(blockKey(b.text));
    if (!entry || entry.pages.size < minPages || entry.pages.has(b.page)) return true;
    const y = b.y;
    if (!entry.tops.some((top) => Math.abs(top - y) <= SAME_HEIGHT)) return true;
    dropped.push({ page: b.page, text: b.text });
    return false;
  });
  const numbers = runningPageNumbers(kept);
  const final = numbers.size ? kept.filter((b) => !numbers.has(b)) : kept;
  for (const b of numbers) if (b.kind === 'paragraph') dropped.push({ page: b.page, text: b.text });
  return { blocks: final, dropped };
}

/** Pages whose last paragraph is a bare number that runs with the page: at least this many. */
const RUNNING_PAGES = 3;

/**
 * Page numbers tagged as paragraphs on every page (no artifact to compare with): the last block of a page
 * is a bare number, and on at least three pages — and most pages that end in a number of its kind — it is the
 * page's index less one same offset (printed 1 on page 8, 2 on page 9 …). The front matter's Roman folios run
 * apart from the body's (printed ii on page 2, iii on page 3: MIL-STD-882E). A number that ends a page by chance
 * does not run.
 */
export function runningPageNumbers(blocks: readonly RawBlock[]): Set<RawBlock> {
  const lastOfPage = new Map<number, RawBlock>();
  for (const b of blocks)
    if (b.kind === 'paragraph' || b.kind === 'heading' || b.kind === 'list') lastOfPage.set(b.page, b);
  const byOffset = new Map<string, RawBlock[]>();
  const numbered = new Map<string, number>();
  for (const [page, b] of lastOfPage) {
    const folio = b.kind === 'paragraph' ? parsePageNumber(b.text.trim()) : null;
    if (!folio || folio.kind === 'sectioned') continue;
    numbered.set(folio.kind, (numbered.get(folio.kind) ?? 0) + 1);
    const key = `${folio.kind} ${page - folio.value}`;
    const list = byOffset.get(key);
    if (list) list.push(b);
    else byOffset.set(key, [b]);
  }
  const out = new Set<RawBlock>();
  for (const [key, list] of byOffset) {
    const ofKind = numbered.get(key.split(' ')[0]!) ?? 0;
    if (list.length >= RUNNING_PAGES && list.length * 2 >= ofKind) for (const b of list) out.add(b);
  }
  return out;
}
