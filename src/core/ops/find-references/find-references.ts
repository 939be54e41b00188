/**
 * find_references (`pdfspec refs 7.3.4`): what a section's subtree — or one
 * table — references, and what references it from elsewhere. Unresolved
 * references are listed with target null and counted, never dropped. A
 * reference to another document of the catalogue is resolved into that spec
 * when it is available (its model is loaded once per document named).
 */
import { sameTable, tableQueryLabel } from '../../../model/table-number.js';
import { type Observable, forkJoin, map, of, switchMap, take, catchError } from 'rxjs';
import type { ModelReader } from '../../../model/reader.js';
import type { DocModel, Reference } from '../../../model/types.js';
import type { OperationContext } from '../../operation-context.js';
import { PdfspecError } from '../../errors.js';
import type { FindReferencesInput, FindReferencesResult, ReferenceRecord } from './schema.js';
import { requireSectionOrMatter } from '../find-section.js';
import { paginate } from '../paging.js';
import { referenceRecord, referencesIn, resolveInModel, specForDocument } from '../references.js';
import { withModel } from '../with-model.js';

interface Scope {
  label: string;
  title: string;
  /** Elements whose references are outgoing. */
  start: number;
  end: number;
  /** Is this target element inside the scope? */
  holds: (element: number) => boolean;
}

function scopeOf(spec: string, model: DocModel, reader: ModelReader, raw: string): Scope {
  const table = tableQueryLabel(raw);
  if (table !== null) {
    const t = model.tables.findIndex((x) => sameTable(x.number, table));
    let element = -1;
    if (t >= 0) {
      for (let i = 0; i < reader.elementCount(); i++) {
        const e = reader.element(i);
        if (e?.type === 'table' && e.table === t) {
          element = i;
          break;
        }
      }
    }
    if (element < 0)
      throw new PdfspecError(
        'unknown_table',
        `no ${table} in ${spec}`,
        'tables are cited as "Table 29" (or "Figure 7" where the document captions them so), or give a section number such as "7.3.4"',
      );
    return {
      label: model.tables[t]!.number!,
      title: model.tables[t]!.caption,
      start: element,
      end: element + 1,
      holds: (i) => i === element,
    };
  }
  const s = requireSectionOrMatter(reader, spec, raw);
  return {
    label: s.id,
    title: s.title,
    start: s.start,
    end: s.subtreeEnd,
    holds: (i) => i >= s.start && i < s.subtreeEnd,
  };
}

export function findReferences(ctx: OperationContext, input: FindReferencesInput): Observable<FindReferencesResult> {
  return withModel(ctx, input.spec).pipe(
    switchMap(({ entry, reader }) => {
      const model = reader.model;
      const scope = scopeOf(entry.id, model, reader, input.section);
      const outgoing = referencesIn(model, scope.start, scope.end);
      const incoming = (model.references ?? []).filter(
        (r) => r.targetElement !== undefined && scope.holds(r.targetElement) && !scope.holds(r.element),
      );
      return externalModels(ctx, outgoing).pipe(
        map((others) => {
          const external = (r: Reference): ReferenceRecord['target'] => {
            const other = r.document === undefined ? undefined : others.get(r.document);
            return other ? resolveInModel(other.spec, other.model, r.cited) : null;
          };
          const out = outgoing.map((r) => referenceRecord(entry.id, reader, r, external));
          const inc = incoming.map((r) => referenceRecord(entry.id, reader, r, external));
          const paged = paginate(
            [...out.map((r) => ['out', r] as const), ...inc.map((r) => ['in', r] as const)],
            input.offset,
            input.limit,
          );
          return {
            spec: entry.id,
            section: scope.label,
            sectionTitle: scope.title,
            totalOutgoing: out.length,
            totalIncoming: inc.length,
            unresolved: out.filter((r) => r.target === null).length,
            outgoing: paged.items.filter(([k]) => k === 'out').map(([, r]) => r),
            incoming: paged.items.filter(([k]) => k === 'in').map(([, r]) => r),
            ...(paged.paging ? { paging: paged.paging } : {}),
          };
        }),
      );
    }),
  );
}

/** The models of the catalogue documents the references name, by designation as printed; a spec that cannot be read is left out. */
function externalModels(
  ctx: OperationContext,
  refs: readonly Reference[],
): Observable<Map<string, { spec: string; model: DocModel }>> {
  const documents = [
    ...new Set(refs.flatMap((r) => (r.kind === 'external' && r.document !== undefined ? [r.document] : []))),
  ];
  if (!documents.length) return of(new Map());
  return ctx.specs().pipe(
    take(1),
    switchMap((specs) => {
      const wanted = documents.flatMap((d) => {
        const s = specForDocument(specs, d);
        return s ? [[d, s] as const] : [];
      });
      if (!wanted.length) return of(new Map());
      return forkJoin(
        wanted.map(([d, s]) =>
          ctx.reader(s).pipe(
            take(1),
            map((r) => [d, { spec: s.id, model: r.model }] as const),
            catchError(() => of(null)),
          ),
        ),
      ).pipe(map((pairs) => new Map(pairs.filter((p): p is NonNullable<typeof p> => p !== null))));
    }),
  );
}
