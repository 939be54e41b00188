/**
 * What a single printed line looks like on its own: a table caption, a
 * numbered heading, the start of a note or list item. Pure text patterns —
 * the geometry rules live in the modules that use them.
 */

import { isCaptionText } from '../table-text.js';
import { ANNEX_NUMBER, SECTION_NUMBER, isDottedNumber, startsWithAnnex } from '../../model/section-number.js';

/** "7.3.4 Title", "7 Syntax", "Annex A (normative) …", "A.1.2 Title"; a trailing period after the number is tolerated. */
const NUMBERED = new RegExp(String.raw`^(?:${SECTION_NUMBER}|${ANNEX_NUMBER})\.?(?:\s+(\S.*))?$`, 'u');

/** Paragraph starts that always open a new paragraph, whatever the previous line looked like (a bare "4.36" is a term entry's number). */
const STRONG_START = /^(?:NOTE|EXAMPLE)(?:\s+\d+)?(?:\s|:|$)|^Note\s+\d+\s+to\s+entry|^\[SOURCE:|^[•■▪●◦]\s/;

/** List-item starts; they open a new paragraph unless the previous line plainly runs on into them. */
const ITEM_START = /^(?:[—–-]\s|[a-z]\)\s|\d+\)\s)/;

/** "Table 29 — …", "Table 1 – …", "Table 1. …", "Table 1: …", "Table H.1 - …". */
export function isCaption(text: string): boolean {
  return isCaptionText(text);
}

export interface HeadingNumber {
  number: string;
  /** Text after the number; '' when the line holds only the number. */
  title: string;
}

export function headingNumber(text: string): HeadingNumber | null {
  const m = NUMBERED.exec(text.trim());
  if (!m) return null;
  const title = (m[1] ?? '').trim();
  const number = title
    ? text
        .trim()
        .slice(0, text.trim().length - m[1]!.length)
        .trim()
    : text.trim();
  return { number: number.replace(/\.$/, ''), title };
}

/** A numbered heading line must name its clause; a bare "4.36" is a definition entry's number, not a heading. */
export function isNumberedHeadingText(text: string): boolean {
  const h = headingNumber(text);
  if (!h) return false;
  if (startsWithAnnex(h.number)) return true;
  return h.title !== '' && /^(?:[\p{L}(“"']|\p{N}+\p{L})/u.test(h.title);
}

export function startsStrong(text: string): boolean {
  return STRONG_START.test(text) || isDottedNumber(text) || isCaption(text);
}

export function startsItem(text: string): boolean {
  return ITEM_START.test(text);
}

/** Ends like a finished sentence or a list lead-in, so a following item line cannot be its continuation. */
export function endsClause(text: string): boolean {
  return /[.:;,!?]["”)]?$/.test(text.trim());
}

/** Comparison key of a title: lower case, letters and digits only ("7.3\u200B Objects " → "73objects"). */
export function titleKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u200b-\u200d\ufeff\u00ad]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}
