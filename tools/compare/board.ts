/**
 * pdfspec and opendataloader-pdf side by side on the same truth: headings (as the sections column scores
 * them), tables found, TEDS and exact, and the time each took, per document and in total.
 */
import { cellSummary, type CellTable } from '../eval/cells.js';
import { sectionNumber, words } from '../eval/normalize.js';
import { pair } from '../eval/pair.js';
import { addCounts, rates, type Count } from '../eval/score.js';
import type { Truth } from '../eval/truth.js';
import type { OdlHeading } from './odl-read.js';

/** What one reader scored on one document; null scores when the document has no truth file. */
export interface Side {
  sections: Count | null;
  found: Count | null;
  cells: readonly CellTable[];
  ms: number;
  error?: string;
}

export interface Row {
  stem: string;
  pdfspec: Side;
  odl: Side;
}

/**
 * Its headings against the truth's sections, matched as the sections column matches (number and title), or on
 * the heading's whole text where its number and title were split otherwise ("Appendix A: History").
 */
export function scoreHeadings(truth: Truth, headings: readonly OdlHeading[]): Count {
  const key = (number: string | null, title: string) => `${sectionNumber(number) ?? ''}|${words(title)}`;
  const same = (t: Truth['sections'][number], h: OdlHeading) =>
    key(t.number, t.title) === key(h.number, h.title) || words(`${t.number ?? ''} ${t.title}`) === words(h.text);
  const pairs = pair(truth.sections, headings, same);
  const tp = pairs.filter((i) => i >= 0).length;
  return { tp, fn: pairs.length - tp, fp: headings.length - tp };
}

const fmt = (x: number | null) => (x === null ? '–' : x.toFixed(2));
const pr = (c: Count | null) => {
  if (!c) return '·';
  const r = rates(c);
  return r.precision === null && r.recall === null ? '·' : `${fmt(r.precision)}/${fmt(r.recall)}`;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function cellsOf(side: Side): string[] {
  const { teds, exact } = cellSummary(side.cells);
  return [pr(side.sections), pr(side.found), teds === null ? '·' : fmt(teds), exact === null ? '·' : fmt(exact)];
}

const COLUMNS = ['sections', 'found', 'TEDS', 'exact', 'time'];

function line(r: Row): string[] {
  const p = [...cellsOf(r.pdfspec), seconds(r.pdfspec.ms)];
  const o = r.odl.error ? ['failed', '', '', '', seconds(r.odl.ms)] : [...cellsOf(r.odl), seconds(r.odl.ms)];
  return COLUMNS.flatMap((_, i) => [p[i]!, o[i]!]);
}

function totalSide(sides: readonly Side[]): Side {
  const sum = (pick: (s: Side) => Count | null) =>
    sides.reduce<Count | null>((acc, s) => {
      const c = pick(s);
      return c ? addCounts(acc ?? { tp: 0, fp: 0, fn: 0 }, c) : acc;
    }, null);
  return {
    sections: sum((s) => s.sections),
    found: sum((s) => s.found),
    cells: sides.flatMap((s) => s.cells),
    ms: sides.reduce((t, s) => t + s.ms, 0),
  };
}

export function totalRow(rows: readonly Row[]): Row {
  return { stem: 'total', pdfspec: totalSide(rows.map((r) => r.pdfspec)), odl: totalSide(rows.map((r) => r.odl)) };
}

const heads = () => COLUMNS.flatMap((c) => [`${c} pdfspec`, `${c} ODL`]);

export function textBoard(rows: readonly Row[]): string {
  const name = Math.max(8, ...rows.map((r) => r.stem.length)) + 2;
  const w = 15;
  const out = (label: string, cells: string[]) => label.padEnd(name) + cells.map((c) => c.padStart(w)).join('');
  return [
    out('document', heads()),
    ...rows.map((r) => out(r.stem, line(r))),
    '-'.repeat(name + w * heads().length),
    out('total', line(totalRow(rows))),
  ].join('\n');
}

export function markdownBoard(rows: readonly Row[]): string {
  const out = (label: string, cells: string[]) => `| ${label} | ${cells.join(' | ')} |`;
  return [
    out('document', heads()),
    `|---|${'---|'.repeat(heads().length)}`,
    ...rows.map((r) => out(r.stem, line(r))),
    out('**total**', line(totalRow(rows))),
  ].join('\n');
}
