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
 *   the term short and no sentence; or a paragraph "Term:" alone, the definition in the next one (OASIS).
 * Notes, examples and footnotes are never part of a definition. These are definitions of kind 'term'; the
 * entries of the abbreviations clauses are definitions of kind 'abbreviation' (abbreviations.ts).
 */
import type { Definition, Section } from '../../../model/types.js';
import { DOTTED_NUMBER } from '../../../model/section-number.js';
import { glossaryTableDefinitions, TERM_WORDS } from './glossary-tables.js';
import { sectionAt } from '../section-at.js';
import { abbreviationDefinitions, abbreviationRanges } from './abbreviations.js';
import type { WorkElement, WorkTable } from '../work.js';

/**
 * "Terms and definitions", "Terms, definitions, and symbols", "Definitions and abbreviations", "Glossary":
 * every entry form counts. A title that names them later ("Conventions and Terminology", "Quick
 * Definitions", "Notation & Terminology") holds only "Term: definition" entries: its numbered subclauses
 * and paragraphs are prose.
 */
const TITLE = /^(?:terms(?:,| and) definitions|terms of art|definitions|glossary|terminology)\b/i;
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
 * terms are used:", "Throughout this document the following definitions are used:"), never a term.
 */
const NOT_A_TERM = /^(?:note|notes|example|examples|see|source|e\.g|i\.e|notation|conventions?)\b|\bfollowing\b/i;
const ENTRY_NUMBER = new RegExp(`^${DOTTED_NUMBER}$`);
/** A paragraph that opens with an entry number: "2.3.1 standard uncertainty …", "2.2.1 The word …". */
const NUMBERED_TEXT = new RegExp(String.raw`^(${DOTTED_NUMBER})\s+(\S[\s\S]*)$`);
const SOURCE = /^\[SOURCE\s*:?\s*([\s\S]*?)\s*\]$/;
/** A sentence of running prose (a subclause's text), not a definition, which starts in lower case. */
const PROSE = /^\p{Lu}\p{Ll}[\s\S]*[.!?]\s+\p{Lu}[\s\S]*[.!?]$/u;

export interface DefinitionsResult {
  definitions: Definition[];
  /** Element indices that are a definition's own text (never requirements). */
  consumed: Set<number>;
}

interface Entry {
  number: string;
  page: number;
  term: string | null;
  body: string[];
  notes: string[];
  examples: string[];
  source: string | null;
  /** The definition is complete (printed on the entry's own line): later plain paragraphs are not part of it. */
  closed: boolean;
  /** Closed by its first paragraph: a term line's definition is the one paragraph below it. */
  single: boolean;
}

