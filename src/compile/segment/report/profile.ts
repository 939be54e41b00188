/**
 * The document profile: the conventions this document follows, as the compiler found them over the
 * whole document — how its clauses and annexes are numbered, how its tables are labelled, which keyword
 * convention its requirements follow, whether it has a glossary, and what its layout needed. Recorded in
 * `reading` (one `document-profile` diagnostic) so that a reader sees what every later decision rests on.
 */
import type { Definition, Diagnostic, Section, Table } from '../../../model/types.js';
import type { DocumentProfile, KeywordConvention, LayoutFacts } from '../../pipeline/profile.js';
import type { WorkElement } from '../work.js';
import { isAnnexNumber, isLetteredClause } from '../../../model/section-number.js';

export interface ProfileInput {
  sections: readonly Section[];
  elements: readonly WorkElement[];
  tables: readonly Table[];
  definitions: readonly Definition[];
  /** What the passes decided: layout facts, line-end hyphens, run-in titles, the keyword convention. */
  profile: DocumentProfile;
}

const CONVENTION_NAMES: Record<KeywordConvention, string> = {
  bcp14: 'BCP 14 (capitalised MUST, SHOULD, MAY)',
  usage: 'capitalised keywords by habit, and lower-case shall, should and may',
  directives: 'ISO/IEC Directives verbal forms (shall, should, may)',
};

/** The layout facts, in the order the profile names them. */
const LAYOUT_FACTS: [fact: keyof LayoutFacts, words: string][] = [
  ['untagged', 'untagged (read from the text layout)'],
  ['monospacedBody', 'fixed-width body'],
  ['lineNumbers', 'margin line numbers'],
  ['marginNumbers', 'margin paragraph numbers'],
  ['rotatedText', 'rotated text'],
  ['columns', 'pages in two columns'],
  ['mastheadTitles', "titles centred under a publication's masthead"],
];

/** How the numbered headings print their numbers: "1. / 1.1.", "1 / 1.1", mixed. */
function numberingStyle(sections: readonly Section[], elements: readonly WorkElement[]): string | null {
  let dotted = 0;
  let bare = 0;
  for (const s of sections) {
    const e = elements[s.start];
    if (!s.number || e?.kind !== 'heading' || !/^[\dA-Z]/.test(s.number)) continue;
    if (e.text.startsWith(`${s.number}.`)) dotted++;
    else if (e.text.startsWith(s.number)) bare++;
  }
  if (!dotted && !bare) return null;
  if (dotted && bare) return `numbers with (${dotted}) and without (${bare}) a closing full stop`;
  return dotted ? 'numbers with a closing full stop ("4.1.")' : 'numbers without a closing full stop ("4.1")';
}

function annexStyle(sections: readonly Section[]): string | null {
  const words = new Set(
    sections.flatMap((s) => (s.number && isAnnexNumber(s.number) ? [s.number.split(' ')[0]!] : [])),
  );
  if (words.size) return `annexes as "${[...words].join('"/"')} A"`;
  return sections.some((s) => s.number && isLetteredClause(s.number)) ? 'lettered annex clauses ("A.1")' : null;
}

/** "Table 3", "Table 2.1", "Table 4-1", "TABLE I": the label forms in use, with counts. */
function captionStyle(tables: readonly Table[]): string | null {
  const forms = new Map<string, number>();
  for (const t of tables) {
    if (!t.number) continue;
    const form = t.number
      .replace(/^\S+/, (w) => (w === w.toUpperCase() ? w : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
      .replace(/\b[IVXLC]+\b$/, 'I')
      .replace(/[A-Z]?\d+/g, 'N');
    forms.set(form, (forms.get(form) ?? 0) + 1);
  }
  const uncaptioned = tables.filter((t) => !t.number).length;
  const list = [...forms].map(([form, n]) => `"${form}" (${n})`);
  if (uncaptioned) list.push(`uncaptioned (${uncaptioned})`);
  return list.length ? `tables labelled ${list.join(', ')}` : null;
}

export function documentProfile(x: ProfileInput): Diagnostic {
  const {
    layout,
    runInTitles,
    runInLabels,
    keywordConvention,
    hyphenatesWords,
    informativeClauses,
    pageBreakRuns,
    captionSide,
    figureCaptionSide,
    termsBoilerplate,
    contentsListing,
    unsupportedHeadings,
  } = x.profile;
  const informative = informativeClauses ? informativeClauses.marked.length + informativeClauses.front.length : 0;
  const parts = [
    numberingStyle(x.sections, x.elements),
    runInTitles ? `run-in clause titles (${runInTitles})` : null,
    runInLabels ? `front-matter clauses titled by run-in labels (${runInLabels})` : null,
    contentsListing ? `a Contents list in the text (${contentsListing} lines), cross-checked with the headings` : null,
    unsupportedHeadings ? `headings the numbering does not support read as text (${unsupportedHeadings})` : null,
    annexStyle(x.sections),
    captionStyle(x.tables),
    captionSide === 'below' ? 'table captions below their tables' : null,
    figureCaptionSide ? `tables captioned as figures, ${figureCaptionSide} them` : null,
    `requirements by ${CONVENTION_NAMES[keywordConvention ?? 'directives']}`,
    x.profile.roles?.length ? `roles defined: ${x.profile.roles.join(', ')}` : null,
    informative ? `keywords for normative text only: ${informative} clause(s) marked informative hold none` : null,
    x.profile.italicCommentary
      ? `commentary in italic (${x.profile.italicCommentary} paragraphs), no requirements`
      : null,
    pageBreakRuns ? `paragraphs run on across page breaks (${pageBreakRuns})` : null,
    x.definitions.length ? `a glossary of ${x.definitions.length} terms` : 'no glossary found',
    termsBoilerplate ? `terms-clause boilerplate set aside (${termsBoilerplate})` : null,
    hyphenatesWords === null || hyphenatesWords === undefined
      ? null
      : hyphenatesWords
        ? 'words hyphenated at line ends'
        : "line-end hyphens kept as compounds' unless the word is printed whole elsewhere",
    ...LAYOUT_FACTS.filter(([fact]) => layout[fact]).map(([, words]) => words),
  ].filter((p): p is string => p !== null);
  return { severity: 'info', code: 'document-profile', message: parts.join('; ') };
}
