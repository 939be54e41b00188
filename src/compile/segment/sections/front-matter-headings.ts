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
 * glossary's title.
 */
import type { SectionStart } from './match.js';
import { promoteUnnumbered, withoutLabelColon, type SectionDraft } from './sections.js';
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
  /^(?:(?:table\s+of\s+)?contents|list\s+of\s+(?:figures|tables|illustrations)|(?:paragraph|page|section)(?:\s+(?:paragraph|page|section))+)$/i;

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
  const inContents = (i: number) => contents !== null && i >= contents.start && i < contents.end;
  for (let i = 0; i < work.length - 1; i++) {
    const text = texts[i]!;
    if (text === null || taken.has(i) || inContents(i)) continue;
    const titled =
      // A cover's field label closed by a colon ("Abstract:", "Status:" among OASIS's "Editors:" and "Chairs:"): only
      // the standard titles head a section; the other labels stay text.
      (i < frontEnd && isFrontMatterTitle(withoutLabelColon(text))) ||
      (i < firstStart && setLike.has(i)) ||
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
