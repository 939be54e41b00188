/**
 * Headings the document's own evidence does not support, read as text: a line is typed from the whole document,
 * never from its face alone (docs/model.md, "Numbered sequence"). A producer or a layout reader may take a short
 * bold line for a heading — a numbered paragraph of an announcement page, a display formula, a hex constant, a
 * label of a figure, a list's first item —, but a heading names a clause: its number is one the clause numbering
 * gives to it, and its text holds a word. A heading the document's own lists name (an outline entry or a printed Contents entry of the
 * same text: a tag name "AT", "<H1> – <H6>") is supported whatever its words, and so is a bare clause number over
 * the heading that holds its title ("4.1" / "author"). A line of markup ("<ows:Keywords>", OGC's XML listings tagged
 * as headings) is a listing's, not a heading. A figure's or a table's caption ("Figure 4 — ServiceMetadata
 * UML model") is never a clause's heading, even where a list names it: a producer exports a caption style it was
 * told is a heading, and the printed Contents lists the figures after the clauses.
 */
import { opensItemOnly, opensNextItem } from '../../../model/list-enumerator.js';
import { chapterValue } from '../../../model/section-number.js';
import { parseFigureCaption, parseTableCaption } from '../../../model/table-number.js';
import { normaliseText } from '../normalise.js';
import { sameTitle } from './contents-lines.js';
import { parseNumberedTitle } from './numbers.js';
import type { SequenceCandidate } from './numbered-sequence.js';
import type { WorkElement } from '../work.js';

/** A word of three letters: what a heading's title holds and a formula, a constant or a subscript does not. */
const WORD = /\p{L}{3}/u;
/**
 * A line of markup: an XML or SGML tag, a declaration, or one element with its text ("<?xml version="1.0"?>",
 * "<ows:Keywords>", "<ows:Keyword>tile</ows:Keyword>", "</Contents>"): a listing's line, never a clause's heading.
 */
const MARKUP = /^<[/?!]?[\p{L}_:][^<>]*>(?:[^<>]*<\/[\p{L}_:][^<>]*>)?$/u;
/** A bare capital letter may be an annex's label over its title ("A" / "Title"). */
const BARE_LETTER = /^[A-Z]\.?$/;

/** Letters, digits and signs of a text without spaces, lower case: how a heading and a list entry are compared. */
const listKey = (s: string) => normaliseText(s).toLowerCase().replace(/\s+/g, '');

/** A caption with its title ("Table 3 — Entries", "Figure 1. Pseudo Code"): a bare label may head an annex's table list. */
const isCaption = (text: string) => Boolean(parseFigureCaption(text)?.caption || parseTableCaption(text)?.caption);

/** The texts of the document's own section lists (outline, printed Contents), for comparison with a heading. */
export function listedTexts(lists: readonly (readonly { title: string }[])[]): Set<string> {
  return new Set(lists.flatMap((l) => l.map((e) => listKey(e.title))).filter((k) => k !== ''));
}

/**
 * A heading that is the first item of the list after it: it opens with an enumerator only an item prints, and the
 * next element opens with the enumerator after it (OGC 07-057r7, 6: Word tagged "a) A ServiceMetadata resource (in
 * response to …) … – It describes …" an H1, over the L of "b) A tile resource …" and "c) …").
 */
export function opensListAfter(text: string, next: WorkElement | undefined): boolean {
  if (!opensItemOnly(text)) return false;
  const after = next?.kind === 'list' ? next.items[0] : next?.kind === 'paragraph' ? next.text : undefined;
  return after !== undefined && opensNextItem(text, after);
}

/** A bare clause number ("4.1") set over the heading that holds its title. */
const numberOverHeading = (number: string | null, title: string, next: WorkElement | undefined) =>
  number !== null && title === '' && next?.kind === 'heading' && WORD.test(next.text);

