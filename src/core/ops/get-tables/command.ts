/** This operation's CLI command: `pdfspec tables`. */
import { defineCommand } from '../define-command.js';
import { SHARED_FLAGS } from '../shared-flags.js';
import { formatTables } from './format.js';
import type { GetTablesResult } from './schema.js';

export const getTablesCommand = defineCommand<GetTablesResult>({
  name: 'tables',
  flags: {
    spec: SHARED_FLAGS.spec,
    section: SHARED_FLAGS.section,
    all: {
      takes: 'switch',
      describe:
        'Every table of the document, one per line (page with --offset/--limit); with a section, its tables listed so',
    },
    'table-index': { takes: 'integer', describe: 'Only the table at this 0-based index' },
    offset: SHARED_FLAGS.offset,
    limit: SHARED_FLAGS.limit,
  },
  positional: {
    name: 'section',
    variadic: true,
    key: 'section',
    describe: 'Section number ("7.3.4") or table number ("Table 29", or "Figure 7" for a table captioned as a figure)',
  },
  describe:
    'Print the tables of a section, one table by its number, or list every table (--all; with a section, list its tables)',
  // `tables --all 5.1.1`: the one-line-per-table list of that section's tables (the core gets the section only).
  prepare: (given) => {
    if (given.section !== undefined && given.all === true) delete given.all;
  },
  needs: {
    keys: ['section', 'all'],
    message: 'give {section} (a section "7.3.4" or a table "Table 29"), or {all} for every table of the document',
  },
  examples: [
    ['$0 tables 7.3.4 --table-index 0', 'the first table in 7.3.4'],
    ['$0 tables "Table 29"', 'one table by its printed number'],
    ['$0 tables "Figure 7" --spec nist-fips-197', 'a table the document captions as a figure, by that number'],
    ['$0 tables --all', 'every table: caption, section, page, size — one per line'],
    ['$0 tables --all --limit 20 --offset 20', 'the second page of 20'],
    ['$0 tables --all 5.1.1', 'the tables of 5.1.1, one per line'],
    ['$0 tables 7.3.4 | cut -f1', 'piped: tab-separated rows'],
  ],
  format: formatTables,
  records: (r) => r.tables,
});
