/**
 * The first step of every spec-reading operation: resolve the `spec` parameter
 * and obtain a reader of its compiled model (from the cache, or compiled with
 * progress).
 */
import { EMPTY, type Observable, catchError, concatMap, from, map, switchMap, take, toArray } from 'rxjs';
import { PdfspecError, toPdfspecError } from '../errors.js';
import type { ModelReader } from '../../model/reader.js';
import type { OperationContext, SpecEntry } from '../operation-context.js';
import { LIST_SPECS } from './list-specs/name.js';

export interface Loaded {
  entry: SpecEntry;
  reader: ModelReader;
}

export function withModel(ctx: OperationContext, spec: string | undefined, defaultId?: string): Observable<Loaded> {
  return ctx.resolveSpec(spec, defaultId).pipe(
    take(1),
    switchMap((entry) =>
      ctx.reader(entry).pipe(
        take(1),
        map((reader) => ({ entry, reader })),
      ),
    ),
  );
}

/**
 * One spec's model, or with spec "all" every available spec's, one at a time (a spec that still needs
 * compiling should not compete with the others). One broken file must not hide the answers of all the
 * others: it is skipped with a notice naming `what` was doing it.
 */
export function withModels(ctx: OperationContext, spec: string | undefined, what: string): Observable<Loaded[]> {
  if (spec?.trim().toLowerCase() !== 'all') return withModel(ctx, spec).pipe(toArray());
  return ctx.specs().pipe(
    take(1),
    switchMap((entries) => {
      const available = entries.filter((e) => e.available);
      if (!available.length) {
        throw new PdfspecError(
          'missing_file',
          `no spec PDF is available to ${what}`,
          `put spec PDFs in PDF_SPEC_DIR; {op:${LIST_SPECS}} shows the expected file names`,
        );
      }
      return from(available);
    }),
    concatMap((entry) =>
      ctx.reader(entry).pipe(
        take(1),
        map((reader): Loaded => ({ entry, reader })),
        catchError((err: unknown) => {
          ctx.notice(`${what}: skipped ${entry.id}: ${toPdfspecError(err).message}`);
          return EMPTY;
        }),
      ),
    ),
    toArray(),
  );
}
