/**
 * "Did you mean" for searches without hits: the section titles and defined
 * terms of the searched models closest to the query (../did-you-mean.ts).
 */
import type { DocModel } from '../../model/types.js';
import { suggestionsFor } from '../did-you-mean.js';

/**
 * A server or terminal UI asked the same query again answers from here: the
 * fuzzy match over every title and term is the costliest part of a search
 * without hits (most of a warm server's CPU under load in the bench), and a
 * loaded model never changes. Bounded per model; gone with the model.
 */
const MEMO_PER_MODEL = 256;
const memo = new WeakMap<DocModel, Map<string, readonly string[]>>();

export function suggestTerms(models: readonly DocModel[], query: string, max = 5): string[] {
  if (models.length !== 1) return suggestFrom(models, query, max);
  const model = models[0]!;
  let byQuery = memo.get(model);
  if (!byQuery) memo.set(model, (byQuery = new Map()));
  const key = `${max}\u0000${query}`;
  let found = byQuery.get(key);
  if (!found) {
    found = suggestFrom(models, query, max);
    if (byQuery.size >= MEMO_PER_MODEL) byQuery.delete(byQuery.keys().next().value!);
    byQuery.set(key, found);
  }
  return [...found];
}

function suggestFrom(models: readonly DocModel[], query: string, max: number): string[] {
  const names = new Set<string>();
  for (const m of models) {
    for (const s of m.sections) names.add(s.title);
    for (const d of m.definitions) {
      names.add(d.term);
      for (const a of d.admittedTerms) names.add(a);
    }
  }
  return suggestionsFor(query.trim(), names, max);
}