/**
 * Headings off the chain that are text: one whose number the chain gives to a heading of another title (the
 * numbering gives that number to another clause: "1. Name of Standard." on an announcement page before the
 * standard's own "1. Introduction"; the same number and title is one clause listed twice, left alone), one
 * without a word of three letters ("G. 1717).", "(5.1)", "{63}"), one numbered far past the sequence's top-level
 * clauses ("48 BITS"), and a caption. Index → the text and page, for `reading`.
 */
export function unsupportedHeadings(
  work: readonly WorkElement[],
  chain: readonly SequenceCandidate[],
  touched: ReadonlySet<number>,
  listed: ReadonlySet<string> = new Set(),
): Set<number> {
  const titles = new Map(chain.map((c) => [c.number, c.title]));
  const beyond = beyondChain(chain);
  const out = new Set<number>();
  work.forEach((e, i) => {
    if (e.kind !== 'heading' || touched.has(i)) return;
    const text = e.text.trim();
    if (isCaption(text)) {
      out.add(i);
      return;
    }
    if (listed.has(listKey(text))) return;
    if (MARKUP.test(text) || opensListAfter(text, work[i + 1])) {
      out.add(i);
      return;
    }
    const { number, title } = parseNumberedTitle(text);
    if (text !== '' && !WORD.test(text) && !BARE_LETTER.test(text)) {
      if (!numberOverHeading(number, title, work[i + 1])) out.add(i);
      return;
    }
    const other = number !== null && /^\d/.test(number) ? titles.get(number) : undefined;
    if (other !== undefined && !sameTitle(other, title.replace(/\.$/, ''))) out.add(i);
    else if (number !== null && beyond(number)) out.add(i);
  });
  for (const i of unnumberedInRejectedFace(work, out, touched, listed)) out.add(i);
  return out;
}

/**
 * Unnumbered headings set in a face whose numbered lines were all read as text, on a page where one of them was:
 * the face vouched for them ("R ( 32 BITS)" in the bold of "48 BITS K (48 BITS)", labels of one figure).
 */
function unnumberedInRejectedFace(
  work: readonly WorkElement[],
  rejected: ReadonlySet<number>,
  touched: ReadonlySet<number>,
  listed: ReadonlySet<string>,
): number[] {
  const numbered = work.map((e) => e.kind === 'heading' && parseNumberedTitle(e.text.trim()).number !== null);
  const faceOf = (e: WorkElement) => (e.kind === 'heading' ? e.tagLevel : null);
  const kept = new Set<number | null>();
  const lost = new Map<number | null, Set<number>>();
  work.forEach((e, i) => {
    if (!numbered[i]) return;
    if (!rejected.has(i)) kept.add(faceOf(e));
    else lost.set(faceOf(e), (lost.get(faceOf(e)) ?? new Set()).add(e.page));
  });
  const out: number[] = [];
  work.forEach((e, i) => {
    if (e.kind !== 'heading' || numbered[i] || touched.has(i) || rejected.has(i) || e.tagLevel === null) return;
    if (kept.has(e.tagLevel) || listed.has(listKey(e.text.trim()))) return;
    if (lost.get(e.tagLevel)?.has(e.page)) out.push(i);
  });
  return out;
}

/** Clause numbers a chain of this many top-level clauses or more can rule out. */
const MIN_TOP_LEVEL = 5;
/** A top-level number more than this past the chain's last is no clause of it. */
const TOP_LEVEL_JUMP = 3;

/**
 * A top-level number far past the last the chain reached ("48 BITS" of a figure, after clauses 1 … 19): the
 * numbering gives it to no clause, and a clause it skipped would sit between the chain's own.
 */
function beyondChain(chain: readonly SequenceCandidate[]): (number: string) => boolean {
  const top = chain.map((c) => chapterValue(c.number)).filter((v) => v !== null);
  if (top.length < MIN_TOP_LEVEL) return () => false;
  const last = Math.max(...top);
  return (number) => (chapterValue(number) ?? -Infinity) > last + TOP_LEVEL_JUMP;
}
