/**
 * "Did you mean" for searches without hits: fuzzy matches (fuse.js) over the
 * section titles and defined terms of the searched models. fuse.js is loaded
 * only here, so searches that find something never pay for it.
 */
import type { DocModel } from '../../model/types.js';

export async function suggestTerms(models: readonly DocModel[], query: string, max = 5): Promise<string[]> {
  const names = new Set<string>();
  for (const m of models) {
    for (const s of m.sections) names.add(s.title);
    for (const d of m.definitions) {
      names.add(d.term);
      for (const a of d.admittedTerms) names.add(a);
    }
  }
  const { default: Fuse } = await import('fuse.js');
  const fuse = new Fuse([...names], { includeScore: true, threshold: 0.4, ignoreLocation: true, minMatchCharLength: 2 });
  return fuse
    .search(query.trim())
    .slice(0, max)
    .map((r) => r.item);
}
