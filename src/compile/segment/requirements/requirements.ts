/**
 * Requirement sentences from paragraphs, list items and table cells,
 * numbered per section in document order, and from a table's footnotes. Notes, examples, footnotes to the text, a
 * table's notes, headings, captions, code and definitions' own text never count; nor does
 * informative front and back matter (no section, or unnumbered
 * Foreword/Introduction/Status/… and their unnumbered children).
 */
import type { Section } from '../../../model/types.js';
import { CONFORMANCE_ID, FIRST_LABEL } from '../../../model/conformance-label.js';
import { CITED_SECTION } from '../../../model/section-number.js';
import { CITED_TABLE_NUMBER } from '../../../model/table-number.js';
import type { ReadRequirement } from '../stages.js';
import { splitSentences } from '../sentences.js';
import { completedItems, withoutEnumerator } from './nested-items.js';
import { endsLeadIn, labelledRun, leadInItems } from './lead-ins.js';
import { wholeSentences } from './interrupted-sentences.js';
import type { KeywordConvention } from './keyword-convention.js';
import { verbalForm } from './verbal-forms.js';
import { footLabel } from '../../table-text.js';
import type { WorkElement, WorkTable } from '../work.js';
import { documentNamed } from '../references/reference-patterns.js';

/**
 * Unnumbered sections that say nothing a conforming implementation does: a preface, a list, and a cover's notes on
 * the document itself — its status ("TC members should send comments …"), its notices. Not an Abstract: a FIPS
 * announcement under it states the standard's applicability ("This standard shall be used in designing …").
 */
const INFORMATIVE = new Set([
  'foreword',
  'introduction',
  'preface',
  'contents',
  'table of contents',
  'bibliography',
  'status',
  'status of this memo',
  'notices',
]);

export function informativeSections(sections: Section[]): Set<string> {
  const byId = new Map(sections.map((s) => [s.id, s]));
  const memo = new Map<string, boolean>();
  const excluded = (s: Section): boolean => {
    const known = memo.get(s.id);
    if (known !== undefined) return known;
    let result = false;
    if (s.number === null) {
      const parent = s.parent ? byId.get(s.parent) : undefined;
      result = INFORMATIVE.has(s.title.toLowerCase()) || (parent !== undefined && excluded(parent));
    }
    memo.set(s.id, result);
    return result;
  };
  return new Set(sections.filter(excluded).map((s) => s.id));
}

/**
 * A numbered conformance statement (docs/model.md, "Requirements"): "[MQTT-3.1.2-1]", "[REQ-12]" — a bracketed
 * label of a capital, letters or digits, and hyphenated numbers — or "(R5)". Bibliography citations ("[1]",
 * "[RFC2119]", "[W3C-CHAR]") carry no hyphenated number and are no labels. The label that closes the sentence is
 * the requirement's, else the first that closes a clause of it (before a comma or semicolon), else — bracketed
 * only — the first anywhere: MQTT prints some inside the clause they label ("… [MQTT-3.10.3-1] as defined in …").
 */
const STATEMENT_LABEL = new RegExp(String.raw`\s(?:\[(${CONFORMANCE_ID})\]|\((R\d+)\))(?:[.!?]?$|(?=[,;]\s))`, 'gu');

export function statementLabel(sentence: string): string | null {
  const found = [...sentence.matchAll(STATEMENT_LABEL)];
  const m = found.find((f) => f.index + f[0].length === sentence.length) ?? found[0];
  if (m) return m[1] ?? m[2]!;
  return FIRST_LABEL.exec(sentence)?.[1] ?? null;
}

export interface RequirementInput {
  sections: Section[];
  elements: WorkElement[];
  elementSection: (string | null)[];
  tables: WorkTable[];
  /** Elements that are definitions' own text. */
  skip: Set<number>;
  /** The document's keyword convention (keyword-convention.ts). */
  convention: KeywordConvention;
  /** Clauses the document marks informative, and numbered front clauses (informative-clauses.ts); none by default. */
  informative?: { marked: readonly string[]; front: readonly string[] };
  /** Paragraphs set wholly in italic are commentary (italicCommentary below); false by default. */
  italicCommentary?: boolean;
  /** Filled with how many requirements quote a sentence printed in pieces (interrupted-sentences.ts). */
  tally?: { pieced: number };
}

