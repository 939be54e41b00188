/** Live search results for the query being typed (see lib/search-stream). */
import { useEffect, useMemo } from 'react';
import { BehaviorSubject } from 'rxjs';
import { searchStream, type SearchOutcome } from '../lib/search-stream.js';
import { useCore } from './use-core.js';
import { type ObservableState, useObservable } from './use-observable.js';
import { SEARCH_SPEC } from '../../src/core/index.js';

export const SEARCH_MAX_RESULTS = 30;

export function useSearch(spec: string | undefined, query: string): ObservableState<SearchOutcome> {
  const core = useCore();
  // A fresh subject per spec (and core): the stream restarts there, while typing only feeds it the new query.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `query` seeds the subject, it must not recreate it
  const query$ = useMemo(() => new BehaviorSubject(query), [core, spec]);
  const state = useObservable(
    () =>
      searchStream(query$, (q) =>
        core[SEARCH_SPEC]({ ...(spec ? { spec } : {}), query: q, max_results: SEARCH_MAX_RESULTS }),
      ),
    [query$],
  );
  useEffect(() => {
    query$.next(query);
  }, [query$, query]);
  return state;
}
