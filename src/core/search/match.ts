/**
 * Whole-word matching over the folded index text. A "unit" is one query word
 * (possibly hyphenated, see tokenize.ts); a phrase is all units in sequence.
 * Words are separated by 1–4 non-word characters (space, hyphen, slash, dash …)
 * and never across an element boundary.
 */
import { BOUNDARY, type SearchIndex } from './search-index.js';
import { isWordChar, type QueryUnit } from './tokenize.js';

const MAX_SEPARATOR = 4;
const BOUNDARY_CODE = BOUNDARY.charCodeAt(0);

const isSeparator = (code: number) => code !== BOUNDARY_CODE && !Number.isNaN(code) && !isWordChar(code);

/** End offset of `parts` matched as whole words starting exactly at `pos`, or -1. */
export function matchAt(text: string, pos: number, parts: readonly string[], glued: readonly boolean[]): number {
  if (pos > 0 && isWordChar(text.charCodeAt(pos - 1))) return -1;
  let p = pos;
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) {
      let s = p;
      while (s - p < MAX_SEPARATOR && isSeparator(text.charCodeAt(s))) s++;
      if (s === p && !glued[i]) return -1;
      p = s;
    }
    const part = parts[i]!;
    if (!text.startsWith(part, p)) return -1;
    p += part.length;
  }
  return p < text.length && isWordChar(text.charCodeAt(p)) ? -1 : p;
}

/** Occurrences of a unit per element: tf[i] = number of whole-word matches in element i. */
export function countUnit(idx: SearchIndex, unit: QueryUnit): Uint32Array {
  const { text, starts } = idx;
  const tf = new Uint32Array(starts.length - 1);
  const head = unit.parts[0]!;
  let el = 0;
  let pos = text.indexOf(head);
  while (pos !== -1) {
    const end = matchAt(text, pos, unit.parts, unit.glued);
    if (end >= 0) {
      while (starts[el + 1]! <= pos) el++;
      tf[el]!++;
      pos = text.indexOf(head, end);
    } else pos = text.indexOf(head, pos + 1);
  }
  return tf;
}

/** The whole query as one phrase: every part of every unit, units separated by at least one character. */
export function phraseOf(units: readonly QueryUnit[]): { parts: string[]; glued: boolean[] } {
  return { parts: units.flatMap((u) => u.parts), glued: units.flatMap((u) => u.glued) };
}

/** First match of `parts` inside element `el`, as offsets into the index text. */
export function firstMatchIn(idx: SearchIndex, el: number, parts: readonly string[], glued: readonly boolean[]): { start: number; end: number } | null {
  const limit = idx.starts[el + 1]!;
  const head = parts[0]!;
  let pos = idx.text.indexOf(head, idx.starts[el]!);
  while (pos !== -1 && pos < limit) {
    const end = matchAt(idx.text, pos, parts, glued);
    if (end >= 0 && end <= limit) return { start: pos, end };
    pos = idx.text.indexOf(head, pos + 1);
  }
  return null;
}
