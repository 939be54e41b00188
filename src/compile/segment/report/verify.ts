/**
 * The verify pass: what the compiled model says about itself, checked against the document's own
 * evidence, so that a reader (and `reading`) knows how far to trust it. Nothing is changed here.
 *
 * - Numbering gaps: a clause whose siblings before and after it are sections but which is not ("4.1",
 *   "4.3" and no "4.2"): a heading was missed, and its text went into the clause before.
 * - Numbering breaks: a heading whose number comes before the one above it ("5.8" after "6.2", "3.1" twice):
 *   a numbered paragraph, a list item or a cited number read as a heading.
 * - Sections without body: a clause with neither text nor subclauses (its text went elsewhere, or its heading
 *   is a line of something else).
 * - Definitions without text: a term whose definition was not found.
 * - Contents coverage: the numbered entries of the printed Contents that became no section.
 * - Cited tables: a "Table N" the text cites that no table's caption carries.
 * - Keywords: the sentences that use a requirement keyword of the document's convention, against the
 *   requirements read (notes, examples, quotations and descriptive uses account for the difference); a text
 *   that uses keywords in several sentences but yields no requirement at all was misread.
 *
 * Each check is one diagnostic naming its first findings; a summary gives the confidence.
 */
import { isAnnexLetter, isSectionNumber, labelledNumber } from '../../../model/section-number.js';
import { tableKey } from '../../../model/table-number.js';
import type { OutlineEntry } from '../../blocks.js';
import type { Definition, Diagnostic, Reference, Requirement, Section, Table } from '../../../model/types.js';
import { parseNumberedTitle } from '../sections/numbers.js';
import { previousSibling } from '../../../model/section-number.js';
import type { KeywordConvention } from '../requirements/keyword-convention.js';
import { splitSentences } from '../sentences.js';
import { usesKeyword } from '../requirements/verbal-forms.js';
import type { WorkElement, WorkTable } from '../work.js';

export interface VerifyInput {
  sections: readonly Section[];
  tables: readonly Table[];
  references: readonly Reference[];
  requirements: readonly Requirement[];
  contents: readonly OutlineEntry[];
  /** The definitions read; none: no check. */
  definitions?: readonly Definition[];
  /** The body's elements and tables, and the keyword convention, for the keyword count; none: no count. */
  text?: { elements: readonly WorkElement[]; tables: readonly WorkTable[]; convention: KeywordConvention };
}

export interface Verified {
  diagnostics: Diagnostic[];
  confidence: 'high' | 'medium' | 'low';
}

/** Findings named one by one per check; the rest are counted. */
const NAMED = 8;

const named = (list: readonly string[]) =>
  `${list.slice(0, NAMED).join(', ')}${list.length > NAMED ? `, … (${list.length - NAMED} more)` : ''}`;

/** Numbered clauses missing between two siblings that are sections ("4.1" and "4.3": "4.2"). */
export function numberingGaps(sections: readonly Section[]): string[] {
  const numbers = new Set(sections.flatMap((s) => (s.number ? [s.number] : [])));
  const gaps: string[] = [];
  for (const s of sections) {
    if (!s.number) continue;
    let prev = previousSibling(s.number);
    const missing: string[] = [];
    while (prev !== null && !numbers.has(prev) && missing.length < 3) {
      missing.push(prev);
      prev = previousSibling(prev);
    }
    // Only a gap with a sibling before it: "4.3" alone under "4" may be a numbering that starts late.
    if (missing.length && prev !== null && numbers.has(prev)) gaps.push(...missing.reverse());
  }
  return gaps;
}

/** "4.10" → [4, 10]; "A.2" → ["A", 2]: the components of a dotted or plain number, or null for any other id. */
function components(number: string): (number | string)[] | null {
  if (!isSectionNumber(number) && !isAnnexLetter(number)) return null;
  return number.split('.').map((c, i) => (i === 0 && /^[A-Z]$/.test(c) ? c : Number(c)));
}

/** Compares two numbers of the same scheme in reading order; null when one is lettered and the other is not. */
function compareNumbers(a: (number | string)[], b: (number | string)[]): number | null {
  if (typeof a[0] !== typeof b[0]) return null;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  }
  return a.length - b.length;
}

/** Numbered headings that come at or before the numbered heading above them in the same scheme. */
export function numberingBreaks(sections: readonly Section[]): string[] {
  const out: string[] = [];
  let previous: (number | string)[] | null = null;
  for (const s of sections) {
    const c = s.number ? components(s.number) : null;
    if (!c) continue;
    const order = previous ? compareNumbers(previous, c) : null;
    if (order !== null && order >= 0) out.push(`${s.number} (p. ${s.page})`);
    else previous = c;
  }
  return out;
}

/** Clauses with no subclause and nothing but their heading. */
export function sectionsWithoutBody(sections: readonly Section[], elements: readonly WorkElement[]): string[] {
  return sections.flatMap((s) => {
    if (s.subtreeEnd > s.end) return [];
    for (let i = s.start; i < s.end; i++) if (elements[i] && elements[i]!.kind !== 'heading') return [];
    return [s.id];
  });
}

/** Terms read without a definition. */
export function definitionsWithoutText(definitions: readonly Definition[]): string[] {
  return definitions.filter((d) => d.definition.trim() === '').map((d) => `${d.term} (${d.section})`);
}

/** Numbered Contents entries that became no section. A chapter printed "Chapter 1" covers the entry "1.". */
export function uncoveredContents(contents: readonly OutlineEntry[], sections: readonly Section[]): string[] {
  const numbers = new Set(sections.flatMap((s) => (s.number ? [s.number, labelledNumber(s.number) ?? s.number] : [])));
  return contents.flatMap((e) => {
    const { number } = parseNumberedTitle(e.title);
    return number && !numbers.has(number) ? [number] : [];
  });
}