/** A paragraph that can be a term: a short noun phrase, no sentence, no label. */
function termLike(text: string): boolean {
  const t = text.trim();
  const words = t.split(/\s+/).length;
  return words <= TERM_WORDS && /^[\p{L}(]/u.test(t) && !/[.:;,!?]$/.test(t) && !NOT_A_TERM.test(t);
}

/** At least this many term / definition pairs make a clause a two-column list read as paragraphs. */
const MIN_PAIRS = 3;

/**
 * Term and definition printed side by side (FIPS 203's two-column list; a bold term line over its
 * definition) come out as alternating paragraphs: a term-like paragraph, then a longer one. Taken only in
 * a clause with no numbered entries, where at least three such pairs stand; the indices of the terms.
 */
function termParagraphPairs(
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
/** A short line that names a term: no sentence, no label, and a longer paragraph below it. */
function bareTerm(text: string, next: WorkElement | undefined): string | null {
  // The paragraph below is a definition: a sentence (running headers and page numbers below a line are not),
  // and no entry of its own (a run-in term opens it).
  if (next?.kind !== 'paragraph' || next.lead !== undefined || next.text.length <= text.length) return null;
  if (!/[.!?]["”’)]?$/.test(next.text)) return null;
  if (!/^\p{Lu}/u.test(text) || /[.:;,!?]$/.test(text) || text.split(/\s+/).length > TERM_WORDS) return null;
  return text;
}

/** A paragraph whose lead (the run-in face) is a term of at most TERM_WORDS words, and text follows. */
function leadEntry(text: string, lead: string | undefined): { term: string; definition: string } | null {
  if (!lead || !text.startsWith(lead)) return null;
  const term = lead.replace(/[\s:.—–-]+$/u, '');
  const definition = text.slice(lead.length).replace(/^[\s:.—–-]+/u, '');
  // A lone lower-case word set apart ("and", continuing a sentence cut by the layout) is no term.
  if (!/^\p{L}/u.test(term) || /^\p{Ll}+$/u.test(term) || term.split(/\s+/).length > TERM_WORDS) return null;
  if (!/^\p{L}/u.test(definition)) return null;
  return { term, definition };
}

function colonEntry(text: string): { term: string; definition: string } | null {
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
function isGroupHeading(elements: readonly WorkElement[], at: number, end: number, number: string): boolean {
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

export function extractDefinitions(
  sections: Section[],
  elements: WorkElement[],
  tables: readonly WorkTable[] = [],
): DefinitionsResult {
  const found: { at: number; definition: Definition }[] = [];
  const consumed = new Set<number>();
  const clauses: Section[] = [];
  // Acronym and symbol subclauses hold no terms (ABBREVIATIONS); which of them hold abbreviations is
  // abbreviations.ts's to say (its titles leave symbols out).
  const noTermRanges = sections
    .filter((s) => ABBREVIATIONS.test(s.title) && !TITLE.test(s.title))
    .map((s) => [s.start, s.subtreeEnd] as const);
  const inAbbreviations = (at: number) => noTermRanges.some(([a, b]) => a <= at && at < b);
  const strictRanges = sections.filter((s) => TITLE.test(s.title)).map((s) => [s.start, s.subtreeEnd] as const);
  const strictAt = (at: number) => strictRanges.some(([a, b]) => a <= at && at < b);
  let covered = -1; // a terms clause nested in another one is read once, with its parent
  for (const clause of sections.filter(isTermsSection)) {
    if (clause.start < covered) continue;
    covered = clause.subtreeEnd;
    clauses.push(clause);
    let entry: (Entry & { at: number }) | null = null;
    const finish = () => {
      if (entry && entry.term) {
        const body = entry.body;
        found.push({
          at: entry.at,
          definition: {
            kind: 'term',
            term: entry.term,
            admittedTerms: body.slice(0, -1),
            definition: body[body.length - 1] ?? '',
            notes: entry.notes,
            examples: entry.examples,
            source: entry.source,
            section: entry.number,
            page: entry.page,
          },
        });
      }
      entry = null;
    };
    let i = clause.start;
    const open = (number: string, page: number, term: string | null) => ({
      at: i,
      number,
      page,
      term,
      body: [],
      notes: [],
      examples: [],
      source: null,
      closed: false,
      single: false,
    });
    const pairs = termParagraphPairs(elements, clause.start, clause.subtreeEnd, strictAt);
    for (; i < clause.subtreeEnd; i++) {
      const e = elements[i]!;
      if (inAbbreviations(i)) {
        finish();
        continue;
      }
      const strict = strictAt(i);
      if (pairs.has(i)) {
        // A term paragraph and its definition paragraph (a two-column list read as alternating paragraphs).
        finish();
        const holder = sectionAt(sections, i) ?? clause;
        const definition = elements[i + 1] as Extract<WorkElement, { kind: 'paragraph' }>;
        entry = open(holder.number ?? holder.id, e.page, (e as Extract<WorkElement, { kind: 'paragraph' }>).text);
        entry.body.push(definition.text);
        finish();
        consumed.add(i);
        consumed.add(i + 1);
        i++;
        continue;
      }
      if (e.kind === 'heading' && !strict) {
        finish();
        continue;
      }
      if (e.kind === 'list') {
        // Entries as list items: "— client: the endpoint …", each one complete.
        const items = e.items.map((item) => colonEntry(item.replace(/^[-–—•▪■●◦]\s*/u, '')));
        if (items.some((c) => c?.definition)) {
          finish();
          const holder = sectionAt(sections, i) ?? clause;
          for (const c of items) {
            if (!c?.definition) continue;
            entry = open(holder.number ?? holder.id, e.page, c.term);
            entry.body.push(c.definition);
            finish();
          }
          consumed.add(i);
          continue;
        }
      }
      if (e.kind === 'heading') {
        // The clause's own heading, or that of a terms clause nested in it ("3.1 Terms and definitions").
        if (i === clause.start || TITLE.test(e.title) || TERMS_SUBCLAUSE.test(e.title)) {
          finish();
          continue;
        }
        if (entry && entry.term === null && e.number === null) {
          entry.term = e.text; // "4.1" and the term printed as two headings
          consumed.add(i);
          continue;
        }
        finish();
        // A run-in entry the numbering already read as a term ("3.2.6 Contractor. An entity …") is one, however
        // many sentences its definition has.
        const entryHead = e.termEntry === true || !isGroupHeading(elements, i, clause.subtreeEnd, e.number ?? '');
        if (e.number && ENTRY_NUMBER.test(e.number) && entryHead) {
          entry = open(e.number, e.page, e.title || null);
          consumed.add(i);
        }
        continue;
      }
      if (e.kind === 'table') {
        finish();
        continue;
      }
      if (e.kind === 'paragraph' && strict && ENTRY_NUMBER.test(e.text)) {
        finish();
        entry = open(e.text, e.page, null);
        consumed.add(i);
        continue;
      }
      const numbered = e.kind === 'paragraph' && strict ? NUMBERED_TEXT.exec(e.text) : null;
      if (numbered && e.kind === 'paragraph') {
        finish();
        // GUM style: the term is the paragraph's lead, set in its own face after the number.
        const [, number, rest] = numbered;
        if (e.lead && rest!.startsWith(e.lead)) {
          entry = open(number!, e.page, e.lead);
          const definition = rest!.slice(e.lead.length).trim();
          if (definition) {
            entry.body.push(definition);
            entry.closed = true;
          }
          consumed.add(i);
        }
        continue; // a numbered paragraph of prose ("2.2.1 The word …") belongs to no entry
      }
      // "Associated File" on a line of its own, its definition the paragraph below (a terms clause only).
      const bare =
        strict && e.kind === 'paragraph' && !e.footnote && (!entry || entry.term !== null)
          ? bareTerm(e.text, elements[i + 1])
          : null;
      if (bare) {
        finish();
        const holder = sectionAt(sections, i) ?? clause;
        entry = open(holder.number ?? holder.id, e.page, bare);
        entry.single = true;
        consumed.add(i);
        continue;
      }
      // "Acceptable Risk is a concern …": the term is the paragraph's lead, set in its own face, and the
      // definition runs on in the same sentence.
      const runIn = e.kind === 'paragraph' && !e.footnote ? leadEntry(e.text, e.lead) : null;
      if (runIn) {
        finish();
        const holder = sectionAt(sections, i) ?? clause;
        entry = open(holder.number ?? holder.id, e.page, runIn.term);
        entry.body.push(runIn.definition);
        entry.closed = true;
        consumed.add(i);
        continue;
      }
      const colon =
        e.kind === 'paragraph' && !e.footnote && (!entry || entry.term !== null) ? colonEntry(e.text) : null;
      if (colon) {
        finish();
        const holder = sectionAt(sections, i) ?? clause;
        entry = open(holder.number ?? holder.id, e.page, colon.term);
        if (colon.definition) {
          entry.body.push(colon.definition);
          entry.closed = true;
        }
        consumed.add(i);
        continue;
      }
      if (!entry) continue;
      if (e.kind === 'note' || e.kind === 'example') {
        (e.kind === 'example' ? entry.examples : entry.notes).push(e.full);
        consumed.add(i);
        continue;
      }
      if (e.kind !== 'paragraph' || e.footnote) continue;
      const source = SOURCE.exec(e.text);
      if (source) {
        entry.source = source[1]!;
        consumed.add(i);
      } else if (entry.term === null) {
        entry.term = e.text;
        consumed.add(i);
      } else if (!entry.closed && entry.notes.length === 0 && entry.examples.length === 0 && entry.source === null) {
        entry.body.push(e.text);
        entry.closed = entry.single;
        consumed.add(i);
      }
    }
    finish();
  }
  const inTermsClause = (at: number) => clauses.some((c) => c.start <= at && at < c.subtreeEnd) && !inAbbreviations(at);
  const abbreviationClauses = abbreviationRanges(sections);
  const inAbbreviationsClause = (at: number) => abbreviationClauses.some(([a, b]) => a <= at && at < b);
  const clauseAt = (at: number) =>
    inAbbreviationsClause(at) ? ('abbreviation' as const) : inTermsClause(at) ? ('term' as const) : null;
  const fromTables = glossaryTableDefinitions(sections, elements, tables, clauseAt);
  const fromAbbreviations = abbreviationDefinitions(sections, elements);
  for (const at of [...fromTables.consumed, ...fromAbbreviations.consumed]) consumed.add(at);
  const all = [...found, ...fromTables.definitions, ...fromAbbreviations.definitions].sort((a, b) => a.at - b.at);
  return { definitions: all.map((x) => x.definition), consumed };
}
