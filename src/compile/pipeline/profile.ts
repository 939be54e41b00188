/**
 * The document profile: what the compile has decided about this document, layout facts first (set by the
 * extractor, before any text is read as sections) and text conventions after (set by the pass that decides
 * each). A pass that needs a convention reads it here instead of deciding it again; the profile is reported
 * once, in words, in `reading` (segment/profile.ts).
 */

/** How the page was laid out, as the extractor found it. */
export interface LayoutFacts {
  /** Read from the text layout (no usable structure tree). */
  untagged: boolean;
  /** The body is set in a fixed-width font (RFCs as text). */
  monospacedBody: boolean;
  /** Line numbers printed in the margin were taken out. */
  lineNumbers: boolean;
  /** Paragraph numbers printed in the margin were kept apart. */
  marginNumbers: boolean;
  /** Some text set at an angle was not read. */
  rotatedText: boolean;
  /** Some pages are set in two columns. */
  columns: boolean;
  /** Some titles stand centred under a publication's masthead (masthead-titles.ts). */
  mastheadTitles: boolean;
}

export const NO_LAYOUT_FACTS: LayoutFacts = {
  untagged: false,
  monospacedBody: false,
  lineNumbers: false,
  marginNumbers: false,
  rotatedText: false,
  columns: false,
  mastheadTitles: false,
};

/** bcp14: the capitalised keywords of RFC 2119 / 8174; directives: shall/should/may as ISO uses them. */
export type KeywordConvention = 'bcp14' | 'usage' | 'directives';

export interface DocumentProfile {
  layout: LayoutFacts;
  /** How the document breaks words at line ends; null when no line ends in a hyphen (undefined: not decided yet). */
  hyphenatesWords?: boolean | null;
  /** Run-in clause titles split from their text by the numbered sequence. */
  runInTitles?: number;
  /** Front-matter clauses titled by a label run in at their paragraph's start ("Applicability: …"). */
  runInLabels?: number;
  /** Lines of a printed Contents list found among the elements: never headings, their entries cross-checked. */
  contentsListing?: number;
  /** Headings read as text: the clause numbering gives their number to another heading, they hold no word, or they are a caption. */
  unsupportedHeadings?: number;
  /** Paragraphs cut mid-sentence by a page break, read as one with their part on the next page. */
  pageBreakRuns?: number;
  /** On which side of its tables the document prints their captions, once decided (segment/elements/caption-side.ts). */
  captionSide?: 'above' | 'below';
  /** Where the document prints the figure captions it gives its tables ("Figure 7." under a table), when it does. */
  figureCaptionSide?: 'above' | 'below';
  /** Standard boilerplate lines of the terms clauses read as no definition (definitions/boilerplate.ts). */
  termsBoilerplate?: number;
  /** The requirement-keyword convention, once decided. */
  keywordConvention?: KeywordConvention;
  /** The sentence that declares the keyword convention, when the document prints one. */
  keywordStatement?: string;
  /**
   * When the document limits its keywords to its normative text: the clauses it marks informative (with their
   * subclauses) and its numbered Foreword, Introduction or Preface, whose own text holds no requirement.
   */
  informativeClauses?: { marked: string[]; front: string[] };
  /** Paragraphs set wholly in italic, a minority of the body, read as commentary that states no requirement. */
  italicCommentary?: number;
  /** Share of the characters pdf.js reads that the text account finds a place for (1 when it balances). */
  textAccounted?: number;
  /** The roles the document defines as terms ("Client", "PDF writer"), longest first, once decided. */
  roles?: string[];
  /** What names the document across reprints (its title, normalised; src/model/content-id.ts), once decided. */
  identity?: string;
}

export function newProfile(layout: LayoutFacts = NO_LAYOUT_FACTS): DocumentProfile {
  return { layout: { ...layout } };
}
