/**
 * The one "did you mean" ranking, for everything a user can name wrongly:
 * spec ids, sections, tables, commands, search words, jump targets.
 *
 * Query and candidate are cut into words (case and accents ignored); each
 * query word is scored against its best word of the candidate, and the
 * candidate's score is their mean:
 * - the same word: 1;
 * - a word the candidate's word starts with (3 letters or more): 0.9;
 * - a printed number ("7.3.9", "A.1", "29") against another: the parent
 *   (7.3 for 7.3.9) 0.9, a sibling the closer the better (7.3.5 for 7.3.9,
 *   Table 6 for Table 7), a child 0.7, a further ancestor (7) 0.65 —
 *   numbers are cited, not misspelt;
 * - otherwise a typo: 1 − edits / length, for at most 40 % of the letters
 *   edited (insert, delete, replace, swap two neighbours).
 * Candidates scoring at least 0.5 are returned best first; ties keep the
 * candidates' order (document or catalogue order).
 */

import { isSectionNumber } from '../model/section-number.js';

/** How many suggestions an error or a search without hits carries at most. */
export const MAX_SUGGESTIONS = 5;

/** A printed number: a section number (folded to lower case: "a.1") or a table's ("29"). */
const isNumber = (word: string) => isSectionNumber(word, true);

/** Lower case, accents dropped. */
const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The words of each text seen, kept: a server answers every search without hits with the same section titles
 * and terms as candidates, and folding them (NFKD) is most of the cost. Bounded by starting over when full.
 */
const wordsSeen = new Map<string, readonly string[]>();
const WORDS_KEPT = 50_000;

export function wordsOf(text: string): readonly string[] {
  const seen = wordsSeen.get(text);
  if (seen) return seen;
  const out: string[] = [];
  for (const piece of fold(text).split(/[^\p{L}\p{N}.]+/u)) {
    if (isNumber(piece)) out.push(piece);
    else out.push(...piece.split('.').filter(Boolean));
  }
  if (wordsSeen.size >= WORDS_KEPT) wordsSeen.clear();
  wordsSeen.set(text, out);
  return out;
}

/** Edits between two words: insertions, deletions, replacements and swaps of neighbours (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  // One flat row-major table: a search without hits scores every title word against the query's words.
  const w = b.length + 1;
  const d = new Uint16Array((a.length + 1) * w);
  for (let j = 0; j <= b.length; j++) d[j] = j;
  for (let i = 1; i <= a.length; i++) {
    d[i * w] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[(i - 1) * w + j]! + 1, d[i * w + j - 1]! + 1, d[(i - 1) * w + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[(i - 2) * w + j - 2]! + 1);
      d[i * w + j] = v;
    }
  }
  return d[a.length * w + b.length]!;
}

function numberScore(q: string, c: string): number {
  const qa = q.split('.');
  const ca = c.split('.');
  let common = 0;
  while (common < qa.length && common < ca.length && qa[common] === ca[common]) common++;
  if (common === ca.length && ca.length < qa.length)
    return ca.length === qa.length - 1 ? 0.9 : 0.65 - 0.05 * (qa.length - ca.length - 2);
  if (common === qa.length - 1 && ca.length === qa.length) {
    const gap = Math.abs(Number(qa[common]) - Number(ca[common]));
    return Number.isFinite(gap) ? 0.85 - 0.02 * Math.min(gap, 20) : 0.5;
  }
  if (common === qa.length && ca.length > qa.length) return 0.7;
  return (0.5 * common) / Math.max(qa.length, ca.length);
}

function wordScore(q: string, c: string): number {
  if (q === c) return 1;
  const qNumber = isNumber(q);
  if (qNumber || isNumber(c)) return qNumber && isNumber(c) ? numberScore(q, c) : 0;
  if (q.length >= 3 && c.startsWith(q)) return 0.9;
  const longest = Math.max(q.length, c.length);
  const allowed = Math.max(1, Math.floor(longest * 0.4));
  // The distance is at least the difference in length: no need to count the edits.
  if (Math.abs(q.length - c.length) > allowed) return 0;
  const d = editDistance(q, c);
  return d <= allowed ? 1 - d / longest : 0;
}

/** Scores of word pairs already compared ("query word\0candidate word"), bounded like wordsSeen. */
const pairScores = new Map<string, number>();

/**
 * Scores of the query's words against candidate words, each pair computed once: titles repeat their words
 * ("dictionaries", "objects") hundreds of times, and a server meets the same queries again.
 */
class QueryWords {
  readonly words: readonly string[];
  private readonly memo = new Map<string, number[]>();
  constructor(query: string) {
    this.words = wordsOf(query);
  }
  scores(c: string): number[] {
    let s = this.memo.get(c);
    if (!s) this.memo.set(c, (s = this.words.map((q) => pairScore(q, c))));
    return s;
  }
  similarity(candidate: string): number {
    const cw = wordsOf(candidate);
    if (!this.words.length || !cw.length) return 0;
    const best = this.words.map(() => -Infinity);
    for (const c of cw) {
      const s = this.scores(c);
      for (let i = 0; i < s.length; i++) if (s[i]! > best[i]!) best[i] = s[i]!;
    }
    let sum = 0;
    for (const b of best) sum += b;
    return sum / this.words.length;
  }
}

function pairScore(q: string, c: string): number {
  const key = `${q}\0${c}`;
  let score = pairScores.get(key);
  if (score === undefined) {
    score = wordScore(q, c);
    if (pairScores.size >= WORDS_KEPT) pairScores.clear();
    pairScores.set(key, score);
  }
  return score;
}

/** How close `candidate` is to `query`, from 0 (not at all) to 1 (the same words). */
export function similarity(query: string, candidate: string): number {
  return new QueryWords(query).similarity(candidate);
}

/** The candidates closest to `query`, best first (at most `max`; each text once). */
export function didYouMean<T>(
  query: string,
  candidates: Iterable<T>,
  textOf: (candidate: T) => string,
  max = MAX_SUGGESTIONS,
): T[] {
  const scored: Array<{ c: T; score: number; order: number }> = [];
  const seen = new Set<string>();
  let order = 0;
  const q = new QueryWords(query);
  for (const c of candidates) {
    const text = textOf(c);
    if (seen.has(text)) continue;
    seen.add(text);
    const score = q.similarity(text);
    if (score >= 0.5) scored.push({ c, score, order: order++ });
  }
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, max).map((s) => s.c);
}

/** didYouMean over plain strings. */
export const suggestionsFor = (query: string, candidates: Iterable<string>, max = MAX_SUGGESTIONS): string[] =>
  didYouMean(query, candidates, (s) => s, max);
