/**
 * Clauses titled by a label run in at the start of their paragraph, before the first numbered clause: a FIPS
 * announcement of the 1990s prints "Name of Standard: Digital Signature Standard (DSS).", "Applicability: This
 * standard is …" — each label in bold, the colon and text after it in the body face, one clause after another
 * (FIPS 186-1). Five paragraphs or more so opened there are the front matter's clause list: each label a
 * heading, its text a paragraph. Fewer are labelled paragraphs ("Note: …"), and a label numbered like a clause
 * ("1. Name of Standard.") is the numbered sequence's to judge (apply-sequence.ts).
 */
import type { WorkElement } from '../work.js';
import type { SectionStart } from './match.js';
import { promoteUnnumbered, withoutLabelColon, type SectionDraft } from './sections.js';

/** Fewer labelled paragraphs before the first clause are labels ("Note: …"), not a clause list. */
const MIN_RUN = 5;
/** A label, not a sentence: one to eight words, a capital first, no figure. */
const LABEL = /^\p{Lu}[\p{L}'’-]*(?: [\p{L}'’-]+){0,7}$/u;

type Paragraph = Extract<WorkElement, { kind: 'paragraph' }>;

/** The label of a paragraph that opens with one set apart and a colon ("Explanation: This …"), else null; `rest` may be empty. */
export function runInLabel(e: WorkElement): { title: string; rest: string } | null {
  if (e.kind !== 'paragraph' || e.lead === undefined) return null;
  const title = withoutLabelColon(e.lead);
  if (!LABEL.test(title) || !e.text.startsWith(title)) return null;
  // The label alone over its text ("Cross Index:" over a list) titles it too.
  const rest = /^\s*:(?:\s+(\S[\s\S]*))?$/.exec(e.text.slice(title.length));
  return rest ? { title, rest: rest[1] ?? '' } : null;
}

/**
 * A label set wholly in bold, its colon too, alone on its line over the text it titles (FIPS 186-1's "Cross Index:"
 * over its lettered list, after "Specifications: …" and the other labels run in): no face sets it apart from its
 * own line, so it counts only where labels run in before it make the clause list.
 */
function boldLabelLine(e: WorkElement): { title: string; rest: string } | null {
  if (e.kind !== 'paragraph' || e.boldAlone === undefined || e.lead !== undefined) return null;
  const title = /^(.+?)\s*:$/.exec(e.text.trim())?.[1];
  return title !== undefined && LABEL.test(title) ? { title, rest: '' } : null;
}

export interface RunInLabels {
  work: WorkElement[];
  /** Old element index → new, for the indices the numbering kept. */
  moved: (i: number) => number;
  labels: number;
}

/** The elements with the labelled clauses before `end` (the first numbered clause) split into heading and text. */
export function splitRunInLabels(work: readonly WorkElement[], end: number): RunInLabels {
  const labelled = new Map<number, { title: string; rest: string }>();
  for (let i = 0; i < Math.min(end, work.length); i++) {
    const label = runInLabel(work[i]!);
    if (label) labelled.set(i, label);
  }
  if (labelled.size < MIN_RUN) return { work: [...work], moved: (i) => i, labels: 0 };
  for (let i = Math.min(...labelled.keys()); i < Math.min(end, work.length); i++) {
    const label = boldLabelLine(work[i]!);
    if (label && work[i + 1]?.kind !== 'heading') labelled.set(i, label);
  }
  const out: WorkElement[] = [];
  const shift: number[] = [];
  work.forEach((e, i) => {
    shift.push(out.length);
    const label = labelled.get(i);
    if (!label) {
      out.push(e);
      return;
    }
    const p = e as Paragraph;
    const { title } = label;
    out.push({
      kind: 'heading',
      text: title,
      number: null,
      title,
      tagLevel: null,
      page: p.page,
      y: p.y,
      runInLabel: true,
    });
    const { lead: _lead, ...body } = p;
    if (label.rest) out.push({ ...body, text: label.rest, y: null });
  });
  return { work: out, moved: (i) => shift[i]!, labels: labelled.size };
}

/**
 * The labelled clauses no source made sections (a printed Contents that lists the clauses after the announcement
 * only): unnumbered sections of level 1, as front-matter titles are (front-matter-headings.ts).
 */
export function addRunInLabelHeadings(
  work: WorkElement[],
  pageLabels: readonly string[],
  taken: ReadonlySet<number>,
): { drafts: SectionDraft[]; starts: SectionStart[] } {
  const out = { drafts: [] as SectionDraft[], starts: [] as SectionStart[] };
  work.forEach((e, i) => {
    if (e.kind === 'heading' && e.runInLabel && !taken.has(i)) promoteUnnumbered(work, i, 1, pageLabels, out);
  });
  return out;
}
