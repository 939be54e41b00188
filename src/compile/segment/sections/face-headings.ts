/**
 * Unnumbered sub-headings set alone in the face of the document's numbered headings, too little larger than the
 * body to be headings by size (RISC-V's "Write/Read Only Legal Values (WLRL)" and "Address Matching", in the bold
 * 12 points of "3.1.1 Machine ISA Register", over 11-point text): no outline or Contents lists them. The layout
 * marks such a line (`headingFace`); it is a sub-heading where it reads as a title — at most twelve words, opening
 * with a capital, no sentence punctuation at its end, no label of a note, example, table or figure — between the
 * end of a sentence and prose, inside a numbered section, printed once, and where the document sets three or more.
 */
import type { SectionStart } from './match.js';
import type { SectionDraft } from './sections.js';
import { addStyledSubHeadings, type SubHeadingStyle } from './capital-headings.js';
import { LABEL, printedOnce } from './italic-headings.js';
import type { WorkElement } from '../work.js';

const MAX_WORDS = 12;

export const isFaceTitleLine = (e: WorkElement): boolean =>
  e.kind === 'paragraph' &&
  e.headingFace === true &&
  e.text.trim().split(/\s+/).length <= MAX_WORDS &&
  /^\p{Lu}/u.test(e.text) &&
  !/[.:;,!?]["”)]?$/.test(e.text) &&
  !LABEL.test(e.text);

const FACE: SubHeadingStyle = { isStyled: isFaceTitleLine, keep: printedOnce };

/** Turns the sub-headings set in the numbered headings' face after `firstStart` into heading elements. */
export function addFaceHeadings(
  work: WorkElement[],
  firstStart: number,
  pageLabels: readonly string[],
  enclosing: (i: number) => number,
  taken: ReadonlySet<number> = new Set(),
): { drafts: SectionDraft[]; starts: SectionStart[] } {
  return addStyledSubHeadings(work, firstStart, pageLabels, enclosing, taken, FACE);
}
