/** This operation's CLI command: `pdfspec section`. */
import { defineCommand } from '../define-command.js';
import { SHARED_FLAGS } from '../shared-flags.js';
import { formatSection } from './format.js';
import type { GetSectionResult } from './schema.js';

export const getSectionCommand = defineCommand<GetSectionResult>({
  name: 'section',
  flags: {
    spec: SHARED_FLAGS.spec,
    section: SHARED_FLAGS.section,
    offset: SHARED_FLAGS.offset,
    limit: SHARED_FLAGS.limit,
  },
  positional: {
    name: 'section',
    variadic: true,
    key: 'section',
    describe: 'Section number: "7.3.4", "Annex A", "A.1"',
  },
  describe: 'Print a section with its whole subtree (text, lists, notes, examples, tables)',
  examples: [
    ['$0 section 7.3.4', 'Stream objects, in ISO 32000-2'],
    ['$0 section "Annex A" --spec pdf17', 'an annex of ISO 32000-1'],
    ['$0 section 12.8 --limit 20 --offset 20', 'the second page of 20 items'],
  ],
  format: formatSection,
  records: (r) => r.content,
});
