/**
 * Unnumbered sub-headings set in italic in the body size ("The Monobit Test", "The Poker Test", "The Runs Test"
 * under 4.11.1 of FIPS 140-1): a line alone, wholly italic, that reads as a title — two to ten words, opening
 * with a capital, no sentence punctuation at its end, no label of a note, example, table or figure — between
 * the end of a sentence and prose, inside a numbered section, and set no further in than that prose (a centred
 * italic line is the second line of a caption, RFC 9580's "Versions Registry"). A title printed again and again
 * is a label ("Typical Usage" under each authenticator of SP 800-63B), not a sub-heading: such lines are left. As
 * with capitals, one such line is a coincidence (an emphasised phrase); the document must use the style three
 * times or more.
 */
import { lineText, type SubHeadingStyle } from './capital-headings.js';
import type { WorkElement } from '../work.js';

const MAX_WORDS = 10;
const MAX_CHARS = 80;
/**
 * The label of a note, example, warning, table or figure, never a sub-heading's title; so is MQTT's "Non-normative
 * comment" and "Non-normative example showing a SCRAM challenge", over a boxed note or example.
 */
export const LABEL =
  /^(?:notes?|examples?|warning|caution|important|table|figure|contents|appendix|annex|source|non-?normative\s+(?:comments?|examples?|notes?))\b/i;
/** A form's blank to write in ("System Name: ______"): the line is a field's label, no title. */
const FILL_IN = /_{3}/;
/** Set further in than the prose after it by more than this (points): centred, not a sub-heading. */
const SET_IN = 6;

/**
 * A line that reads as a sub-heading's title: `min` to `max` words, opening with a capital, no sentence punctuation
 * at its end, no label of a note, example, table or figure, no blank to fill in. The styles of sub-heading share it.
 */
export function readsAsTitle(text: string, min: number, max: number): boolean {
  const words = text.trim().split(/\s+/).length;
  return (
    words >= min &&
    words <= max &&
    /^\p{Lu}/u.test(text) &&
    !/[.:;,!?]["”)]?$/.test(text) &&
    !LABEL.test(text) &&
    !FILL_IN.test(text)
  );
}

export const isItalicTitleLine = (e: WorkElement, next: WorkElement): boolean => {
  if (e.kind !== 'paragraph' || !e.italic || e.text.includes('\n') || e.text.length > MAX_CHARS) return false;
  if ((e.indent ?? 0) > (next.indent ?? 0) + SET_IN) return false;
  return readsAsTitle(e.text, 2, MAX_WORDS);
};

/** Lines whose text the style prints once only. */
export function printedOnce(work: readonly WorkElement[], found: number[]): number[] {
  const count = new Map<string, number>();
  for (const i of found) count.set(lineText(work[i]!), (count.get(lineText(work[i]!)) ?? 0) + 1);
  return found.filter((i) => count.get(lineText(work[i]!)) === 1);
}

/** Sub-headings alone in italic (see addStyledSubHeadings). */
export const ITALIC: SubHeadingStyle = { isStyled: isItalicTitleLine, keep: printedOnce };
