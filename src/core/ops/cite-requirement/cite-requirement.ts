/**
 * cite_requirement: one requirement found by its id, its content id or the conformance label the document prints
 * (docs/model.md, "Content ids"), and a citation of it to paste into code, a test or a review — document, the
 * edition installed, section, printed page, both ids and the sentence verbatim. An id that names nothing is an
 * error with the nearest ids and labels.
 */
import { type Observable, map } from 'rxjs';
import { CONTENT_ID } from '../../../model/content-id.js';
import type { DocModel, Requirement } from '../../../model/types.js';
import { didYouMean } from '../../did-you-mean.js';
import { PdfspecError } from '../../errors.js';
import { withListItems } from '../list-items.js';
import type { OperationContext } from '../../operation-context.js';
import { GET_REQUIREMENTS } from '../get-requirements/name.js';
import { documentOf, itemOf } from '../get-checklist/get-checklist.js';
import { withModel } from '../with-model.js';
import type { CiteRequirementInput, CiteRequirementResult } from './schema.js';

type MatchedBy = CiteRequirementResult['matchedBy'];

export function citeRequirement(ctx: OperationContext, input: CiteRequirementInput): Observable<CiteRequirementResult> {
  return withModel(ctx, input.spec).pipe(
    map(({ entry, reader }) => {
      const model = reader.model;
      const found = findRequirement(model, input.id);
      if (!found) throw unknownRequirement(entry.id, model, input.id);
      const document = documentOf(entry, model);
      const item = itemOf(model, found.requirement);
      const r = found.requirement;
      const ids = [r.label, r.id, r.contentId].filter(Boolean).join(', ');
      const citation = `${document.title} (${document.edition}), ${r.section} ${r.sectionTitle}, p. ${item.pageLabel} [${ids}]: “${withListItems(r.text, r.listItems)}”`;
      return {
        spec: entry.id,
        document,
        matchedBy: found.by,
        section: r.section,
        sectionTitle: r.sectionTitle,
        requirement: item,
        citation,
      };
    }),
  );
}

/** The requirement an id names: a requirement id, a content id, else a printed label (brackets, case ignored). */
export function findRequirement(model: DocModel, raw: string): { requirement: Requirement; by: MatchedBy } | null {
  const id = raw
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .trim();
  const lower = id.toLowerCase();
  const reqs = model.requirements;
  const byId = reqs.find((r) => r.id.toLowerCase() === lower);
  if (byId) return { requirement: byId, by: 'id' };
  if (CONTENT_ID.test(lower)) {
    const byContent = reqs.find((r) => r.contentId === lower);
    return byContent ? { requirement: byContent, by: 'content-id' } : null;
  }
  const byLabel = reqs.find((r) => r.label?.toLowerCase() === lower);
  return byLabel ? { requirement: byLabel, by: 'label' } : null;
}

function unknownRequirement(spec: string, model: DocModel, raw: string): PdfspecError {
  const names = model.requirements.flatMap((r) => (r.label ? [r.label, r.id] : [r.id]));
  const suggestions = didYouMean(raw, names, (n) => n);
  return new PdfspecError(
    'unknown_requirement',
    `no requirement of ${spec} has the id, content id or label "${raw.trim().slice(0, 80)}"`,
    `ids look like R-7.3.4-2 or c-3fa9b2c1; {op:${GET_REQUIREMENTS}} lists them`,
    suggestions,
  );
}
