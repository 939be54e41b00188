/**
 * get_requirements: the model's requirement sentences, filtered by section
 * subtree and level. Ids come from the model, so a filter never renumbers them.
 */
import { type Observable, map } from 'rxjs';
import type { ModelReader } from '../../../model/reader.js';
import { REQUIREMENT_LEVELS } from '../../../model/types.js';
import type { OperationContext } from '../../operation-context.js';
import type { GetRequirementsInput, GetRequirementsResult } from './schema.js';
import { pageLabel } from '../../model-index.js';
import { selectRequirements } from '../select-requirements.js';
import { paginate } from '../paging.js';
import { withModel } from '../with-model.js';

export function getRequirements(ctx: OperationContext, input: GetRequirementsInput): Observable<GetRequirementsResult> {
  return withModel(ctx, input.spec).pipe(map(({ entry, reader }) => requirementsOf(entry.id, reader, input)));
}

export function requirementsOf(spec: string, reader: ModelReader, input: GetRequirementsInput): GetRequirementsResult {
  const model = reader.model;
  const { root, selected } = selectRequirements(spec, reader, input);
  // Counts are over the whole filtered set (every page), so they add up to matchedRequirements.
  // Only the levels present are counted (a level with no sentence is left out), in the fixed level order.
  const counts = new Map<string, number>();
  for (const r of selected) counts.set(r.level, (counts.get(r.level) ?? 0) + 1);
  const statistics: Record<string, number> = Object.fromEntries(
    REQUIREMENT_LEVELS.flatMap((l) => (counts.has(l) ? [[l, counts.get(l)!]] : [])),
  );
  const paged = paginate(selected, input.offset, input.limit);
  return {
    spec,
    filter: {
      section: root ? root.id : null,
      level: input.level ?? 'all',
      ...(input.role ? { role: input.role.trim() } : {}),
    },
    // The contract's count is of the sentences returned; the count matched is its own field when a page cut it.
    totalRequirements: paged.items.length,
    ...(paged.items.length !== selected.length ? { matchedRequirements: selected.length } : {}),
    statistics,
    requirements: paged.items.map((r) => ({ ...r, pageLabel: pageLabel(model, r.page) })),
    ...(paged.paging ? { paging: paged.paging } : {}),
  };
}
