/**
 * Printed page labels (/PageLabels), one per physical page; decimal numbers when the file has none.
 *
 * A label is bounded: pdf.js writes a Roman numeral past 3999 as one "M" per thousand and a letter label as
 * one letter per 26, so `/S /R /St 2000000000` makes every label two million characters (and `/S /A` 77
 * million: a 38 KB file exhausts the heap). The file's label ranges are read first with pdf-lib; when one
 * would make a label longer than MAX_LABEL (or Roman past MAX_ROMAN), the labels are computed here, such a
 * number shown in digits and any label cut at MAX_LABEL characters, with a note. Other files get pdf.js's
 * labels unchanged.
 */
import { PDFArray, PDFDict, type PDFDocument, PDFHexString, PDFName, PDFNumber, PDFString } from 'pdf-lib';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';

/** The longest label kept; a longer one is cut, ending in "…". */
export const MAX_LABEL = 64;
/** The largest number written as a Roman numeral; past it a numeral is a run of M's, shown in digits. */
export const MAX_ROMAN = 3999;
/** Number tree nodes walked at most, and how deep. */
const MAX_NODES = 10_000;
const MAX_DEPTH = 32;

export interface PageLabels {
  labels: string[];
  /** What was shown otherwise than the file says, for a diagnostic; null when nothing. */
  note: string | null;
}

interface LabelRange {
  page: number;
  style: string | null;
  prefix: string;
  start: number;
}

export async function readPageLabels(doc: PDFDocumentProxy, raw: PDFDocument | null = null): Promise<PageLabels> {
  const ranges = raw ? labelRanges(raw) : null;
  if (ranges && ranges.some((r) => tooLong(r, doc.numPages))) return boundedLabels(ranges, doc.numPages);
  const labels = await doc.getPageLabels().catch(() => null);
  const read = Array.from({ length: doc.numPages }, (_, i) => {
    const label = labels?.[i];
    return typeof label === 'string' && label.trim() !== '' ? label.trim() : String(i + 1);
  });
  const cut = read.filter((l) => [...l].length > MAX_LABEL).length;
  return cut ? { labels: read.map(cutLabel), note: cutNote(cut, 0) } : { labels: read, note: null };
}

/** Whether a range would make pdf.js write a label past the bounds (its last page decides). */
function tooLong(r: LabelRange, pages: number): boolean {
  const last = r.start + Math.max(0, pages - r.page - 1);
  if ([...r.prefix].length > MAX_LABEL) return true;
  if (r.style === 'R' || r.style === 'r') return last > MAX_ROMAN;
  if (r.style === 'A' || r.style === 'a') return Math.floor((last - 1) / 26) + 1 > MAX_LABEL;
  return String(last).length > MAX_LABEL;
}

/** The labels as pdf.js reads them, with numbers past the bounds in digits and every label within MAX_LABEL. */
function boundedLabels(ranges: LabelRange[], pages: number): PageLabels {
  const labels: string[] = [];
  let digits = 0;
  let cut = 0;
  let range: LabelRange | null = null;
  let n = 1;
  const byPage = new Map(ranges.map((r) => [r.page, r]));
  for (let i = 0; i < pages; i++) {
    const at = byPage.get(i);
    if (at) [range, n] = [at, at.start];
    const { text, inDigits } = styled(range?.style ?? null, n++);
    if (inDigits) digits++;
    const label = `${range?.prefix ?? ''}${text}`.trim();
    if ([...label].length > MAX_LABEL) cut++;
    labels.push(label === '' ? String(i + 1) : cutLabel(label));
  }
  return { labels, note: cutNote(cut, digits) };
}

function styled(style: string | null, n: number): { text: string; inDigits: boolean } {
  if (style === 'D') return { text: String(n), inDigits: false };
  if (style === 'R' || style === 'r') {
    if (n > MAX_ROMAN) return { text: String(n), inDigits: true };
    return { text: style === 'r' ? roman(n).toLowerCase() : roman(n), inDigits: false };
  }
  if (style === 'A' || style === 'a') {
    const times = Math.floor((n - 1) / 26) + 1;
    if (times > MAX_LABEL) return { text: String(n), inDigits: true };
    const letter = String.fromCharCode((style === 'a' ? 97 : 65) + ((n - 1) % 26));
    return { text: letter.repeat(times), inDigits: false };
  }
  return { text: '', inDigits: false };
}

const ROMAN: ReadonlyArray<[number, string]> = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

function roman(n: number): string {
  let out = '';
  for (const [value, digits] of ROMAN) for (; n >= value; n -= value) out += digits;
  return out;
}

const cutLabel = (label: string) => {
  const chars = [...label];
  return chars.length > MAX_LABEL ? `${chars.slice(0, MAX_LABEL - 1).join('')}…` : label;
};

function cutNote(cut: number, digits: number): string | null {
  const parts = [
    digits ? `${digits} page number(s) past ${MAX_ROMAN} (Roman) or ${MAX_LABEL} letters are shown in digits` : '',
    cut ? `${cut} page label(s) longer than ${MAX_LABEL} characters were cut` : '',
  ].filter(Boolean);
  return parts.length ? `the file's page labels: ${parts.join('; ')}` : null;
}

/**
 * The label ranges of /PageLabels (a number tree: /Nums pairs, /Kids below), by page index; null when the
 * file has none or they are not what pdf.js reads (it then shows decimal numbers, and so does this).
 */
function labelRanges(raw: PDFDocument): LabelRange[] | null {
  try {
    const ctx = raw.context;
    const root = ctx.lookup(raw.catalog.get(PDFName.of('PageLabels')));
    if (!(root instanceof PDFDict)) return null;
    const ranges: LabelRange[] = [];
    const stack: Array<{ node: PDFDict; depth: number }> = [{ node: root, depth: 0 }];
    const seen = new Set<PDFDict>([root]);
    while (stack.length && seen.size <= MAX_NODES) {
      const { node, depth } = stack.pop()!;
      const nums = ctx.lookup(node.get(PDFName.of('Nums')));
      if (nums instanceof PDFArray)
        for (let i = 0; i + 1 < nums.size(); i += 2) {
          const key = ctx.lookup(nums.get(i));
          const range = key instanceof PDFNumber ? readRange(raw, key.asNumber(), nums.get(i + 1)) : null;
          if (range) ranges.push(range);
        }
      const kids = ctx.lookup(node.get(PDFName.of('Kids')));
      if (!(kids instanceof PDFArray) || depth >= MAX_DEPTH) continue;
      for (const kid of kids.asArray()) {
        const child = ctx.lookup(kid);
        if (child instanceof PDFDict && !seen.has(child)) {
          seen.add(child);
          stack.push({ node: child, depth: depth + 1 });
        }
      }
    }
    return ranges;
  } catch {
    return null;
  }
}

function readRange(raw: PDFDocument, page: number, value: unknown): LabelRange | null {
  const dict = raw.context.lookup(value as never);
  if (!(dict instanceof PDFDict) || !Number.isInteger(page) || page < 0) return null;
  const s = dict.get(PDFName.of('S'));
  const p = raw.context.lookup(dict.get(PDFName.of('P')));
  const st = raw.context.lookup(dict.get(PDFName.of('St')));
  return {
    page,
    style: s instanceof PDFName ? s.decodeText() : null,
    prefix: p instanceof PDFString || p instanceof PDFHexString ? p.decodeText() : '',
    start: st instanceof PDFNumber && Number.isInteger(st.asNumber()) && st.asNumber() >= 1 ? st.asNumber() : 1,
  };
}
