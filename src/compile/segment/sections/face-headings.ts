/**
 * Unnumbered sub-headings set alone in the face of the document's numbered headings, too little larger than the
 * body to be headings by size (RISC-V's "Write/Read Only Legal Values (WLRL)", in the bold 12 points of "3.1.1
 * Machine ISA Register", over 11-point text): no outline or Contents lists them. The layout
 * marks such a line (`headingFace`); it is a sub-heading where it reads as a title — at most twelve words, opening
 * with a capital, no sentence punctuation at its end, no label of a note, example, table or figure — between the
 * end of a sentence and prose, inside a numbered section, printed once, and where the document sets three or more.
 */
import type { SubHeadingStyle } from './capital-headings.js';
import { printedOnce, readsAsTitle } from './italic-headings.js';
import type { WorkElement } from '../work.js';

const MAX_WORDS = 12;

export const isFaceTitleLine = (e: WorkElement): boolean =>
  e.kind === 'paragraph' && e.headingFace === true && readsAsTitle(e.text, 1, MAX_WORDS);

/** Sub-headings alone in the numbered headings' face (see addStyledSubHeadings). */
export const FACE: SubHeadingStyle = { isStyled: isFaceTitleLine, keep: printedOnce };
