/**
 * The eight operations over compiled fixtures (test/fixtures/out, made by the
 * global set-up), checked against the generator's ground truth: the version
 * comparison against its listed differences, and the other operations against
 * expectations derived from the truth's sections, tables, definitions and
 * requirements — never against earlier output of the code under test.
 */
import { existsSync } from 'node:fs';
import { lastValueFrom } from 'rxjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../src/core/create-core.js';
import type { Core } from '../src/core/create-core.js';
import { testContext } from './support/test-model.js';
import type { DocModel, Section } from '../src/model/types.js';
import { fixturePath, loadTruth, type FixtureTruth } from './support/fixture-paths.js';
import { fixtureModel } from './support/compiled-fixture.js';

const NAMES = ['iso-named', 'pdfa-family', 'ed17', 'ed20', 'iso-tables', 'fm-tables'] as const;
const present = NAMES.every((n) => existsSync(fixturePath(n)));
if (!present)
  console.warn('test/ops-fixtures.test.ts: SKIPPED — fixtures missing (the vitest global set-up generates them)');

/** Ids of a truth section and its descendants, by following parents (independent of the op's own subtree code). */
function truthSubtree(truth: FixtureTruth, id: string): Set<string> {
  const parentOf = new Map(truth.sections.map((s: Section) => [s.id, s.parent]));
  const inside = (s: string | null): boolean => s !== null && (s === id || inside(parentOf.get(s) ?? null));
  return new Set(truth.sections.filter((s: Section) => inside(s.id)).map((s: Section) => s.id));
}

