/**
 * Search one model: AND over the query words (each whole-word, hyphen tolerant),
 * phrase detection among those, BM25 ranking, snippets centred on the match.
 *
 * The first query on a model scans the folded text (cheap for a one-shot CLI
 * process); from the second query on, an inverted index is built and used to
 * find candidates, so a long-lived server answers in a few milliseconds. Both
 * paths count exactly the same whole-word matches.
 */
import { map, type Observable } from 'rxjs';
import type { ModelReader } from '../../model/reader.js';
import { countIn, firstMatchIn, phraseOf, scanUnit } from './match.js';
import { bm25, combinedScore, idf, tierOf } from './rank.js';
import { elementText, originalIndex, pageAt, searchIndex, type SearchIndex } from './search-index.js';
import { regexPostings$, type RegexPostings } from './regex.js';
import { snippet } from './snippet.js';
import { EMPTY, intersect, tokenIndex, type Postings, type TokenIndex } from './token-index.js';
import { parseQuery, type QueryUnit } from './tokenize.js';

export interface Hit {
  element: number;
  phrase: boolean;
  heading: boolean;
  score: number;
}

export interface ModelSearch {
  /** Number of matching elements. */
  total: number;
  /** The best `limit` hits, best first. */
  hits: Hit[];
  /** Snippet of a hit, centred on the phrase or on its rarest word. */
  snippetOf(hit: Hit): string;
  /** The physical page of the snippet's match: its row's page in a table run over pages (search-index.ts pageAt). */
  pageOf(hit: Hit): number;
}

const queriesSeen = new WeakMap<SearchIndex, number>();
const headingsOf = new WeakMap<SearchIndex, Uint8Array>();

/** 1 for each heading element: with the inverted index, the only thing a candidate still needed its element for. */
function headingFlags(reader: ModelReader, idx: SearchIndex): Uint8Array {
  let flags = headingsOf.get(idx);
  if (!flags) {
    flags = new Uint8Array(reader.elementCount());
    for (let el = 0; el < flags.length; el++) flags[el] = reader.element(el)!.type === 'heading' ? 1 : 0;
    headingsOf.set(idx, flags);
  }
  return flags;
}

/** The `k`-th highest of `scores` (k ≥ 1, at most scores.length), keeping only the best k in order. */
export function kthHighest(scores: Float64Array, k: number): number {
  if (k * 8 > scores.length) return Float64Array.from(scores).sort()[scores.length - k]!;
  const best = new Float64Array(k).fill(Number.NEGATIVE_INFINITY); // ascending: best[0] is the cut so far
  for (const v of scores) {
    if (v <= best[0]!) continue;
    let i = 0;
    while (i + 1 < k && best[i + 1]! < v) {
      best[i] = best[i + 1]!;
      i++;
    }
    best[i] = v;
  }
  return best[0]!;
}

/** The inverted index once a model is searched a second time in this process. */
function tokensFor(idx: SearchIndex): TokenIndex | undefined {
  const n = (queriesSeen.get(idx) ?? 0) + 1;
  queriesSeen.set(idx, n);
  return n >= 2 ? tokenIndex(idx) : undefined;
}

function unitPostings(idx: SearchIndex, unit: QueryUnit, tokens: TokenIndex | undefined): Postings {
  // "nonzero" for "non-zero" is not one token, and a prefix is not a token at all.
  if (!tokens || unit.joins.includes('hyphen') || unit.prefixParts) return scanUnit(idx, unit);
  if (unit.parts.length === 1) return tokens.get(unit.parts[0]!) ?? EMPTY;
  const els: number[] = [];
  const tfs: number[] = [];
  for (const el of intersect(unit.parts.map((p) => (tokens.get(p) ?? EMPTY).els))) {
    const tf = countIn(idx, el, unit);
    if (tf) {
      els.push(el);
      tfs.push(tf);
    }
  }
  return { els: Int32Array.from(els), tfs: Int32Array.from(tfs) };
}

/** How words are matched: case-insensitive by default. (A regular expression is searched with searchRegex$.) */
export interface SearchMode {
  caseSensitive?: boolean;
}

const NO_HITS: ModelSearch = { total: 0, hits: [], snippetOf: () => '', pageOf: () => 0 };

