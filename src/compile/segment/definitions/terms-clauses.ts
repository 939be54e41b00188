/**
 * The definitions of a document: the term entries of its terms clauses, read here element by element in the
 * forms definitions.ts describes, then the glossary tables' rows (glossary-tables.ts) and the abbreviations
 * clauses' entries (abbreviations.ts), in document order.
 */
import { announcedPairs, announcedTerms } from './announced-terms.js';
import type { Definition, DefinitionKind, Section } from '../../../model/types.js';
import { sectionAt } from '../section-at.js';
import type { WorkElement, WorkTable } from '../work.js';
import { abbreviationDefinitions, abbreviationLike, abbreviationRanges, spelledBy } from './abbreviations.js';
import {
  bareTerm,
  hangingEntry,
  headingTerm,
  colonEntry,
  usedEntry,
  isEntryNumber,
  isGlossaryTitle,
  isGroupHeading,
  isNestedTermsTitle,
  isNoTermsTitle,
  isStrictTermsTitle,
  isTermsSection,
  leadEntry,
  leadInKind,
  listItemEntry,
  numberedText,
  sourceOf,
  termParagraphPairs,
} from './definitions.js';
import { glossaryTableDefinitions } from './glossary-tables.js';
import { boilerplateKind, isLocator, type SetAside } from './boilerplate.js';

export interface DefinitionsResult {
  definitions: Definition[];
  /** Element indices that are a definition's own text (never requirements). */
  consumed: Set<number>;
  /** Standard boilerplate the terms clauses printed and no definition was read from (boilerplate.ts). */
  setAside: SetAside[];
  /** By table element read as a glossary: its entries as printed (glossary-tables.ts). */
  glossaryEntries: Map<number, { text: string; r: number }[]>;
}

export function extractDefinitions(
  sections: Section[],
  elements: WorkElement[],
  tables: readonly WorkTable[] = [],
): DefinitionsResult {
  const out: Found = { found: [], consumed: new Set<number>(), setAside: [] };
  const ranges = termRanges(sections);
  const clauses: Section[] = [];
  let covered = -1; // a terms clause nested in another one is read once, with its parent
  for (const clause of sections.filter(isTermsSection)) {
    if (clause.start < covered) continue;
    covered = clause.subtreeEnd;
    clauses.push(clause);
    new TermsClauseReading({ sections, elements, ...ranges }, clause, out).run();
  }
  const { inAbbreviations } = ranges;
  const inTermsClause = (at: number) => clauses.some((c) => c.start <= at && at < c.subtreeEnd) && !inAbbreviations(at);
  const abbreviationClauses = abbreviationRanges(sections);
  const inAbbreviationsClause = (at: number) => abbreviationClauses.some(([a, b]) => a <= at && at < b);
  const clauseAt = (at: number) =>
    inAbbreviationsClause(at) ? ('abbreviation' as const) : inTermsClause(at) ? ('term' as const) : null;
  const fromTables = glossaryTableDefinitions(sections, elements, tables, clauseAt);
  // A glossary printed as a table under a lead-in that names its kind ("The following definitions are used …:",
  // FIPS 197 2.1): every row is of that kind, whatever the clause's title names besides.
  const tableRows = fromTables.definitions.map((x) => ({
    ...x,
    declared: leadInBefore(elements, x.at) === x.definition.kind,
  }));
  const fromAbbreviations = abbreviationDefinitions(sections, elements);
  // Sub-headings an ordinary clause announces as definitions (the paragraphs under them stay text: not consumed).
  const announced = [...announcedTerms(sections, elements), ...announcedPairs(sections, elements, inTermsClause)].map(
    (x) => ({ ...x, declared: true }),
  );
  const { found, consumed } = out;
  for (const at of [...fromTables.consumed, ...fromAbbreviations.consumed]) consumed.add(at);
  const all = [...found, ...tableRows, ...fromAbbreviations.definitions, ...announced].sort((a, b) => a.at - b.at);
  const mixed = (at: number) => MIXED_TITLE.test(sectionAt(sections, at)?.title ?? '');
  return {
    definitions: all.map((x) =>
      ('declared' in x && x.declared) || !mixed(x.at) ? x.definition : abbreviationOrTerm(x.definition),
    ),
    consumed,
    setAside: out.setAside,
    glossaryEntries: fromTables.entries,
  };
}

