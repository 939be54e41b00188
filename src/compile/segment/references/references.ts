/**
 * Cross-references (docs/model.md, "Cross-references"): every reference in
 * the text of paragraphs, list items, notes, examples, table cells and table
 * notes, with its offsets, resolved to its target in this document. Two
 * sources are read and checked against each other: the text (what the
 * reference names) and the link annotations printed over it (where the file
 * says it goes). Where both resolve and disagree, the text wins and the
 * disagreement is a diagnostic; a link whose text names nothing points by its
 * destination alone. References to other documents are kept with the document
 * they name (the core resolves them into that spec). Unresolved references are
 * kept with target null and reported, never dropped.
 */
import { topSectionId } from '../../../model/section-number.js';
import type { DocLink } from '../../blocks.js';
import type { Diagnostic, Reference, Section } from '../../../model/types.js';
import { normaliseText } from '../normalise.js';
import { documentNamed, findCandidates, type Candidate } from './reference-patterns.js';
import { TargetIndex, type Target } from './reference-targets.js';
import type { WorkElement, WorkTable } from '../work.js';

export interface ReferenceInput {
  sections: Section[];
  elements: WorkElement[];
  elementSection: (string | null)[];
  tables: WorkTable[];
  links: DocLink[];
}

type Where = Pick<Reference, 'item' | 'row' | 'cell' | 'note'>;

/** One text of an element that may hold references, with the pages it may be printed on. */
interface Slot {
  where: Where;
  text: string;
  page: number;
  lastPage: number;
  /** A table cell under a column title that names another document ("ISO 32000-2 reference"): its parts are that document's. */
  document?: string;
}

interface LinkState {
  link: DocLink;
  text: string;
  used: boolean;
}

