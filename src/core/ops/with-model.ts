/**
 * The first step of every spec-reading operation: resolve the `spec` parameter
 * and obtain its compiled model (from the cache, or compiled with progress).
 */
import { type Observable, map, switchMap, take } from 'rxjs';
import type { DocModel } from '../../model/types.js';
import type { CoreContext, SpecEntry } from '../context.js';

export interface Loaded {
  entry: SpecEntry;
  model: DocModel;
}

export function withModel(ctx: CoreContext, spec: string | undefined, defaultId?: string): Observable<Loaded> {
  return ctx.resolveSpec(spec, defaultId).pipe(
    take(1),
    switchMap((entry) => ctx.model(entry).pipe(take(1), map((model) => ({ entry, model })))),
  );
}