/** The kind the paragraph right before element `at` declares, if it is a lead-in. */
function leadInBefore(elements: readonly WorkElement[], at: number) {
  const before = elements[at - 1];
  return before?.kind === 'paragraph' ? leadInKind(before.text) : null;
}

/** A terms clause whose title names abbreviations too ("Terms and Acronyms", "Definitions and abbreviations"). */
const MIXED_TITLE = /\b(?:acronyms|abbreviations|abbreviated terms)\b/i;

/** The element opens entries that name their own terms: a "term: definition" paragraph, or a list of them. */
function opensEntries(next: WorkElement | undefined): boolean {
  if (next?.kind === 'paragraph') return Boolean(colonEntry(next.text)?.definition);
  return next?.kind === 'list' && next.items.some((item) => Boolean(listItemEntry(item)?.definition));
}

/** In a clause of terms and acronyms in one list, an abbreviation beside the words it spells is an abbreviation. */
function abbreviationOrTerm(d: Definition): Definition {
  return d.kind === 'term' && abbreviationLike(d.term) && spelledBy(d.term, d.definition)
    ? { ...d, kind: 'abbreviation' }
    : d;
}

interface Found {
  /** `declared`: a lead-in said which kind the entry is. */
  found: { at: number; definition: Definition; declared?: boolean }[];
  consumed: Set<number>;
  setAside: SetAside[];
}

interface TermRanges {
  /** In a subclause of acronyms or symbols: no terms there. */
  inAbbreviations: (at: number) => boolean;
  /** Under a title that says terms (not one that names them later): every entry form is read. */
  strictAt: (at: number) => boolean;
}

/**
 * Acronym and symbol subclauses hold no terms; which of them hold abbreviations is abbreviations.ts's to say (its
 * titles leave symbols out).
 */
function termRanges(sections: readonly Section[]): TermRanges {
  const noTerms = [...sections.filter((s) => isNoTermsTitle(s.title)), ...besideTermsSubclauses(sections)];
  const noTermRanges = noTerms.map((s) => [s.start, s.subtreeEnd] as const);
  const strictRanges = sections.filter((s) => isStrictTermsTitle(s.title)).map((s) => [s.start, s.subtreeEnd] as const);
  return {
    inAbbreviations: (at) => noTermRanges.some(([a, b]) => a <= at && at < b),
    strictAt: (at) => strictRanges.some(([a, b]) => a <= at && at < b),
  };
}

/**
 * A terms clause whose entries stand in a subclause of their own ("2 Glossary": "2.1 Terms and Acronyms" beside
 * "2.2 Basic Operations" and "2.3 Other Internal Functions"): the subclauses beside it whose titles name no terms
 * hold none.
 */
function besideTermsSubclauses(sections: readonly Section[]): Section[] {
  return sections
    .filter((clause) => {
      if (!isTermsSection(clause)) return false;
      const children = sections.filter((c) => c.parent === clause.id);
      return children.some((c) => isStrictTermsTitle(c.title));
    })
    .flatMap((clause) => sections.filter((c) => c.parent === clause.id && !isGlossaryTitle(c.title)));
}

interface Entry {
  /** Element index of the entry's start. */
  at: number;
  number: string;
  page: number;
  term: string | null;
  body: string[];
  /** Element index of each body paragraph read on its own (null: the text came with the term's element). */
  bodyAt: (number | null)[];
  notes: string[];
  examples: string[];
  source: string | null;
  /** The definition is complete (printed on the entry's own line): later plain paragraphs are not part of it. */
  closed: boolean;
  /** Closed by its first paragraph: a term line's definition is the one paragraph below it. */
  single: boolean;
}

