/**
 * get_structure: the section tree from the model's sections, nested by their
 * number-derived parents (not by outline nesting), cut at max_depth.
 */
import { type Observable, map } from 'rxjs';
import type { DocModel, Section } from '../../../model/types.js';
import type { OperationContext } from '../../operation-context.js';
import type { GetStructureInput, GetStructureResult, StructureNode } from './schema.js';
import { accountSummary } from '../../../model/text-account.js';
import { sectionIndex } from '../../model-index.js';
import { withModel } from '../with-model.js';

export function getStructure(ctx: OperationContext, input: GetStructureInput): Observable<GetStructureResult> {
  return withModel(ctx, input.spec).pipe(
    map(({ entry, reader }) => structureOf(entry.id, reader.model, input.max_depth)),
  );
}

export function structureOf(spec: string, model: DocModel, maxDepth = Infinity): GetStructureResult {
  const { children } = sectionIndex(model);
  let count = 0;
  const seen = new Set<string>();
  const node = (s: Section, depth: number): StructureNode => {
    count++;
    seen.add(s.id);
    const kids = depth < maxDepth ? (children.get(s.id) ?? []).filter((c) => !seen.has(c.id)) : [];
    return {
      sectionNumber: s.id,
      title: s.title,
      page: s.page,
      pageLabel: s.pageLabel,
      source: s.source,
      children: kids.map((c) => node(c, depth + 1)),
    };
  };
  const sections = (children.get('') ?? []).map((s) => node(s, 1));
  const reading = {
    method: model.method,
    sectionSource: model.sectionSource,
    sources: model.sectionSources,
    diagnostics: model.diagnostics,
    ...(model.textAccount ? { textAccount: accountSummary(model.textAccount) } : {}),
  };
  return { spec, totalSections: count, sections, reading };
}
