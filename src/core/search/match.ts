/**
 * Whole-word matching over the folded index text. A "unit" is one query word
 * (possibly hyphenated or dotted, see tokenize.ts); a phrase is all units in
 * sequence. What may stand between two parts depends on their Join; nothing
 * ever matches across an element boundary.
 */
import { BOUNDARY, type SearchIndex } from './search-index.js';
import type { Postings } from './token-index.js';
import { isPhraseGap, isWordChar, type Join, type QueryUnit } from './tokenize.js';

const MAX_SEPARATOR = 4;
const BOUNDARY_CODE = BOUNDARY.charCodeAt(0);

const isSeparator = (code: number) => code !== BOUNDARY_CODE && !Number.isNaN(code) && !isWordChar(code);

/**
 * End offset of `parts` matched as whole words starting exactly at `pos`, or -1.
 * `prefixParts[i]` lets part i end inside a word (the query said "artifact*").
 */
export function matchAt(
  text: string,
  pos: number,
  parts: readonly string[],
  joins: readonly Join[],
  prefixParts?: readonly boolean[],
): number {
  if (pos > 0 && isWordChar(text.charCodeAt(pos - 1))) return -1;
  let p = pos;
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) {
      const gap = joins[i] === 'space' ? isPhraseGap : isSeparator;
      let s = p;
      while (s - p < MAX_SEPARATOR && gap(text.charCodeAt(s))) s++;
      if (s === p && joins[i] !== 'hyphen') return -1;
      p = s;
    }
    const part = parts[i]!;
    if (!text.startsWith(part, p)) return -1;
    p += part.length;
    if (prefixParts?.[i]) while (p < text.length && isWordChar(text.charCodeAt(p))) p++;
  }
  return p < text.length && isWordChar(text.charCodeAt(p)) ? -1 : p;
}

/** Elements with whole-word matches of a unit, and how many, by scanning the whole index text. */
export function scanUnit(idx: SearchIndex, unit: Pattern): Postings {
  const { text, starts } = idx;
  const els: number[] = [];
  const tfs: number[] = [];
  const head = unit.parts[0]!;
  let el = 0;
  let pos = text.indexOf(head);
  while (pos !== -1) {
    const end = matchAt(text, pos, unit.parts, unit.joins, unit.prefixParts);
    if (end >= 0) {
      while (starts[el + 1]! <= pos) el++;
      if (els[els.length - 1] === el) tfs[tfs.length - 1]!++;
      else {
        els.push(el);
        tfs.push(1);
      }
      pos = text.indexOf(head, end);
    } else pos = text.indexOf(head, pos + 1);
  }
  return { els: Int32Array.from(els), tfs: Int32Array.from(tfs) };
}

/** Number of whole-word matches of a pattern inside element `el`. */
export function countIn(idx: SearchIndex, el: number, pattern: Pattern): number {
  const limit = idx.starts[el + 1]!;
  const head = pattern.parts[0]!;
  let n = 0;
  let pos = idx.text.indexOf(head, idx.starts[el]!);
  while (pos !== -1 && pos < limit) {
    const end = matchAt(idx.text, pos, pattern.parts, pattern.joins, pattern.prefixParts);
    if (end >= 0 && end <= limit) {
      n++;
      pos = idx.text.indexOf(head, end);
    } else pos = idx.text.indexOf(head, pos + 1);
  }
  return n;
}

export interface Pattern {
  parts: string[];
  joins: Join[];
  /** Parts that may end inside a word (prefix wildcards). */
  prefixParts?: readonly boolean[];
}

/** The whole query as one phrase: every part of every unit, units separated by space-like gaps. */
export function phraseOf(units: readonly QueryUnit[]): Pattern {
  const phrase: Pattern = {
    parts: units.flatMap((u) => u.parts),
    joins: units.flatMap((u, i) => u.joins.map((j, k) => (k === 0 && i > 0 ? 'space' : j))),
  };
  if (units.some((u) => u.prefixParts))
    phrase.prefixParts = units.flatMap((u) => u.prefixParts ?? u.parts.map(() => false));
  return phrase;
}

/** First match of a pattern inside element `el`, as offsets into the index text. */
export function firstMatchIn(idx: SearchIndex, el: number, pattern: Pattern): { start: number; end: number } | null {
  const limit = idx.starts[el + 1]!;
  const head = pattern.parts[0]!;
  let pos = idx.text.indexOf(head, idx.starts[el]!);
  while (pos !== -1 && pos < limit) {
    const end = matchAt(idx.text, pos, pattern.parts, pattern.joins, pattern.prefixParts);
    if (end >= 0 && end <= limit) return { start: pos, end };
    pos = idx.text.indexOf(head, pos + 1);
  }
  return null;
}
