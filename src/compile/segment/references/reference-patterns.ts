/**
 * What a cross-reference looks like in running text (docs/model.md,
 * "Cross-references"): "see 7.3.4", "(see 7.3.8, "Stream objects")",
 * "subclauses 7.3.4 and 7.3.5", "clause 7", "Table 29", "Tables 29 and 30",
 * "Annex L", "Appendix C", "[3]", "ISO 32000-1:2008, 7.5.2". This module only
 * finds candidates and their offsets; whether a dotted number is a reference
 * is decided against the document's sections (references.ts).
 */
import type { ReferenceKind } from '../../../model/types.js';
import {
  CITED_ANNEX,
  DOTTED_NUMBER,
  SECTION_NUMBER,
  canonicalAnnexCitation,
  isAnnexLetter,
  isDottedNumber,
  isSectionNumber,
} from '../../../model/section-number.js';
import {
  CITED_FIGURE_WORD,
  CITED_ONE_TABLE_NUMBER,
  CITED_TABLE_NUMBER,
  citedTableLabel,
} from '../../../model/table-number.js';

export interface Candidate {
  kind: ReferenceKind;
  start: number;
  end: number;
  /** Canonical: "7.3.4", "Annex L", "Table 29", "[3]"; for external, the part of the other document. */
  cited: string;
  document?: string;
  /** Section numbers: preceded by a word that announces a reference ("see", "clause", "in", ","), not a version or a unit. */
  cue?: 'strong' | 'weak' | 'none';
  /** A figure cited by its number: a reference only where a table carries that number (most figures are drawings). */
  figure?: true;
}

const SECTION = DOTTED_NUMBER;
/** A table's number read whole: "29", "H.1", "2.1", "4-1" ("Table 2.1" is never "Table 2"). */
const TABLE_NO = CITED_TABLE_NUMBER;
const JOIN = String.raw`\s*(?:,|\band\b|\bor\b|\bto\b|–|—)\s*`;

/** An upper-case designation and number: "ISO 32000-1:2008", "ISO/IEC 9899:2011", "ISO/TS 32001". */
const DESIGNATION = String.raw`\b(?:(?!(?:NOTE|EXAMPLE|TABLE|FIGURE|PAGE|ANNEX|SOURCE)\b)[A-Z]{2,6}(?:\/[A-Z]{2,6})*(?: (?:TS|TR|PAS|DIS|FDIS|CD|WD|IS))? \d{2,6}(?:-\d{1,3})*(?::\d{4})?|PDF\/[A-Z]{1,3}-\d{1,2}[a-z]?)`;
/** "ISO 32000-1:2008, " — another document, then the part of it that is cited. */
const EXTERNAL_HEAD = new RegExp(
  String.raw`(${DESIGNATION})(?:,\s*|\s+(?=(?:[Tt]ables?|[Cc]lauses?|[Ss]ub-?clauses?|Annex|Appendix)\s))`,
  'g',
);
/** One cited part: "7.5.2", "clause 7", "subclauses 7.2", "Table 237", "Tables 377", "Annex L", or (in a list) a bare number. */
const PART = new RegExp(
  String.raw`(?:(?<word>[Ss]ub-?clauses?|[Cc]lauses?|[Ss]ections?|[Tt]ables?|Annex|Appendix)\s+)?(?<no>${TABLE_NO}|[A-Z])(?!\w|\.\d)`,
  'y',
);
/** Between the parts of a list: ", ", " and ", ", and in ", " or ". */
const PART_JOIN = /\s*(?:,\s*(?:and\s+|or\s+)?|\s(?:and|or)\s+)(?:in\s+)?/y;
/**
 * A citation key in brackets, then the parts of that document: "[XCCDF:Table 9;Table 35;Table 39]" (SP 800-126),
 * "[RFC5652: Section 5.3]". The key is a bibliography entry's label; its parts are the other document's.
 */
