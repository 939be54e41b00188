/**
 * Page numbers as the diagnostics print them: a short list ("3, 5, 9, …") or ranges ("3–9, 12").
 */

/** The first ten pages, then "…". */
export const pageList = (pages: readonly number[]): string =>
  `${pages.slice(0, 10).join(', ')}${pages.length > 10 ? ', …' : ''}`;

/** Each page once, ascending. */
export const ascendingPages = (pages: readonly number[]): number[] => [...new Set(pages)].sort((a, b) => a - b);

/** "3–9, 12": ascending page numbers as ranges. */
export function pageRanges(pages: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i < pages.length;) {
    let j = i;
    while (j + 1 < pages.length && pages[j + 1] === pages[j]! + 1) j++;
    out.push(j > i ? `${pages[i]}–${pages[j]}` : String(pages[i]));
    i = j + 1;
  }
  return out.join(', ');
}
