/**
 * The scoreboard as text for a terminal, as Markdown for the README, and as a JSON record;
 * and the floors the ratchet keeps.
 */
import { addCounts, FACETS, rates, type Count, type DocScore, type FacetName } from './score.js';

export const FACET_TITLES: Record<FacetName, string> = {
  sections: 'sections',
  tables: 'tables',
  rows: 'rows',
  definitions: 'terms',
  definitionText: 'term text',
  abbreviations: 'abbrevs',
  requirements: 'reqs',
  bodies: 'bodies',
};

export function totals(scores: readonly DocScore[]): Record<FacetName, Count> {
  const zero: Count = { tp: 0, fp: 0, fn: 0 };
  return Object.fromEntries(
    FACETS.map((f) => [f, scores.reduce((acc, s) => addCounts(acc, s.counts[f]), zero)]),
  ) as Record<FacetName, Count>;
}

const fmt = (x: number | null): string => (x === null ? '–' : x.toFixed(2));

/** "P/R" of one facet, or "·" when the document has nothing of it and nothing was found. */
function cell(c: Count): string {
  const r = rates(c);
  if (r.precision === null && r.recall === null) return '·';
  return `${fmt(r.precision)}/${fmt(r.recall)}`;
}

export function textBoard(scores: readonly DocScore[]): string {
  const name = Math.max(8, ...scores.map((s) => s.stem.length)) + 2;
  const w = 11;
  const head = 'document'.padEnd(name) + FACETS.map((f) => FACET_TITLES[f].padStart(w)).join('');
  const sub = ''.padEnd(name) + FACETS.map(() => 'P/R'.padStart(w)).join('');
  const line = (label: string, counts: Record<FacetName, Count>) =>
    label.padEnd(name) + FACETS.map((f) => cell(counts[f]).padStart(w)).join('');
  const rows = scores.map((s) => line(s.stem, s.counts));
  const all = totals(scores);
  const f1 = ''.padEnd(name - 4) + 'F1  ' + FACETS.map((f) => fmt(rates(all[f]).f1).padStart(w)).join('');
  return [head, sub, ...rows, '-'.repeat(name + w * FACETS.length), line('total', all), f1].join('\n');
}

export function markdownBoard(scores: readonly DocScore[]): string {
  const head = `| document | ${FACETS.map((f) => FACET_TITLES[f]).join(' | ')} |`;
  const rule = `|---|${FACETS.map(() => '---').join('|')}|`;
  const line = (label: string, counts: Record<FacetName, Count>) =>
    `| ${label} | ${FACETS.map((f) => cell(counts[f])).join(' | ')} |`;
  const all = totals(scores);
  const f1 = `| F1 (total) | ${FACETS.map((f) => fmt(rates(all[f]).f1)).join(' | ')} |`;
  return [head, rule, ...scores.map((s) => line(s.stem, s.counts)), line('**total** (P/R)', all), f1].join('\n');
}

export function verboseMisses(score: DocScore): string {
  const lines: string[] = [];
  for (const f of FACETS) {
    const misses = score.misses.filter((m) => m.facet === f);
    if (!misses.length) continue;
    lines.push(`\n## ${FACET_TITLES[f]} (${misses.length})`);
    for (const m of misses) {
      if (m.kind === 'missed') lines.push(`  missed   ${m.expected ?? ''}`);
      else if (m.kind === 'false') lines.push(`  false    ${m.got ?? ''}`);
      else lines.push(`  wrong    expected ${m.expected ?? ''}\n           got      ${m.got ?? ''}`);
    }
  }
  return lines.join('\n');
}

export function jsonRecord(scores: readonly DocScore[]): unknown {
  const facets = (counts: Record<FacetName, Count>) =>
    Object.fromEntries(FACETS.map((f) => [f, { ...counts[f], ...rates(counts[f]) }]));
  return {
    documents: scores.map((s) => ({
      document: s.stem,
      facets: facets(s.counts),
      sectionPagesRight: s.sectionPagesRight,
      misses: s.misses,
    })),
    total: facets(totals(scores)),
  };
}

/** Per document and facet, the precision and recall that must not fall (null: nothing to measure). */
export type Floors = Record<string, Partial<Record<FacetName, { precision: number | null; recall: number | null }>>>;

/** Rounded down to 3 decimals, so a floor never sits above the score it was written from. */
const floor3 = (x: number | null) => (x === null ? null : Math.floor(x * 1000 + 1e-9) / 1000);

export function floorsOf(scores: readonly DocScore[]): Floors {
  return Object.fromEntries(
    scores.map((s) => [
      s.stem,
      Object.fromEntries(
        FACETS.map((f) => {
          const r = rates(s.counts[f]);
          return [f, { precision: floor3(r.precision), recall: floor3(r.recall) }];
        }),
      ),
    ]),
  );
}

/** Where a score fell below its floor, or rose above it without the floor being raised. */
export function ratchetFindings(
  score: DocScore,
  floors: Floors[string] | undefined,
): { fell: string[]; rose: string[] } {
  const fell: string[] = [];
  const rose: string[] = [];
  const now = floorsOf([score])[score.stem] ?? {};
  for (const f of FACETS) {
    for (const k of ['precision', 'recall'] as const) {
      const was = floors?.[f]?.[k] ?? null;
      const is = now[f]?.[k] ?? null;
      const what = `${score.stem} ${FACET_TITLES[f]} ${k}`;
      if (was === null && is === null) continue;
      if (is === null || (was !== null && is < was)) fell.push(`${what}: ${is ?? 'none'} < floor ${was ?? 'none'}`);
      else if (was === null || is > was) rose.push(`${what}: ${is} > floor ${was ?? 'none'}`);
    }
  }
  return { fell, rose };
}
