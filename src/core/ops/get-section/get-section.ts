/**
 * get_section: a section's content with its whole subtree, in document order
 * (elements [start, subtreeEnd)), tables expanded to full records.
 */
import { type Observable, map } from 'rxjs';
import type { ModelReader } from '../../../model/reader.js';
import type { Section } from '../../../model/types.js';
import type { OperationContext } from '../../operation-context.js';
import type { GetSectionInput, GetSectionResult } from './schema.js';
import type { ItemRef } from '../../schemas.js';
import { contentItem, lastPage } from '../content.js';
import { requireSectionOrMatter } from '../find-section.js';
import { pageLabel } from '../../model-index.js';
import { paginate } from '../paging.js';
import { itemRef, referencesIn } from '../references.js';
import { withModel } from '../with-model.js';

export function getSection(ctx: OperationContext, input: GetSectionInput): Observable<GetSectionResult> {
  return withModel(ctx, input.spec).pipe(
    map(({ entry, reader }) =>
      sectionOf(entry.id, reader, requireSectionOrMatter(reader, entry.id, input.section), input.offset, input.limit),
    ),
  );
}

export function sectionOf(
  spec: string,
  reader: ModelReader,
  s: Section,
  offset?: number,
  limit?: number,
): GetSectionResult {
  const model = reader.model;
  const elements = reader.elements(s.start, s.subtreeEnd);
  // Tables are numbered by their order within this section, the same index the tables answer uses.
  const ordinal = new Map<number, number>();
  for (const e of elements) if (e.type === 'table') ordinal.set(e.table, ordinal.size);
  const refs = new Map<number, ItemRef[]>();
  for (const r of referencesIn(model, s.start, s.subtreeEnd)) {
    let list = refs.get(r.element);
    if (!list) refs.set(r.element, (list = []));
    list.push(itemRef(model, r));
  }
  const content = elements.map((e, k) => contentItem(model, e, (t) => ordinal.get(t) ?? 0, refs.get(s.start + k)));
  const end = elements.reduce((max, e) => Math.max(max, lastPage(model, e)), s.page);
  const paged = paginate(content, offset, limit);
  return {
    spec,
    sectionNumber: s.id,
    title: s.title,
    pageRange: { start: s.page, end, startLabel: s.pageLabel, endLabel: pageLabel(model, end) },
    content: paged.items,
    ...(paged.paging ? { paging: paged.paging } : {}),
  };
}
