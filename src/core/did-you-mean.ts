/**
 * The one "did you mean" ranking, for everything a user can name wrongly:
 * spec ids, sections, tables, commands, search words, jump targets.
 *
 * Query and candidate are cut into words (case and accents ignored); each
 * query word is scored against its best word of the candidate, and the
 * candidate's score is their mean:
 * - the same word: 1;
 * - a misspelt or shortened word: fuse.js (Bitap) finds the candidate words
 *   within 40 % of the letters edited, counting a match further into the word
 *   as worse ("sig" is closer to "signature" than "ture" is); its score, at
 *   most 0.9 so that the same word always ranks first;
 * - a printed number ("7.3.9", "A.1", "29") against another, this domain's
 *   own step on top: the parent (7.3 for 7.3.9) 0.9, a sibling the closer
 *   the better (7.3.5 for 7.3.9, Table 6 for Table 7), a child 0.7, a
 *   further ancestor (7) 0.65 — numbers are cited, not misspelt, so a
 *   number is never scored as a typo of another.
 * Candidates scoring at least 0.5 are returned best first; ties keep the
 * candidates' order (document or catalogue order).
 */
import Fuse, { type IFuseOptions } from 'fuse.js';
import { isSectionNumber } from '../model/section-number.js';

/** How many suggestions an error or a search without hits carries at most. */
export const MAX_SUGGESTIONS = 5;

/** Lowest score a candidate is suggested at. */
const ENOUGH = 0.5;

/** A printed number: a section number (folded to lower case: "a.1") or a table's ("29"). */
const isNumber = (word: string) => isSectionNumber(word, true);

/**
 * Bitap over single words: up to 40 % of the query's letters wrong, each letter a match starts further into the
 * candidate word costs a tenth, and a match must share a run of two letters. Case and accents are folded before.
 */
const FUSE_OPTIONS: IFuseOptions<string> = {
  includeScore: true,
  shouldSort: false,
  threshold: 0.4,
  location: 0,
  distance: 10,
  minMatchCharLength: 2,
  isCaseSensitive: true,
  ignoreFieldNorm: true,
};

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

/** For each query word, its score against every candidate word that scores above 0. */
function wordScores(query: readonly string[], vocabulary: ReadonlySet<string>): Map<string, number>[] {
  const numbers = [...vocabulary].filter(isNumber);
  const words = [...vocabulary].filter((w) => !isNumber(w));
  let fuse: Fuse<string> | undefined;
  return query.map((q) => {
    const scores = new Map<string, number>();
    if (isNumber(q)) {
      for (const c of numbers) scores.set(c, q === c ? 1 : numberScore(q, c));
      return scores;
    }
    fuse ??= new Fuse(words, FUSE_OPTIONS);
    for (const { item, score = 1 } of fuse.search(q)) scores.set(item, item === q ? 1 : Math.min(0.9, 1 - score));
    return scores;
  });
}

/** The mean over the query's words of each one's best score among the candidate's words. */
function candidateScore(candidateWords: readonly string[], scores: readonly Map<string, number>[]): number {
  if (!scores.length || !candidateWords.length) return 0;
  let sum = 0;
  for (const byWord of scores) {
    let best = 0;
    for (const c of candidateWords) best = Math.max(best, byWord.get(c) ?? 0);
    sum += best;
  }
  return sum / scores.length;
}

/** How close `candidate` is to `query`, from 0 (not at all) to 1 (the same words). */
export function similarity(query: string, candidate: string): number {
  const words = wordsOf(candidate);
  return candidateScore(words, wordScores(wordsOf(query), new Set(words)));
}

/** The candidates closest to `query`, best first (at most `max`; each text once). */
export function didYouMean<T>(
  query: string,
  candidates: Iterable<T>,
  textOf: (candidate: T) => string,
  max = MAX_SUGGESTIONS,
): T[] {
  const query_ = wordsOf(query);
  if (!query_.length) return [];
  const unique: Array<{ c: T; words: readonly string[] }> = [];
  const seen = new Set<string>();
  const vocabulary = new Set<string>();
  for (const c of candidates) {
    const text = textOf(c);
    if (seen.has(text)) continue;
    seen.add(text);
    const words = wordsOf(text);
    for (const w of words) vocabulary.add(w);
    unique.push({ c, words });
  }
  const scores = wordScores(query_, vocabulary);
  const scored = unique
    .map(({ c, words }, order) => ({ c, score: candidateScore(words, scores), order }))
    .filter((s) => s.score >= ENOUGH);
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, max).map((s) => s.c);
}

/** didYouMean over plain strings. */
export const suggestionsFor = (query: string, candidates: Iterable<string>, max = MAX_SUGGESTIONS): string[] =>
  didYouMean(query, candidates, (s) => s, max);
