/** This operation's CLI command: `pdfspec roles`, who or what a document's requirements bind. */
import { defineCommand } from '../define-command.js';
import { SHARED_FLAGS } from '../shared-flags.js';
import { formatRoles } from './format.js';
import type { ListRolesResult } from './schema.js';

export const listRolesCommand = defineCommand<ListRolesResult>({
  name: 'roles',
  flags: { spec: SHARED_FLAGS.spec, section: SHARED_FLAGS.section },
  positional: { name: 'section', variadic: true, key: 'section', describe: 'Only this section and its subtree' },
  describe:
    'List who or what the requirements bind — the roles the document names (Client, PDF writer), file (data), unspecified — with counts',
  examples: [
    ['$0 roles --spec mqtt-v5-0', 'Client, Server, file … with how many requirements each'],
    ['$0 roles 12.8', 'the roles of the digital signature clauses of ISO 32000-2'],
    ['$0 roles --json | jq -r ".roles[].role"', 'the role names, for --role'],
  ],
  format: formatRoles,
  records: (r) => r.roles,
});
