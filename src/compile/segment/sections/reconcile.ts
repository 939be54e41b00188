/**
 * The section list from every source at once: the outline, the printed
 * Contents pages and the headings detected in the body. Each list is checked
 * against the headings; a list whose entries mostly match no heading on their
 * page is rejected when the body offers better evidence (a Word export's
 * bookmarks, "OLE_LINK6"), and the chosen list is deepened by the numbered
 * headings it does not list ("7.3.4" under a two-level Contents), nested by
 * number. What was used, rejected and why is reported (docs/model.md,
 * "Section sources").
 */
import type { OutlineEntry } from '../../blocks.js';
import type { Diagnostic, SectionSource, SectionSourceReport } from '../../../model/types.js';
import { ElementIndex, type HeadingRef } from '../element-index.js';
import { compact, normaliseText } from '../normalise.js';
import { findStarts, type SectionStart } from './match.js';
import { deepen } from './deepen.js';
import { numberLevel } from '../../../model/section-number.js';
import { entryDraft, headingDraft, mergeBareNumbers, type SectionDraft } from './sections.js';
import {
  isBookmarkName,
  isFragment,
  LIST_REASONS,
  onFirstPageUnnumbered,
  screenEntries,
  type RejectedEntry,
} from './source-entries.js';
import type { WorkElement } from '../work.js';
import { isFrontMatterTitle } from './front-matter-headings.js';

export interface ReconcileInput {
  outline: readonly OutlineEntry[];
  contents: readonly OutlineEntry[];
  elements: readonly WorkElement[];
  pageLabels: readonly string[];
  /** Element indices of the headings on the decoded numbered sequence (numbered-sequence.ts). */
  sequence?: ReadonlySet<number>;
  /** Those after a restart of the numbering inside an annex (their numbers may repeat earlier ones). */
  restarted?: ReadonlySet<number>;
}

export interface Reconciled {
  /** Drafts and their starts, parallel, in no particular order (assign.ts sorts them). */
  drafts: SectionDraft[];
  starts: SectionStart[];
  /** Paragraphs that read as the next numbered subclause and became headings (element indices). */
  promoted: number[];
  primary: SectionSource;
  reports: SectionSourceReport[];
  diagnostics: Diagnostic[];
}

/** A list source is confirmed when at least this share of its entries starts at a matching heading. */
const CONFIRMED_SHARE = 0.5;
/** Rejected entries named one by one in diagnostics, per reason; the rest are counted. */
const NAMED_PER_REASON = 20;

interface Candidate {
  source: 'outline' | 'contents-page';
  entries: number;
  drafts: SectionDraft[];
  starts: SectionStart[];
  rejected: RejectedEntry[];
  confirmed: number;
  /** Entries that speak for or against the source: its drafts and its junk (not its lists of figures or the index). */
  weight: number;
}

/** A source numbers its entries when more than this share of them carry a number. */
const NUMBERED_SHARE = 0.5;

