/** This operation's CLI command: `pdfspec definitions`. */
import { defineCommand } from '../define-command.js';
import { SHARED_FLAGS } from '../shared-flags.js';
import { formatDefinitions } from './format.js';
import type { GetDefinitionsResult } from './schema.js';

export const getDefinitionsCommand = defineCommand<GetDefinitionsResult>({
  name: 'definitions',
  flags: {
    spec: SHARED_FLAGS.spec,
    term: { takes: 'string', describe: 'Match the term or an admitted term (not the definition text)' },
    kind: {
      takes: 'string',
      describe: 'term (terms clauses) or abbreviation (acronyms / abbreviations clauses); default both',
    },
    offset: SHARED_FLAGS.offset,
    limit: SHARED_FLAGS.limit,
  },
  positional: { name: 'term', variadic: true, key: 'term', describe: 'Term, admitted term or abbreviation' },
  describe: 'Look up the "Terms and definitions" and the acronyms / abbreviations clauses',
  examples: [
    ['$0 definitions --term glyph', 'glyph, and terms starting with it'],
    ['$0 definitions KEM --kind abbreviation', 'what the abbreviation KEM stands for'],
    ['$0 definitions --spec wtpdf', 'all WTPDF definitions'],
  ],
  format: formatDefinitions,
  records: (r) => r.definitions,
});