type Paragraph = Extract<WorkElement, { kind: 'paragraph' }>;
type Heading = Extract<WorkElement, { kind: 'heading' }>;

/**
 * One terms clause, element by element. An entry is open from its start (a number, a term) until the next
 * entry starts or something that is no part of one (a table, a heading of prose) ends it; the paragraphs,
 * notes and examples in between fill it. Each kind of element has its method.
 */
class TermsClauseReading {
  private entry: Entry | null = null;
  /** The element being read. */
  private at: number;
  /** Term paragraphs of a two-column list read as alternating paragraphs. */
  private readonly pairs: Set<number>;
  /** What the entries are: terms, until a lead-in says abbreviations follow (and back). */
  private kind: DefinitionKind = 'term';
  private declared = false;

  constructor(
    private readonly doc: { sections: Section[]; elements: WorkElement[] } & TermRanges,
    private readonly clause: Section,
    private readonly out: Found,
  ) {
    this.at = clause.start;
    this.pairs = termParagraphPairs(doc.elements, clause.start, clause.subtreeEnd, doc.strictAt);
  }

  run(): void {
    for (this.at = this.clause.start; this.at < this.clause.subtreeEnd; this.at++) {
      if (this.doc.inAbbreviations(this.at)) this.finish();
      else this.read(this.doc.elements[this.at]!, this.doc.strictAt(this.at));
    }
    this.finish();
  }

  private read(e: WorkElement, strict: boolean): void {
    switch (e.kind) {
      case 'heading':
        // A lead-in's kind holds until the next heading (an entry numbered by a heading of its own waits for its term).
        if (this.entry?.term) this.finish();
        this.kind = 'term';
        this.declared = false;
        return strict ? this.readHeading(e) : this.finish();
      case 'list':
        return this.readList(e, strict);
      case 'table':
        return this.finish();
      case 'note':
      case 'example':
        if (this.entry) {
          (e.kind === 'example' ? this.entry.examples : this.entry.notes).push(e.full);
          this.consume();
        }
        return;
      case 'paragraph':
        return this.readParagraph(e, strict);
    }
  }

  private readHeading(e: Heading): void {
    // The clause's own heading, or that of a terms clause nested in it ("3.1 Terms and definitions").
    if (this.at === this.clause.start || isNestedTermsTitle(e.title)) return this.finish();
    if (this.entry && this.entry.term === null && e.number === null) {
      this.entry.term = e.text; // "4.1" and the term printed as two headings
      this.consume();
      return;
    }
    this.finish();
    if (this.readTermHeading(e)) return;
    // A run-in entry the numbering already read as a term ("3.2.6 Contractor. An entity …") is one, however
    // many sentences its definition has.
    const entryHead =
      e.termEntry === true || !isGroupHeading(this.doc.elements, this.at, this.clause.subtreeEnd, e.number ?? '');
    if (e.number && isEntryNumber(e.number) && entryHead) {
      this.entry = this.open(e.number, e.page, e.title || null);
      this.consume();
    }
  }

  /**
   * A glossary that sets each term as a heading of its own over its definition paragraph (Asciidoctor's, C2PA):
   * an unnumbered heading that opens no section — no outline or Contents entry made it one — and names a term
   * the way a term line does.
   */
  private readTermHeading(e: Heading): boolean {
    if (e.number !== null || this.doc.sections.some((s) => s.start === this.at)) return false;
    const term = headingTerm(e.text, this.doc.elements[this.at + 1]);
    if (term === null) return false;
    this.entry = this.open(this.holderNumber(), e.page, term);
    this.entry.single = true;
    this.consume();
    return true;
  }

