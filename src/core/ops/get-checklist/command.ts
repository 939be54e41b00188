/** This operation's CLI command: `pdfspec checklist`, a section's requirements as a checklist. */
import { defineCommand } from '../define-command.js';
import { mustIsShall, SHARED_FLAGS } from '../shared-flags.js';
import { checkFormat, formatChecklist } from './format.js';
import type { GetChecklistResult } from './schema.js';

export const getChecklistCommand = defineCommand<GetChecklistResult>({
  name: 'checklist',
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
    describe: 'The section whose subtree the checklist covers (default: the whole document)',
  },
  options: {
    format: {
      takes: 'string',
      describe: 'md (task lists by section, the default), csv (one requirement a row) or json',
    },
  },
  checkArgs: checkFormat,
  prepare: mustIsShall,
  describe:
    'Print the requirements of a section and its subtree as a checklist: id, content id, level, role, label, printed page, sentence',
  examples: [
    ['$0 checklist 12.8 --role writer --format md', 'what a PDF writer must do for digital signatures, as task lists'],
    ['$0 checklist 3.1 --role Client --format csv --spec mqtt-v5-0 > connect.csv', 'CONNECT, for a spreadsheet'],
    ['$0 checklist 7.3 --level shall --format json', 'the shall requirements of 7.3 as JSON'],
  ],
  format: formatChecklist,
  records: (r) => r.groups.flatMap((g) => g.items.map((i) => ({ section: g.section, ...i }))),
});
