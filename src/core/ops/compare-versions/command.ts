/** This operation's CLI command: `pdfspec compare`. */
import { defineCommand } from '../define-command.js';
import { SHARED_FLAGS } from '../shared-flags.js';
import { formatCompare } from './format.js';
import type { CompareVersionsResult } from './schema.js';

/** For --ndjson: the requirement changes, or the three lists of sections as one, each record with its status. */
export function compareRecords(c: CompareVersionsResult): unknown[] {
  if (c.requirements) return c.requirements.changes;
  return [
    ...c.matched,
    ...c.added.map((a) => ({ status: 'added', section17: null, section20: a.sectionNumber, title: a.title })),
    ...c.removed.map((x) => ({ status: 'removed', section17: x.sectionNumber, section20: null, title: x.title })),
  ];
}

export const compareVersionsCommand = defineCommand<CompareVersionsResult>({
  name: 'compare',
  flags: {
    from: { takes: 'string', describe: 'Older spec (default pdf17)' },
    to: { takes: 'string', describe: 'Newer spec (default iso32000-2)' },
    section: SHARED_FLAGS.section,
    requirements: {
      takes: 'switch',
      describe:
        'Also pair the requirements of matched sections: unchanged, changed (word diff), level changed, added, removed',
    },
    'changes-only': {
      takes: 'switch',
      describe: 'Leave out what did not change: unchanged requirements (with --requirements) and same sections',
    },
    offset: SHARED_FLAGS.offset,
    limit: SHARED_FLAGS.limit,
  },
  positional: {
    name: 'section',
    variadic: true,
    key: 'section',
    describe: 'Limit to this subtree (in either edition)',
  },
  describe: 'Compare two editions section by section (default PDF 1.7 → PDF 2.0)',
  examples: [
    ['$0 compare --section 12.8', 'digital signatures: same, moved, renamed, added, removed'],
    ['$0 compare --from sample17 --to sample20', 'the bundled sample editions'],
    ['$0 compare --requirements 12.8', 'which requirements of 12.8 changed, were added or removed'],
    ['$0 compare --from sample17 --to sample20 --requirements --changes-only', 'only what changed'],
  ],
  format: formatCompare,
  records: compareRecords,
});
