/**
 * What a table's caption and the notes at its foot look like as text — the
 * one definition both extractors and the segmenter use.
 */

/**
 * Number after "Table": "29", "B.1", "H.1", "A.2.3", "2.1", "4-1", "B-2", or a Roman "I", "IV". The
 * number is read whole — "Table 19.3" is never "Table 19" with a caption "3 …" — by refusing to stop
 * before a dot or hyphen that goes on with a digit.
 */
const NUMBER = String.raw`(?:[A-Z][.-])?(?:\d+(?:[.-]\d+)*|[IVXL]{1,6})(?![.-]?[\p{L}\p{N}])`;

/**
 * "Table 29 — caption", "TABLE I. caption", "Table 2-1 Caption" (no separator: the caption starts with
 * a capital or a digit; "Table 3 shows …" is a sentence), or the bare label alone ("Table H.1").
 */
const WORD = String.raw`(?:Table|TABLE)`;
const SEPARATED = String.raw`\s*[—–:.-]\s*`;
const CAPTION = new RegExp(String.raw`^${WORD}\s+(${NUMBER})(?:${SEPARATED}(.*)|\s+([\p{Lu}\p{N}].*)|[.:]?\s*)$`, 'su');
const CAPTION_START = new RegExp(String.raw`^${WORD}\s+${NUMBER}(?:${SEPARATED}\S|\s+[\p{Lu}\p{N}]|[.:]?\s*$)`, 'u');

export function isCaptionText(text: string): boolean {
  return CAPTION_START.test(text);
}

export function parseCaption(text: string): { number: string; caption: string } | null {
  const m = CAPTION.exec(text);
  return m ? { number: `Table ${m[1]}`, caption: (m[2] ?? m[3] ?? '').trim() } : null;
}

/** "Table 5 – … (continued)", "Table 5 … continued": the caption repeated over the rest of a table. */
export function isContinuedCaption(text: string): boolean {
  return /\(\s*continued\s*\)|\bcontinued\s*$/i.test(text);
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
