/**
 * `fallbackToSuggestions` — a search with no hits still answers: it carries a
 * few fuzzy "did you mean" suggestions (section titles, terms) so the user
 * sees where to look next. Results with hits pass through unchanged.
 *
 * @example
 * search$(model, input).pipe(fallbackToSuggestions((q) => suggest(model, q), ctx))
 */
import {
  type MonoTypeOperatorFunction,
  type Observable,
  from,
  isObservable,
  map,
  mergeMap,
  of,
  take,
  defaultIfEmpty,
} from 'rxjs';
import type { OperationContext } from '../operation-context.js';
import { MAX_SUGGESTIONS } from '../did-you-mean.js';

const isArrayLike = (x: unknown): x is readonly string[] => Array.isArray(x);

export interface SearchLike {
  query: string;
  totalResults: number;
  suggestions?: string[];
}

export function fallbackToSuggestions<R extends SearchLike>(
  suggest: (query: string) => Observable<string[]> | readonly string[] | Promise<string[]>,
  ctx: Pick<OperationContext, 'log'>,
): MonoTypeOperatorFunction<R> {
  return mergeMap((result: R) => {
    if (result.totalResults > 0 || (result.suggestions?.length ?? 0) > 0) return of(result);
    const found = suggest(result.query);
    const found$ = isObservable(found) ? found : isArrayLike(found) ? of([...found]) : from(found);
    return found$.pipe(
      take(1),
      defaultIfEmpty([] as readonly string[]),
      map((list) => {
        const suggestions = [...new Set(list)].slice(0, MAX_SUGGESTIONS);
        ctx.log(
          `fallback: no hits for ${JSON.stringify(result.query)}; ${suggestions.length ? `suggesting ${suggestions.map((s) => JSON.stringify(s)).join(', ')}` : 'no suggestions either'}`,
        );
        return { ...result, suggestions };
      }),
    );
  });
}