/** Internal "Table N" citations with no table of that label. */
export function missingTables(references: readonly Reference[], tables: readonly Table[]): string[] {
  const labels = new Set(tables.flatMap((t) => (t.number ? [tableKey(t.number)] : [])));
  const out = new Set<string>();
  for (const r of references) if (r.kind === 'table' && !labels.has(tableKey(r.cited))) out.add(r.cited);
  return [...out];
}

/** Keyword sentences below which a model without requirements is no finding (a guide may use a few). */
const KEYWORD_FLOOR = 5;

/** The sentences of every text of the body (paragraphs, list items, notes, examples, table cells and notes). */
export function keywordSentences(text: NonNullable<VerifyInput['text']>): number {
  const texts = text.elements.flatMap((e) =>
    e.kind === 'paragraph' || e.kind === 'note' || e.kind === 'example'
      ? [e.text]
      : e.kind === 'list'
        ? e.items
        : e.kind === 'table'
          ? [...(text.tables[e.table]?.rows.flat() ?? []), ...(text.tables[e.table]?.notes ?? [])]
          : [],
  );
  let n = 0;
  for (const t of texts) for (const sentence of splitSentences(t)) if (usesKeyword(sentence, text.convention)) n++;
  return n;
}

/** Findings named one by one for the fidelity checks, which a user works through one at a time. */
const NAMED_EACH = 50;
const each = (list: readonly string[]) =>
  `${list.slice(0, NAMED_EACH).join(', ')}${list.length > NAMED_EACH ? `, … (${list.length - NAMED_EACH} more)` : ''}`;

/** Breaks in the numbering, clauses without body and terms without definition, each by name. */
export function fidelityDiagnostics(x: VerifyInput): Diagnostic[] {
  const out: Diagnostic[] = [];
  const breaks = numberingBreaks(x.sections);
  if (breaks.length) {
    out.push({
      severity: 'warning',
      code: 'verify-numbering-breaks',
      message: `${breaks.length} heading(s) break the numbering (a number at or before the one above it): ${each(breaks)}; each may be a numbered paragraph, a list item or a cited number read as a heading`,
    });
  }
  const empty = x.text ? sectionsWithoutBody(x.sections, x.text.elements) : [];
  if (empty.length) {
    out.push({
      severity: 'warning',
      code: 'verify-empty-sections',
      message: `${empty.length} section(s) have neither text nor subclauses: ${each(empty)}`,
    });
  }
  const bare = definitionsWithoutText(x.definitions ?? []);
  if (bare.length) {
    out.push({
      severity: 'warning',
      code: 'verify-empty-definitions',
      message: `${bare.length} term(s) were read without a definition: ${each(bare)}`,
    });
  }
  return out;
}

export function verifyModel(x: VerifyInput): Verified {
  const diagnostics: Diagnostic[] = [];
  const gaps = numberingGaps(x.sections);
  const uncovered = uncoveredContents(x.contents, x.sections);
  const tables = missingTables(x.references, x.tables);
  const numbered = x.sections.filter((s) => s.number).length;
  if (gaps.length) {
    diagnostics.push({
      severity: 'warning',
      code: 'verify-numbering-gaps',
      message: `${gaps.length} clause number(s) missing between sections that are there: ${named(gaps)}; their headings were not found, and their text is in the clause before`,
    });
  }
  if (uncovered.length) {
    diagnostics.push({
      severity: 'warning',
      code: 'verify-contents-coverage',
      message: `${uncovered.length} of ${x.contents.length} Contents entries are no section: ${named(uncovered)}`,
    });
  }
  if (tables.length) {
    diagnostics.push({
      severity: 'warning',
      code: 'verify-cited-tables',
      message: `${tables.length} table(s) cited in the text have no table with that caption: ${named(tables)}`,
    });
  }
  const keywords = x.text ? keywordSentences(x.text) : null;
  const unread = keywords !== null && keywords >= KEYWORD_FLOOR && x.requirements.length === 0;
  if (unread) {
    diagnostics.push({
      severity: 'warning',
      code: 'verify-keywords',
      message: `${keywords} sentences use a requirement keyword, but no requirement was read: the text may be typed wrongly (code, a table, front matter) or its clauses informative`,
    });
  }
  diagnostics.push(...fidelityDiagnostics(x));
  const cited = new Set(x.references.filter((r) => r.kind === 'table').map((r) => r.cited)).size;
  // Low: the structure is doubtful in bulk; medium: something specific was not found; high: nothing was.
  const bulk =
    x.sections.length === 0 ||
    (gaps.length >= 3 && gaps.length > 0.05 * numbered) ||
    uncovered.length > 0.2 * x.contents.length ||
    (tables.length >= 2 && tables.length > 0.3 * cited);
  const confidence = bulk ? 'low' : gaps.length + uncovered.length + tables.length + Number(unread) ? 'medium' : 'high';
  diagnostics.push({
    severity: confidence === 'low' ? 'warning' : 'info',
    code: 'verify',
    message: `confidence ${confidence}: ${x.sections.length} sections (${gaps.length} numbering gap(s)); ${x.contents.length ? `${x.contents.length - uncovered.length} of ${x.contents.length} Contents entries found as sections; ` : ''}${cited - tables.length} of ${cited} cited tables found; ${x.requirements.length} requirements${keywords === null ? '' : ` (${keywords} sentences use a keyword; notes, examples, quotations and descriptive uses are no requirements)`}`,
  });
  return { diagnostics, confidence };
}
