/**
 * Definitions a clause announces and prints as sub-headings over their text: RISC-V 2.3 ends its own text with "The
 * following definitions and abbreviations are used in specifying the behavior of fields within the CSRs." and sets four
 * unnumbered sub-headings ("Write/Read Only Legal Values (WLRL)"), each over the paragraph that defines it. Each
 * such sub-heading's title is a term and the first sentence under it its definition (the rest are its rules); a title that ends in a
 * parenthesised abbreviation gives that abbreviation too, standing for the words before it. The clause must have
 * two sub-sections or more, all unnumbered: numbered subclauses after such a sentence are clauses of their own.
 */
import type { Definition, Section } from '../../../model/types.js';
import type { WorkElement } from '../work.js';
import { sectionAt } from '../section-at.js';
import { splitSentences } from '../sentences.js';
import { plainEntry } from './abbreviations.js';
import { ENDS_SENTENCE, termLike } from './definitions.js';

const ANNOUNCES =
  /\bthe following (?:definitions|terms)(?: and (?:abbreviations|acronyms))?\b[^.:]*\b(?:are used|apply)\b[^.:]*[.:]$/i;
/** "Write/Read Only Legal Values (WLRL)": the words, and the abbreviation of two to ten capitals or digits. */
const ABBREVIATED = /^(\S.*?)\s*\((\p{Lu}[\p{Lu}\d]{1,9})\)$/u;

export interface AnnouncedEntry {
  at: number;
  definition: Definition;
}

export function announcedTerms(sections: readonly Section[], elements: readonly WorkElement[]): AnnouncedEntry[] {
  const out: AnnouncedEntry[] = [];
  for (const clause of sections) {
    const children = sections.filter((s) => s.parent === clause.id);
    if (children.length < 2 || children.some((c) => c.number !== null)) continue;
    const lead = lastParagraph(elements, clause.start, clause.end);
    if (lead === null || !ANNOUNCES.test(lead.text.trim())) continue;
    for (const child of children) {
      const body = firstParagraph(elements, child.start, child.end);
      if (body !== null) out.push(...entriesOf(child, body, clause.id));
    }
  }
  return out;
}

/** The paragraph that ends the clause's own text, right before its sub-headings: what "the following" points at. */
function lastParagraph(elements: readonly WorkElement[], from: number, to: number) {
  const e = elements[to - 1];
  return e?.kind === 'paragraph' && to - 1 > from ? { at: to - 1, text: e.text, page: e.page } : null;
}

function firstParagraph(elements: readonly WorkElement[], from: number, to: number) {
  for (let i = from; i < to; i++) {
    const e = elements[i]!;
    if (e.kind === 'paragraph') return { at: i, text: e.text, page: e.page };
  }
  return null;
}

function entriesOf(child: Section, body: { at: number; text: string; page: number }, holder: string): AnnouncedEntry[] {
  const entry = (kind: Definition['kind'], term: string, definition: string): AnnouncedEntry => ({
    at: body.at,
    definition: plainEntry(kind, term, definition, holder, body.page),
  });
  const abbreviated = ABBREVIATED.exec(child.title);
  return [
    entry('term', child.title, splitSentences(body.text)[0] ?? body.text),
    ...(abbreviated ? [entry('abbreviation', abbreviated[2]!, abbreviated[1]!)] : []),
  ];
}

/**
 * A lead-in that announces definitions and ends in a colon ("The following definitions are useful for discussing
 * scalable fonts:", the X Logical Font Description's chapter 5), outside any terms clause.
 */
const ANNOUNCES_LIST = /\bthe following (?:definitions|terms)\b[^.:]*:$/i;
/** Pairs of a term and its definition under such a lead-in, at least: one alone is no list of definitions. */
const MIN_PAIRS = 2;
/** A bullet the term line opens with ("• Scalable font name"): the list's, not the term's. */
const BULLET = /^[•◦▪‣∙·–—-]\s+/u;

/** The term an element prints alone on its line: a code line, a one-item list or a short paragraph; null if none. */
function termOf(e: WorkElement | undefined): string | null {
  const text =
    e?.kind === 'code' && !e.text.includes('\n')
      ? e.text
      : e?.kind === 'list' && e.items.length === 1
        ? e.items[0]!
        : e?.kind === 'paragraph'
          ? e.text
          : null;
  if (text === null) return null;
  const term = text.trim().replace(BULLET, '');
  return termLike(term) ? term : null;
}

/**
 * Definitions a lead-in announces outside the terms clauses, each term alone on its line (in the code face, as a
 * bullet, or plain) over the paragraph that defines it: the term and the first sentence of that paragraph (the rest
 * are its rules), cited by the section holding it; read while the pairs go on, two at least. A term printed twice
 * in a row (a line over the list, as Apache FOP sets a DocBook variablelist's first entry) is one term.
 */
export function announcedPairs(
  sections: readonly Section[],
  elements: readonly WorkElement[],
  inTermsClause: (at: number) => boolean,
): AnnouncedEntry[] {
  const out: AnnouncedEntry[] = [];
  elements.forEach((lead, i) => {
    if (lead.kind !== 'paragraph' || !ANNOUNCES_LIST.test(lead.text.trim()) || inTermsClause(i)) return;
    const pairs: AnnouncedEntry[] = [];
    let j = i + 1;
    for (let term = termOf(elements[j]); term !== null; term = termOf(elements[j])) {
      if (termOf(elements[j + 1]) === term) j++;
      const body = elements[j + 1];
      if (body?.kind !== 'paragraph' || !ENDS_SENTENCE.test(body.text.trim()) || body.text.length <= term.length) break;
      const section = sectionAt(sections, j + 1)?.id ?? '';
      const definition = splitSentences(body.text)[0] ?? body.text;
      pairs.push({ at: j + 1, definition: plainEntry('term', term, definition, section, body.page) });
      j += 2;
    }
    if (pairs.length >= MIN_PAIRS) out.push(...pairs);
  });
  return out;
}