describe.skipIf(!present)('operations over compiled fixtures', () => {
  let core: Core;
  const models = new Map<string, DocModel>();

  beforeAll(async () => {
    for (const n of NAMES) models.set(n, await fixtureModel(n));
    core = createCore(testContext(NAMES.map((n) => ({ id: n, model: models.get(n)! }))));
  }, 120_000);

  it('compare_versions ed17 → ed20 finds exactly the listed matches, additions and removals', async () => {
    const truth = loadTruth('ed20').compare!;
    const r = await lastValueFrom(core.compare_versions({ from: 'ed17', to: 'ed20' }));
    const pairs = (xs: Array<{ section17: string; section20: string; status: string }>) =>
      xs.map((m) => `${m.section17} → ${m.section20} ${m.status}`);
    expect(pairs(r.matched)).toEqual(pairs(truth.matched));
    expect(r.added.map((s) => s.sectionNumber).sort()).toEqual(truth.added.map((s) => s.sectionNumber).sort());
    expect(r.removed.map((s) => s.sectionNumber).sort()).toEqual(truth.removed.map((s) => s.sectionNumber).sort());
    // Repeated "General" titles are told apart by their parents.
    const generals = r.matched.filter((m) => m.title === 'General');
    expect(generals.length).toBeGreaterThan(2);
    for (const g of generals) expect(g.section17.split('.').length, g.section17).toBe(g.section20.split('.').length);
  });

  it.each(NAMES)('%s: get_requirements keeps ids and filters by subtree and level', async (name) => {
    const truth = loadTruth(name);
    const all = await lastValueFrom(core.get_requirements({ spec: name }));
    expect(all.requirements.map((q) => q.id)).toEqual(truth.requirements.map((q) => q.id));
    for (const top of truth.sections.filter((s: Section) => s.parent === null)) {
      const scope = truthSubtree(truth, top.id);
      const want = truth.requirements.filter((q) => scope.has(q.section) && q.level === 'shall').map((q) => q.id);
      const got = await lastValueFrom(core.get_requirements({ spec: name, section: top.id, level: 'shall' }));
      expect(
        got.requirements.map((q) => q.id),
        top.id,
      ).toEqual(want);
      expect(got.statistics.shall ?? 0).toBe(want.length);
    }
  });

  it.each(NAMES)('%s: get_section returns each section with its whole subtree', async (name) => {
    const truth = loadTruth(name);
    for (const s of truth.sections) {
      const r = await lastValueFrom(core.get_section({ spec: name, section: s.id }));
      const scope = truthSubtree(truth, s.id);
      const want = truth.elements.filter((e) => e.section !== null && scope.has(e.section));
      // Element kinds are the compiler's business (test/compile-fixtures.test.ts); here: the range and attribution.
      expect(
        r.content.map((c) => c.section),
        s.id,
      ).toEqual(want.map((e) => e.section));
      expect(r.pageRange.start).toBe(s.page);
      expect(r.pageRange.startLabel).toBe(s.pageLabel);
    }
  });

  it.each(NAMES)('%s: get_tables by number returns every row; definitions keep their printed numbers', async (name) => {
    const truth = loadTruth(name);
    for (const t of truth.tables.filter((x) => x.number)) {
      const r = await lastValueFrom(core.get_tables({ spec: name, section: t.number! }));
      expect(r.tables[0]).toMatchObject({ number: t.number, caption: t.caption, headers: t.headers, rows: t.rows });
    }
    const defs = await lastValueFrom(core.get_definitions({ spec: name }));
    expect(defs.definitions.map((d) => [d.section, d.term])).toEqual(truth.definitions.map((d) => [d.section, d.term]));
  });

  it.each(['iso-tables', 'fm-tables'] as const)(
    '%s: a table numbered with an en dash is found by either dash and any case; an unknown one names the nearest',
    async (name) => {
      for (const typed of ['Table 4–1', 'Table 4-1', 'table 4-1']) {
        const r = await lastValueFrom(core.get_tables({ spec: name, section: typed }));
        expect([typed, r.tables.map((t) => t.number)]).toEqual([typed, ['Table 4–1']]);
      }
      const unknown = lastValueFrom(core.get_tables({ spec: name, section: 'Table 4-2' }));
      await expect(unknown).rejects.toMatchObject({ code: 'unknown_table' });
      await unknown.catch((e: { suggestions?: string[] }) => expect(e.suggestions).toContain('Table 4–1'));
    },
  );

  it.each(NAMES)('%s: get_tables without a section lists every table of the truth, in order, paged', async (name) => {
    const truth = loadTruth(name);
    const all = await lastValueFrom(core.get_tables({ spec: name }));
    expect(all.section).toBeNull();
    expect(all.totalTables).toBe(truth.tables.length);
    expect(all.tables.map((t) => ({ ...t, index: undefined, pageLabel: undefined }))).toEqual(
      truth.tables.map((t) => ({ ...t, index: undefined, pageLabel: undefined })),
    );
    expect(all.tables.map((t) => [t.index, t.pageLabel])).toEqual(
      truth.tables.map((t, i) => [i, truth.pageLabels[t.page - 1]]),
    );
    const page = await lastValueFrom(core.get_tables({ spec: name, all: true, offset: 1, limit: 2 }));
    expect(page.tables.map((t) => t.index)).toEqual([1, 2].filter((i) => i < truth.tables.length));
    expect(page.paging).toMatchObject({ offset: 1, total: truth.tables.length });
  });

  it.each(NAMES)('%s: searching a distinctive section title finds its heading first', async (name) => {
    const truth = loadTruth(name);
    const headings = truth.elements
      .filter((e) => e.type === 'heading')
      .map((e) => ('text' in e ? e.text.toLowerCase() : ''));
    const distinctive = truth.sections.filter(
      (s: Section) =>
        s.title.split(' ').length >= 2 && headings.filter((h) => h.includes(s.title.toLowerCase())).length === 1,
    );
    expect(distinctive.length).toBeGreaterThan(0);
    for (const s of distinctive) {
      const r = await lastValueFrom(core.search_spec({ spec: name, query: s.title }));
      expect(r.results[0], `${name} "${s.title}"`).toMatchObject({ section: s.id, type: 'heading' });
    }
  });
});
