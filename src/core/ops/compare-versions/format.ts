/**
 * What a person reads of a comparison: one section (or, with requirements, one requirement) per line with its
 * status, painted; a word diff inline.
 */
import type { CompareVersionsResult } from './schema.js';
import { layout, type Paint, type TextStyle } from '../text-style.js';

/** A word diff inline: removed words as [-…-], added as {+…+} (painted red and green on a terminal). */
function inlineDiff(
  diff: NonNullable<CompareVersionsResult['requirements']>['changes'][number]['diff'],
  s: TextStyle,
): string {
  return (diff ?? [])
    .map((d) => (d.op === 'same' ? d.text : d.op === 'added' ? s.c.green(`{+${d.text}+}`) : s.c.red(`[-${d.text}-]`)))
    .join('');
}

function formatRequirementChanges(r: CompareVersionsResult, s: TextStyle): string[] {
  const req = r.requirements!;
  const status: Record<string, Paint> = {
    unchanged: s.c.dim,
    changed: s.c.yellow,
    'level-changed': s.c.magenta,
    added: s.c.green,
    removed: s.c.red,
  };
  // Piped: one value per column (the older level, the newer level); on a terminal "should → shall".
  const level = (c: (typeof req.changes)[number]) =>
    s.tty
      ? [c.status === 'level-changed' ? `${c.level17} → ${c.level20}` : (c.level20 ?? c.level17 ?? '')]
      : [c.level17 ?? '', c.level20 ?? ''];
  const rows = req.changes.map((c) => [
    c.status,
    c.id17 ?? '',
    c.id20 ?? '',
    ...level(c),
    c.diff ? inlineDiff(c.diff, s) : (c.text20 ?? c.text17 ?? ''),
  ]);
  const lines = layout(
    rows,
    s,
    [(v) => (status[v.trim()] ?? s.c.bold)(v)],
    s.tty ? ['STATUS', r.from.toUpperCase(), r.to.toUpperCase(), 'LEVEL', 'REQUIREMENT'] : undefined,
  );
  if (!s.tty) return lines;
  const stats = Object.entries(req.statistics)
    .map(([k, n]) => `${n} ${k}`)
    .join(', ');
  const scope = r.section ? ` (section ${r.section})` : '';
  return [...lines, s.c.dim(`requirements ${r.from} → ${r.to}${scope}: ${stats}`)];
}

export function formatCompare(r: CompareVersionsResult, s: TextStyle): string[] {
  if (r.requirements) return formatRequirementChanges(r, s);
  const status: Record<string, Paint> = {
    same: s.c.dim,
    moved: s.c.yellow,
    renamed: s.c.magenta,
    added: s.c.green,
    removed: s.c.red,
  };
  // Piped: status, older section, newer section, older title, newer title — one value per column.
  const rows: string[][] = s.tty
    ? [
        ...r.matched.map((m) => [
          m.status,
          m.section17,
          m.section20,
          m.title20 ? `${m.title} → ${m.title20}${m.similarity !== undefined ? ` (${m.similarity})` : ''}` : m.title,
        ]),
        ...r.added.map((a) => ['added', '', a.sectionNumber, a.title]),
        ...r.removed.map((x) => ['removed', x.sectionNumber, '', x.title]),
      ]
    : [
        ...r.matched.map((m) => [m.status, m.section17, m.section20, m.title, m.title20 ?? m.title]),
        ...r.added.map((a) => ['added', '', a.sectionNumber, '', a.title]),
        ...r.removed.map((x) => ['removed', x.sectionNumber, '', x.title, '']),
      ];
  const lines = layout(
    rows,
    s,
    [(v) => (status[v.trim()] ?? s.c.bold)(v)],
    s.tty ? ['STATUS', r.from.toUpperCase(), r.to.toUpperCase(), 'TITLE'] : undefined,
  );
  if (!s.tty) return lines;
  const scope = r.section ? ` (section ${r.section})` : '';
  return [
    ...lines,
    s.c.dim(`${r.from} → ${r.to}${scope}: ${r.totalMatched} matched, ${r.totalAdded} added, ${r.totalRemoved} removed`),
  ];
}
