/**
 * Term entries of the terms clauses: the sections whose title says so
 * ("Terms and definitions", "Terms, definitions and symbols", "Definitions",
 * "Glossary", "Conventions and Terminology", "Quick Definitions" …), whatever
 * their number, in the body or in an annex — but not their subclauses of
 * acronyms, abbreviations or symbols. Entries are printed
 * - ISO and C-standard style: a paragraph holding only the entry number, then
 *   the term, admitted terms, the definition, notes, examples and "[SOURCE: …]";
 * - as a heading "4.1 artifact marked content sequence" (or a heading "4.1"
 *   and a heading holding the term) followed by the same paragraphs;
 * - GUM style: "2.3.1 **standard uncertainty** uncertainty of the result …",
 *   the term told apart by its face (the paragraph's lead), the definition on
 *   the same line or in the next paragraph;
 * - as rows of a two-column table "Term | Definition" (glossary-tables.ts);
 * - as a paragraph "Term: definition" or "Term — definition" (NIST, RFCs: "client:  The endpoint …"),
 *   the term short and no sentence; or a paragraph "Term:" alone, the definition in the next one (OASIS); a list's
 *   enumerator before it ("a.  Sent: …", MIL-STD-2045 C.1.3.1) is the list's.
 * Notes, examples and footnotes are never part of a definition. These are definitions of kind 'term'; the
 * entries of the abbreviations clauses are definitions of kind 'abbreviation' (abbreviations.ts). This file holds
 * the forms; terms-clauses.ts reads the clauses with them.
 */
import type { DefinitionKind, Section } from '../../../model/types.js';
import { DOTTED_NUMBER } from '../../../model/section-number.js';
import { ENUMERATOR } from '../../../model/list-enumerator.js';
import { withoutBullet } from './bullet.js';
import { TERM_WORDS } from './glossary-tables.js';
import { isProduction } from './productions.js';
import type { WorkElement } from '../work.js';

/**
 * "Terms and definitions", "Terms, definitions, and symbols", "Definitions and abbreviations", "Glossary":
 * every entry form counts. A title that names them later ("Conventions and Terminology", "Quick
 * Definitions", "Notation & Terminology") holds only "Term: definition" entries: its numbered subclauses
 * and paragraphs are prose.
 */
const TITLE =
  /^(?:terms(?:,| and) (?:definitions|abbreviations|acronyms)|terms of art|definitions|glossary|terminology)\b/i;
const NAMED_LATER = /\s(?:definitions|glossary|terminology)\b/i;
/** The subclause of terms beside one of abbreviated terms ("3.1 Terms", "3.2 Abbreviated terms"): no entry. */
const TERMS_SUBCLAUSE = /^terms$/i;
/** A subclause of acronyms or symbols inside a terms clause ("2.2 Acronyms"): no term definitions there. */
const ABBREVIATIONS = /^(?:(?:list\s+of\s+)?(?:acronyms|abbreviations|symbols)\b|abbreviated terms)/i;
/** "Term: definition", "Term — definition": a term of at most TERM_WORDS words, starting with a letter. */
const INLINE_ENTRY = /^(\p{L}[^:;.!?—–]{0,79}?)\s*(?::|\s[—–])\s+(\S[\s\S]*)$/u;
const TERM_ALONE = /^(\p{L}[^:;.!?—–]{0,79}?)\s*:$/u;
/**
 * Labels that open notes, examples and conventions, and the lead-in of a list of entries ("The following
 * terms are used:", "Throughout this document the following definitions are used:", "This section discusses the
 * FontName:" — "this" or "these" and a noun are a term, "this document" (WTPDF 5.2), a word more a clause), never a
 * term; nor is the left side of a grammar production (productions.ts).
 */
const NOT_A_TERM =
  /^(?:note|notes|example|examples|see|source|e\.g|i\.e|notation|conventions?)\b|\bfollowing\b|^(?:this|these)\s+\S+\s+\S/i;

const ENTRY_NUMBER = new RegExp(`^${DOTTED_NUMBER}$`);
/** A paragraph that opens with an entry number: "2.3.1 standard uncertainty …", "2.2.1 The word …". */
const NUMBERED_TEXT = new RegExp(String.raw`^(${DOTTED_NUMBER})\s+(\S[\s\S]*)$`);
const SOURCE = /^\[SOURCE\s*:?\s*([\s\S]*?)\s*\]$/;
/** A sentence of running prose (a subclause's text), not a definition, which starts in lower case. */
const PROSE = /^\p{Lu}\p{Ll}[\s\S]*[.!?]\s+\p{Lu}[\s\S]*[.!?]$/u;

