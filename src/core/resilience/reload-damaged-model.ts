/**
 * `reloadDamagedModel` — a stored model whose part fails its check when an
 * operation first reads it (DamagedModelError) does not end the operation:
 * the store has put the entry out of use, so the operation runs once more, on
 * the model loaded again (compiled afresh). Once only: damage found again in
 * the model just loaded is an error.
 *
 * @example
 * reloadDamagedModel(() => op.run(ctx, input))
 * @see src/store/model-store.ts (guarded) for how the damage is found
 */
import { type Observable, catchError, defer, throwError } from 'rxjs';
import { isDamagedModel } from '../../model/reader.js';

export function reloadDamagedModel<T>(run: () => Observable<T>): Observable<T> {
  return defer(run).pipe(catchError((err: unknown) => (isDamagedModel(err) ? defer(run) : throwError(() => err))));
}
