/** This operation's CLI command: `pdfspec check "statement"`. */
import { defineCommand } from '../define-command.js';
import { SHARED_FLAGS } from '../shared-flags.js';
import { formatCheck } from './format.js';
import type { CheckStatementResult } from './schema.js';

export const checkStatementCommand = defineCommand<CheckStatementResult>({
  name: 'check',
  flags: { spec: SHARED_FLAGS.spec, section: SHARED_FLAGS.section },
  positional: { name: 'statement', variadic: true, key: 'statement', describe: 'The claim, in plain English' },
  describe:
    'Check a statement against the requirements: supported, contradicted or unknown (no requirement close enough), with the requirement it rests on',
  examples: [
    ['$0 check "A Client may send a PUBLISH packet before CONNACK" --spec mqtt-v5-0', 'contradicted, and by which'],
    ['$0 check "The Server must send a CONNACK" --spec mqtt-v5-0 --json', 'the verdict and its basis as JSON'],
    ['$0 check "A writer shall not use LZW" --section 7.4', 'against one section and its subtree'],
  ],
  format: formatCheck,
  records: (r) => r.basis,
});
