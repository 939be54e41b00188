/**
 * The scoreboard as text for a terminal, as Markdown for the README, and as a JSON record
 * (the floors the ratchet keeps are in floors.ts).
 */
import { cellSummary, type CellTable, type TableCells } from './cells.js';
import type { ArrivalDoc, ArrivalRecord } from './arrival.js';
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

const fmt = (x: number | null): string => (x === null ? '–' : x.toFixed(2));

/**
 * The columns of tables cell by cell, after the facets: tables found (captioned and uncaptioned, P/R),
 * mean TEDS over the truth tables with cells, and the share of them exact in every cell.
 */
export const CELL_COLUMNS = ['found', 'teds', 'exact'] as const;
export type CellColumn = (typeof CELL_COLUMNS)[number];
const CELL_TITLES: Record<CellColumn, [string, string]> = {
  found: ['found', 'P/R'],
  teds: ['TEDS', 'mean'],
  exact: ['exact', 'share'],
};

interface Line {
  counts: Record<FacetName, Count>;
  found: Count;
  cellTables: readonly CellTable[];
}

const lineOf = (s: DocScore): Line => ({ counts: s.counts, found: s.cells.found, cellTables: s.cells.tables });

/** The lines of several documents added up: counts summed, cell tables pooled. */
function sumLines(lines: readonly Line[]): Line {
  const zero: Count = { tp: 0, fp: 0, fn: 0 };
  return {
    counts: Object.fromEntries(
      FACETS.map((f) => [f, lines.reduce((acc, l) => addCounts(acc, l.counts[f]), zero)]),
    ) as Record<FacetName, Count>,
    found: lines.reduce((acc, l) => addCounts(acc, l.found), zero),
    cellTables: lines.flatMap((l) => l.cellTables),
  };
}

const totalLine = (scores: readonly DocScore[]): Line => sumLines(scores.map(lineOf));

/** "P/R" of one facet, or "·" when the document has nothing of it and nothing was found. */
function cell(c: Count): string {
  const r = rates(c);
  if (r.precision === null && r.recall === null) return '·';
  return `${fmt(r.precision)}/${fmt(r.recall)}`;
}

/** The text of every column of a line: the facets, then found, TEDS and exact ("·" where no table has cells). */
function columns(l: Line): string[] {
  const { teds, exact } = cellSummary(l.cellTables);
  const share = (x: number | null) => (x === null ? '·' : fmt(x));
  return [...FACETS.map((f) => cell(l.counts[f])), cell(l.found), share(teds), share(exact)];
}

const headTitles = (): string[] => [
  ...FACETS.map((f) => FACET_TITLES[f]),
  ...CELL_COLUMNS.map((c) => CELL_TITLES[c][0]),
];
const subTitles = (): string[] => [...FACETS.map(() => 'P/R'), ...CELL_COLUMNS.map((c) => CELL_TITLES[c][1])];

/** The F1 line: F1 of the facets and of found; TEDS and exact are no P/R pairs. */
function f1s(all: Line): string[] {
  return [...FACETS.map((f) => fmt(rates(all.counts[f]).f1)), fmt(rates(all.found).f1), '', ''];
}

export function textBoard(scores: readonly DocScore[]): string {
  const name = Math.max(8, ...scores.map((s) => s.stem.length)) + 2;
  const w = 11;
  const n = FACETS.length + CELL_COLUMNS.length;
  const row = (label: string, cells: string[]) => label.padEnd(name) + cells.map((c) => c.padStart(w)).join('');
  const all = totalLine(scores);
  return [
    row('document', headTitles()),
    row('', subTitles()),
    ...scores.map((s) => row(s.stem, columns(lineOf(s)))),
    '-'.repeat(name + w * n),
    row('total', columns(all)),
    row(`${' '.repeat(name - 4)}F1`, f1s(all)),
  ].join('\n');
}

/** How the Markdown board groups documents and what it prints beside them. */
export interface BoardContext {
  /** The corpus a document belongs to (its folder under ../shared). */
  corpusOf: (stem: string) => string | undefined;
  /** The first score on arrival of each corpus that has one. */
  arrivals: ReadonlyMap<string, ArrivalRecord>;
}

const mdRow = (label: string, cells: string[]) => `| ${label} | ${cells.join(' | ')} |`;
export const ARRIVAL_LABEL = '↳ on arrival';

