/**
 * What a person reads of the requirements: one per line, its level painted, the counts by level under them.
 */
import type { GetRequirementsResult } from './schema.js';
import { layout, type Paint, type TextStyle } from '../text-style.js';
import { withListItems } from '../list-items.js';

const LEVEL_PAINT: Record<string, keyof TextStyle['c']> = {
  shall: 'red',
  'shall not': 'red',
  should: 'yellow',
  'should not': 'yellow',
  may: 'cyan',
};

export function formatRequirements(r: GetRequirementsResult, s: TextStyle): string[] {
  // On a terminal the level shows the form as printed when it differs ("shall (must)"); piped, the level alone.
  const rows = r.requirements.map((q) => [
    q.id,
    s.tty && q.keyword !== q.level ? `${q.level} (${q.keyword})` : q.level,
    q.section,
    (q.table ? `[${q.table.number ?? 'table'}, ${q.table.rowKey}] ` : '') + withListItems(q.text, q.listItems),
  ]);
  const level: Paint = (v) => s.c[LEVEL_PAINT[v.replace(/\s*\(.*$/, '').trim()] ?? 'bold'](v);
  const lines = layout(rows, s, [s.c.dim, level, s.c.bold]);
  if (!s.tty) return lines;
  const stats = Object.entries(r.statistics)
    .filter(([, n]) => n > 0)
    .map(([l, n]) => `${l} ${n}`)
    .join(', ');
  const scope = r.filter.section ? ` in ${r.filter.section}` : '';
  const matched = r.matchedRequirements ?? r.totalRequirements;
  return [...lines, s.c.dim(`${matched} requirement${matched === 1 ? '' : 's'}${scope}${stats ? `: ${stats}` : ''}`)];
}
