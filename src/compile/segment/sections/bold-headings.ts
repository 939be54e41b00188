/**
 * Unnumbered sub-headings set alone in bold in the body's size (RISC-V 3.6.1's "Address Matching", "Locking and
 * Privilege Mode" and "Priority and Matching Logic", LaTeX's \paragraph over 11-point text): no outline or Contents
 * lists them and no size sets them apart. A line alone, wholly bold, that reads as a plain title — two to ten words,
 * no figure in them, opening with a capital, no sentence punctuation at its end, no label — between the end of a sentence and prose,
 * inside a numbered section, printed once, where the document sets three or more. Never inside a terms clause,
 * where a bold line over a paragraph is a term over its definition (capital-headings.pass.ts leaves those out).
 * An unnumbered heading that no outline or Contents lists — a line the layout set apart by its size — is such a title
 * set larger, and counts with them: SP 800-26 sets "Management Controls" in the body's bold and "Operational
 * Controls", "Technical Controls" two points larger, one style of group title that no list names.
 */
import type { SubHeadingStyle } from './capital-headings.js';
import { printedOnce, readsAsTitle } from './italic-headings.js';
import type { WorkElement } from '../work.js';

const MAX_WORDS = 10;

export const isBoldTitleLine = (e: WorkElement): boolean => {
  if (e.kind === 'heading') return unlistedHeading(e) && !/\p{N}/u.test(e.title) && readsAsTitle(e.title, 1, MAX_WORDS);
  if (e.kind !== 'paragraph' || !e.boldAlone) return false;
  // The weakest evidence of a heading asks the plainest title: words, no figure (a change log's "Revision 3 Release 1
  // – 12 February 2018" is an entry's label).
  // One word only set larger than the body ("Enciphering" over 10.5-point text, NBS FIPS 46-1): in the body's size a
  // bold word alone is a label ("Typical Usage" is two).
  return !/\p{N}/u.test(e.text) && readsAsTitle(e.text, e.boldAlone === 'larger' ? 1 : 2, MAX_WORDS);
};

/** An unnumbered heading the layout set apart that no source listed: a bold line set larger, for this rule. */
const unlistedHeading = (e: Extract<WorkElement, { kind: 'heading' }>) =>
  e.number === null && !e.termEntry && !e.runInLabel;

/** Sub-headings alone in bold in the body size (see addStyledSubHeadings; the pass keeps them out of terms clauses). */
export const BOLD: SubHeadingStyle = { isStyled: isBoldTitleLine, keep: printedOnce };
