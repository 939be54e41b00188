/**
 * Front-matter headings: the standard titles that open the text before the first clause — an ISO
 * Foreword, an RFC's Abstract, "Status of This Memo" and "Copyright Notice" (2009-2010: "Copyright and License
 * Notice"), a NIST publication's
 * Authority, Abstract, Keywords, Acknowledgments, Errata and Executive Summary. No outline or Contents
 * page lists them in most documents, and they are often set in the body face, so nothing else makes
 * them sections. A line before the first section whose whole text is one of these titles, followed by
 * text, is an unnumbered section of level 1 (source `headings`). So is, anywhere, a line whose whole text
 * titles a glossary or a reference list ("Terminology", "Glossary", "References"), or an RFC's "Author's
 * Address", and that no source made a section: an appendix reprinting another document keeps its own
 * glossary's title. And a title of the document's own set in the face of its standard ones, among them
 * (`inFrontMatterFace`: SP 800-57's "Overview").
 */
import type { SectionStart } from './match.js';
import { promoteUnnumbered, withoutLabelColon, type SectionDraft } from './sections.js';
import { readsAsTitle } from './italic-headings.js';
import type { WorkElement } from '../work.js';

/** The front-matter titles of ISO/IEC, IETF, NIST, OASIS and similar publications, matched whole. */
const FRONT_MATTER_TITLE = new RegExp(
  '^(?:' +
    [
      'Foreword',
      'Preface(?: to .{1,40})?',
      'Abstract',
      'Acknowledge?ments',
      'Authority',
      'Key ?words',
      'Errata',
      'Executive Summary',
      'Status of This Memo',
      'Status',
      'Copyright (?:and License )?Notice',
      'Notices?',
      'Trademark Information',
      'Reports on Computer Systems Technology',
    ].join('|') +
    ')$',
  'i',
);

/**
 * The titles of glossaries and reference lists, and an RFC's closing "Author's Address" / "Authors' Addresses",
 * wherever they stand, matched whole.
 */
