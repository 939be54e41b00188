/** What a person reads of the roles: count, role, and its requirements by level; on a terminal, how to list them. */
import { layout, type TextStyle } from '../text-style.js';
import type { ListRolesResult } from './schema.js';

export function formatRoles(r: ListRolesResult, s: TextStyle): string[] {
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