/** A paragraph that can be a term: a short noun phrase, no sentence, no label. */
export function termLike(text: string): boolean {
  const t = text.trim();
  const words = t.split(/\s+/).length;
  return words <= TERM_WORDS && /^[\p{L}(]/u.test(t) && !/[.:;,!?]$/.test(t) && !NOT_A_TERM.test(t) && !isProduction(t);
}

/** At least this many term / definition pairs make a clause a two-column list read as paragraphs. */
const MIN_PAIRS = 3;

/**
 * Term and definition printed side by side (FIPS 203's two-column list; a bold term line over its
 * definition) come out as alternating paragraphs: a term-like paragraph, then a longer one. Taken only in
 * a clause with no numbered entries, where at least three such pairs stand; the indices of the terms.
 */
export function termParagraphPairs(
  elements: readonly WorkElement[],
  start: number,
  end: number,
  strictAt: (at: number) => boolean,
): Set<number> {
  const pairs = new Set<number>();
  for (let i = start; i < end; i++) {
    const e = elements[i]!;
    if (e.kind === 'paragraph' && ENTRY_NUMBER.test(e.text)) return new Set();
    const next = elements[i + 1];
    if (
      i + 1 < end &&
      strictAt(i) &&
      e.kind === 'paragraph' &&
      !e.footnote &&
      next?.kind === 'paragraph' &&
      !next.footnote &&
      termLike(e.text) &&
      !termLike(next.text) &&
      next.text.split(/\s+/).length > e.text.split(/\s+/).length
    ) {
      pairs.add(i);
      i++;
    }
  }
  return pairs.size >= MIN_PAIRS ? pairs : new Set();
}

/** A title of a clause whose every entry form is read ("3.2 Definitions", "Terms and definitions"). */
export const isTermsTitle = (title: string) => TITLE.test(title) && !ABBREVIATIONS.test(title);
/** A title of a subclause that holds entries rather than being one ("3.1 Acronyms", "3.2 Definitions"). */
export const isGlossaryTitle = (title: string) => TITLE.test(title) || ABBREVIATIONS.test(title);

export function isTermsSection(s: Section): boolean {
  return (TITLE.test(s.title) || NAMED_LATER.test(s.title)) && !ABBREVIATIONS.test(s.title);
}

/** "Term: definition" or "Term:" alone, with a short term that is no label of a note. */
/** A paragraph that ends a sentence: a term line's definition (running headers and page numbers below a line are not). */
export const ENDS_SENTENCE = /[.!?]["”’)]?$/;
/** A paragraph that holds a sentence somewhere (it may end in a link's title). */
const HOLDS_SENTENCE = /[.!?]["”’)]?(?:\s|$)/;

/**
 * A term (a capital, no closing punctuation, at most TERM_WORDS words) over a longer paragraph that is its
 * definition — `definition` says what that paragraph must hold — and opens no entry of its own (a run-in term).
 */
function termOver(term: string, next: WorkElement | undefined, definition: RegExp): string | null {
  if (next?.kind !== 'paragraph' || next.lead !== undefined || next.text.length <= term.length) return null;
  if (!definition.test(next.text)) return null;
  if (!/^\p{Lu}/u.test(term) || /[.:;,!?]$/.test(term) || term.split(/\s+/).length > TERM_WORDS) return null;
  return term;
}

/**
 * A short line that names a term: no sentence, no label, and a longer paragraph below it that ends a sentence. A
 * line that is a whole "Term: definition" entry ("QoS: Quality of Service" over "Session: A stateful …") is none.
 */
export function bareTerm(text: string, next: WorkElement | undefined): string | null {
  if (colonEntry(text)?.definition) return null;
  return termOver(text, next, ENDS_SENTENCE);
}

/**
 * A heading that names a term over its definition (a glossary setting its terms as headings): as a term line, but
 * a closing full stop is no part of the term, and the definition need only hold a sentence somewhere — it may end
 * in a link's title ("See: TPM 2.0 Library | Trusted Computing Group"), since a heading is never a running header.
 */
export function headingTerm(text: string, next: WorkElement | undefined): string | null {
  return termOver(text.replace(/\.$/, ''), next, HOLDS_SENTENCE);
}

/** A paragraph whose lead (the run-in face) is a term of at most TERM_WORDS words, and text follows. */
export function leadEntry(text: string, lead: string | undefined): { term: string; definition: string } | null {
  if (!lead || !text.startsWith(lead)) return null;
  const term = lead.replace(/[\s:.—–-]+$/u, '');
  const definition = text.slice(lead.length).replace(/^[\s:.—–-]+/u, '');
  // A lone lower-case word set apart ("and", continuing a sentence cut by the layout) is no term.
  if (!/^\p{L}/u.test(term) || /^\p{Ll}+$/u.test(term) || term.split(/\s+/).length > TERM_WORDS) return null;
  if (!/^\p{L}/u.test(definition)) return null;
  return { term, definition };
}

/**
 * "state machine The hypothetical machine used by …": a hanging list whose gutter the text lost (DWARF 4 §6.2.1
 * tags term and definition as one paragraph). A term of lower-case words runs into a definition that opens with a
 * capitalised article, as a definition does, and ends a sentence: a sentence that goes on into a name ("publishes
 * Application Messages …") opens with none.
 */
const HANGING = /^(\p{Ll}[\p{Ll}\d-]*(?: \p{Ll}[\p{Ll}\d-]*){0,4}) ((?:A|An|The) [\s\S]*[.!?]["”’)]?)$/u;

export function hangingEntry(text: string): { term: string; definition: string } | null {
  const m = HANGING.exec(text.trim());
  return m ? { term: m[1]!, definition: m[2]! } : null;
}

/**
 * "Implementation-defined is used in this standard for values or processing that may differ …" (ODF's
 * "Terminology"): a term that opens its paragraph and the phrase that says how the document uses it.
 */
const USED_ENTRY =
  /^(\p{Lu}[\p{L}\p{N}-]*(?: [\p{L}\p{N}-]+){0,3}) (is used in this (?:standard|document|specification|part)\b[\s\S]*)$/u;

/** A subject opened by an article or a determiner ("The keyword is used …") is a phrase of prose, not a term. */
const DETERMINER = /^(?:the|an?|this|that|these|those|each|every|any|some)\s/i;

export function usedEntry(text: string): { term: string; definition: string } | null {
  const m = USED_ENTRY.exec(text.trim());
  if (!m || NOT_A_TERM.test(m[1]!) || DETERMINER.test(m[1]!)) return null;
  return { term: m[1]!, definition: m[2]! };
}

/** A list's enumerator before an entry ("a.  Sent: …", "(2) Originator: …"): the list's, not the term's. */
const ENTRY_ENUMERATOR = new RegExp(String.raw`^${ENUMERATOR}\s+(?=\p{L})`, 'u');

export function colonEntry(printed: string): { term: string; definition: string } | null {
  const text = printed.replace(ENTRY_ENUMERATOR, '');
  const inline = INLINE_ENTRY.exec(text);
  const alone = inline ? null : TERM_ALONE.exec(text);
  const term = (inline?.[1] ?? alone?.[1])?.trim();
  if (!term || NOT_A_TERM.test(term) || term.split(/\s+/).length > TERM_WORDS) return null;
  return { term, definition: inline?.[2]?.trim() ?? '' };
}

/**
 * A numbered heading in a terms clause is a subclause grouping entries, not an
 * entry, when later entries are numbered under it (GUM 2.3 "Terms specific to
 * this Guide" before 2.3.1) or when prose follows it rather than a definition.
 */
export function isGroupHeading(elements: readonly WorkElement[], at: number, end: number, number: string): boolean {
  for (let j = at + 1; j < end; j++) {
    const e = elements[j]!;
    const n =
      e.kind === 'heading'
        ? e.number
        : e.kind === 'paragraph'
          ? ENTRY_NUMBER.test(e.text)
            ? e.text
            : NUMBERED_TEXT.exec(e.text)?.[1]
          : null;
    if (n && n.startsWith(`${number}.`)) return true;
  }
  const first = elements.slice(at + 1, end).find((e) => e.kind !== 'note' && e.kind !== 'example');
  return first?.kind === 'paragraph' && PROSE.test(first.text);
}

/** A subclause of acronyms or symbols that is no terms clause itself: no term entries in it. */
export const isNoTermsTitle = (title: string) => ABBREVIATIONS.test(title) && !TITLE.test(title);
/** A title that says terms (not one that names them later): every entry form is read under it. */
export const isStrictTermsTitle = (title: string) => TITLE.test(title);
/** The heading of a terms clause nested in another ("3.1 Terms and definitions", "3.1 Terms"): no entry. */
export const isNestedTermsTitle = (title: string) => TITLE.test(title) || TERMS_SUBCLAUSE.test(title);
/** A text that is an entry number and nothing else ("2.3.1"). */
export const isEntryNumber = (text: string) => ENTRY_NUMBER.test(text);

/** A paragraph that opens with an entry number: the number, and the text after it. */
export function numberedText(text: string): { number: string; rest: string } | null {
  const m = NUMBERED_TEXT.exec(text);
  return m ? { number: m[1]!, rest: m[2]! } : null;
}

/**
 * A lead-in that says which kind of entries follow in a clause holding both ("This document uses the following
 * abbreviations:", "… the following terms:"): that kind, or null for any other paragraph — and for one that names
 * both kinds ("The following terms and acronyms are used:"), which says nothing of any one entry.
 */
export function leadInKind(text: string): DefinitionKind | null {
  const m = /\bfollowing\s+(abbreviations|acronyms|abbreviated terms|terms|definitions)\b[^.:]*:$/i.exec(text.trim());
  if (!m) return null;
  const kind = /^(?:terms|definitions)$/i.test(m[1]!) ? 'term' : 'abbreviation';
  const rest = m[0].slice(m[0].indexOf(m[1]!) + m[1]!.length);
  const other = kind === 'term' ? /\b(?:abbreviat|acronym)/i : /\b(?:terms|definitions)\b/i;
  return other.test(rest) ? null : kind;
}

/** "[SOURCE: ISO 9000:2015, 3.1.1]" → what it cites; null for any other paragraph. */
export const sourceOf = (text: string): string | null => SOURCE.exec(text)?.[1] ?? null;

/** A list item "— client: the endpoint …" read as "Term: definition", without its dash or bullet. */
export const listItemEntry = (item: string) => colonEntry(withoutBullet(item));
