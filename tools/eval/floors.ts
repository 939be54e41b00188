/**
 * The floors the ratchet keeps (test/golden/floors.json): per document, the precision and recall of each
 * facet and of tables found, and the mean TEDS and exact share of its tables with cells, that must not fall.
 */
import { cellSummary } from './cells.js';
import { FACET_TITLES } from './report.js';
import { FACETS, rates, type DocScore, type FacetName } from './score.js';

type Rates = { precision: number | null; recall: number | null };

/** null: nothing to measure. A document's floors written before a column existed lack its key. */
export type DocFloors = Partial<Record<FacetName | 'found', Rates>> & { teds?: number | null; exact?: number | null };
export type Floors = Record<string, DocFloors>;

/** Rounded down to 3 decimals, so a floor never sits above the score it was written from. */
const floor3 = (x: number | null) => (x === null ? null : Math.floor(x * 1000 + 1e-9) / 1000);

const rateFloor = (r: Rates): Rates => ({ precision: floor3(r.precision), recall: floor3(r.recall) });

function docFloors(s: DocScore): DocFloors {
  const { teds, exact } = cellSummary(s.cells.tables);
  return {
    ...Object.fromEntries(FACETS.map((f) => [f, rateFloor(rates(s.counts[f]))])),
    found: rateFloor(rates(s.cells.found)),
    teds: floor3(teds),
    exact: floor3(exact),
  };
}

export function floorsOf(scores: readonly DocScore[]): Floors {
  return Object.fromEntries(scores.map((s) => [s.stem, docFloors(s)]));
}

export interface Findings {
  fell: string[];
  rose: string[];
  /** Columns of tables cell by cell without a floor yet (floors written before them): not checked. */
  unset: string[];
}

/** One measure against its floor: a fall or a rise is a finding. */
function judge(what: string, was: number | null, is: number | null, out: Findings): void {
  if (was === null && is === null) return;
  if (is === null || (was !== null && is < was)) out.fell.push(`${what}: ${is ?? 'none'} < floor ${was ?? 'none'}`);
  else if (was === null || is > was) out.rose.push(`${what}: ${is} > floor ${was ?? 'none'}`);
}

/** Where a score fell below its floor, or rose above it without the floor being raised. */
export function ratchetFindings(score: DocScore, floors: DocFloors | undefined): Findings {
  const out: Findings = { fell: [], rose: [], unset: [] };
  const now = docFloors(score);
  for (const f of FACETS)
    for (const k of ['precision', 'recall'] as const)
      judge(`${score.stem} ${FACET_TITLES[f]} ${k}`, floors?.[f]?.[k] ?? null, now[f]?.[k] ?? null, out);
  const name = `${score.stem} found`;
  if (floors?.found === undefined) out.unset.push(name);
  else for (const k of ['precision', 'recall'] as const) judge(`${name} ${k}`, floors.found[k], now.found![k], out);
  for (const k of ['teds', 'exact'] as const) {
    const what = `${score.stem} ${k === 'teds' ? 'TEDS' : 'exact'}`;
    const was = floors?.[k];
    if (was === undefined) out.unset.push(what);
    else judge(what, was, now[k] ?? null, out);
  }
  return out;
}
