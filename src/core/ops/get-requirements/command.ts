/** This operation's CLI command: `pdfspec requirements`. */
import { defineCommand } from '../define-command.js';
import { mustIsShall, SHARED_FLAGS } from '../shared-flags.js';
import { formatRequirements } from './format.js';
import type { GetRequirementsResult } from './schema.js';

export const getRequirementsCommand = defineCommand<GetRequirementsResult>({
  name: 'requirements',
  flags: {
    spec: SHARED_FLAGS.spec,
    section: SHARED_FLAGS.section,
    level: SHARED_FLAGS.level,
    role: SHARED_FLAGS.role,
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
  prepare: mustIsShall,
  examples: [
    ['$0 requirements 12.8 --level shall', 'what a signature implementation must do'],
    ['$0 requirements --spec wtpdf --level "shall not"', 'prohibitions in WTPDF'],
    ['$0 requirements 8.2.5 --spec wtpdf --level must', '"must" is shall'],
    ['$0 requirements 3.1 --spec mqtt-v5-0 --role Client', 'what binds an MQTT Client (see `pdfspec roles`)'],
    ['$0 requirements 7.3 --ndjson | wc -l', 'count them'],
  ],
  format: formatRequirements,
  records: (r) => r.requirements,
});
