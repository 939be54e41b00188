/**
 * People-facing output of the list-like results: specs, requirements,
 * definitions and the version comparison. One record per line.
 */
import type {
  CompareVersionsResult,
  GetDefinitionsResult,
  GetRequirementsResult,
  ListSpecsResult,
} from '../../core/index.js';
import { layout, type Paint, type Style } from './style.js';

export function formatSpecs(r: ListSpecsResult, s: Style): string[] {
  const rows = r.specs.map((x) => [
    x.id,
    x.category,
    x.available ? 'yes' : x.reason ? `no (${x.reason})` : 'no',
    x.pages === null ? '' : String(x.pages),
    x.title,
    ...(s.tty ? [] : [x.file ?? '']),
  ]);
  const avail: Paint = (v) => (v.startsWith('yes') ? s.c.green(v) : s.c.dim(v));
  const lines = layout(
    rows,
    s,
    [s.c.bold, undefined, avail, s.c.dim],
    s.tty ? ['ID', 'CATEGORY', 'AVAILABLE', 'PAGES', 'TITLE'] : undefined,
  );
  if (!s.tty) return lines;
  const have = r.specs.filter((x) => x.available).length;
  const gaps = r.coverage.gaps.map((g) => `  ${s.c.yellow('not covered:')} ${g.area} (${g.standards.join(', ')})`);
  return [...lines, '', s.c.dim(`${have} of ${r.totalSpecs} available.`) + ' ' + r.coverage.note, ...gaps];
}

const LEVEL_PAINT: Record<string, keyof Style['c']> = {
  shall: 'red',
  'shall not': 'red',
  should: 'yellow',
  'should not': 'yellow',
  may: 'cyan',
};

export function formatRequirements(r: GetRequirementsResult, s: Style): string[] {
  // On a terminal the level shows the form as printed when it differs ("shall (must)"); piped, the level alone.
  const rows = r.requirements.map((q) => [
    q.id,
    s.tty && q.keyword !== q.level ? `${q.level} (${q.keyword})` : q.level,
    q.section,
    q.table ? `[${q.table.number ?? 'table'}, ${q.table.rowKey}] ${q.text}` : q.text,
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

export function formatDefinitions(r: GetDefinitionsResult, s: Style): string[] {
  if (!s.tty) {
    return layout(
      r.definitions.map((d) => [
        d.section,
        d.term,
        d.admittedTerms.join('; '),
        d.definition,
        [...d.notes, ...d.examples].join(' | '),
        d.source ?? '',
        d.kind, // last: the columns scripts already cut keep their places
      ]),
      s,
    );
  }
  const out: string[] = [];
  for (const d of r.definitions) {
    const admitted = d.admittedTerms.length ? ` ${s.c.dim(`(${d.admittedTerms.join('; ')})`)}` : '';
    const kind = d.kind === 'abbreviation' ? ` ${s.c.dim('(abbreviation)')}` : '';
    out.push(`${s.c.dim(d.section)}  ${s.c.bold(d.term)}${admitted}${kind}`);
    out.push(`      ${d.definition}`);
    for (const n of [...d.notes, ...d.examples]) out.push(`      ${s.c.dim(n)}`);
    if (d.source) out.push(`      ${s.c.dim(`[SOURCE: ${d.source}]`)}`);
  }
  if (!r.definitions.length) out.push(s.c.dim('no matching definitions'));
  return out;
}

/** A word diff inline: removed words as [-…-], added as {+…+} (painted red and green on a terminal). */
function inlineDiff(
  diff: NonNullable<CompareVersionsResult['requirements']>['changes'][number]['diff'],
  s: Style,
): string {
  return (diff ?? [])
    .map((d) => (d.op === 'same' ? d.text : d.op === 'added' ? s.c.green(`{+${d.text}+}`) : s.c.red(`[-${d.text}-]`)))
    .join('');
}

function formatRequirementChanges(r: CompareVersionsResult, s: Style): string[] {
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

export function formatCompare(r: CompareVersionsResult, s: Style): string[] {
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
