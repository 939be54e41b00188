/**
 * A section's content, fetched in pages of the section operation so that opening a whole
 * clause of a 1000-page standard shows its start at once; `loadMore` fetches
 * the next page when the reader gets near the end.
 */
import { useCallback, useMemo } from 'react';
import { BehaviorSubject, concatMap, scan } from 'rxjs';
import { GET_SECTION, type GetSectionResult } from '../../src/core/index.js';
import { useCore } from './use-core.js';
import { type ObservableState, useObservable } from './use-observable.js';

export const SECTION_PAGE = 400;

export interface SectionState {
  state: ObservableState<GetSectionResult>;
  /** Whether more content exists beyond what was loaded. */
  more: boolean;
  loadMore(): void;
}

export function useSection(spec: string | undefined, section: string | null): SectionState {
  const core = useCore();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- paging starts again at 0 for each spec and section
  const offset$ = useMemo(() => new BehaviorSubject(0), [core, spec, section]);
  const state = useObservable(() => {
    if (!section) return null;
    return offset$.pipe(
      concatMap((offset) => core[GET_SECTION]({ ...(spec ? { spec } : {}), section, offset, limit: SECTION_PAGE })),
      scan(
        (acc: GetSectionResult | null, next) => (acc ? { ...next, content: [...acc.content, ...next.content] } : next),
        null,
      ),
    );
  }, [offset$]);
  const value = state.value ?? null;
  const next = value?.paging?.nextOffset ?? null;
  const more = next !== null && next !== undefined && state.status === 'ok';
  const loadMore = useCallback(() => {
    if (more && next !== null && offset$.value < next) offset$.next(next);
  }, [more, next, offset$]);
  return { state: state as ObservableState<GetSectionResult>, more, loadMore };
}
