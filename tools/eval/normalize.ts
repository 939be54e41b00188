/**
 * How the scoreboard compares what was printed with what was compiled. The rules are lenient
 * only where print and text legitimately differ (ligatures, quote and dash shapes, spacing, a
 * trailing dot after a number); words, numbers and their order must agree.
 */

/** Quotes, dashes, ligatures, soft hyphens and odd spaces in one plain form; whitespace collapsed. */
export function plain(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u00AD\u200B-\u200D\uFEFF]/g, '')
    .replace(/[\u2018\u2019\u201A\u201B\u2032`]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A sentence for comparison: plain, with the space before punctuation gone. */
export function sentence(text: string): string {
  return plain(text)
    .replace(/\s+([.,;:!?)\]])/g, '$1')
    .replace(/([([])\s+/g, '$1');
}

/** A title or term for comparison: letters and digits only, lower case, single spaces. */
export function words(text: string): string {
  return plain(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A section number for comparison: "4.1." = "4.1", "Annex A" = "Appendix A" = "A", "Appendix A.1" = "A.1",
 * "Chapter 3" = "3", "APPENDIX 2" = "appendix 2" (never clause "2");
 * case-insensitive. Null and "" (unnumbered) stay null.
 */
export function sectionNumber(number: string | null | undefined): string | null {
  if (number == null) return null;
  const n = plain(number)
    .toLowerCase()
    .replace(/[.:]+$/, '')
    // A lettered annex is its letter ("A.1" is in it); a numbered one ("APPENDIX 2") is not clause 2.
    .replace(/^(?:annex|appendix)\s+(?=[a-z](?:\.\d+)*$)|^chapter\s+/, '')
    .replace(/\s+/g, ' ');
  return n === '' ? null : n;
}

/** A table label for comparison: "TABLE I." = "Table I", "Table 4–1" = "Table 4-1". */
export function tableLabel(label: string): string {
  return plain(label)
    .toLowerCase()
    .replace(/[.:]+$/, '');
}

/**
 * A reference to a section as the truth writes it ("4.1.2", "Appendix A", or an unnumbered
 * section's title) matched against a compiled section.
 */
export function citesSection(ref: string, s: { id: string; number: string | null; title: string }): boolean {
  const n = sectionNumber(ref);
  if (n !== null && (sectionNumber(s.number) === n || sectionNumber(s.id) === n)) return true;
  return s.number === null && words(s.title) === words(ref);
}
