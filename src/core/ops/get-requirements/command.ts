/** This operation's CLI command: `pdfspec requirements`. */
import { defineCommand } from '../define-command.js';
import { SHARED_FLAGS } from '../shared-flags.js';
import { formatRequirements } from './format.js';
import type { GetRequirementsResult } from './schema.js';

export const getRequirementsCommand = defineCommand<GetRequirementsResult>({
  name: 'requirements',
  flags: {
    spec: SHARED_FLAGS.spec,
    section: SHARED_FLAGS.section,
    level: { takes: 'string', describe: 'all, shall, "shall not", should, "should not" or may ("must" is shall)' },
    offset: SHARED_FLAGS.offset,
    limit: SHARED_FLAGS.limit,
  },
  positional: {
    name: 'section',
    variadic: true,
    key: 'section',
    describe: 'Only this section and its subtree: "8.2.5", "Annex A"',
  },
  describe:
    'List normative requirements (shall, shall not, should, should not, may; "must" counts as shall) sentence by sentence',
  // The model files "must" under shall (and "must not" under shall not): --level must asks for those.
  prepare: (given) => {
    if (given.level === 'must') given.level = 'shall';
    else if (given.level === 'must not') given.level = 'shall not';
  },
  examples: [
    ['$0 requirements 12.8 --level shall', 'what a signature implementation must do'],
    ['$0 requirements --spec wtpdf --level "shall not"', 'prohibitions in WTPDF'],
    ['$0 requirements 8.2.5 --spec wtpdf --level must', '"must" is shall'],
    ['$0 requirements 7.3 --ndjson | wc -l', 'count them'],
  ],
  format: formatRequirements,
  records: (r) => r.requirements,
});
