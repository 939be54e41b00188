/**
 * get_checklist: a section's requirements (its whole subtree) as a checklist an implementer works through —
 * grouped by section in document order, each item with its ids, level, role, conformance label, printed page
 * and the sentence verbatim. format.ts writes it as Markdown task lists or CSV.
 */
import { basename } from 'node:path';
import { type Observable, map } from 'rxjs';
import type { DocModel, Requirement } from '../../../model/types.js';
import { pageLabel } from '../../model-index.js';
import type { OperationContext, SpecEntry } from '../../operation-context.js';
import { paginate } from '../paging.js';
import { selectRequirements } from '../select-requirements.js';
import { withModel } from '../with-model.js';
import type { ChecklistItem, GetChecklistInput, GetChecklistResult } from './schema.js';

export function getChecklist(ctx: OperationContext, input: GetChecklistInput): Observable<GetChecklistResult> {
  return withModel(ctx, input.spec).pipe(
    map(({ entry, reader }) => {
      const { root, selected } = selectRequirements(entry.id, reader, input);
      const paged = paginate(selected, input.offset, input.limit);
      const model = reader.model;
      return {
        spec: entry.id,
        document: documentOf(entry, model),
        filter: { section: root?.id ?? null, level: input.level ?? 'all', role: input.role?.trim() || null },
        totalItems: paged.items.length,
        matchedItems: selected.length,
        groups: groupsOf(model, paged.items),
        ...(paged.paging ? { paging: paged.paging } : {}),
      };
    }),
  );
}

/** The document a citation names: its listed title, and which file of it is installed. */
export function documentOf(entry: SpecEntry, model: DocModel): { title: string; edition: string } {
  const name = model.source.title?.trim() || basename(model.source.file);
  return { title: entry.title, edition: `${name} (sha256 ${model.source.sha256.slice(0, 12)})` };
}

export function itemOf(model: DocModel, r: Requirement): ChecklistItem {
  return {
    id: r.id,
    contentId: r.contentId,
    level: r.level,
    keyword: r.keyword,
    role: r.role,
    ...(r.label !== undefined ? { label: r.label } : {}),
    page: r.page,
    pageLabel: pageLabel(model, r.page),
    text: r.text,
    ...(r.listItems ? { listItems: r.listItems } : {}),
  };
}

function groupsOf(model: DocModel, requirements: readonly Requirement[]): GetChecklistResult['groups'] {
  const groups: GetChecklistResult['groups'] = [];
  for (const r of requirements) {
    const last = groups.at(-1);
    if (last && last.section === r.section) last.items.push(itemOf(model, r));
    else groups.push({ section: r.section, title: r.sectionTitle, items: [itemOf(model, r)] });
  }
  return groups;
}