function evaluate(
  source: Candidate['source'],
  entries: readonly OutlineEntry[],
  index: ElementIndex,
  pageLabels: readonly string[],
): Candidate {
  const screened = screenEntries(
    source === 'outline' ? mergeBareNumbers([...entries]) : entries,
    firstPageIsBody(entries, index),
  );
  const rejected = screened.rejected;
  const all = screened.kept.map((e) => entryDraft(e, pageLabels, source));
  const found = findStarts(
    all,
    index,
    new Set(),
    all.filter((d) => d.number !== null).length > NUMBERED_SHARE * all.length,
  );
  const drafts: SectionDraft[] = [];
  const starts: SectionStart[] = [];
  // The furthest start of an entry listed so far that found its heading.
  let matchedUpTo = -1;
  all.forEach((d, i) => {
    const st = found[i]!;
    if (st.heading) matchedUpTo = Math.max(matchedUpTo, st.start);
    // An entry whose heading the body does not print would start at its destination, before (or at) a clause
    // listed ahead of it: no empty section out of order; its text stays in the clause before (verify reports it).
    else if (st.start <= matchedUpTo && d.number !== null) {
      rejected.push({ title: [d.number, d.title].join(' ').trim(), page: d.page, reason: 'no heading, out of order' });
      return;
    }
    // A name a program made ("OLE_LINK6", "_Toc123456") that no heading prints is a bookmark's; one a heading on its
    // page prints is a clause's title all the same (the ICCCM's "INSERT_SELECTION").
    if (!st.heading && isBookmarkName(d.title)) {
      rejected.push({ title: d.title, page: d.page, reason: 'bookmark name' });
      return;
    }
    // A bare number printed nowhere names no clause either (IR 7435's top-level "1.  " between 4.1.3 and 5).
    if (!st.heading && d.title === '') {
      rejected.push({ title: d.number ?? '', page: d.page, reason: 'empty title' });
      return;
    }
    if (!st.heading && isFragment(d.title)) {
      rejected.push({ title: d.title, page: d.page, reason: 'fragment' });
      return;
    }
    // An unnumbered entry printed nowhere that points where the next entry's heading starts names no text of its own
    // (FIPS 203's "Preamble" over "Foreword"): the heading there is the next entry's.
    const next = found[i + 1];
    if (!st.heading && d.number === null && next?.heading && next.start === st.start) {
      rejected.push({ title: d.title, page: d.page, reason: 'no heading of its own' });
      return;
    }
    // An empty outline title takes the text of the heading it points at; an unnumbered one its heading's number.
    if (st.heading && d.title === '') d.title = st.heading.text;
    if (st.heading && d.number === null && st.heading.number) {
      d.number = st.heading.number;
      d.level = numberLevel(d.number);
    }
    drafts.push(d);
    starts.push(st);
  });
  const confirmed = starts.filter((s) => s.heading).length;
  const weight = drafts.length + rejected.filter((r) => !LIST_REASONS.has(r.reason)).length;
  return { source, entries: entries.length, drafts, starts, rejected, confirmed, weight };
}

const isConfirmed = (c: Candidate | null): c is Candidate =>
  c !== null && c.drafts.length > 0 && c.confirmed >= CONFIRMED_SHARE * c.weight;

/**
 * Every heading is a section; a bare number followed by an unnumbered heading ("4.1", "author") is one. Not the
 * title page's: an unnumbered heading on the first page that is no front-matter title is the document's title, a
 * publisher's name or a cover label (OGC WMTS's "Open Geospatial Consortium Inc.", "Warning"), as an outline entry
 * there is (source-entries.ts).
 */
function fromHeadings(
  index: ElementIndex,
  pageLabels: readonly string[],
): { drafts: SectionDraft[]; starts: SectionStart[] } {
  const drafts: SectionDraft[] = [];
  const starts: SectionStart[] = [];
  let skip = -1;
  // The document's title printed again over its first clause (OGC WMTS's "OpenGIS® Web Map Tile Service
  // Implementation Standard" on page 16): a line of the title page, no section.
  const titlePage = new Set(
    index.elements.flatMap((e) =>
      e.page === 1 && (e.kind === 'paragraph' || e.kind === 'heading') ? [compact(e.text)] : [],
    ),
  );
  const titleAgain = (h: HeadingRef) =>
    h.number === null && titlePage.has(compact(h.text)) && !isFrontMatterTitle(h.text);
  for (const h of index.headings) {
    if (h.index === skip || onTitlePage(h) || titleAgain(h)) continue;
    const next = index.headingAt(h.index + 1);
    const bare = h.number !== null && h.text === '' && next && next.number === null && next.page === h.page;
    drafts.push(headingDraft(h, pageLabels, bare ? next.text : h.text));
    starts.push({ start: h.index, heading: h });
    if (bare) skip = next.index;
  }
  return { drafts, starts };
}

const onTitlePage = (h: { page: number; number: string | null; text: string }) =>
  h.page === 1 && h.number === null && !isFrontMatterTitle(h.text);

/**
 * A title page prints two titles at most that a list names (RFC 8949's "RFC 8949" and its title; MIL-STD-882E's
 * "AMSC N/A AREA SAFT" and its distribution statement); a first page with this many is body.
 */
const BODY_TITLES = 3;

/**
 * The first page is body, not a title page: this many of a list's unnumbered entries on it, no front-matter titles,
 * are headings printed there (fontconfig's man page: "Name", "Synopsis", "Description" under its title line "fonts-conf").
 */
