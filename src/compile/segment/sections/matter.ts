/**
 * Matter outside the clause sequence. Front matter — the cover, the copyright
 * page, Contents pages, a Foreword no source lists — is everything before the
 * first section's start. Back matter is the run of trailing pages after the
 * last section's start that carry a publisher's back-cover or copyright
 * notice ("ICS 35.240.30", "Price based on 5 pages", "COPYRIGHT PROTECTED
 * DOCUMENT") and no heading. Both belong to no section (docs/model.md).
 */
import type { WorkElement } from '../work.js';

/** Lines only a publisher prints on a back cover or copyright page (ISO, IEC). */
const MATTER_MARKS = [
  /(?:^|\s)ICS\s+\d{2}\.\d{3}(?:\.\d{2})?(?![\d.])/, // International Classification for Standards
  /\bPrice based on \d+ pages?\b/i,
  /^COPYRIGHT PROTECTED DOCUMENT\b/,
];
/** A notice is short; a paragraph of body text that cites an ICS code is not one. */
const MAX_MARK_CHARS = 200;

function text(e: WorkElement): string {
  switch (e.kind) {
    case 'paragraph':
    case 'heading':
    case 'code':
      return e.text;
    case 'note':
    case 'example':
      return e.full;
    case 'list':
      return e.items.join(' ');
    case 'table':
      return '';
  }
}

export function isMatterNotice(e: WorkElement): boolean {
  const t = text(e);
  return t.length <= MAX_MARK_CHARS && MATTER_MARKS.some((re) => re.test(t));
}

/**
 * Index of the first back-matter element: trailing pages, each with a
 * notice and no heading, after the element at `lastStart`; `elements.length`
 * when there are none.
 */
export function backMatterStart(elements: readonly WorkElement[], lastStart: number): number {
  let start = elements.length;
  let end = elements.length;
  while (end - 1 > lastStart) {
    const page = elements[end - 1]!.page;
    let from = end - 1;
    while (from - 1 > lastStart && elements[from - 1]!.page === page) from--;
    // The last section starts on this page: the page is part of it.
    if (elements[from - 1]?.page === page) break;
    const run = elements.slice(from, end);
    // A notice set large enough to be read as a heading ("COPYRIGHT PROTECTED DOCUMENT") is still a notice.
    if (run.some((e) => e.kind === 'heading' && !isMatterNotice(e)) || !run.some(isMatterNotice)) break;
    start = from;
    end = from;
  }
  return start;
}
