/**
 * `key --verify` end to end: iso-part (the ISO-32000-2-shaped fixture) writes its Key / Type / Value tables
 * from the Arlington model's rows, with real numbers and a few rows changed on purpose, and declares what the
 * comparison must report (tools/fixtures/text/model-tables.ts). The compiled PDF, standing in for ISO
 * 32000-2, is compared with the shipped model by the core and by the built CLI.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { lastValueFrom } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../src/core/create-core.js';
import type { DocModel } from '../src/model/types.js';
import { fixturePath, loadTruth } from './support/fixture-paths.js';
import { ensureBuilt, FIXTURES, makeSpecDir, type SpecDir } from './support/mcp-harness.js';
import { runCli } from './support/hardening-run.js';
import { testContext } from './support/test-model.js';
import { fixtureModel } from './support/compiled-fixture.js';

const present = existsSync(fixturePath('iso-part'));
if (!present) console.warn('test/key-verify-fixture.test.ts: SKIPPED — fixtures missing');

describe.skipIf(!present)('key --verify over iso-part, whose tables come from the model', () => {
  let core: Core;
  let model: DocModel;
  const truth = () => loadTruth('iso-part');

  beforeAll(async () => {
    model = await fixtureModel('iso-part');
    core = createCore(testContext([{ id: 'iso32000-2', model }]));
  }, 120_000);

  it('reports per table exactly what the fixture declares: agree, differ, only in the spec, only in the model', async () => {
    const declared = truth().keyVerify!;
    expect(declared.length).toBe(10);
    const r = await lastValueFrom(core.find_key({ verify: true, limit: 1000 }));
    const got = r.verify!.tables.map((t) => ({
      table: t.table,
      agree: t.agree,
      differ: t.differ.map((d) => [d.key, d.field]),
      onlyInSpec: t.onlyInSpec,
      onlyInModel: t.onlyInModel,
    }));
    expect(got).toEqual(declared);
    expect(r.verify!.totals).toMatchObject({
      tables: declared.length,
      agree: declared.reduce((n, t) => n + t.agree.length, 0),
      differ: declared.reduce((n, t) => n + t.differ.length, 0),
      onlyInSpec: declared.reduce((n, t) => n + t.onlyInSpec.length, 0),
    });
  });

  it('key joins the model row to the table row it was written from: value, section and page from the spec', async () => {
    const t = truth();
    const table = t.keyVerify!.find((v) => v.agree.length)!;
    const key = table.agree[0]!;
    const row = t.keys.find((k) => k.key === key && t.tables[k.table]!.number === table.table)!;
    const r = await lastValueFrom(core.find_key({ key }));
    const joined = r.keys.find((k) => k.source === 'both' && k.table === table.table)!;
    expect(joined).toMatchObject({ spec: 'iso32000-2', section: row.section, page: row.page, type: row.type });
    expect(joined.model?.table).toBe(table.table);
  });

  describe('the CLI', () => {
    let dir: SpecDir;
    afterAll(() => dir?.cleanup());
    it('prints one line per finding, piped', async () => {
      ensureBuilt();
      dir = makeSpecDir([join(FIXTURES, 'iso-part.pdf')]);
      const env = Object.fromEntries(Object.entries(dir.env).filter((e): e is [string, string] => e[1] !== undefined));
      const r = await runCli(['key', '--verify', '--spec', 'iso-part'], env, { timeoutMs: 120_000 });
      expect(r.code).toBe(0);
      const lines = r.out.trim().split('\n');
      const declared = truth().keyVerify!;
      const expected = declared.flatMap((v) => [
        ...v.agree.map((k) => [v.table, k, 'agree']),
        ...v.differ.map(([k, f]) => [v.table, k, 'differ', f]),
        ...v.onlyInSpec.map((k) => [v.table, k, 'only-in-spec']),
        ...v.onlyInModel.map((k) => [v.table, k, 'only-in-model']),
      ]);
      expect(lines.map((l) => l.split('\t').slice(0, 4).filter(Boolean))).toEqual(expected);
    }, 180_000);
  });
});
