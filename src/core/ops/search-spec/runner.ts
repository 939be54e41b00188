/**
 * The operation without its schemas, so without zod: what the core answers with when its check without zod
 * passes (define-runner.ts).
 */
import { defineRunner } from '../define-runner.js';
import { describeGap } from '../../search/coverage-gap.js';
import { searchSpec } from './search-spec.js';
import { searchQueryRule } from './rule.js';

export const searchSpecRunner = defineRunner({
  run: searchSpec,
  empty: {
    found: (r) => ({ total: r.totalResults, what: 'results' }),
    filters: ['query', 'regex', 'case_sensitive'],
    note: (r) => (r.coverageGap ? describeGap(r.coverageGap) : null),
  },
  rule: searchQueryRule,
});
