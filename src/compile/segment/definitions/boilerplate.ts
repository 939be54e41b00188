/**
 * Standard boilerplate in and around the terms clauses: the fixed formulae publishers print in every document
 * (the ISO/IEC Directives' lead-ins, a publisher's availability and licence lines, patent and copyright notices).
 * They read like entries ("ISO Online browsing platform: available at …" is a "term: definition" list item) but
 * define nothing: a terms clause sets them aside, and the definitions pass reports what it set aside. The
 * formulae are the publishers' own wording, the same in every document that prints them, never a document's
 * name; a definition that is only an address ("available at https://…") is a locator, whatever its lead-in.
 */

import type { Diagnostic } from '../../../model/types.js';

export type BoilerplateKind =
  | 'terms lead-in'
  | 'terminology databases'
  | 'no terms'
  | 'keywords'
  | 'availability'
  | 'patent'
  | 'copyright'
  | 'licence';

const FORMULAE: [BoilerplateKind, RegExp][] = [
  // "For the purposes of this document, the following terms and definitions apply." (also "… terms, definitions
  // and abbreviated terms …", "… the terms and definitions given in ISO 9000 and the following apply.")
  ['terms lead-in', /^for the purposes? of this (?:document|standard|specification|part|publication)\b[^.]*\bapply\b/i],
  // "ISO and IEC maintain terminology databases for use in standardization at the following addresses:"
  ['terminology databases', /\bmaintain terminology databases\b/i],
  // "No terms and definitions are listed in this document." / "no specific terms or definitions have been identified"
  [
    'no terms',
    /^no (?:specific )?terms (?:and|or) definitions (?:are listed|have been (?:identified|listed))|^there are no terms and definitions\b/i,
  ],
  // The BCP 14 statement every RFC and OASIS specification prints in its terminology clause: "The key words
  // "MUST", "MUST NOT", … are to be interpreted as described in BCP 14 …" (RFC 8949 1.2 sets the keywords apart, so
  // the layout may cut the statement after any of them).
  ['keywords', /^the key ?words\s+["“]\s*MUST\s*["”]\s*,\s*["“]\s*MUST NOT\b/i],
  ['availability', /\bpublication is available free of charge from\b/i],
  [
    'patent',
    /^attention is drawn to the possibility that (?:some of )?the elements of this\b[\s\S]*\bpatent rights?\b/i,
  ],
  ['copyright', /^(?:©|copyright\s+©?)\s*[\s\S]{0,80}\ball rights reserved\b/i],
  ['licence', /^this (?:work|document|publication|specification) is licensed under\b/i],
];

/** The boilerplate formula a paragraph opens with, or null. */
export function boilerplateKind(text: string): BoilerplateKind | null {
  const t = text.trim();
  return FORMULAE.find(([, re]) => re.test(t))?.[0] ?? null;
}

/** An address and nothing else, with or without "available at": the definition of no term. */
const LOCATOR = /^(?:available\s+(?:at|from)\s*:?\s*)?<?(?:https?:\/\/|www\.)\S+?>?[.;]?$/i;

export const isLocator = (definition: string): boolean => LOCATOR.test(definition.trim());

/** What a terms clause set aside: the formula, its page and the start of its text (for `reading`). */
export interface SetAside {
  kind: BoilerplateKind;
  page: number;
  text: string;
}

/** One `reading` line for what the terms clauses set aside, or null when they set nothing aside. */
export function setAsideDiagnostic(setAside: readonly SetAside[]): Diagnostic | null {
  if (!setAside.length) return null;
  const kinds = [...new Set(setAside.map((s) => s.kind))].join(', ');
  const lines = setAside.map((s) => `p. ${s.page} "${s.text}"`).join('; ');
  return {
    severity: 'info',
    code: 'terms-boilerplate',
    message: `${setAside.length} boilerplate line(s) in the terms clauses read as no definition (${kinds}): ${lines}`,
    page: setAside[0]!.page,
  };
}
