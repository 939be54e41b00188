/** This operation's CLI command: `pdfspec cite ID`, a citation of one requirement. */
import { defineCommand } from '../define-command.js';
import { SHARED_FLAGS } from '../shared-flags.js';
import { formatCite } from './format.js';
import type { CiteRequirementResult } from './schema.js';

export const citeRequirementCommand = defineCommand<CiteRequirementResult>({
  name: 'cite',
  flags: { spec: SHARED_FLAGS.spec },
  positional: {
    name: 'id',
    key: 'id',
    describe: 'A requirement id (R-7.3.4-2), a content id (c-3fa9b2c1) or a printed label (MQTT-3.1.2-3)',
  },
  describe: 'Print a citation of one requirement: document, edition, section, printed page, ids and the quote',
  examples: [
    ['$0 cite MQTT-3.1.2-3 --spec mqtt-v5-0', 'by the conformance label MQTT 5.0 prints'],
    ['$0 cite R-7.3.4-2', 'by requirement id'],
    ['$0 cite c-3fa9b2c1 --spec mqtt-v5-0 | pbcopy', 'by content id, one line to paste (piped)'],
  ],
  format: formatCite,
  records: (r) => [r],
});
