/**
 * search_spec: full-text search over one spec, or every available spec with
 * spec "all". Ranking and matching live in ../search; this file resolves specs,
 * merges their hits and shapes the result records.
 */
import { type Observable, defer, forkJoin, map, of, switchMap } from 'rxjs';
import type { DocModel } from '../../../model/types.js';
import type { OperationContext } from '../../operation-context.js';
import { PdfspecError } from '../../errors.js';
import type { SearchSpecInput, SearchSpecResult } from './schema.js';
import { searchModel, searchRegex$, type ModelSearch } from '../../search/search-model.js';
import { suggestTerms } from '../../search/suggest.js';
import { fallbackToSuggestions } from '../../resilience/index.js';
import { pageLabel, sectionIndex } from '../../model-index.js';
import { type Loaded, withModels } from '../with-model.js';
import { coverageGapOf } from '../../search/coverage-gap.js';
import { MATTER_TITLES, isMatterId, sectionOrMatter } from '../../matter.js';
import { loadCatalogue } from '../../catalogue.js';

export const DEFAULT_MAX_RESULTS = 10;

type SearchResult = SearchSpecResult['results'][number];

export function searchSpec(ctx: OperationContext, input: SearchSpecInput): Observable<SearchSpecResult> {
  const all = input.spec?.trim().toLowerCase() === 'all';
  const loaded$ = withModels(ctx, input.spec, 'search');
  return loaded$.pipe(
    switchMap((loaded) =>
      defer(() => searchLoaded(loaded, input, all ? 'all' : (loaded[0]?.entry.id ?? ''))).pipe(
        // No hits: answer with "did you mean" titles and terms (logged as a fallback).
        fallbackToSuggestions(
          (query) =>
            input.regex !== true
              ? suggestTerms(
                  loaded.map((l) => l.reader.model),
                  query,
                )
              : [],
          ctx,
        ),
      ),
    ),
    map(withCoverageGap),
  );
}

/** No hits for a query about a standard the corpus lacks: name the gap, so nobody reads "no such requirement". */
function withCoverageGap(r: SearchSpecResult): SearchSpecResult {
  if (r.totalResults > 0) return r;
  const gap = coverageGapOf(r.query, loadCatalogue().coverage.gaps);
  return gap ? { ...r, coverageGap: { area: gap.area, standards: gap.standards, consequence: gap.consequence } } : r;
}

/** `spec`: the id searched, or "all". */
function searchLoaded(loaded: Loaded[], input: SearchSpecInput, spec: string): Observable<SearchSpecResult> {
  if (!loaded.length)
    throw new PdfspecError(
      'missing_file',
      'no spec could be searched',
      'every available spec failed to load; see the notices',
    );
  const max = input.max_results ?? DEFAULT_MAX_RESULTS;
  const offset = input.offset ?? 0;
  const regex = input.regex === true;
  const query = input.query;
  const caseSensitive = input.case_sensitive === true;
  // Each model's best `offset + max` contain the overall best `offset + max`.
  const wanted = offset + max;
  const searches$: Observable<ModelSearch[]> = regex
    ? forkJoin(loaded.map(({ reader }) => searchRegex$(reader, query, wanted, caseSensitive)))
    : defer(() => of(loaded.map(({ reader }) => searchModel(reader, query, wanted, { caseSensitive }))));
  return searches$.pipe(
    map((searches) => searchRecord(loaded, searches, { spec, query, regex, caseSensitive, offset, max, input })),
  );
}

interface RecordShape {
  spec: string;
  query: string;
  regex: boolean;
  caseSensitive: boolean;
  offset: number;
  max: number;
  input: SearchSpecInput;
}

/** The result record from each model's search: hits merged across specs, paged. */
function searchRecord(loaded: Loaded[], searches: ModelSearch[], r: RecordShape): SearchSpecResult {
  const { spec, query, regex, caseSensitive, offset, max, input } = r;
  const wanted = offset + max;
  const found = loaded.map(({ entry, reader }, i) => ({
    spec: entry.id,
    reader,
    model: reader.model,
    search: searches[i]!,
  }));
  const merged = found
    .flatMap((f) => f.search.hits.map((hit, rank) => ({ f, hit, rank })))
    // Stable across specs: score, then each spec's own order, then catalogue order (stable sort).
    .sort((a, b) => b.hit.score - a.hit.score || a.rank - b.rank);
  const results: SearchResult[] = merged.slice(offset, wanted).map(({ f, hit }) => {
    const e = f.reader.element(hit.element)!;
    const section = sectionOrMatter(f.model, e.section, e.page, (end) => f.reader.elements(0, end));
    const page = f.search.pageOf(hit);
    return {
      spec: f.spec,
      section,
      title: sectionTitle(f.model, section),
      page,
      pageLabel: pageLabel(f.model, page),
      type: e.type,
      score: Math.round(hit.score * 1000) / 1000,
      snippet: f.search.snippetOf(hit),
    };
  });
  const totalResults = found.reduce((sum, f) => sum + f.search.total, 0);
  const bySpec = found.map((f) => ({ spec: f.spec, totalResults: f.search.total }));
  const record: SearchSpecResult = {
    spec,
    query,
    mode: regex ? 'regex' : 'words',
    caseSensitive,
    totalResults,
    bySpec,
    results,
  };
  const next = Math.min(offset, totalResults) + results.length;
  const truncated = next < totalResults;
  // A cut list always says so (a caller that did not ask for a page still learns there is more).
  if (input.offset !== undefined || truncated) {
    record.paging = { offset, limit: max, total: totalResults, truncated, nextOffset: truncated ? next : null };
  }
  return record;
}

function sectionTitle(model: DocModel, id: string): string {
  return sectionIndex(model).byId.get(id)?.title ?? (isMatterId(id) ? MATTER_TITLES[id] : '');
}
