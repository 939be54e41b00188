/**
 * "Did you mean" for searches without hits: the section titles and defined
 * terms of the searched models closest to the query (../did-you-mean.ts).
 */
import type { DocModel } from '../../model/types.js';
import { suggestionsFor } from '../did-you-mean.js';

export function suggestTerms(models: readonly DocModel[], query: string, max = 5): string[] {
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
