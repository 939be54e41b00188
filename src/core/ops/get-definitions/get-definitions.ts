/**
 * get_definitions: entries of the "Terms and definitions" clause. A `term`
 * matches the preferred or an admitted term, never the definition body:
 * exact matches first, then prefix, then substring (case-insensitive). A
 * `kind` keeps only terms or only abbreviations; without it, both.
 */
import { type Observable, map } from 'rxjs';
import type { Definition, DocModel } from '../../../model/types.js';
import type { OperationContext } from '../../operation-context.js';
import type { GetDefinitionsInput, GetDefinitionsResult } from './schema.js';
import { pageLabel } from '../../model-index.js';
import { paginate } from '../paging.js';
import { withModel } from '../with-model.js';

export function getDefinitions(ctx: OperationContext, input: GetDefinitionsInput): Observable<GetDefinitionsResult> {
  return withModel(ctx, input.spec).pipe(map(({ entry, reader }) => definitionsOf(entry.id, reader.model, input)));
}

const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();

/** 0 exact, 1 prefix, 2 substring, or null when no name of the entry matches. */
function rank(d: Definition, q: string): number | null {
  let best: number | null = null;
  for (const name of [d.term, ...d.admittedTerms]) {
    const n = fold(name);
    const r = n === q ? 0 : n.startsWith(q) ? 1 : n.includes(q) ? 2 : null;
    if (r !== null && (best === null || r < best)) best = r;
  }
  return best;
}

export function definitionsOf(spec: string, model: DocModel, input: GetDefinitionsInput): GetDefinitionsResult {
  const ofKind = input.kind === undefined ? model.definitions : model.definitions.filter((d) => d.kind === input.kind);
  let selected: Definition[] = ofKind;
  if (input.term !== undefined) {
    const q = fold(input.term);
    selected = ofKind
      .map((d, i) => ({ d, i, r: rank(d, q) }))
      .filter((x): x is { d: Definition; i: number; r: number } => x.r !== null)
      .sort((a, b) => a.r - b.r || a.i - b.i)
      .map((x) => x.d);
  }
  const paged = paginate(selected, input.offset, input.limit);
  return {
    spec,
    totalDefinitions: selected.length,
    definitions: paged.items.map((d) => ({ ...d, pageLabel: pageLabel(model, d.page) })),
    ...(paged.paging ? { paging: paged.paging } : {}),
  };
}
