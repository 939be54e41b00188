/**
 * Deepening a section list from the body. A numbered heading the list leaves
 * out becomes a section when its number nests, by number, in the clause open
 * at that point: "7.3.4" after the start of "7.3" (or of "7.3.3"), "A.4"
 * inside "Annex A". A stray numbered line elsewhere (a "9 …" in a table) is
 * left alone.
 *
 * A paragraph, or a list of one item, that reads as a numbered heading ("5.2.3.2 Literal strings" — word
 * processors tag custom heading styles as P) is taken too, more strictly: it must also be the next number
 * under its parent (".1" first, then one more than the last child seen), short, no sentence, and not the
 * start of one that goes on in the next paragraph (a questionnaire's "1.1.1 Is the current system configuration" / "documented, …").
 *
 * A heading on the document's decoded numbered sequence (numbered-sequence.ts) is taken wherever it is:
 * the sequence itself is the evidence that its number is a clause's.
 */
import type { ElementIndex, HeadingRef } from '../element-index.js';
import type { SectionStart } from './match.js';
import type { WorkElement } from '../work.js';
import { compact } from '../normalise.js';
import { parseNumberedTitle } from './numbers.js';
import { isAnnexNumber, lastComponent, parentCandidates } from '../../../model/section-number.js';
import { headingDraft, type SectionDraft } from './sections.js';
import { continuedBelow } from './numbered-sequence.js';

export interface Deepened {
  drafts: SectionDraft[];
  starts: SectionStart[];
  /** Indices of paragraphs that became headings. */
  promoted: number[];
}

const MAX_TITLE = 120;

/** Is `number` inside the clause `ancestor` ("7.3.4" in "7.3", "A.2" in "Annex A")? */
function within(number: string, ancestor: string): boolean {
  return number === ancestor || parentCandidates(number).includes(ancestor);
}

/** A paragraph printed like a numbered subclause heading: "5.2.3.2 Literal strings", not a sentence. */
function headingLike(index: number, text: string, page: number): HeadingRef | null {
  if (text.length > MAX_TITLE) return null;
  const { number, title } = parseNumberedTitle(text);
  if (!number || !number.includes('.') || isAnnexNumber(number)) return null;
  if (/^[\p{Ll}\d([]/u.test(title) || /[.:;,?]$/.test(title) || /[.!?] \p{Lu}/u.test(title)) return null;
  return {
    index,
    number,
    key: compact(`${number} ${title}`),
    title: compact(title),
    text: title,
    page,
    tagLevel: null,
  };
}

/**
 * The text of an element that may be a heading tagged as something else: a paragraph, or a list of one item
 * (DWARF 4 tags "E.3.1 #include compression" as a list item, its number the label).
 */
export function loneText(e: WorkElement): string | null {
  if (e.kind === 'paragraph') return e.text;
  return e.kind === 'list' && e.items.length === 1 ? e.items[0]! : null;
}

export function deepen(
  drafts: readonly SectionDraft[],
  starts: readonly SectionStart[],
  index: ElementIndex,
  pageLabels: readonly string[],
  sequence: ReadonlySet<number> = new Set(),
  restarted: ReadonlySet<number> = new Set(),
): Deepened {
  const known = new Set(drafts.flatMap((d) => (d.number ? [d.number] : [])));
  const used = new Set(starts.flatMap((s) => (s.heading ? [s.heading.index] : [])));
  const order = drafts.map((_, i) => i).sort((a, b) => starts[a]!.start - starts[b]!.start || a - b);
  const out: Deepened = { drafts: [], starts: [], promoted: [] };
  const lastChild = new Map<string, number>();
  const noteChild = (number: string | null) => {
    const step = number ? lastComponent(number) : null;
    if (step && step.enclosing !== null) lastChild.set(step.enclosing, step.last);
  };
  let k = 0;
  let current: string | null = null;
  index.elements.forEach((e, i) => {
    while (k < order.length && starts[order[k]!]!.start <= i) {
      current = drafts[order[k]!]!.number;
      noteChild(current);
      k++;
    }
    let h: HeadingRef | null | undefined;
    const lone = loneText(e);
    if (e.kind === 'heading') h = index.headingAt(i);
    else if (lone !== null && !continuedBelow(index.elements[i + 1])) h = headingLike(i, lone, e.page);
    // A number seen before is no new clause, unless the decoded sequence restarted it (clauses of an annex).
    if (!h || !h.number || h.text === '' || used.has(i) || (known.has(h.number) && !restarted.has(i))) return;
    // "5.1 Critical Element:" is a label that introduces what follows, not the title of a clause.
    if (/:$/.test(h.text)) return;
    const parent = parentCandidates(h.number).find((p) => known.has(p));
    const decoded = sequence.has(i);
    if (!decoded && (!parent || current === null || !within(current, parent))) return;
    if (lone !== null) {
      // A paragraph's number has a dot (headingLike), so it has an enclosing number.
      const step = lastComponent(h.number)!;
      if (step.last !== (lastChild.get(step.enclosing!) ?? 0) + 1) return;
      out.promoted.push(i);
    }
    out.drafts.push(headingDraft(h, pageLabels));
    out.starts.push({ start: i, heading: h });
    known.add(h.number);
    current = h.number;
    noteChild(current);
  });
  return out;
}
