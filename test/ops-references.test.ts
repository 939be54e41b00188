/**
 * refs, key, get_section's refs, get_tables' key and compare --requirements over
 * compiled fixtures, checked against the generator's ground truth: the marks the
 * content wrote, the value notes the tables declare, and the requirement changes
 * the two requirement editions declare.
 */
import { existsSync } from 'node:fs';
import { lastValueFrom } from 'rxjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../src/core/create-core.js';
import type { DocModel } from '../src/model/types.js';
import { fixturePath, loadTruth } from './support/fixture-paths.js';
import { testContext } from './support/test-model.js';
import { fixtureModel } from './support/compiled-fixture.js';

const NAMES = ['iso-named', 'ed17', 'rq17', 'rq20', 'fips-tagged'] as const;
const present = NAMES.every((n) => existsSync(fixturePath(n)));
if (!present)
  console.warn('test/ops-references.test.ts: SKIPPED — fixtures missing (the vitest global set-up generates them)');

describe.skipIf(!present)('cross-references, dictionary keys and requirement diffs over compiled fixtures', () => {
  let core: Core;
  const models = new Map<string, DocModel>();

  beforeAll(async () => {
    for (const n of NAMES) models.set(n, await fixtureModel(n));
    // ed17 stands for the document iso-named cites as "FX 32000-1:2008".
    core = createCore(
      testContext(
        NAMES.map((n) => ({
          id: n,
          model: models.get(n)!,
          ...(n === 'ed17' ? { title: 'FX 32000-1:2008 fixture edition' } : {}),
        })),
      ),
    );
  }, 120_000);

  it('refs 7.3: every reference the section prints, with its target, the unresolved one included, and the other document resolved', async () => {
    const truth = loadTruth('iso-named');
    const want = truth.references.filter((r) => r.section === '7.3');
    const r = await lastValueFrom(core.find_references({ spec: 'iso-named', section: '7.3' }));
    expect(r.outgoing.map((o) => [o.text, o.kind, o.cited, o.via])).toEqual(
      want.map((w) => [w.text, w.kind, w.cited, w.via]),
    );
    const internal = r.outgoing.filter((o) => o.kind !== 'external');
    expect(internal.map((o) => o.target?.section ?? null)).toEqual(
      want.filter((w) => w.kind !== 'external').map((w) => w.target),
    );
    expect(r.unresolved).toBe(1);
    expect(r.outgoing.find((o) => o.cited === '9.9')).toMatchObject({
      target: null,
      sentence: expect.stringContaining('see 9.9'),
    });
    const external = r.outgoing.find((o) => o.kind === 'external')!;
    expect(external).toMatchObject({
      document: 'FX 32000-1:2008',
      cited: '8.4.2',
      target: { spec: 'ed17', section: '8.4.2', sectionTitle: 'Graphics state parameter dictionaries' },
    });
    const table = r.outgoing.find((o) => o.kind === 'table')!;
    expect(table.target).toMatchObject({ spec: 'iso-named', section: '7.2.1', table: 'Table 3' });
  });

  it('refs 6.2.4: what references it from elsewhere, by number and by a link whose words name nothing', async () => {
    const truth = loadTruth('iso-named');
    const heading = truth.sections.find((s) => s.id === '6.2.4')!.start;
    const want = truth.references.filter(
      (t) =>
        t.targetElement !== undefined &&
        t.targetElement >= heading &&
        t.targetElement < truth.sections.find((s) => s.id === '6.2.4')!.subtreeEnd &&
        t.section !== '6.2.4',
    );
    const r = await lastValueFrom(core.find_references({ spec: 'iso-named', section: '6.2.4' }));
    expect(r.incoming.map((i) => [i.from.section, i.text])).toEqual(want.map((w) => [w.section, w.text]));
    expect(r.incoming.map((i) => i.text)).toContain('subclause on stream objects');
    expect(r.outgoing.map((o) => o.text)).toEqual(['Table 1']);
    const paged = await lastValueFrom(core.find_references({ spec: 'iso-named', section: '6.2.4', limit: 1 }));
    expect([paged.outgoing.length + paged.incoming.length, paged.paging?.total]).toEqual([
      1,
      r.totalOutgoing + r.totalIncoming,
    ]);
  });

  it('refs "Table 3": the references to one table', async () => {
    const r = await lastValueFrom(core.find_references({ spec: 'iso-named', section: 'Table 3' }));
    expect(r.incoming.map((i) => i.from.section)).toEqual(['7.2.1', '7.3']);
    await expect(lastValueFrom(core.find_references({ spec: 'iso-named', section: 'Table 99' }))).rejects.toMatchObject(
      { code: 'unknown_table', message: 'no Table 99 in iso-named' },
    );
  });

  it('refs "Figure 3" (and "Fig. 3"): the references to a table the document numbers as a figure', async () => {
    const truth = loadTruth('fips-tagged');
    const want = truth.references.filter((r) => r.cited === 'Figure 3').map((r) => [r.section, r.text]);
    for (const asked of ['Figure 3', 'fig. 3']) {
      const r = await lastValueFrom(core.find_references({ spec: 'fips-tagged', section: asked }));
      expect(r.incoming.map((i) => [i.from.section, i.text])).toEqual(want);
    }
    expect(want).toHaveLength(1);
    await expect(
      lastValueFrom(core.find_references({ spec: 'fips-tagged', section: 'Figure 1' })),
    ).rejects.toMatchObject({ code: 'unknown_table', message: 'no Figure 1 in fips-tagged' });
  });

  it("get_section carries each content item's refs, offsets into its own text or list item", async () => {
    const truth = loadTruth('iso-named');
    const s = await lastValueFrom(core.get_section({ spec: 'iso-named', section: '7.3' }));
    const refs = s.content.flatMap((c) => (c.refs ?? []).map((x) => ({ c, x })));
    expect(refs.map(({ x }) => x.cited)).toEqual(
      truth.references.filter((r) => r.section === '7.3').map((r) => r.cited),
    );
    for (const { c, x } of refs) {
      const text = x.item !== undefined ? c.items![x.item]! : c.text!;
      expect(text.slice(x.start, x.end)).toBe(x.text);
    }
    expect(refs.find(({ x }) => x.cited === 'Annex A')!.x).toMatchObject({
      target: 'Annex A',
      targetTitle: 'Operator summary',
    });
    const plain = await lastValueFrom(core.get_section({ spec: 'iso-named', section: '1' }));
    expect(plain.content.every((c) => c.refs === undefined)).toBe(true);
  });

  it('key: every dictionary defining a key, case-sensitive first, then ignoring case, with or without the slash', async () => {
    const truth = loadTruth('iso-named');
    const k = truth.keys.find((x) => x.since !== null)!;
    const r = await lastValueFrom(core.find_key({ spec: 'iso-named', source: 'spec', key: `/${k.key}` }));
    expect(r.match).toBe('exact');
    expect(r.keys.map((x) => [x.key, x.dictionary, x.type, x.status, x.since, x.deprecated, x.inheritable])).toEqual(
      truth.keys
        .filter((x) => x.key === k.key)
        .map((x) => [x.key, x.dictionary, x.type, x.status, x.since, x.deprecated, x.inheritable]),
    );
    expect(r.keys[0]!.value.startsWith(`(${k.note})`)).toBe(true);
    const folded = await lastValueFrom(core.find_key({ spec: 'iso-named', source: 'spec', key: k.key.toLowerCase() }));
    expect([folded.match, folded.totalKeys]).toEqual(['case-insensitive', r.totalKeys]);
    const none = await lastValueFrom(core.find_key({ spec: 'iso-named', source: 'spec', key: `${k.key}x` }));
    expect([none.match, none.totalKeys, none.suggestions]).toEqual(['none', 0, expect.arrayContaining([k.key])]);
    const other = await lastValueFrom(
      core.find_key({ spec: 'iso-named', source: 'spec', key: k.key, dictionary: 'font dictionary' }),
    );
    expect(other.totalKeys).toBe(0);
    const all = await lastValueFrom(core.find_key({ spec: 'all', source: 'spec', key: k.key }));
    expect(all.spec).toBe('all');
    expect(new Set(all.keys.map((x) => x.spec)).has('iso-named')).toBe(true);
  });

  it('get_tables key: the tables defining it and each definition', async () => {
    const truth = loadTruth('iso-named');
    const k = truth.keys[0]!;
    const r = await lastValueFrom(
      core.get_tables({ spec: 'iso-named', source: 'spec', key: k.key, dictionary: 'stream' }),
    );
    expect(r.tables.map((t) => t.number)).toEqual([truth.tables[k.table]!.number]);
    expect(r.keys!.map((x) => x.key)).toEqual([k.key]);
    await expect(lastValueFrom(core.get_tables({ spec: 'iso-named', key: k.key, section: '7' }))).rejects.toMatchObject(
      { code: 'invalid_input' },
    );
  });

  it('compare --requirements rq17 → rq20: exactly the declared unchanged, changed, level-changed, added and removed requirements', async () => {
    const truth = loadTruth('rq20').compare!;
    const r = await lastValueFrom(core.compare_versions({ from: 'rq17', to: 'rq20', requirements: true }));
    const got = r.requirements!.changes.map(({ similarity: _s, diff: _d, ...rest }) => rest);
    expect(got).toEqual(truth.requirements);
    expect(r.requirements!.statistics).toEqual({ unchanged: 3, changed: 1, 'level-changed': 2, added: 2, removed: 2 });
    for (const c of r.requirements!.changes.filter((x) => x.diff)) {
      // The word diff rebuilds both sentences.
      expect(
        c
          .diff!.filter((d) => d.op !== 'added')
          .map((d) => d.text)
          .join(''),
      ).toBe(c.text17);
      expect(
        c
          .diff!.filter((d) => d.op !== 'removed')
          .map((d) => d.text)
          .join(''),
      ).toBe(c.text20);
    }
    const changed = r.requirements!.changes.find((c) => c.status === 'changed')!;
    expect(
      changed
        .diff!.filter((d) => d.op === 'added')
        .map((d) => d.text.trim())
        .join(' '),
    ).toMatch(/an end-of-line marker and/);
    const scoped = await lastValueFrom(
      core.compare_versions({ from: 'rq17', to: 'rq20', requirements: true, section: '7.2' }),
    );
    expect(scoped.requirements!.changes.map((c) => c.status)).toEqual(['unchanged', 'level-changed']);
  });

  it('compare without requirements answers as before: no requirements part', async () => {
    const r = await lastValueFrom(core.compare_versions({ from: 'rq17', to: 'rq20' }));
    expect(r).not.toHaveProperty('requirements');
    expect(r.matched.map((m) => `${m.section17}→${m.section20}`)).toEqual(
      loadTruth('rq20').compare!.matched.map((m) => `${m.section17}→${m.section20}`),
    );
  });
});
