/**
 * Unnumbered sub-headings set alone in bold in the body's size (RISC-V 3.6.1's "Address Matching", "Locking and
 * Privilege Mode" and "Priority and Matching Logic", LaTeX's \paragraph over 11-point text): no outline or Contents
 * lists them and no size sets them apart. A line alone, wholly bold, that reads as a plain title — two to ten words,
 * no figure in them, opening with a capital, no sentence punctuation at its end, no label — between the end of a sentence and prose,
 * inside a numbered section, printed once, where the document sets three or more. Never inside a terms clause,
 * where a bold line over a paragraph is a term over its definition (capital-headings.pass.ts leaves those out).
 */
import type { SectionStart } from './match.js';
import type { SectionDraft } from './sections.js';
import { addStyledSubHeadings, type SubHeadingStyle } from './capital-headings.js';
import { LABEL, printedOnce } from './italic-headings.js';
import type { WorkElement } from '../work.js';

const MAX_WORDS = 10;

export const isBoldTitleLine = (e: WorkElement): boolean => {
  if (e.kind !== 'paragraph' || !e.boldAlone) return false;
  // The weakest evidence of a heading asks the plainest title: words, no figure (a change log's "Revision 3 Release 1
  // – 12 February 2018" is an entry's label).
  if (/\p{N}/u.test(e.text)) return false;
  const words = e.text.trim().split(/\s+/).length;
  return (
    words >= 2 &&
    words <= MAX_WORDS &&
    /^\p{Lu}/u.test(e.text) &&
    !/[.:;,!?]["”)]?$/.test(e.text) &&
    !LABEL.test(e.text)
  );
};

const BOLD: SubHeadingStyle = { isStyled: isBoldTitleLine, keep: printedOnce };

/** Turns the bold sub-headings after `firstStart` into heading elements; `taken` holds the terms clauses' lines too. */
export function addBoldHeadings(
  work: WorkElement[],
  firstStart: number,
  pageLabels: readonly string[],
  enclosing: (i: number) => number,
  taken: ReadonlySet<number> = new Set(),
): { drafts: SectionDraft[]; starts: SectionStart[] } {
  return addStyledSubHeadings(work, firstStart, pageLabels, enclosing, taken, BOLD);
}