function arrivalLine(doc: ArrivalDoc): Line {
  return {
    counts: doc.counts,
    found: doc.found,
    cellTables: doc.tables.map((t) => ({ ...t, got: null, wrong: [] })),
  };
}

/** The "↳ on arrival" row printed under a document's current line. */
export function arrivalRow(doc: ArrivalDoc): string {
  return mdRow(ARRIVAL_LABEL, columns(arrivalLine(doc)));
}

/** The F1 row of a corpus's first score, over all its documents. */
/** A corpus's F1 row: F1 of the facets and of found, then its mean TEDS and exact share. */
function corpusRow(label: string, all: Line): string {
  const { teds, exact } = cellSummary(all.cellTables);
  return mdRow(label, [...f1s(all).slice(0, -2), fmt(teds), fmt(exact)]);
}

export function arrivalTotalRow(record: ArrivalRecord): string {
  const label = `**first score on arrival**, ${record.corpus} only (compiler ${record.compiler}, F1)`;
  return corpusRow(label, sumLines(record.documents.map(arrivalLine)));
}

const todayRow = (corpus: string, scores: readonly DocScore[]): string =>
  corpusRow(`${corpus} today (F1)`, totalLine(scores));

/** The document rows grouped by corpus, each followed by its first score on arrival where one is kept. */
function groupedRows(scores: readonly DocScore[], ctx: BoardContext): string[] {
  const corpora = [...new Set(scores.map((s) => ctx.corpusOf(s.stem) ?? ''))].sort();
  const blank = headTitles().map(() => '');
  return corpora.flatMap((corpus) => {
    const docs = scores.filter((s) => (ctx.corpusOf(s.stem) ?? '') === corpus);
    const record = ctx.arrivals.get(corpus);
    const title = `*\`../shared/${corpus}\` (${docs.length})*`;
    return [
      ...(corpus ? [mdRow(title, blank)] : []),
      ...docs.flatMap((s) => {
        const first = record?.documents.find((d) => d.document === s.stem);
        return [mdRow(s.stem, columns(lineOf(s))), ...(first ? [arrivalRow(first)] : [])];
      }),
    ];
  });
}

export function markdownBoard(scores: readonly DocScore[], ctx?: BoardContext): string {
  const all = totalLine(scores);
  const records = ctx ? [...ctx.arrivals.values()] : [];
  const inCorpus = (corpus: string) => scores.filter((s) => ctx?.corpusOf(s.stem) === corpus);
  return [
    mdRow('document', headTitles()),
    `|---|${'---|'.repeat(headTitles().length)}`,
    ...(ctx ? groupedRows(scores, ctx) : scores.map((s) => mdRow(s.stem, columns(lineOf(s))))),
    mdRow('**total** (P/R)', columns(all)),
    mdRow('F1 (total)', f1s(all)),
    ...records.flatMap((r) => [arrivalTotalRow(r), todayRow(r.corpus, inCorpus(r.corpus))]),
  ].join('\n');
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
  return lines.join('\n') + cellLines(score.cells);
}

/** Tables found or not, and each table not exact with its wrong cells, expected beside got. */
export function cellLines(cells: TableCells): string {
  const lines: string[] = [];
  const { foundMisses, tables } = cells;
  if (foundMisses.length) lines.push(`\n## found (${foundMisses.length})`);
  for (const m of foundMisses) lines.push(`  ${m.kind.padEnd(8)} ${m.text}`);
  const wrong = tables.filter((t) => !t.exact);
  if (wrong.length) lines.push(`\n## cells (${wrong.length} of ${tables.length} tables not exact)`);
  for (const t of wrong) {
    lines.push(`  ${t.label}: TEDS ${t.teds.toFixed(3)}${t.got ? `, against ${t.got}` : ''}`);
    for (const w of t.wrong) lines.push(`    ${w}`);
  }
  return lines.join('\n');
}

export function jsonRecord(scores: readonly DocScore[]): unknown {
  const facets = (l: Line) => ({
    ...Object.fromEntries(FACETS.map((f) => [f, { ...l.counts[f], ...rates(l.counts[f]) }])),
    found: { ...l.found, ...rates(l.found) },
    ...cellSummary(l.cellTables),
  });
  return {
    documents: scores.map((s) => ({
      document: s.stem,
      facets: facets(lineOf(s)),
      sectionPagesRight: s.sectionPagesRight,
      misses: s.misses,
      tables: s.cells,
    })),
    total: facets(totalLine(scores)),
  };
}
