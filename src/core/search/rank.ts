/**
 * Ranking. Within a model, elements are scored with BM25 over the query words
 * (k1 = 1.2, b = 0.75, element length in characters). Results are ordered by
 * tier first — exact phrase before words-anywhere, and within each a heading
 * before body text — then by BM25. The reported score encodes both:
 *   score = tier + bm25 / (bm25 + 1),  tier 3 phrase in heading, 2 phrase in body,
 *                                      1 words in heading, 0 words in body,
 * so scores sort the same way as the results, also across specs.
 */

const K1 = 1.2;
const B = 0.75;

/** Inverse document frequency (the "+1" form, never negative). */
export function idf(docs: number, docFreq: number): number {
  return Math.log(1 + (docs - docFreq + 0.5) / (docFreq + 0.5));
}

export function bm25(tf: number, length: number, avgLength: number, weight: number): number {
  const norm = 1 - B + (B * length) / (avgLength || 1);
  return (weight * tf * (K1 + 1)) / (tf + K1 * norm);
}

export function tierOf(phrase: boolean, heading: boolean): number {
  return (phrase ? 2 : 0) + (heading ? 1 : 0);
}

export function combinedScore(tier: number, relevance: number): number {
  return tier + relevance / (relevance + 1);
}