const KEYED_HEAD = /\[([A-Z][\w.-]{1,30}):\s*(?=(?:[Tt]ables?|[Cc]lauses?|[Ss]ections?|Annex|Appendix)\s)/g;
const KEYED_JOIN = /\s*[;,]\s*/y;
const NAMED_DOCUMENT = new RegExp(DESIGNATION);

/** The document a text names ("ISO 32000-2 reference" names "ISO 32000-2"), or null. */
export function documentNamed(text: string): string | null {
  return NAMED_DOCUMENT.exec(text)?.[0] ?? null;
}

/** "7.3.4 of ISO 32000-1", "Table 29 in ISO 32000-2:2020": a part named before its document. */
const OF_DOCUMENT = new RegExp(
  String.raw`^\s+(?:of|in)\s+(?:the\s+)?(${DESIGNATION})(?!\s*,\s*(?:[Cc]lause|[Tt]able|\d))`,
);

type PartKind = 'section' | 'table' | 'annex';

function partOf(
  word: string | undefined,
  no: string,
  inherited: PartKind | null,
): { kind: PartKind; cited: string } | null {
  const w = word?.toLowerCase();
  const kind: PartKind | null = w
    ? w.startsWith('table')
      ? 'table'
      : w === 'annex' || w === 'appendix'
        ? 'annex'
        : 'section'
    : inherited;
  if (kind === null) return isDottedNumber(no) ? { kind: 'section', cited: no } : null;
  if (kind === 'table') return { kind, cited: `Table ${no}` };
  if (kind === 'annex')
    return isAnnexLetter(no)
      ? { kind, cited: `${w === 'appendix' ? 'Appendix' : 'Annex'} ${no}` }
      : { kind: 'section', cited: no };
  return isSectionNumber(no) ? { kind, cited: no } : null;
}

/** References to another document: the first part spans from the designation, the rest of a list each its own. */
function externalReferences(text: string, heads = EXTERNAL_HEAD, joins = PART_JOIN): Candidate[] {
  const out: Candidate[] = [];
  for (const head of text.matchAll(heads)) {
    const document = head[1]!;
    let at = head.index + head[0].length;
    let kind: PartKind | null = null;
    let first = true;
    for (;;) {
      PART.lastIndex = at;
      const m = PART.exec(text);
      const part: { kind: PartKind; cited: string } | null = m ? partOf(m.groups!.word, m.groups!.no!, kind) : null;
      if (!m || !part) break;
      kind = part.kind;
      out.push({
        kind: 'external',
        start: first ? head.index : m.index,
        end: m.index + m[0].length,
        cited: part.cited,
        document,
      });
      first = false;
      joins.lastIndex = m.index + m[0].length;
      const join = joins.exec(text);
      if (!join) break;
      at = join.index + join[0].length;
    }
  }
  return out;
}

const TABLES = new RegExp(
  String.raw`\b(?:Table\s+(${CITED_ONE_TABLE_NUMBER})|Tables?\s+(${TABLE_NO}))((?:${JOIN}${TABLE_NO}\b)*)`,
  'g',
);
const FIGURES = new RegExp(
  String.raw`\b${CITED_FIGURE_WORD}\s+(${CITED_ONE_TABLE_NUMBER})((?:${JOIN}${TABLE_NO}\b)*)`,
  'g',
);
/** A full stop may end the sentence ("given in Annex B."); a dot and a digit continue the number. */
const ANNEX = new RegExp(CITED_ANNEX, 'g');
/** "[3]", also glued to the cited name ("WCAG 2.2[5]"), but not an index ("array[0]", "a[i]"). */
const BIBLIOGRAPHY = /(?<![\p{L}\]_])\[(\d{1,3})\](?!\s*[=(])/gu;
/**
 * "clause 7", "Clauses 7 and 8", "section 5": a bare number needs the word, and is the whole number printed — the
 * first digits of "section 3506(b) of Title 44" (a law's section, four digits) name no clause.
 */
const NUMBERED_CLAUSE = new RegExp(
  String.raw`(\b(?:sub-?)?clauses?|\bsections?|§§?)\s*(${SECTION_NUMBER})(?!\d)((?:${JOIN}(?:${SECTION_NUMBER})\b)*)`,
  'gi',
);
const DOTTED = new RegExp(String.raw`(?<![\w.\-/:])(${SECTION})(?![\w\-/]|\.\d)`, 'g');

/** A dotted number right after these words is a version, a figure, an equation …, never a clause. */
const NOT_A_CLAUSE_BEFORE =
  /(?:\b(?:[A-Z][A-Z0-9]*[A-Z]|PDF\/[A-Z]+|[Vv]ersion|[Vv]|[Rr]elease|[Rr]evision|Figure|Fig\.|Equation|Formula|Example|EXAMPLE|NOTE|Note|Unicode|XMP|XML|HTML|HTTP|TLS|SSL|JPEG|JBIG2|ECMAScript|JavaScript|RFC|page|pages|p\.|pp\.|value|values|of about|approximately|factor|ratio)\s*$)|[$€£=+×*<>≤≥±]\s*$/;
/** … or right before a unit. */
const UNIT_AFTER =
  /^\s*(?:%|‰|°|mm|cm|m|km|in|inch|inches|pt|points?|px|ms|s|sec|seconds?|minutes?|hours?|days?|bytes?|KB|MB|GB|bits?|degrees?|times)\b/;
const STRONG_CUE =
  /\b(?:see(?: also)?|cf\.|(?:sub-?)?clauses?|sections?|annex|described in|defined in|specified in|given in)\s*\(?\s*$|§\s*$/i;
const WEAK_CUE = /\b(?:in|and|or|to|of|under|from|per|by|with|also|within|than|as)\s*$/i;

const overlaps = (taken: readonly Candidate[], s: number, e: number) => taken.some((c) => s < c.end && e > c.start);

function canonicalPart(raw: string): string {
  const t = raw.replace(/\s+/g, ' ').trim();
  return citedTableLabel(t) ?? canonicalAnnexCitation(t) ?? t;
}

/** Items of a list after the first: ", 30 and 31" → offsets of "30" and "31". */
function listItems(rest: string, restStart: number, item: RegExp): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  for (const m of rest.matchAll(new RegExp(item.source, 'g'))) out.push([restStart + m.index, m[0]]);
  return out;
}

/** A table (or figure) cited by number, and each number of the list after it ("Tables 29, 30 and 31"). */
function addListed(
  add: (c: Candidate) => void,
  m: RegExpExecArray,
  first: string,
  rest: string,
  word: 'Table' | 'Figure',
): void {
  const figure = word === 'Figure' ? { figure: true as const } : {};
  const firstEnd = m.index + m[0].length - rest.length;
  add({ kind: 'table', start: m.index, end: firstEnd, cited: `${word} ${first}`, ...figure });
  for (const [at, no] of listItems(rest, firstEnd, new RegExp(TABLE_NO)))
    add({ kind: 'table', start: at, end: at + no.length, cited: `${word} ${no}`, ...figure });
}

/** Every candidate reference in `text`, in text order, none overlapping another. */
export function findCandidates(text: string): Candidate[] {
  const found: Candidate[] = [];
  const add = (c: Candidate) => {
    if (c.end > c.start && !overlaps(found, c.start, c.end)) found.push(c);
  };

  for (const c of externalReferences(text)) add(c);
  for (const c of externalReferences(text, KEYED_HEAD, KEYED_JOIN)) add(c);
  for (const m of text.matchAll(TABLES)) addListed(add, m, m[1] ?? m[2]!, m[3]!, 'Table');
  for (const m of text.matchAll(FIGURES)) addListed(add, m, m[1]!, m[2]!, 'Figure');
  for (const m of text.matchAll(ANNEX)) {
    const sub = m[2]!.includes('.');
    add({
      kind: sub ? 'section' : 'annex',
      start: m.index,
      end: m.index + m[0].length,
      cited: sub ? m[2]! : canonicalPart(`${m[1]} ${m[2]}`),
      cue: 'strong',
    });
  }
  for (const m of text.matchAll(BIBLIOGRAPHY))
    add({ kind: 'bibliography', start: m.index, end: m.index + m[0].length, cited: `[${m[1]}]` });
  for (const m of text.matchAll(NUMBERED_CLAUSE)) {
    const numStart = m.index + m[0].length - m[3]!.length - m[2]!.length;
    add({ kind: 'section', start: numStart, end: numStart + m[2]!.length, cited: m[2]!, cue: 'strong' });
    const restStart = numStart + m[2]!.length;
    for (const [at, no] of listItems(m[3]!, restStart, new RegExp(SECTION_NUMBER)))
      add({ kind: 'section', start: at, end: at + no.length, cited: no, cue: 'strong' });
  }
  for (const m of text.matchAll(DOTTED)) {
    const start = m.index;
    const end = start + m[0].length;
    const before = text.slice(Math.max(0, start - 40), start);
    if (NOT_A_CLAUSE_BEFORE.test(before) || UNIT_AFTER.test(text.slice(end, end + 12))) continue;
    add({
      kind: 'section',
      start,
      end,
      cited: m[1]!,
      cue: STRONG_CUE.test(before) ? 'strong' : WEAK_CUE.test(before) ? 'weak' : 'none',
    });
  }
  // "7.3.4 of ISO 32000-1": the part belongs to the document named after it.
  for (const c of found) {
    if (c.kind === 'external' || c.kind === 'bibliography') continue;
    const doc = OF_DOCUMENT.exec(text.slice(c.end, c.end + 60));
    if (doc) {
      c.document = doc[1]!;
      c.kind = 'external';
      delete c.cue;
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