  /**
   * Entries as list items: "— client: the endpoint …" (in a terms clause also "basic block A sequence …"), each
   * complete; an item may open with its entry's number ("3.2.1 byte: Eight bits of data …", SRF 1.3, where Word
   * tags the numbered entries as a list's items), which is the entry's.
   */
  private readList(e: Extract<WorkElement, { kind: 'list' }>, strict: boolean): void {
    const numbers = e.items.map((item) => numberedText(item));
    const items = e.items.map((item, k) => {
      const text = numbers[k]?.rest ?? item;
      return listItemEntry(text) ?? (strict ? hangingEntry(text) : null);
    });
    if (!items.some((c) => c?.definition)) return;
    this.finish();
    const holder = this.holderNumber();
    for (const [k, c] of items.entries()) {
      if (!c?.definition) continue;
      if (isLocator(c.definition)) {
        this.setAside('terminology databases', e.page, e.items[k]!);
        continue;
      }
      this.entry = this.open(numbers[k]?.number ?? holder, e.page, c.term);
      this.entry.body.push(c.definition);
      this.entry.bodyAt.push(null);
      this.finish();
    }
    this.consume();
  }

  private readParagraph(e: Paragraph, strict: boolean): void {
    const kind = leadInKind(e.text);
    if (kind) {
      this.finish();
      this.kind = kind;
      this.declared = true;
      return;
    }
    const formula = boilerplateKind(e.text);
    if (formula) {
      this.finish();
      return this.setAside(formula, e.page, e.text);
    }
    if (this.pairs.has(this.at)) return this.readPair(e);
    if (strict && this.readNumbered(e)) return;
    if (this.readTermLine(e, strict)) return;
    this.fill(e);
  }

  /** A term paragraph and its definition paragraph (a two-column list read as alternating paragraphs). */
  private readPair(e: Paragraph): void {
    this.finish();
    const holder = this.holderNumber();
    const definition = this.doc.elements[this.at + 1] as Paragraph;
    this.entry = this.open(holder, e.page, e.text);
    this.entry.body.push(definition.text);
    this.entry.bodyAt.push(null);
    this.finish();
    this.consume();
    this.out.consumed.add(this.at + 1);
    this.at++;
  }

  /** An entry number on its own ("2.3.1"), or at the start of the paragraph: an entry (or prose) starts. */
  private readNumbered(e: Paragraph): boolean {
    if (isEntryNumber(e.text)) {
      this.finish();
      this.entry = this.open(e.text, e.page, null);
      this.consume();
      return true;
    }
    const numbered = numberedText(e.text);
    if (!numbered) return false;
    this.finish();
    // GUM style: the term is the paragraph's lead, set in its own face after the number.
    const { number, rest } = numbered;
    if (e.lead && rest.startsWith(e.lead)) {
      this.entry = this.open(number, e.page, e.lead);
      const definition = rest.slice(e.lead.length).trim();
      if (definition) {
        this.entry.body.push(definition);
        this.entry.bodyAt.push(null);
        this.entry.closed = true;
      }
      this.consume();
    }
    return true; // a numbered paragraph of prose ("2.2.1 The word …") belongs to no entry
  }