function firstPageIsBody(entries: readonly OutlineEntry[], index: ElementIndex): boolean {
  const printed = new Set(index.headings.filter((h) => onTitlePage(h)).map((h) => compact(h.text)));
  const named = entries.filter((e) => {
    const title = normaliseText(e.title);
    return onFirstPageUnnumbered(e.page, title) && printed.has(compact(title));
  });
  return named.length >= BODY_TITLES;
}

const SOURCE_NAMES: Record<SectionSource, string> = {
  outline: 'the outline',
  'contents-page': 'the printed Contents',
  headings: 'the detected headings',
};

function rejectionDiagnostics(c: Candidate): Diagnostic[] {
  const out: Diagnostic[] = [];
  const byReason = new Map<string, RejectedEntry[]>();
  for (const r of c.rejected) {
    const list = byReason.get(r.reason);
    if (list) list.push(r);
    else byReason.set(r.reason, [r]);
  }
  const what = c.source === 'outline' ? 'outline entry' : 'Contents entry';
  for (const [reason, list] of byReason) {
    for (const r of list.slice(0, NAMED_PER_REASON)) {
      out.push({
        severity: 'info',
        code: `${c.source === 'outline' ? 'outline' : 'contents'}-entry-rejected`,
        message: `${what} "${r.title}" is no section: ${reason}`,
        page: r.page,
      });
    }
    if (list.length > NAMED_PER_REASON) {
      out.push({
        severity: 'info',
        code: `${c.source === 'outline' ? 'outline' : 'contents'}-entry-rejected`,
        message: `${list.length - NAMED_PER_REASON} more ${what}s are no sections: ${reason}`,
      });
    }
  }
  return out;
}

export function reconcileSections(x: ReconcileInput): Reconciled {
  const index = new ElementIndex(x.elements);
  const outline = x.outline.length ? evaluate('outline', x.outline, index, x.pageLabels) : null;
  const contents = x.contents.length ? evaluate('contents-page', x.contents, index, x.pageLabels) : null;
  const numbered = index.headings.filter((h) => h.number !== null && h.text !== '').length;
  const { primary, diagnostics } = choosePrimary([outline, contents], numbered);
  const { drafts, starts } = primary ?? fromHeadings(index, x.pageLabels);
  const added = deepen(drafts, starts, index, x.pageLabels, x.sequence, x.restarted);
  const primarySource: SectionSource = primary?.source ?? 'headings';
  const reports = listReports([outline, contents], primary, primarySource, diagnostics);
  const headingSections = added.drafts.length + (primary ? 0 : drafts.length);
  // The headings source offers the heading elements and the paragraphs read as headings.
  const headingEntries = index.headings.length + added.promoted.length;
  if (headingEntries) {
    reports.push({
      source: 'headings',
      role: primary === null ? 'primary' : headingSections ? 'deepening' : 'unused',
      entries: headingEntries,
      confirmed: headingEntries,
      sections: headingSections,
    });
  }
  if (!outline) {
    diagnostics.push({
      severity: 'warning',
      code: 'outline-missing',
      message: `no outline: sections come from ${SOURCE_NAMES[primarySource]}`,
    });
  }
  if (primary) diagnostics.push(...deepenedDiagnostics(primary, added));
  diagnostics.push(...promotedDiagnostics(added, x.elements));
  if (primary) diagnostics.push(...unmatchedDiagnostics(primary));
  return {
    drafts: [...drafts, ...added.drafts],
    starts: [...starts, ...added.starts],
    promoted: added.promoted,
    primary: primarySource,
    reports,
    diagnostics,
  };
}

/** The first confirmed list wins; else the list with the most confirmed entries, unless the headings say more. */
function choosePrimary(
  ranked: readonly (Candidate | null)[],
  numberedHeadings: number,
): { primary: Candidate | null; diagnostics: Diagnostic[] } {
  const confirmed = ranked.find(isConfirmed);
  if (confirmed) return { primary: confirmed, diagnostics: [] };
  const best = ranked
    .filter((c): c is Candidate => c !== null && c.drafts.length > 0)
    .sort((a, b) => b.confirmed - a.confirmed)[0];
  if (!best || best.confirmed < numberedHeadings) return { primary: null, diagnostics: [] };
  const diagnostic: Diagnostic = {
    severity: 'warning',
    code: 'sections-unconfirmed',
    message: `only ${best.confirmed} of ${best.weight} entries of ${SOURCE_NAMES[best.source]} match a heading in the body; it is kept for want of a better source`,
  };
  return { primary: best, diagnostics: [diagnostic] };
}

