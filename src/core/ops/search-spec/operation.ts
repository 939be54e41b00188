import { defineOperation } from '../define-operation.js';
import { SEARCH_SPEC } from './name.js';
import { describeGap } from '../../search/coverage-gap.js';
import { searchSpec } from './search-spec.js';
import { searchSpecInput, searchSpecOutput } from './schema.js';

export const searchSpecOperation = defineOperation({
  name: SEARCH_SPEC,
  input: searchSpecInput,
  output: searchSpecOutput,
  run: searchSpec,
  empty: {
    found: (r) => ({ total: r.totalResults, what: 'results' }),
    filters: ['query', 'regex', 'case_sensitive'],
    note: (r) => (r.coverageGap ? describeGap(r.coverageGap) : null),
  },
});
