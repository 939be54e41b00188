/**
 * A corpus's first score on arrival is printed in the README exactly as its record keeps it, and the
 * record is written once: these tests fail when either is edited by hand.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arrivalOf, loadArrivals, writeArrival } from './arrival.js';
import { arrivalRow, arrivalTotalRow, ARRIVAL_LABEL } from './report.js';
import { repoRoot } from '../fixtures/locations.js';
import type { DocScore } from './score.js';

const readme = readFileSync(join(repoRoot(), 'README.md'), 'utf8').split('\n');

describe('first score on arrival', () => {
  const records = [...loadArrivals().values()];

  it('is kept for corpus-open-2, taken with compiler 59 before any change for it', () => {
    const record = records.find((r) => r.corpus === 'corpus-open-2');
    expect(record?.compiler).toBe(59);
    expect(record?.documents).toHaveLength(14);
  });

  it.each(records.flatMap((r) => r.documents.map((d) => [r.corpus, d.document, d] as const)))(
    'README prints %s / %s on arrival under its current line, as recorded',
    (_corpus, document, doc) => {
      const at = readme.findIndex((l) => l.startsWith(`| ${document} |`));
      expect(at, `README has no scoreboard line for ${document}`).toBeGreaterThan(-1);
      expect(readme[at + 1]).toBe(arrivalRow(doc));
    },
  );

  it.each(records.map((r) => [r.corpus, r] as const))('README prints the F1 line of %s on arrival', (_c, r) => {
    expect(readme).toContain(arrivalTotalRow(r));
  });

  it('an arrival row is never printed without a record behind it', () => {
    const rows = readme.filter((l) => l.startsWith(`| ${ARRIVAL_LABEL} |`));
    expect(rows.length).toBe(records.reduce((n, r) => n + r.documents.length, 0));
  });

  it('a record is never rewritten', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arrival-'));
    const score: DocScore = {
      stem: 'x',
      counts: Object.fromEntries(
        ['sections', 'tables', 'rows', 'definitions', 'definitionText', 'abbreviations', 'requirements', 'bodies'].map(
          (f) => [f, { tp: 1, fp: 0, fn: 0 }],
        ),
      ) as DocScore['counts'],
      sectionPagesRight: 1,
      misses: [],
      cells: { found: { tp: 0, fp: 0, fn: 0 }, foundMisses: [], tables: [] },
    };
    const record = arrivalOf([score], { corpus: 'c', compiler: 1, commit: 'abcdef0', date: '2026-11-28', note: '' });
    writeArrival(record, dir);
    expect(() => writeArrival(record, dir)).toThrow(/never rewritten/);
    expect(loadArrivals(dir).get('c')?.documents[0]?.counts.sections).toEqual({ tp: 1, fp: 0, fn: 0 });
  });
});
