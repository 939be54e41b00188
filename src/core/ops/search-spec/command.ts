/** This operation's CLI command: `pdfspec search`. */
import { defineCommand } from '../define-command.js';
import { SHARED_FLAGS } from '../shared-flags.js';
import { formatSearch } from './format.js';
import type { SearchSpecResult } from './schema.js';

export const searchSpecCommand = defineCommand<SearchSpecResult>({
  name: 'search',
  flags: {
    spec: SHARED_FLAGS.spec,
    'max-results': { takes: 'integer', describe: 'Maximum results, 1–50 (default 10), or "all" for every hit' },
    offset: SHARED_FLAGS.offset,
    regex: {
      takes: 'switch',
      describe: 'Read the query as a regular expression (RE2 syntax: no backreferences or lookaround), not as words',
    },
    'case-sensitive': { takes: 'switch', describe: 'Match letter case exactly' },
  },
  positional: {
    name: 'query',
    key: 'query',
    variadic: true,
    describe:
      'Words or a phrase (exact phrase first, then all words); "artifact*" matches words starting with artifact',
  },
  describe: 'Full-text search; exits 1 when nothing matches',
  options: {
    count: { takes: 'switch', alias: 'c', describe: 'Print the number of hits per spec instead of the hits' },
    'files-with-matches': { takes: 'switch', alias: 'l', describe: 'Print only the ids of the specs with hits' },
    all: { takes: 'switch', describe: 'Every hit, however many (for scripts); the same as --max-results all' },
  },
  examples: [
    ['$0 search "logical content order"', 'phrase hits first, headings before body text'],
    ['$0 search "incremental update" --spec all --max-results 20', 'every available spec'],
    ['$0 search "artifact*" --offset 10', 'artifact, artifacts …: the second page of 10'],
    [
      "$0 search --regex '/[A-Z][a-zA-Z]+Font\\b' --case-sensitive",
      'the query as a regular expression, letter case exact',
    ],
    ['$0 search structure --all | wc -l', 'every hit, for a script'],
    ['$0 search signature --spec all -c', 'hits per spec'],
    ["$0 search shall not --json | jq '.results[0]'", 'the best hit as JSON'],
  ],
  format: formatSearch,
  records: (r) => r.results,
});
