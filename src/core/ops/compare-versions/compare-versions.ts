/**
 * compare_versions: which sections of one edition correspond to which of the
 * other (default ISO 32000-1 "pdf17" → ISO 32000-2 "iso32000-2"). The matching
 * algorithm — titles with parent context, renames by a documented similarity
 * threshold (Dice over title words ≥ 0.8, compatible parents) — is described in
 * ../compare/match-sections.ts and docs/model.md ("Comparison").
 *
 * Both specs are named explicitly (never the best-available fallback): comparing
 * against whatever happens to be installed would answer a different question.
 */
import { type Observable, catchError, forkJoin, map, throwError } from 'rxjs';
import type { DocModel, Section } from '../../../model/types.js';
import type { OperationContext } from '../../operation-context.js';
import { PdfspecError } from '../../errors.js';
import type { CompareVersionsInput, CompareVersionsResult } from './schema.js';
import { matchSections } from '../../compare/match-sections.js';
import { compareRequirements } from '../../compare/match-requirements.js';
import { findSection, suggestSections } from '../find-section.js';
import { subtree } from '../../model-index.js';
import { paginate } from '../paging.js';
import { withModel } from '../with-model.js';

/** One edition's model; an unknown spec error says which side (`from`/`to`) was wrong. */
function side(ctx: OperationContext, param: 'from' | 'to', spec: string) {
  return withModel(ctx, spec).pipe(
    catchError((err: unknown) =>
      throwError(() =>
        err instanceof PdfspecError && err.code === 'unknown_spec'
          ? new PdfspecError(err.code, `{param:${param}}: ${err.template.message}`, err.template.hint, err.suggestions)
          : err,
      ),
    ),
  );
}

export const DEFAULT_FROM = 'pdf17';
export const DEFAULT_TO = 'iso32000-2';

export function compareVersions(ctx: OperationContext, input: CompareVersionsInput): Observable<CompareVersionsResult> {
  return forkJoin([side(ctx, 'from', input.from ?? DEFAULT_FROM), side(ctx, 'to', input.to ?? DEFAULT_TO)]).pipe(
    map(([from, to]) => compareModels(from.entry.id, from.reader.model, to.entry.id, to.reader.model, input)),
  );
}

const ref = (s: Section) => ({ sectionNumber: s.id, title: s.title });

export function compareModels(
  fromId: string,
  older: DocModel,
  toId: string,
  newer: DocModel,
  input: CompareVersionsInput,
): CompareVersionsResult {
  const m = matchSections(older, newer);
  let inFrom: Set<string> | null = null;
  let inTo: Set<string> | null = null;
  if (input.section !== undefined) {
    const sa = findSection(older, input.section);
    const sb = findSection(newer, input.section);
    if (!sa && !sb) {
      const suggestions = suggestSections(newer, input.section);
      throw new PdfspecError(
        'unknown_section',
        `no section "${input.section.trim()}" in ${fromId} or ${toId}`,
        'give a section number of either edition, e.g. "12.8"',
        suggestions,
      );
    }
    inFrom = new Set(sa ? subtree(older, sa).map((s) => s.id) : []);
    inTo = new Set(sb ? subtree(newer, sb).map((s) => s.id) : []);
  }
  const pairs = m.pairs.filter((p) => !inFrom || inFrom.has(p.from.id) || inTo!.has(p.to.id));
  const added = m.added.filter((s) => !inTo || inTo.has(s.id));
  const removed = m.removed.filter((s) => !inFrom || inFrom.has(s.id));
  const matched = pairs.map((p) => ({
    section17: p.from.id,
    section20: p.to.id,
    title: p.from.title,
    ...(p.to.title !== p.from.title ? { title20: p.to.title } : {}),
    status: p.status,
    ...(p.similarity !== undefined ? { similarity: p.similarity } : {}),
  }));
  // changes_only: what changed, only (the totals still count everything).
  const changesOnly = input.changes_only === true;
  const shownPairs = changesOnly ? matched.filter((m) => m.status !== 'same') : matched;
  // The record with the matched pairs it lists (all of them, or one page), keys in the documented order.
  const recordWith = (listed: typeof matched) => ({
    from: fromId,
    to: toId,
    section: input.section?.trim() ?? null,
    totalMatched: matched.length,
    totalAdded: added.length,
    totalRemoved: removed.length,
    matched: listed,
    added: added.map(ref),
    removed: removed.map(ref),
  });
  if (input.requirements === true) {
    // With requirements, offset/limit page the requirement changes; the section lists come whole.
    const { statistics, changes } = compareRequirements(pairs, older.requirements, newer.requirements, {
      added,
      removed,
    });
    const listed = changesOnly ? changes.filter((c) => c.status !== 'unchanged') : changes;
    const pagedChanges = paginate(listed, input.offset, input.limit);
    return {
      ...recordWith(shownPairs),
      requirements: { statistics, changes: pagedChanges.items },
      ...(pagedChanges.paging ? { paging: pagedChanges.paging } : {}),
    };
  }
  const paged = paginate(shownPairs, input.offset, input.limit);
  return { ...recordWith(paged.items), ...(paged.paging ? { paging: paged.paging } : {}) };
}
