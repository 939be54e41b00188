import { leftOut } from '../account/ledger.js';
import { pageRanges } from '../page-list.js';
import { pass } from '../pipeline/pass.js';
import { findContentsPages, type PageMap } from './contents-page.js';
import { nominatedHeadings } from './nominated-headings.js';
import type { Footed, Listed } from './stages.js';

/** A printed Contents page is a section list, never body text — whether or not there is an outline. */
export const contentsPagesPass = pass<Footed, Listed>(
  'contents-pages',
  'finds the printed Contents pages and the headings they and the outline nominate',
  (w, ctx) => {
    const contents = findContentsPages(w.pages);
    if (contents?.lines.size) {
      const pages = new Set<number>();
      for (const l of contents.lines) {
        leftOut(w.ledger[l.page - 1], 'contents-pages', l.text);
        pages.add(l.page);
      }
      ctx.report({
        severity: 'info',
        code: 'contents-pages',
        message: `the printed Contents (page(s) ${pageRanges([...pages].sort((a, b) => a - b))}) was read as a list of ${contents.entries.length} entries, not as body text`,
        page: Math.min(...pages),
      });
    }
    const flowLines = w.pages.flatMap((p) => p.lines).filter((l) => !contents?.lines.has(l));
    // Titles named by either list let unnumbered headings ("Foreword") be recognised; a junk outline names none.
    const knownTitles = [...w.outline.entries.map((e) => e.title), ...(contents?.entries.map((e) => e.title) ?? [])];
    // Printed numbers through /PageLabels when the file has real ones, else from the running footer/header.
    const trivialLabels = w.pageLabels.every((l, i) => l === String(i + 1));
    const map: PageMap = { printed: trivialLabels ? w.printedNumbers : w.pageLabels };
    const nominated = nominatedHeadings(w.outline.entries, contents, map);
    return { ...w, contents, flowLines, knownTitles, map, nominated };
  },
);
