/**
 * Unnumbered sub-headings set in capitals in the body face ("SECURITY LEVEL 1", "RECOMMENDED SOFTWARE
 * DEVELOPMENT PRACTICES" under a numbered clause of an older FIPS): no outline or Contents page lists them,
 * and their font says nothing, so only their form does. A paragraph inside the numbered text whose whole text
 * is a title phrase in capitals — at least two letters in a row, at most twelve words, no sentence punctuation,
 * no label of a note, example, table or figure — followed by prose (a paragraph in mixed case that is longer
 * than it), not preceded by another line in capitals (a table's header cells read as lines) and not set in from
 * the text column (untagged: a line in capitals set in opens a block of pseudo-code, MIL-STD-2045's "THIS CASE
 * REQUIRES"), is an unnumbered section one level below the section it stands in.
 */
import type { SectionStart } from './match.js';
import { promoteUnnumbered, type SectionDraft } from './sections.js';
import type { WorkElement } from '../work.js';
import { ITEM_ENUMERATOR } from '../../../model/list-enumerator.js';

const CAPITALS = /^(?=.*\p{Lu}{2})[\p{Lu}\p{N}][\p{Lu}\p{N}\s,&'’/()-]*$/u;
const LABEL = /^(?:NOTES?|EXAMPLES?|WARNING|CAUTION|IMPORTANT|TABLE|FIGURE|CONTENTS|APPENDIX|ANNEX|TASK)\b/;
const MAX_WORDS = 12;
const MAX_CHARS = 80;
const MIN_STYLE_USES = 3;
/**
 * Set in from the text column by more than this (points): not a sub-heading; a paragraph set in so far under a line:
 * not its body (setInUnder).
 */
const SET_IN = 6;

const WORD = /^\p{Lu}{2,}$/u;

const isCapitalsLine = (e: WorkElement | undefined): e is Extract<WorkElement, { kind: 'paragraph' }> => {
  if (e?.kind !== 'paragraph' || e.text.length > MAX_CHARS || !CAPITALS.test(e.text) || LABEL.test(e.text))
    return false;
  if ((e.indent ?? 0) > SET_IN) return false;
  const words = e.text.split(/\s+/);
  // A compound counts by its parts: "SELF-TESTS" is two words of letters, "X-RAY" one.
  return words.length <= MAX_WORDS && words.flatMap((w) => w.split('-')).filter((w) => WORD.test(w)).length >= 2;
};

const PROSE_WORDS = 8;
/** A shorter paragraph is prose when it is a whole sentence, closed by its full stop ("For a Fortran example, consider Figure 85."). */
const SENTENCE_WORDS = 5;
const isProse = (next: WorkElement | undefined) => {
  if (next?.kind === 'list') return true;
  if (next?.kind !== 'paragraph' || !/^[^\p{L}]{0,4}\p{Lu}/u.test(next.text) || !/\p{Ll}/u.test(next.text))
    return false;
  const words = next.text.split(/\s+/).length;
  return words >= PROSE_WORDS || (words >= SENTENCE_WORDS && /[\p{Ll}\d][.!?]$/u.test(next.text.trim()));
};
// A line without a letter (a form's fill-in line of underscores, a rule of dashes) closes the text above it too.
const endsText = (prev: WorkElement | undefined) =>
  prev !== undefined &&
  (prev.kind === 'heading' ||
    prev.kind === 'list' ||
    prev.kind === 'table' ||
    (prev.kind === 'paragraph' && (/[.:!?]["”)]?$/.test(prev.text) || !/\p{L}/u.test(prev.text))));

/** A paragraph of one or two characters, no word (a scan's speck read as a letter: NBS FIPS 46-1's "b"). */
const isSpeck = (e: WorkElement | undefined) => e?.kind === 'paragraph' && e.text.trim().length <= 2;

/** The element after `k`, past a speck. */
const pastSpeck = (work: readonly WorkElement[], k: number) => (isSpeck(work[k]) ? k + 1 : k);

const styledAt = (work: readonly WorkElement[], k: number, style: SubHeadingStyle) =>
  work[k] !== undefined && work[k + 1] !== undefined && style.isStyled(work[k]!, work[k + 1]!);

/**
 * Prose under the line, past a speck — or a line of the same style with prose under it: a title over its first
 * sub-heading (NBS FIPS 46-1's "DATA ENCRYPTION ALGORITHM" over "Introduction").
 */
function overProse(work: readonly WorkElement[], i: number, style: SubHeadingStyle): boolean {
  const k = pastSpeck(work, i + 1);
  if (isProse(work[k])) return !setInUnder(work[i]!, work[k]!);
  return styledAt(work, k, style) && isProse(work[pastSpeck(work, k + 1)]);
}

/**
 * Untagged: a paragraph set in under the line, every line of it, is the definition of a description list's term
 * (Sphinx's "DEBIAN/shlibs files in the “build directory”" over its indented text), never a heading's body; items
 * set in under a heading are its body (FIPS 140-1's "The Long Run Test" over "1. A long run is …").
 */
const setInUnder = (line: WorkElement, text: WorkElement) =>
  text.kind === 'paragraph' &&
  !ITEM_ENUMERATOR.test(text.text) &&
  text.indent !== undefined &&
  text.indent > (line.indent ?? 0) + SET_IN;

/** The end of a sentence before the line — or a line of the same style right after one (a sub-heading's title). */
function afterText(work: readonly WorkElement[], i: number, style: SubHeadingStyle): boolean {
  return endsText(work[i - 1]) || (i >= 2 && styledAt(work, i - 1, style) && endsText(work[i - 2]));
}

/** The text of a line a style may make a sub-heading (a paragraph, or a heading no source listed). */
export const lineText = (e: WorkElement) => (e.kind === 'paragraph' || e.kind === 'heading' ? e.text.trim() : '');

/** Texts that open two pages or more: a running header the furniture pass left (a scan's "FIPS PUB 46-1"). */
function runningHeaders(work: readonly WorkElement[]): Set<string> {
  const seen = new Map<string, number>();
  work.forEach((e, i) => {
    if (e.kind === 'paragraph' && (i === 0 || work[i - 1]!.page !== e.page))
      seen.set(e.text, (seen.get(e.text) ?? 0) + 1);
  });
  return new Set([...seen].filter(([, n]) => n >= 2).map(([t]) => t));
}

/** Sub-headings in capitals in the body face (see addStyledSubHeadings). */
export const CAPITAL_STYLE: SubHeadingStyle = { isStyled: isCapitalsLine };

/** A style of sub-heading: which lines have it (`next`: the element after the line), and which of those to keep. */
export interface SubHeadingStyle {
  isStyled: (e: WorkElement, next: WorkElement) => boolean;
  keep?: (work: readonly WorkElement[], found: number[]) => number[];
}

/**
 * The sub-headings of one style (`isStyled`) after `firstStart`: lines of that style between the end of a
 * sentence and prose, inside a section, made heading elements one level below it — when the document uses the
 * style at least MIN_STYLE_USES times.
 */
export function addStyledSubHeadings(
  work: WorkElement[],
  firstStart: number,
  pageLabels: readonly string[],
  enclosing: (i: number) => number,
  taken: ReadonlySet<number>,
  style: SubHeadingStyle,
): { drafts: SectionDraft[]; starts: SectionStart[] } {
  const drafts: SectionDraft[] = [];
  const starts: SectionStart[] = [];
  let found: number[] = [];
  const headers = runningHeaders(work);
  for (let i = Math.max(firstStart, 1); i < work.length - 1; i++) {
    const e = work[i]!;
    if (taken.has(i) || !style.isStyled(e, work[i + 1]!) || headers.has(lineText(e))) continue;
    if (!afterText(work, i, style) || !overProse(work, i, style)) continue;
    if (enclosing(i) > 0) found.push(i);
  }
  found = style.keep?.(work, found) ?? found;
  // One line in capitals is a coincidence (an HTTP method list, a banner); a style is used again and again.
  if (found.length < MIN_STYLE_USES) return { drafts, starts };
  for (const i of found) promoteUnnumbered(work, i, enclosing(i) + 1, pageLabels, { drafts, starts });
  return { drafts, starts };
}
