/**
 * Search one model: AND over the query words (each whole-word, hyphen tolerant),
 * phrase detection among those, BM25 ranking, snippets centred on the match.
 */
import type { DocModel } from '../../model/types.js';
import { countUnit, firstMatchIn, phraseOf } from './match.js';
import { bm25, combinedScore, idf, tierOf } from './rank.js';
import { elementText, searchIndex } from './search-index.js';
import { snippet } from './snippet.js';
import { parseQuery } from './tokenize.js';

export interface Hit {
  element: number;
  phrase: boolean;
  heading: boolean;
  score: number;
}

export interface ModelSearch {
  /** Every matching element, best first. */
  hits: Hit[];
  /** Snippet of a hit, centred on the phrase or on its rarest word. */
  snippetOf(hit: Hit): string;
}

export function searchModel(model: DocModel, query: string): ModelSearch {
  const idx = searchIndex(model);
  const units = parseQuery(query);
  const n = model.elements.length;
  if (!units.length || !n) return { hits: [], snippetOf: () => '' };

  const counts = units.map((u) => countUnit(idx, u));
  const weights = counts.map((tf) => {
    let df = 0;
    for (let i = 0; i < tf.length; i++) if (tf[i]) df++;
    return idf(n, df);
  });
  const phrase = phraseOf(units);
  const hits: Hit[] = [];
  const rarest = [...units.keys()].sort((a, b) => weights[b]! - weights[a]!)[0]!;
  for (let el = 0; el < n; el++) {
    let relevance = 0;
    let all = true;
    const length = idx.starts[el + 1]! - idx.starts[el]! - 1;
    for (let u = 0; u < units.length && all; u++) {
      const tf = counts[u]![el]!;
      if (!tf) all = false;
      else relevance += bm25(tf, length, idx.avgLength, weights[u]!);
    }
    if (!all) continue;
    const isPhrase = units.length === 1 || firstMatchIn(idx, el, phrase) !== null;
    const heading = model.elements[el]!.kind === 'heading';
    hits.push({ element: el, phrase: isPhrase, heading, score: combinedScore(tierOf(isPhrase, heading), relevance) });
  }
  hits.sort((a, b) => b.score - a.score || a.element - b.element);

  const snippetOf = (hit: Hit): string => {
    const at = hit.phrase
      ? firstMatchIn(idx, hit.element, phrase)
      : firstMatchIn(idx, hit.element, units[rarest]!);
    const original = elementText(model, model.elements[hit.element]!);
    const base = idx.starts[hit.element]!;
    return at ? snippet(original, at.start - base, at.end - base) : snippet(original, 0, 0);
  };
  return { hits, snippetOf };
}
