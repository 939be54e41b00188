import { setAside } from '../account/ledger.js';
import { pageRanges } from '../page-list.js';
import { pass, type PassContext } from '../pipeline/pass.js';
import { SECTION_NUMBER } from '../../model/section-number.js';
import { findContentsPages } from './contents-page.js';
import { furnitureKey, removeFurniture } from './furniture.js';
import type { Line } from './types.js';
import type { PagesRead, Unfurnished } from './stages.js';

/** A line that opens like a numbered clause heading ("4.2 Fonts"): furniture that takes it out is reported. */
const NUMBERED_LINE = new RegExp(String.raw`^${SECTION_NUMBER}\.?\s+\p{Lu}`, 'u');

/** Lines whose text repeats on the pages at their edges are furniture: running headers, footers, stamps. */
export const furniturePass = pass<PagesRead, Unfurnished>(
  'furniture',
  'removes running headers, footers, page numbers and stamps repeated on the pages',
  (w, ctx) => {
    // Without an outline, the printed Contents names the titles a running head may print.
    const contents = w.outline.entries.length ? null : findContentsPages(w.pages);
    const after = contents ? Math.max(...contents.pages) : 0;
    const listed = contents?.entries.map((e) => ({ title: e.title, page: null, after })) ?? [];
    const furniture = removeFurniture(w.pages, [...w.outline.entries, ...listed]);
    const numbered: { page: number; line: Line }[] = [];
    w.pages.forEach((before, i) => {
      const kept = new Set(furniture.pages[i]?.lines);
      for (const l of before.lines) {
        if (kept.has(l)) continue;
        setAside(w.ledger[before.page - 1], furnitureKey(l.text) === '#' ? 'page-number' : 'running', l.text);
        if (NUMBERED_LINE.test(l.text.trim())) numbered.push({ page: before.page, line: l });
      }
    });
    reportNumbered(numbered, ctx);
    if (furniture.titlePages.length)
      ctx.report({
        severity: 'info',
        code: 'running-titles',
        message: `a division's title printed at the top of its later pages (a running head the outline or the Contents names) was left out as furniture on ${furniture.titlePages.length} page(s): ${pageRanges(furniture.titlePages)}`,
        page: furniture.titlePages[0],
      });
    return { ...w, pages: furniture.pages, printedNumbers: furniture.printedNumbers };
  },
);

/** Running headers rarely open with a clause number; when removed lines do, the reader is told which. */
function reportNumbered(numbered: readonly { page: number; line: Line }[], ctx: PassContext): void {
  if (!numbered.length) return;
  const pages = [...new Set(numbered.map((n) => n.page))];
  ctx.report({
    severity: 'info',
    code: 'furniture-numbered',
    message: `${numbered.length} line(s) that open like numbered headings were removed as running headers or footers (their text repeats on other pages), first "${numbered[0]!.line.text.slice(0, 60)}", on page(s) ${pageRanges(pages)}`,
    page: pages[0],
  });
}
