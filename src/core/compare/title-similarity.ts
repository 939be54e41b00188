/**
 * Title normalisation and the fuzzy similarity used to pair renamed sections.
 *
 * normaliseTitle: lower case, every run of non-letters/digits → one space, trimmed
 *   ("Stream  Objects." → "stream objects").
 * titleTokens: the words of the normalised title, each with a crude English
 *   plural removed ("dictionaries" → "dictionary", "objects" → "object"; words of
 *   three letters or fewer and words ending in "ss" are kept).
 * titleSimilarity: Dice coefficient over the two token sets,
 *   2·|A ∩ B| / (|A| + |B|), from 0 (nothing shared) to 1 (same words).
 * RENAME_THRESHOLD: 0.8 — one word changed in a five-word title still pairs
 *   (8/10), one word changed in a two-word title does not (2/4).
 */

export const RENAME_THRESHOLD = 0.8;

export function normaliseTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function singular(w: string): string {
  if (w.length <= 3 || w.endsWith('ss')) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

export function titleTokens(title: string): Set<string> {
  const norm = normaliseTitle(title);
  return new Set(norm ? norm.split(' ').map(singular) : []);
}

export function titleSimilarity(a: Set<string>, b: Set<string>): number {
  if (!a.size && !b.size) return 1;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return (2 * shared) / (a.size + b.size);
}
