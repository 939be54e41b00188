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
import { splitSentences } from '../sentences.js';
import { plainEntry } from './abbreviations.js';

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
