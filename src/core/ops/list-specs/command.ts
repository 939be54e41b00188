/** This operation's CLI command: `pdfspec list-specs`. */
import { defineCommand } from '../define-command.js';
import { formatSpecs } from './format.js';
import type { ListSpecsResult } from './schema.js';

export const listSpecsCommand = defineCommand<ListSpecsResult>({
  name: 'list-specs',
  flags: {
    category: { takes: 'string', describe: 'standard, ts, pdfua, guide, appnote, sample or user' },
  },
  describe:
    'List the 17 known specifications (and samples, user PDFs): which are available, what the corpus cannot answer',
  examples: [
    ['$0 list-specs', 'every spec, available or not'],
    ['$0 list-specs --category guide', 'only the PDF Association guides'],
    ["$0 list-specs --json | jq -r '.specs[] | select(.available) | .id'", 'ids of the specs you have'],
  ],
  format: formatSpecs,
  records: (r) => r.specs,
});
