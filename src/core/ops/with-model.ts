/**
 * The first step of every spec-reading operation: resolve the `spec` parameter
 * and obtain a reader of its compiled model (from the cache, or compiled with
 * progress).
 */
import { type Observable, map, switchMap, take } from 'rxjs';
import type { ModelReader } from '../../model/reader.js';
import type { OperationContext, SpecEntry } from '../operation-context.js';

export interface Loaded {
  entry: SpecEntry;
  reader: ModelReader;
}

export function withModel(ctx: OperationContext, spec: string | undefined, defaultId?: string): Observable<Loaded> {
  return ctx.resolveSpec(spec, defaultId).pipe(
    take(1),
    switchMap((entry) => ctx.reader(entry).pipe(take(1), map((reader) => ({ entry, reader })))),
  );
}
