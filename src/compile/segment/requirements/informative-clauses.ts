/**
 * Clauses the document marks informative (docs/model.md, "Requirements"). A document that declares its keyword
 * convention for its normative text only — "… interpreted as described in RFC 2119, except where they appear in
 * text that is marked as non-normative", "All sections are normative, except those labelled informative" — holds
 * no requirement in what it marks so: a clause titled "… (non-normative)", "[informative]" or "Non-normative …",
 * or opened by "This section is informative", with its subclauses; and the own text of a numbered Foreword,
 * Introduction or Preface (their subclauses may be normative: MQTT's 1.5 sits under "1 Introduction"). Without
 * such a declaration nothing here applies: a "may" in the introduction of a document that says nothing about
 * informative text may grant a permission.
 */
import type { Section } from '../../../model/types.js';
import type { WorkElement } from '../work.js';

const MARK = String.raw`(?:non-?normative|informative)`;

/** A statement that limits the keywords to normative text, wherever it is printed. */
const NORMATIVE_ONLY = new RegExp(
  String.raw`\bnormative\b[^.;]*\b(?:except|unless|other than)\b[^.;]*\b${MARK}\b|` +
    String.raw`\b(?:text|sections?|clauses?|subclauses?|appendi(?:x|ces)|annex(?:es)?|parts?|material|content)\s+` +
    String.raw`(?:that\s+(?:is|are)\s+)?(?:explicitly\s+)?(?:marked|labell?ed|identified|designated)\s+(?:as\s+)?["“(\[]?${MARK}`,
  'iu',
);
/** The convention's own statement, naming informative text beside the keywords. */
const NAMES_INFORMATIVE = new RegExp(String.raw`\b${MARK}\b`, 'iu');

/** "(non-normative)", "[Informative]", "Non-normative Comment", "… (informative)" in a title. */
const MARKED_TITLE = new RegExp(String.raw`[(\[]\s*${MARK}\s*[)\]]|^${MARK}\b`, 'iu');
/** "This section is informative.", "The remainder of this appendix is non-normative." */
const MARKED_OPENING = new RegExp(
  String.raw`^(?:this|the remainder of this|the rest of this)\s+(?:section|clause|subclause|appendix|annex|chapter)\b[^.]{0,40}?\b(?:is|are)\s+(?:entirely\s+|purely\s+)?${MARK}\b`,
  'iu',
);
const FRONT = /^(?:foreword|introduction|preface)$/iu;

/** Does the document limit its keywords to its normative text? The statement that says so, or null. */
export function normativeOnlyStatement(
  elements: readonly WorkElement[],
  convention: { text: string } | null,
): { text: string; page: number | null } | null {
  if (convention && NAMES_INFORMATIVE.test(convention.text)) return { text: convention.text, page: null };
  for (const e of elements) {
    if (e.kind === 'paragraph' && NORMATIVE_ONLY.test(e.text)) return { text: e.text, page: e.page };
  }
  return null;
}

export interface InformativeClauses {
  /** Sections marked informative, with their subclauses: no requirement at all. */
  marked: Set<string>;
  /** Numbered Foreword, Introduction, Preface: no requirement in their own text. */
  front: Set<string>;
}

/** The first element after a section's heading, when it is a paragraph. */
function opening(s: Section, elements: readonly WorkElement[]): string | null {
  for (let i = s.start; i < s.end; i++) {
    const e = elements[i];
    if (e?.kind === 'heading') continue;
    return e?.kind === 'paragraph' ? e.text : null;
  }
  return null;
}

/** The clauses marked informative, by their title or their opening sentence, and the numbered front clauses. */
export function informativeClauses(sections: readonly Section[], elements: readonly WorkElement[]): InformativeClauses {
  const marked = new Set<string>();
  const front = new Set<string>();
  for (const s of sections) {
    const parentMarked = s.parent !== null && marked.has(s.parent);
    const own = MARKED_TITLE.test(s.title) || MARKED_OPENING.test(opening(s, elements) ?? '');
    if (parentMarked || own) marked.add(s.id);
    else if (s.number !== null && s.level === 1 && FRONT.test(s.title)) front.add(s.id);
  }
  return { marked, front };
}