/** Search a model for words; all matches are counted, only the best `limit` are ranked and returned. */
export function searchModel(
  reader: ModelReader,
  query: string,
  limit = Number.POSITIVE_INFINITY,
  mode: SearchMode = {},
): ModelSearch {
  const n = reader.elementCount();
  // Case-sensitive words are matched against the text as printed; the token index holds folded words only.
  const idx = mode.caseSensitive ? originalIndex(reader) : searchIndex(reader);
  const units = parseQuery(query, mode.caseSensitive);
  if (!units.length || !n) return NO_HITS;

  const tokens = mode.caseSensitive ? undefined : tokensFor(idx);
  const headings = idx.headings ?? (tokens ? headingFlags(reader, idx) : null);
  const postings = units.map((u) => unitPostings(idx, u, tokens));
  const weights = postings.map((p) => idf(n, p.els.length));
  const phrase = phraseOf(units);
  const rarest = [...units.keys()].sort((a, b) => weights[b]! - weights[a]!)[0]!;
  const candidates = intersect(postings.map((p) => p.els));
  const scores = new Float64Array(candidates.length);
  const cursor = new Int32Array(units.length);
  for (let c = 0; c < candidates.length; c++) {
    const el = candidates[c]!;
    const length = idx.starts[el + 1]! - idx.starts[el]! - 1;
    let relevance = 0;
    for (let u = 0; u < postings.length; u++) {
      const p = postings[u]!;
      let k = cursor[u]!;
      while (p.els[k]! < el) k++;
      cursor[u] = k;
      relevance += bm25(p.tfs[k]!, length, idx.avgLength, weights[u]!);
    }
    const isPhrase = units.length === 1 || firstMatchIn(idx, el, phrase) !== null;
    const heading = headings ? headings[el] === 1 : reader.element(el)!.type === 'heading';
    scores[c] = combinedScore(tierOf(isPhrase, heading), relevance);
  }

  const hits = bestHits(candidates, scores, limit);
  const matchOf = (hit: Hit) => firstMatchIn(idx, hit.element, hit.phrase ? phrase : units[rarest]!);
  return {
    total: candidates.length,
    hits,
    snippetOf: (hit) => snippetAt(reader, idx, hit.element, matchOf(hit)),
    pageOf: (hit) => matchPage(reader, idx, hit.element, matchOf(hit)),
  };
}

/**
 * Search a model for an RE2 regular expression; like searchModel, but the scan
 * is asynchronous (it gives the event loop back every few milliseconds).
 */
export function searchRegex$(
  reader: ModelReader,
  source: string,
  limit: number,
  caseSensitive: boolean,
): Observable<ModelSearch> {
  const idx = originalIndex(reader);
  return regexPostings$(idx, source, caseSensitive).pipe(map((found) => rankRegexHits(reader, idx, found, limit)));
}

/** Every element the expression matches is a hit of the phrase tier; BM25 over its match count ranks them. */
function rankRegexHits(reader: ModelReader, idx: SearchIndex, found: RegexPostings, limit: number): ModelSearch {
  const weight = idf(reader.elementCount(), found.els.length);
  const scores = new Float64Array(found.els.length);
  for (let c = 0; c < found.els.length; c++) {
    const el = found.els[c]!;
    const length = idx.starts[el + 1]! - idx.starts[el]! - 1;
    scores[c] = combinedScore(
      tierOf(true, reader.element(el)!.type === 'heading'),
      bm25(found.tfs[c]!, length, idx.avgLength, weight),
    );
  }
  const hits = bestHits(found.els, scores, limit);
  const firstAt = new Map<number, { start: number; end: number }>();
  found.els.forEach((el, c) => firstAt.set(el, found.first[c]!));
  return {
    total: found.els.length,
    hits,
    snippetOf: (hit) => snippetAt(reader, idx, hit.element, firstAt.get(hit.element) ?? null),
    pageOf: (hit) => matchPage(reader, idx, hit.element, firstAt.get(hit.element) ?? null),
  };
}

function matchPage(reader: ModelReader, idx: SearchIndex, el: number, at: { start: number } | null): number {
  return pageAt(reader.model, reader.element(el)!, at ? at.start - idx.starts[el]! : 0);
}

function snippetAt(
  reader: ModelReader,
  idx: SearchIndex,
  el: number,
  at: { start: number; end: number } | null,
): string {
  const original = elementText(reader.model, reader.element(el)!);
  const base = idx.starts[el]!;
  return at ? snippet(original, at.start - base, at.end - base) : snippet(original, 0, 0);
}

/** The best `limit` candidates by score, best first (ties in element order). */
function bestHits(candidates: ArrayLike<number>, scores: Float64Array, limit: number): Hit[] {
  // Only the best `limit` need ordering: find the cut-off score, keep what reaches it.
  let cut = Number.NEGATIVE_INFINITY;
  if (candidates.length > limit) cut = kthHighest(scores, limit);
  const hits: Hit[] = [];
  for (let c = 0; c < candidates.length; c++) {
    const score = scores[c]!;
    if (score < cut) continue;
    const el = candidates[c]!;
    // Tier ≥ 2 is a phrase match, odd tiers are headings (see rank.ts).
    const tier = Math.floor(score);
    hits.push({ element: el, phrase: tier >= 2, heading: tier % 2 === 1, score });
  }
  hits.sort((a, b) => b.score - a.score || a.element - b.element);
  if (hits.length > limit) hits.length = limit;
  return hits;
}