/** Text between a reference and a link continuing it ("5.5", "Commonly-used properties"): spaces and punctuation only. */
const JOINABLE = /^[\s,.;:"“”'‘’()–—-]*$/;
const EXAMPLES = 10;
/** Between two items of a list of references: ", ", " and ", ", and ", " to ", "–". */
const LISTED = /^\s*,?\s*(?:and|or|to|–|—)?\s*$/;

function slotsOf(e: WorkElement, tables: readonly WorkTable[], nextPage: number): Slot[] {
  const last = Math.max(e.page, nextPage);
  switch (e.kind) {
    case 'paragraph':
    case 'note':
    case 'example':
      return [{ where: {}, text: e.text, page: e.page, lastPage: last }];
    case 'list':
      return e.items.map((text, k) => ({
        where: { item: k },
        text,
        page: e.itemPages[k] ?? e.page,
        lastPage: Math.max(e.itemPages[k + 1] ?? last, e.itemPages[k] ?? e.page),
      }));
    case 'table': {
      const t = tables[e.table]!;
      const out: Slot[] = [];
      const documents = t.headers.map((h) => documentNamed(h));
      t.rows.forEach((row, r) => {
        const page = t.rowPages[r] ?? t.page;
        row.forEach((text, c) => {
          const document = documents[c];
          if (text && !t.copies[r]?.[c])
            out.push({
              where: { row: r, cell: c },
              text,
              page,
              lastPage: Math.max(page, t.rowPages[r + 1] ?? t.pageEnd),
              ...(document ? { document } : {}),
            });
        });
      });
      t.notes.forEach((text, k) =>
        out.push({ where: { note: k }, text, page: t.notePages[k] ?? t.pageEnd, lastPage: t.pageEnd }),
      );
      return out;
    }
    default:
      return [];
  }
}

const sample = (items: string[]) => `${items.slice(0, EXAMPLES).join(', ')}${items.length > EXAMPLES ? ', …' : ''}`;

export function extractReferences(input: ReferenceInput): { references: Reference[]; diagnostics: Diagnostic[] } {
  const { elements, elementSection, tables } = input;
  const index = new TargetIndex(input.sections, elements, elementSection, tables);
  const reading = new ReferenceReading(index, linksByPage(input.links));
  const contents = contentsSections(input.sections);
  elements.forEach((e, i) => {
    const section = elementSection[i];
    const nextPage = elements[i + 1]?.page ?? e.page;
    // Front and back matter, and a printed Contents list (the outline on paper), hold no cross-references;
    // their links are claimed all the same, so that they are not reported as found nowhere.
    const skipped = !section || contents.has(section);
    for (const slot of slotsOf(e, tables, nextPage)) {
      const spans = claimLinks(slot, reading.linksByPage);
      if (skipped || CONTENTS_ENTRY.test(slot.text)) continue;
      reading.readSlot({ element: i, section: section!, slot, spans });
    }
  });
  return { references: reading.references, diagnostics: reading.diagnostics() };
}

/** The links whose text names something, page by page, top to bottom and left to right. */
function linksByPage(links: readonly DocLink[]): Map<number, LinkState[]> {
  const byPage = new Map<number, LinkState[]>();
  for (const link of links) {
    const text = normaliseText(link.text).replace(/^[\s,.;:()"“”]+|[\s,.;:()"“”]+$/g, '');
    if (!text) continue;
    let list = byPage.get(link.page);
    if (!list) byPage.set(link.page, (list = []));
    list.push({ link, text, used: false });
  }
  for (const list of byPage.values()) list.sort((a, b) => b.link.top - a.link.top || a.link.x - b.link.x);
  return byPage;
}

/** One slot being read: the element and section it is in, and the links printed over its text. */
interface SlotReading {
  element: number;
  section: string;
  slot: Slot;
  spans: Span[];
}

/** The references found so far, and what could not be resolved or placed, for the diagnostics. */
class ReferenceReading {
  readonly references: Reference[] = [];
  private readonly unresolved: string[] = [];
  private readonly mismatches: string[] = [];
  private noTarget = 0;

  constructor(
    private readonly index: TargetIndex,
    readonly linksByPage: Map<number, LinkState[]>,
  ) {}

  readSlot(s: SlotReading): void {
    const found: Reference[] = [];
    let previous: { end: number; cue: Candidate['cue'] } | null = null;
    for (const c of this.candidatesIn(s)) {
      // A number in a list right after a reference ("7.3.4, 7.3.5 and 7.3.6") has that reference's cue.
      const cue: Candidate['cue'] =
        previous && LISTED.test(s.slot.text.slice(previous.end, c.start)) ? previous.cue : c.cue;
      const ref = this.fromText(s, c, cue);
      if (!ref) continue;
      found.push(ref);
      if (c.kind === 'section') previous = { end: c.end, cue };
    }
    found.push(...this.fromLinksAlone(s));
    this.references.push(
      ...joinContinuations(
        found.sort((a, b) => a.start - b.start),
        s.slot.text,
      ),
    );
  }

  /** A bibliography label is a reference only where the document has a bibliography, never as an entry's own. */
  private candidatesIn(s: SlotReading): Candidate[] {
    const { index } = this;
    const { document } = s.slot;
    return findCandidates(s.slot.text)
      .filter(
        (c) =>
          !(
            c.kind === 'bibliography' &&
            (!index.hasBibliography || c.cited === '[0]' || (c.start === 0 && index.entryElements.has(s.element)))
          ),
      )
      .map((c) =>
        document && (c.kind === 'table' || c.kind === 'section' || c.kind === 'annex')
          ? { ...c, kind: 'external' as const, document, cue: undefined }
          : c,
      );
  }

  /** The reference a candidate of the text makes, or null when a bare number names no clause. */
  private fromText(s: SlotReading, c: Candidate, cue: Candidate['cue']): Reference | null {
    const target = this.index.resolve(c.kind, c.cited);
    if (c.kind === 'section' && !target && !plausibleClause(c.cited, cue, this.index)) return null;
    // A figure that is no table (a drawing) is not in the model: the citation is none, and a link over it
    // is read as if the words were not there.
    if (c.figure && !target) return null;
    const span = s.spans.find((sp) => sp.start < c.end && sp.end > c.start);
    if (span) span.taken = true;
    const chosen = this.checkedAgainstLink(c, target, span, s.slot.page);
    const ref: Reference = {
      ...placed(s, c.start, c.end),
      kind: c.kind === 'section' && chosen ? chosen.kind : c.kind,
      cited: c.cited,
      ...(c.document ? { document: c.document } : {}),
      target: chosen?.section ?? null,
      ...(chosen ? { targetElement: chosen.element } : {}),
      via: span ? 'link' : 'text',
    };
    if (!chosen && c.kind !== 'external') this.unresolved.push(`"${c.cited}" (page ${s.slot.page})`);
    return ref;
  }

  /** Where text and link both resolve and disagree, the text wins; where only the link does, the link. */
  private checkedAgainstLink(c: Candidate, target: Target | null, span: Span | undefined, page: number): Target | null {
    const linked = span?.state.link.dest
      ? this.index.atDestination(span.state.link.dest.page, span.state.link.dest.y, span.state.text)
      : null;
    if (!span || !linked || c.kind === 'external') return target;
    if (target && linked.element !== target.element)
      this.mismatches.push(`"${c.cited}" on page ${page} (link to ${linked.cited}; kept ${target.cited})`);
    if (target) return target;
    this.mismatches.push(`"${c.cited}" on page ${page} (not in this document; the link points to ${linked.cited})`);
    return linked;
  }

  /** Links whose text names nothing a pattern finds point by their destination alone. */
  private fromLinksAlone(s: SlotReading): Reference[] {
    const out: Reference[] = [];
    for (const span of s.spans) {
      if (span.taken) continue;
      const dest = span.state.link.dest;
      const linked = dest ? this.index.atDestination(dest.page, dest.y, span.state.text) : null;
      if (!linked) {
        this.noTarget++;
        continue;
      }
      out.push({
        ...placed(s, span.start, span.end),
        kind: linked.kind,
        cited: linked.cited,
        target: linked.section,
        targetElement: linked.element,
        via: 'link',
      });
    }
    return out;
  }

  diagnostics(): Diagnostic[] {
    const { unresolved, mismatches, noTarget } = this;
    const diagnostics: Diagnostic[] = [];
    if (unresolved.length) {
      diagnostics.push({
        severity: 'info',
        code: 'references-unresolved',
        message: `${unresolved.length} reference(s) name no section, table or bibliography entry of this document: ${sample(unresolved)}`,
      });
    }
    if (mismatches.length) {
      diagnostics.push({
        severity: 'warning',
        code: 'reference-link-mismatch',
        message: `${mismatches.length} reference(s) whose link points elsewhere than the text names: ${sample(mismatches)}`,
      });
    }
    const unplaced = [...this.linksByPage.values()].flat().filter((l) => !l.used);
    if (unplaced.length) {
      diagnostics.push({
        severity: 'info',
        code: 'links-unplaced',
        message: `${unplaced.length} link(s) whose text was found in no element: ${sample(unplaced.map((l) => `"${l.text}" (page ${l.link.page})`))}`,
        page: unplaced[0]!.link.page,
      });
    }
    if (noTarget) {
      diagnostics.push({
        severity: 'info',
        code: 'links-not-references',
        message: `${noTarget} link(s) point to no section, table or bibliography entry (a footnote, a figure, a page) and are no cross-references`,
      });
    }
    return diagnostics;
  }
}

/** Where a reference stands: its element (and item, row, cell or note), its offsets, section and page. */
function placed(s: SlotReading, start: number, end: number) {
  const { slot } = s;
  return {
    element: s.element,
    ...slot.where,
    start,
    end,
    text: slot.text.slice(start, end),
    section: s.section,
    page: slot.page,
  };
}

const CONTENTS_TITLE = /^(?:table of )?contents$/i;
/** A line of a printed Contents list wherever it stands: a title, a dot leader, a page label. */
const CONTENTS_ENTRY = /(?:\.{4,}|…{2,}|(?:\. ){4,})\s*[\divxlcIVXLC]{1,6}\s*$/;

/** Unnumbered sections titled "Contents" or "Table of Contents", with everything under them. */
function contentsSections(sections: readonly Section[]): Set<string> {
  const out = new Set<string>();
  for (const s of sections) {
    if ((s.number === null && CONTENTS_TITLE.test(s.title)) || (s.parent !== null && out.has(s.parent))) out.add(s.id);
  }
  return out;
}

/**
 * A dotted number that names no section is still an (unresolved) reference
 * when a word announces one ("see 7.3.9", "clause 9"), or when a plainer word
 * ("in", "and") stands before it and its clause exists ("in 7.3.9" where 7 is
 * a clause); "0" never opens a clause number.
 */
function plausibleClause(cited: string, cue: Candidate['cue'], index: TargetIndex): boolean {
  if (cue === 'strong') return true;
  if (cue !== 'weak' || /(^|\.)0(\.|$)/.test(cited)) return false;
  const top = cited.split('.')[0]!;
  return index.section(topSectionId(top)) !== null;
}

interface Span {
  start: number;
  end: number;
  state: LinkState;
  taken: boolean;
}

/** The links on the slot's pages whose text occurs in it, each claimed once, in order. */
function claimLinks(slot: Slot, byPage: Map<number, LinkState[]>): Span[] {
  const spans: Span[] = [];
  let cursor = 0;
  for (let p = slot.page; p <= slot.lastPage; p++) {
    for (const state of byPage.get(p) ?? []) {
      if (state.used) continue;
      let at = slot.text.indexOf(state.text, cursor);
      while (at >= 0 && spans.some((s) => at < s.end && at + state.text.length > s.start))
        at = slot.text.indexOf(state.text, at + 1);
      if (at < 0) continue;
      state.used = true;
      spans.push({ start: at, end: at + state.text.length, state, taken: false });
      cursor = at + state.text.length;
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

/**
 * One reference printed as several links ("5.5" and "Commonly-used properties
 * of content", each its own annotation to the same place) is one reference.
 */
function joinContinuations(refs: Reference[], text: string): Reference[] {
  const out: Reference[] = [];
  for (const r of refs) {
    const prev = out[out.length - 1];
    if (
      prev &&
      r.via === 'link' &&
      prev.targetElement !== undefined &&
      prev.targetElement === r.targetElement &&
      JOINABLE.test(text.slice(prev.end, r.start))
    ) {
      prev.end = r.end;
      prev.text = text.slice(prev.start, prev.end);
      prev.via = 'link';
      continue;
    }
    out.push(r);
  }
  return out;
}