export function extractRequirements(input: RequirementInput): ReadRequirement[] {
  const { sections, elements, elementSection, tables, skip, convention } = input;
  const titles = new Map(sections.map((s) => [s.id, s.title]));
  const excluded = informativeSections(sections);
  for (const id of input.informative?.marked ?? []) excluded.add(id);
  for (const id of input.informative?.front ?? []) excluded.add(id);
  const counters = new Map<string, number>();
  const out: ReadRequirement[] = [];
  const commentary = input.italicCommentary === true;

  const add = (section: string, sentences: string[], page: number, table?: ReadRequirement['table']) => {
    for (const sentence of sentences) {
      const form = verbalForm(sentence, convention);
      if (!form) continue;
      const n = (counters.get(section) ?? 0) + 1;
      counters.set(section, n);
      const req: ReadRequirement = {
        id: `R-${section}-${n}`,
        level: form.level,
        keyword: form.keyword,
        section,
        sectionTitle: titles.get(section) ?? '',
        text: sentence,
        page,
      };
      if (table) req.table = { ...table };
      const label = statementLabel(sentence);
      if (label !== null) req.label = label;
      if (pieced.has(sentence) && input.tally) input.tally.pieced++;
      out.push(req);
    }
  };

  const counted = (i: number): boolean => {
    const section = elementSection[i] ?? null;
    return section !== null && !excluded.has(section) && !skip.has(i);
  };
  // Footnotes to the text are informative and hold no requirements (ISO/IEC Directives, Part 2).
  const stating = (e: WorkElement): boolean =>
    e.kind === 'list' || (e.kind === 'paragraph' && !e.footnote && !(commentary && e.italic));
  const states = (sentence: string, j: number): boolean =>
    counted(j) && stating(elements[j]!) && verbalForm(sentence, convention) !== null;
  const pieced = new Set<string>();
  const whole = (i: number, sentences: string[]): string[] => {
    const out = wholeSentences(elements, elementSection, i, sentences, states);
    for (const s of out) if (!sentences.includes(s)) pieced.add(s);
    return out;
  };

  elements.forEach((e, i) => {
    const section = elementSection[i] ?? null;
    if (section === null || !counted(i)) return;
    if (e.kind === 'paragraph' && stating(e)) {
      const before = out.length;
      const sentences = whole(i, splitSentences(e.text));
      add(section, sentences, e.page);
      const after = () => (skip.has(i + 1) ? [] : leadInItems(elements, elementSection, i));
      for (const req of out.slice(before)) withItems(req, sentences, after);
    } else if (e.kind === 'list') {
      for (const [k, text] of completedItems(e.items)) {
        const [first = '', ...rest] = splitSentences(text);
        const sentences = [withoutEnumerator(first), ...rest];
        add(section, k === e.items.length - 1 ? whole(i, sentences) : sentences, e.itemPages[k] ?? e.page);
      }
    } else if (e.kind === 'note' && FIRST_LABEL.test(e.text)) {
      // A numbered conformance statement inside a note is a requirement all the same: its label says so (DSS-X's
      // "Note « As required in [XMLDSIG] … » [DSS-5.1.2-2]"); the note's other sentences inform.
      add(
        section,
        splitSentences(e.text).filter((s) => FIRST_LABEL.test(s)),
        e.page,
      );
    } else if (e.kind === 'table') {
      const t = tables[e.table];
      if (t && !quotedDocument(t)) tableRequirements(t, (...a) => add(section, ...a));
    }
  });
  return out;
}

type AddSentences = (sentences: string[], page: number, table: NonNullable<ReadRequirement['table']>) => void;

/** A table's cells, each spanning cell once, and its footnotes, never its notes. */
function tableRequirements(t: WorkTable, add: AddSentences): void {
  t.rows.forEach((row, r) => {
    const where = { number: t.number, caption: t.caption, rowKey: row[0] ?? '' };
    row.forEach((cell, c) => {
      if (!t.copies[r]?.[c] && cell) add(splitSentences(cell), t.rowPages[r] ?? t.page, where);
    });
  });
  // A table's footnotes may hold requirements, its notes never (ISO/IEC Directives, Part 2; docs/model.md).
  t.notes.forEach((note, k) => {
    const foot = footLabel(note);
    if (foot?.kind !== 'footnote') return;
    const where = { number: t.number, caption: t.caption, rowKey: `footnote ${foot.label}` };
    add(splitSentences(foot.body), t.notePages[k] ?? t.page, where);
  });
}

/**
 * A requirement ending in a colon carries the items it introduces (lead-ins.ts), trimmed, as printed: the labelled
 * sentences after it in its paragraph ("… circumstances: a) …, b) …"), else, closing its paragraph, what follows.
 */
function withItems(req: ReadRequirement, sentences: readonly string[], after: () => string[]): void {
  if (!endsLeadIn(req.text)) return;
  const k = sentences.indexOf(req.text);
  if (k < 0) return;
  const items = (k === sentences.length - 1 ? after() : labelledRun(sentences.slice(k + 1)))
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length) req.listItems = items;
}

/** A cell citing a part of a document: "Table 29", "Clause 7.3", "Annex L", "14.3.2". */
const CITED_PART = new RegExp(
  String.raw`^(?:[Tt]ables?\s+${CITED_TABLE_NUMBER}|(?:(?:[Cc]lauses?|[Ss]ub-?clauses?|[Ss]ections?)\s+)?${CITED_SECTION})(?![\p{L}\p{N}])`,
  'u',
);

/**
 * The document a table quotes, or null: every row cites a part of it in a column titled with its name ("ISO 32000-2
 * reference" over "Table 29", "Table 31" …, AN003's Table 1, whose other cells are that standard's key entries). Its
 * cells' "shall" are that document's requirements, no requirement of this one.
 */
export function quotedDocument(t: WorkTable): string | null {
  const c = t.headers.findIndex((h) => documentNamed(h) !== null);
  if (c < 0 || t.rows.length === 0) return null;
  return t.rows.every((r) => CITED_PART.test((r[c] ?? '').trim())) ? documentNamed(t.headers[c]!) : null;
}

/**
 * Whole paragraphs set in italic are commentary — rationale, explanation, an aside the reader may skip (DWARF
 * declares its italic text not part of the format; RISC-V sets its commentary in indented italic) — when they
 * are a minority of the body's paragraphs: a document set in an italic body face has no commentary face.
 * How many such paragraphs there are, 0 when they are not commentary.
 */
export function italicCommentary(elements: readonly WorkElement[]): number {
  let paragraphs = 0;
  let italic = 0;
  for (const e of elements) {
    if (e.kind !== 'paragraph' || e.footnote) continue;
    paragraphs++;
    if (e.italic) italic++;
  }
  return italic < COMMENTARY_SHARE * paragraphs ? italic : 0;
}

/** Italic paragraphs at or above this share of all are the body face, not commentary. */
const COMMENTARY_SHARE = 0.3;