const BACK_MATTER_TITLE =
  /^(?:Glossary|Terminology|Definitions|Terms and Definitions|Acronyms(?: and Abbreviations)?|Abbreviations(?: and Acronyms)?|References|Bibliography|Authors?['’]s? Address(?:es)?)$/i;

export function isFrontMatterTitle(text: string): boolean {
  return FRONT_MATTER_TITLE.test(text.trim());
}

/** A title in capitals ("SUMMARY OF CHANGE 1 MODIFICATIONS"): two words or more, no sentence punctuation. */
const CAPITALS_TITLE = /^[\p{Lu}\d][\p{Lu}\d,&'’()/-]*(?: [\p{Lu}\d,&'’()/-]+)+$/u;
/** Lists of the document's parts, which open their pages like titles but are no sections. */
const LIST_TITLE =
  /^(?:(?:table\s+of\s+)?contents|list\s+of\s+(?:figures|tables|illustrations|appendices)|(?:paragraph|page|section)(?:\s+(?:paragraph|page|section))+)$/i;

const opensPage = (work: readonly WorkElement[], i: number) => i === 0 || work[i - 1]!.page !== work[i]!.page;

/**
 * Lines set as the document sets its standard front-matter titles: where such a title opens its page in capitals
 * ("FOREWORD"), a line in capitals opening a later page of the front matter is a front-matter heading too
 * (MIL-STD-882E's "SUMMARY OF CHANGE 1 MODIFICATIONS"), never the title page's, a Contents or a list of figures.
 */
function setLikeFrontMatter(work: readonly WorkElement[], firstStart: number, texts: (string | null)[]): Set<number> {
  const capitalsOpening = (i: number) => {
    const t = texts[i]?.trim();
    return t !== undefined && CAPITALS_TITLE.test(t) && opensPage(work, i) && !LIST_TITLE.test(t);
  };
  const end = Math.max(0, Math.min(firstStart, work.length - 1));
  const anchors = [...Array(end).keys()].filter((i) => {
    const t = texts[i]?.trim();
    return t && isFrontMatterTitle(t) && t === t.toUpperCase() && opensPage(work, i);
  });
  if (!anchors.length) return new Set();
  const titlePage = work[0]!.page;
  return new Set([...Array(end).keys()].filter((i) => work[i]!.page > titlePage && capitalsOpening(i)));
}

/** How a line alone is set, where it stands out from prose: a heading by the layout's size rank, or bold alone. */
const lineFace = (e: WorkElement): string | null => {
  if (e.kind === 'heading') return e.number === null && !e.termEntry && !e.runInLabel ? `heading ${e.tagLevel}` : null;
  return e.kind === 'paragraph' && e.boldAlone ? `bold ${e.boldAlone}` : null;
};

/** The plainest title: one to ten words, no figure, a capital first, no sentence punctuation at its end. */
const plainTitle = (t: string) => !/\p{N}/u.test(t) && readsAsTitle(t, 1, 10) && !LIST_TITLE.test(t);

/** Prose right under a line: a paragraph not itself set apart (a list under "FIGURES PAGE" is a list of them). */
const overProse = (work: readonly WorkElement[], i: number) => {
  const next = work[i + 1];
  return next?.kind === 'paragraph' && lineFace(next) === null;
};

/**
 * Titles of the document's own set in the face of its standard front-matter titles, after the first of them and
 * before the Contents or the first clause: SP 800-57 sets "Overview" as it sets "Authority", SP 800-63B
 * "Requirements Notation and Conventions" as "Abstract" and "Keywords". A face no standard title shows proves
 * nothing (a cover's lines are bold and large too), and a line printed twice is furniture. Prose follows such a
 * title, and the line before it is not set alike: "Announcing the" over "DIGITAL SIGNATURE STANDARD (DSS)" (FIPS
 * 186-1) are the two lines of a document's title, in the face of its "Abstract".
 */
function inFrontMatterFace(
  work: readonly WorkElement[],
  texts: readonly (string | null)[],
  frontEnd: number,
  contents: { start: number; end: number } | null,
): Set<number> {
  const anchors = [...Array(Math.min(frontEnd, work.length)).keys()].filter(
    (i) => lineFace(work[i]!) !== null && isFrontMatterTitle(withoutLabelColon(texts[i] ?? '')),
  );
  if (!anchors.length) return new Set();
  const faces = new Set(anchors.map((i) => lineFace(work[i]!)));
  const end = contents !== null && contents.start > anchors[0]! ? contents.start : frontEnd;
  const lines = [...Array(Math.max(0, end - anchors[0]!)).keys()].map((k) => anchors[0]! + k);
  const seen = new Map<string, number>();
  for (const i of lines) if (texts[i]) seen.set(texts[i]!, (seen.get(texts[i]!) ?? 0) + 1);
  return new Set(
    lines.filter((i) => {
      const t = texts[i]?.trim();
      const face = lineFace(work[i]!);
      return (
        t &&
        faces.has(face) &&
        plainTitle(t) &&
        seen.get(texts[i]!) === 1 &&
        overProse(work, i) &&
        (i === 0 || lineFace(work[i - 1]!) !== face)
      );
    }),
  );
}

/**
 * The indices of the standard-titled headings: front-matter titles before `firstStart` (element index of
 * the first section), glossary and reference-list titles anywhere; each a line of its own that text follows.
 */
export function frontMatterHeadings(
  work: readonly WorkElement[],
  firstStart: number,
  taken: ReadonlySet<number> = new Set(),
  firstNumbered = firstStart,
  /** A printed Contents among the front matter's sections (matter.ts contentsMatter): its lines title nothing. */
  contents: { start: number; end: number } | null = null,
): number[] {
  const out: number[] = [];
  const texts = work.map((e) =>
    e.kind === 'paragraph' ? e.text : e.kind === 'heading' && e.number === null ? e.title : null,
  );
  const setLike = setLikeFrontMatter(work, firstStart, texts);
  // The front matter runs to the first numbered clause: a second preface after the first ("Preface to Version
  // 1.9.1" after RISC-V's "Preface") is one of its titles too.
  const frontEnd = Math.max(firstStart, firstNumbered);
  const ownTitles = inFrontMatterFace(work, texts, frontEnd, contents);
  const inContents = (i: number) => contents !== null && i >= contents.start && i < contents.end;
  for (let i = 0; i < work.length - 1; i++) {
    const text = texts[i]!;
    if (text === null || taken.has(i) || inContents(i)) continue;
    const titled =
      // A cover's field label closed by a colon ("Abstract:", "Status:" among OASIS's "Editors:" and "Chairs:"): only
      // the standard titles head a section; the other labels stay text.
      (i < frontEnd && isFrontMatterTitle(withoutLabelColon(text))) ||
      (i < firstStart && setLike.has(i)) ||
      ownTitles.has(i) ||
      BACK_MATTER_TITLE.test(text.trim());
    const next = work[i + 1]!;
    if (titled && (next.kind === 'paragraph' || next.kind === 'list')) out.push(i);
  }
  return out;
}

/** Turns the front-matter headings into heading elements, and gives their section drafts and starts. */
export function addFrontMatterHeadings(
  work: WorkElement[],
  firstStart: number,
  pageLabels: readonly string[],
  taken: ReadonlySet<number> = new Set(),
  firstNumbered = firstStart,
  contents: { start: number; end: number } | null = null,
): { drafts: SectionDraft[]; starts: SectionStart[] } {
  const out = { drafts: [] as SectionDraft[], starts: [] as SectionStart[] };
  for (const i of frontMatterHeadings(work, firstStart, taken, firstNumbered, contents))
    promoteUnnumbered(work, i, 1, pageLabels, out);
  return out;
}