  /** A paragraph that names a term: on a line of its own, in a run-in face, or before a colon. */
  private readTermLine(e: Paragraph, strict: boolean): boolean {
    const termOpen = !this.entry || this.entry.term !== null;
    // "Associated File" on a line of its own, its definition the paragraph below (a terms clause only).
    const bare = strict && !e.footnote && termOpen ? bareTerm(e.text, this.doc.elements[this.at + 1]) : null;
    // "Acceptable Risk is a concern …": the term is the paragraph's lead, set in its own face, and the
    // definition runs on in the same sentence.
    const runIn = bare || e.footnote ? null : leadEntry(e.text, e.lead);
    const colon = bare || runIn || e.footnote || !termOpen ? null : colonEntry(e.text);
    const hanging = bare || runIn || colon || e.footnote || !strict || !termOpen ? null : hangingEntry(e.text);
    const used = bare || runIn || colon || hanging || e.footnote || !termOpen ? null : usedEntry(e.text);
    const term = bare ?? runIn?.term ?? colon?.term ?? hanging?.term ?? used?.term;
    if (term === undefined) return false;
    this.finish();
    // "Informally:" over entries that each name their own term ("FIRST(M): collects …"): their lead-in, no term.
    if (colon && colon.definition === '' && opensEntries(this.doc.elements[this.at + 1])) return true;
    if (colon && isLocator(colon.definition)) {
      this.setAside('terminology databases', e.page, e.text);
      return true;
    }
    this.entry = this.open(this.holderNumber(), e.page, term);
    const definition = runIn?.definition ?? colon?.definition ?? hanging?.definition ?? used?.definition;
    if (bare) this.entry.single = true;
    else if (definition) {
      this.entry.body.push(definition);
      this.entry.bodyAt.push(null);
      this.entry.closed = true;
    }
    this.consume();
    return true;
  }

  /** A paragraph inside an entry: its source, else its term, else its definition while that is open. */
  private fill(e: Paragraph): void {
    const entry = this.entry;
    if (!entry || e.footnote) return;
    const source = sourceOf(e.text);
    if (source !== null) {
      entry.source = source;
      this.consume();
    } else if (entry.term === null) {
      entry.term = e.text;
      this.consume();
    } else if (!entry.closed && entry.notes.length === 0 && entry.examples.length === 0 && entry.source === null) {
      entry.body.push(e.text);
      entry.bodyAt.push(this.at);
      entry.closed = entry.single;
      this.consume();
    }
  }

  /** The number of the section the entry stands in, for an entry printed without its own. */
  private holderNumber(): string {
    const holder = sectionAt(this.doc.sections, this.at) ?? this.clause;
    return holder.number ?? holder.id;
  }

  private open(number: string, page: number, term: string | null): Entry {
    const at = this.at;
    return {
      at,
      number,
      page,
      term,
      body: [],
      bodyAt: [],
      notes: [],
      examples: [],
      source: null,
      closed: false,
      single: false,
    };
  }

  private setAside(kind: SetAside['kind'], page: number, text: string): void {
    this.out.setAside.push({ kind, page, text: text.length > 60 ? `${text.slice(0, 57)}…` : text });
  }

  private consume(): void {
    this.out.consumed.add(this.at);
  }

  /** The open entry, once it has a term, is a definition. */
  private finish(): void {
    const entry = this.entry;
    if (entry && entry.term) {
      const body = entry.body;
      const definitionAt = definitionIndex(body);
      // Paragraphs after a definition that reads as a sentence are the clause's text again, not the entry's.
      for (const k of entry.bodyAt.slice(definitionAt + 1)) if (k !== null) this.out.consumed.delete(k);
      this.out.found.push({
        at: entry.at,
        declared: this.declared,
        definition: {
          kind: this.kind,
          term: entry.term,
          admittedTerms: body.slice(0, definitionAt),
          definition: body[definitionAt] ?? '',
          notes: entry.notes,
          examples: entry.examples,
          source: entry.source,
          section: entry.number,
          page: entry.page,
        },
      });
    }
    this.entry = null;
  }
}

/**
 * Which of an entry's paragraphs is its definition: the last, the ones before it admitted terms (ISO: names,
 * printed without a full stop) — unless an earlier one reads as a sentence ("A construct provided by … MQTT.",
 * MQTT 1.2): an admitted term never does, so that one is the definition.
 */
function definitionIndex(body: readonly string[]): number {
  const sentence = body.findIndex((t, k) => k < body.length - 1 && SENTENCE.test(t.trim()));
  return sentence >= 0 ? sentence : Math.max(0, body.length - 1);
}

/** Three words or more closed by a full stop, question or exclamation mark (a quote or bracket may follow). */
const SENTENCE = /^\S+(?:\s+\S+){2,}[.!?][”’")\]]?$/u;
