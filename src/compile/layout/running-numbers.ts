/**
 * Running footers that change from page to page ("§6.5.3.4  Language  91",
 * mirrored as "90  Language  §6.5.3.4" on even pages) share no text from one
 * page to the next, but they share a template: a line at the same height that
 * carries the page's own printed number at its start or end, or as a segment
 * of its own between wide gaps. The number runs
 * with the page — printed value minus physical page is the same on every page
 * of a numbering range — which no body line does by accident. A line with the
 * words of such lines and its page's number is one of them at any height.
 */
import { parsePageNumber as pageNumber, SECTIONED_FOLIO, type PageNumber } from '../../model/page-number.js';
import type { Line } from './types.js';

/** Running furniture repeats at the same height (± this, pt). */
const SAME_Y = 2;

/** A page number at either end of a line, or the whole line: "… reserved 9", "… reserved ii", "17 PDF Association …", "[Page 9]". */
const TOKEN = String.raw`(?:${SECTIONED_FOLIO}|\d{1,5}|[ivxlcdm]{1,8})`;
const EDGE_NUMBER = new RegExp(String.raw`^(${TOKEN})(?=\s|$)|(?<=\s)(${TOKEN})$`, 'gi');

/**
 * A page number in its printed dress reduced to the bare number, so that it can stand at an edge:
 * "[Page 24]" (RFCs), "Page 15 of 86" (OASIS), "- 7 -", "(7)".
 */
export function undressPageNumbers(text: string): string {
  return text
    .replace(/\[\s*page\s+(\d{1,5}|[ivxlcdm]{1,8})\s*\]/gi, '$1')
    .replace(/\bpage\s+(\d{1,5}|[ivxlcdm]{1,8})\s+of\s+\d{1,5}\b/gi, '$1')
    .replace(/(^|\s)[-–—]\s*(\d{1,5}|[ivxlcdm]{1,8})\s*[-–—](?=\s|$)/gi, '$1$2')
    .replace(/(^|\s)\((\d{1,5}|[ivxlcdm]{1,8})\)(?=\s|$)/gi, '$1$2');
}

/** The numbers at the ends of a line, with their numbering kind and value. */
export function edgeNumbers(text: string): PageNumber[] {
  const bare = undressPageNumbers(text.replace(/\s+/g, ' ').trim());
  return [...bare.matchAll(EDGE_NUMBER)].flatMap((m) => pageNumber(m[0]) ?? []);
}

export interface EdgeLines {
  page: number;
  lines: Line[];
}

/**
 * The edge lines that carry their page's printed number, with that number.
 * A line qualifies when lines at its height carry a number with the same
 * offset from the physical page on at least a quarter of the pages (and at
 * least three): a running header or footer, whatever else it says.
 */
export function runningNumberLines(edges: readonly EdgeLines[], pageCount: number): Map<Line, string> {
  const groups = new Map<string, { page: number; line: Line; token: string }[]>();
  for (const { page, lines } of edges) {
    for (const line of lines) {
      // At either end of the line, or set apart as a segment of its own ("§6.5.3.4   91   Language").
      const numbers = [
        ...edgeNumbers(line.text),
        ...line.segments.slice(1, -1).flatMap((s) => pageNumber(s.text.trim()) ?? []),
      ];
      for (const n of numbers) {
        const key = n.kind === 'sectioned' ? `sectioned|${n.chapter}|${n.value - page}` : `${n.kind}|${n.value - page}`;
        const list = groups.get(key) ?? [];
        list.push({ page, line, token: n.token });
        groups.set(key, list);
      }
    }
  }
  const min = Math.max(3, Math.ceil(pageCount / 4));
  const out = new Map<Line, string>();
  // Numbered within chapters ("2-5"), the offset from the physical page changes with each chapter:
  // within one chapter it is constant, so the chapter joins the key; the count is over all chapters.
  const chaptered = new Map<string, { page: number; line: Line; token: string }[]>();
  for (const [key, list] of groups) {
    if (!key.startsWith('sectioned|')) continue;
    groups.delete(key);
    for (const entry of list) {
      const y = `${Math.round(entry.line.y / SAME_Y)}`;
      const at = chaptered.get(y);
      if (at) at.push(entry);
      else chaptered.set(y, [entry]);
    }
  }
  for (const list of chaptered.values()) {
    if (list.length < min || readsAsHeadings(list)) continue;
    for (const entry of list) out.set(entry.line, entry.token);
  }
  for (const list of groups.values()) {
    if (list.length < min || readsAsHeadings(list)) continue;
    // Lines of one offset by height; each counts the lines within SAME_Y of it (a page has one such line).
    list.sort((a, b) => a.line.y - b.line.y);
    let lo = 0;
    let hi = 0;
    for (const entry of list) {
      while (list[lo]!.line.y < entry.line.y - SAME_Y) lo++;
      while (hi < list.length && list[hi]!.line.y <= entry.line.y + SAME_Y) hi++;
      if (hi - lo >= min) out.set(entry.line, entry.token);
    }
    sameWordsElsewhere(list, out, min);
  }
  return out;
}

/**
 * A line of one number offset whose words are those of the running lines found at one height on `min` pages or
 * more is that running line set at another height: a plain-text RFC's footer "Housley  Standards Track  [Page 1]"
 * follows the text of its shorter first page. Same words, the page's own number: taken whatever its height.
 */
function sameWordsElsewhere(list: readonly { line: Line; token: string }[], out: Map<Line, string>, min: number): void {
  const words = list.map((e) => template(e.line.text));
  const counts = new Map<string, number>();
  list.forEach((e, k) => {
    if (out.has(e.line)) counts.set(words[k]!, (counts.get(words[k]!) ?? 0) + 1);
  });
  list.forEach((e, k) => {
    if (!out.has(e.line) && words[k] !== '' && (counts.get(words[k]!) ?? 0) >= min) out.set(e.line, e.token);
  });
}

/** A line's words, without its numbers: what a running header or footer repeats while its numbers change. */
function template(text: string): string {
  return text
    .toLowerCase()
    .replace(/\S*\d\S*/g, ' ')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
}

/**
 * Clause headings set at the same height, one clause per page ("1 Scope", "2 Normative references" …), share
 * only their position with running furniture: their words differ from page to page, and each opens with its
 * number followed by a title and no other number. A running header or footer repeats its words, or carries more
 * than its page number ("§6.5.3.4 Language 7": the section at the page's foot and the page), and goes.
 */
function readsAsHeadings(entries: readonly { line: Line; token: string }[]): boolean {
  if (sharesTemplate(entries)) return false;
  const heading = (e: { line: Line; token: string }) => {
    const text = e.line.text.trim();
    return text.startsWith(e.token) && /^\.?\s+\p{Lu}\D*$/u.test(text.slice(e.token.length));
  };
  return entries.filter(heading).length * 2 > entries.length;
}

/** Most lines of a group print the same words as another line of it (or none besides the number). */
function sharesTemplate(entries: readonly { line: Line }[]): boolean {
  const counts = new Map<string, number>();
  for (const e of entries) {
    const t = template(e.line.text);
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const repeating = entries.filter((e) => {
    const t = template(e.line.text);
    return t === '' || counts.get(t)! > 1;
  }).length;
  return repeating * 2 >= entries.length;
}
