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
import { promoteUnnumbered, type SectionDraft } from './sections.js';
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

/**
 * The indices of the standard-titled headings: front-matter titles before `firstStart` (element index of
 * the first section), glossary and reference-list titles anywhere; each a line of its own that text follows.
 */
export function frontMatterHeadings(
  work: readonly WorkElement[],
  firstStart: number,
  taken: ReadonlySet<number> = new Set(),
): number[] {
  const out: number[] = [];
  for (let i = 0; i < work.length - 1; i++) {
    const e = work[i]!;
    const text = e.kind === 'paragraph' ? e.text : e.kind === 'heading' && e.number === null ? e.title : null;
    if (text === null || taken.has(i)) continue;
    const titled = (i < firstStart && isFrontMatterTitle(text)) || BACK_MATTER_TITLE.test(text.trim());
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
): { drafts: SectionDraft[]; starts: SectionStart[] } {
  const out = { drafts: [] as SectionDraft[], starts: [] as SectionStart[] };
  for (const i of frontMatterHeadings(work, firstStart, taken)) promoteUnnumbered(work, i, 1, pageLabels, out);
  return out;
}
