/** This operation's CLI command: `pdfspec refs`. */
import { defineCommand } from '../define-command.js';
import { SHARED_FLAGS } from '../shared-flags.js';
import { formatReferences } from './format.js';
import type { FindReferencesResult } from './schema.js';

/** For --ndjson: both lists as one, each record with its direction. */
export function referenceRecords(x: FindReferencesResult): unknown[] {
  return [
    ...x.outgoing.map((o) => ({ direction: 'outgoing', ...o })),
    ...x.incoming.map((i) => ({ direction: 'incoming', ...i })),
  ];
}

export const findReferencesCommand = defineCommand<FindReferencesResult>({
  name: 'refs',
  flags: {
    spec: SHARED_FLAGS.spec,
    section: SHARED_FLAGS.section,
    offset: SHARED_FLAGS.offset,
    limit: SHARED_FLAGS.limit,
  },
  positional: {
    name: 'section',
    key: 'section',
    describe:
      'Section number ("7.3.4", "Annex A") or table number ("Table 29"; "Figure 7" for a table captioned as a figure)',
  },
  describe: 'Cross-references: what a section (or table) references, and what references it; unresolved ones too',
  examples: [
    ['$0 refs 7.3.4', 'what 7.3.4 cites, and every place that cites 7.3.4'],
    ['$0 refs "Table 29" --ndjson', 'one JSON record per reference, with a direction'],
  ],
  format: formatReferences,
  records: referenceRecords,
});