/**
 * How each list was used. A list ranked above the one used (outline, then Contents) was rejected, and a warning
 * says why; one ranked below was not needed. The used list's own rejected entries are named.
 */
function listReports(
  ranked: readonly (Candidate | null)[],
  primary: Candidate | null,
  primarySource: SectionSource,
  diagnostics: Diagnostic[],
): SectionSourceReport[] {
  const reports: SectionSourceReport[] = [];
  const primaryRank = primary ? ranked.indexOf(primary) : ranked.length;
  for (const [rank, c] of ranked.entries()) {
    if (!c) continue;
    const role = c === primary ? 'primary' : rank < primaryRank ? 'rejected' : 'unused';
    const report: SectionSourceReport = {
      source: c.source,
      role,
      entries: c.entries,
      confirmed: c.confirmed,
      sections: c === primary ? c.drafts.length : 0,
    };
    if (role === 'rejected') {
      report.reason = rejectionReason(c);
      diagnostics.push({
        severity: 'warning',
        code: c.source === 'outline' ? 'outline-rejected' : 'contents-rejected',
        message: `${SOURCE_NAMES[c.source]} is not used as the section list: ${report.reason}; sections come from ${SOURCE_NAMES[primarySource]}`,
      });
    } else if (role === 'primary' && c.rejected.length) {
      report.reason = `${c.rejected.length} entries are no sections (${[...new Set(c.rejected.map((r) => r.reason))].join(', ')})`;
    }
    if (c === primary) diagnostics.push(...rejectionDiagnostics(c));
    reports.push(report);
  }
  return reports;
}

function rejectionReason(c: Candidate): string {
  const junk = c.rejected.filter((r) => !LIST_REASONS.has(r.reason));
  const sample = junk
    .slice(0, 3)
    .map((r) => `"${r.title}"`)
    .join(', ');
  return `only ${c.confirmed} of ${c.weight} entries match a heading on their page${sample ? ` (${junk.length} are no clause titles, e.g. ${sample})` : ''}`;
}

type Deepened = ReturnType<typeof deepen>;

/** Numbered heading elements the used list does not name, now sections of their own. */
function deepenedDiagnostics(primary: Candidate, added: Deepened): Diagnostic[] {
  const promoted = new Set(added.promoted);
  const fromHeadingElements = added.drafts.filter((_, i) => !promoted.has(added.starts[i]!.start));
  if (!fromHeadingElements.length) return [];
  const sample = fromHeadingElements
    .slice(0, 5)
    .map((d) => d.number)
    .join(', ');
  return [
    {
      severity: 'info',
      code: 'sections-deepened',
      message: `${fromHeadingElements.length} numbered heading(s) that ${SOURCE_NAMES[primary.source]} does not list became sections (${sample}${fromHeadingElements.length > 5 ? ', …' : ''})`,
    },
  ];
}

function promotedDiagnostics(added: Deepened, elements: readonly WorkElement[]): Diagnostic[] {
  if (!added.promoted.length) return [];
  const sample = added.promoted
    .slice(0, 3)
    .map((i) => `"${added.starts.find((st) => st.start === i)!.heading!.number}"`)
    .join(', ');
  return [
    {
      severity: 'info',
      code: 'paragraph-headings',
      message: `${added.promoted.length} paragraph(s) printed as the next numbered subclause (${sample}${added.promoted.length > 3 ? ', …' : ''}) became headings and sections`,
      page: elements[added.promoted[0]!]!.page,
    },
  ];
}

/** Entries of the used list whose heading the body does not print start at their destination instead. */
function unmatchedDiagnostics(chosen: Candidate): Diagnostic[] {
  const out: Diagnostic[] = [];
  chosen.drafts.forEach((d, i) => {
    if (chosen.starts[i]!.heading) return;
    out.push({
      severity: 'info',
      code: 'heading-unmatched',
      message: `${chosen.source === 'outline' ? 'outline' : 'Contents'} entry "${[d.number, d.title].filter(Boolean).join(' ')}" matched no heading; it starts at its destination (page ${d.page}${d.y === null ? '' : `, y ${Math.round(d.y)}`})`,
      page: d.page,
    });
  });
  return out;
}
