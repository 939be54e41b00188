/**
 * Search as you type: queries are debounced, repeated queries are dropped, and
 * `switchMap` unsubscribes from the previous query's search as soon as a newer
 * query arrives, so a slow stale answer can never overwrite a fresh one.
 * A failed search becomes an outcome, so the stream survives to the next query.
 */
import {
  type Observable,
  type SchedulerLike,
  asyncScheduler,
  catchError,
  debounceTime,
  distinctUntilChanged,
  map,
  of,
  switchMap,
} from 'rxjs';
import { type PdfspecError, type SearchSpecResult, toPdfspecError } from '../../src/core/index.js';

export type SearchOutcome =
  | { kind: 'empty' }
  | { kind: 'ok'; query: string; result: SearchSpecResult }
  | { kind: 'error'; query: string; error: PdfspecError };

export const SEARCH_DEBOUNCE_MS = 150;

export function searchStream(
  query$: Observable<string>,
  run: (query: string) => Observable<SearchSpecResult>,
  debounceMs: number = SEARCH_DEBOUNCE_MS,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<SearchOutcome> {
  return query$.pipe(
    map((q) => q.trim()),
    debounceTime(debounceMs, scheduler),
    distinctUntilChanged(),
    switchMap((query): Observable<SearchOutcome> => {
      if (!query) return of({ kind: 'empty' });
      return run(query).pipe(
        map((result): SearchOutcome => ({ kind: 'ok', query, result })),
        catchError((err: unknown) => of<SearchOutcome>({ kind: 'error', query, error: toPdfspecError(err) })),
      );
    }),
  );
}
