/**
 * What a table's caption and the notes at its foot look like as text — the
 * one definition both extractors and the segmenter use.
 */

/** A caption's label and text (src/model/table-number.ts: the one grammar of table numbers). */
export { isTableCaption as isCaptionText, parseTableCaption as parseCaption } from '../model/table-number.js';

/**
 * "Table 5 – … (continued)", "Table 5 … continued", "… (cont'd)", "… (cont.)": the caption repeated over the rest of
 * a table — misspelt too, as printed ("- Contiunued", MIL-STD-2045: "cont" and "ued" around a few letters).
 */
const CONTINUED = String.raw`(?:cont\p{L}{0,4}ued|cont['’]?d|cont\.)`;
const CONTINUED_CAPTION = new RegExp(String.raw`\(\s*${CONTINUED}\s*\)|\b${CONTINUED}\s*$`, 'iu');

export function isContinuedCaption(text: string): boolean {
  return CONTINUED_CAPTION.test(text);
}

/** A sentence among table cells: eight words or more, closed by a full stop, a colon or a semicolon. */
const PROSE_WORDS = 8;
export const isProse = (text: string): boolean =>
  text.trim().split(/\s+/u).length >= PROSE_WORDS && /[.:;]["”)]?$/u.test(text.trim());

/** "Continued" alone on a line under a caption whose last line it wraps from. */
const CONTINUED_ALONE = /^\(?\s*continued\s*\)?$/iu;

export function isContinuedLine(text: string): boolean {
  return CONTINUED_ALONE.test(text);
}

/**
 * A caption without the separator it may end with: "… (TEMPLATE) -" is the first caption again when its
 * "Continued" wraps onto the next line (MIL-STD-2045 TABLE F-I).
 */
export const bareCaption = (caption: string) => caption.replace(/[\s\-–—.:]+$/u, '');

/**
 * Whether two rows print the same texts left to right: a text spanned over several columns counts once and empty
 * cells not at all (a header printed again on a later page, read in the columns of the first page, falls into other
 * columns of a spanned group: MIL-STD-2045 TABLE F-II's "C A T" in another of the three columns its head spans).
 */
export function samePrintedRow(a: readonly string[], b: readonly string[]): boolean {
  const printed = (texts: readonly string[]) => texts.filter((t, i) => t !== '' && t !== texts[i - 1]).join('\u0000');
  return printed(a) === printed(b);
}

/**
 * A table note ("NOTE", "NOTE 3"): informative (ISO/IEC Directives, Part 2,
 * notes to tables). A table footnote ("a", "b" — ISO prints superscript
 * letters — "a)", "1)", "*", "†"): may hold requirements. A single letter is a label
 * only before an upper-case letter or digit, so the article "a" never is.
 */
const NOTE_LABEL = /^(?:NOTE|Note)(?:\s+\d+)?(?=[\s:—–-]|$)/u;
const FOOTNOTE_LABEL = /^(?:[a-z](?=\s+[\p{Lu}\p{N}“"'(])|[a-z]\)|\d{1,2}\)|\*{1,3}|[†‡§¶])(?=\s+\S)/u;

export interface FootLabel {
  kind: 'note' | 'footnote';
  /** As printed: "NOTE 3", "a", "1)". */
  label: string;
  /** The text after the label and its separator. */
  body: string;
}

export function footLabel(text: string): FootLabel | null {
  const t = text.trimStart();
  const note = NOTE_LABEL.exec(t);
  if (note) return { kind: 'note', label: note[0], body: t.slice(note[0].length).replace(/^\s*[:—–-]?\s*/u, '') };
  const foot = FOOTNOTE_LABEL.exec(t);
  if (foot) return { kind: 'footnote', label: foot[0], body: t.slice(foot[0].length).trimStart() };
  return null;
}

/** The footnote label that would follow `label` ("a" → "b", "1)" → "2)"), or null when there is no order. */
export function nextFootLabel(label: string): string | null {
  if (/^[a-y]\)?$/.test(label)) return String.fromCharCode(label.charCodeAt(0) + 1) + label.slice(1);
  const n = /^(\d{1,2})\)$/.exec(label);
  return n ? `${Number(n[1]) + 1})` : null;
}
