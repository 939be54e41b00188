/** `pdfspec roles`: who or what a document's requirements bind, with their counts (the list roles operation). */
import { LIST_ROLES, type ListRolesResult } from '../../../core/index.js';
import { layout, type Style } from '../../output/style.js';
import { command } from '../op-command-spec.js';

export function formatRoles(r: ListRolesResult, s: Style): string[] {
  const rows = r.roles.map((x) => [
    String(x.count),
    x.role,
    Object.entries(x.levels)
      .map(([l, n]) => `${l} ${n}`)
      .join(', '),
  ]);
  const lines = layout(rows, s, [s.c.bold, s.c.cyan, s.c.dim]);
  if (!s.tty) return lines;
  const scope = r.filter.section ? ` in ${r.filter.section}` : '';
  return [
    ...lines,
    s.c.dim(`${r.totalRequirements} requirements${scope}; pdfspec requirements --role ROLE lists them`),
  ];
}

export const rolesCommand = command({
  op: LIST_ROLES,
  name: 'roles',
  flags: ['spec', 'section'],
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
