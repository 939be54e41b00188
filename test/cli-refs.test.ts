/**
 * The built CLI's refs, key and compare --requirements over generated fixtures,
 * and the MCP server's refs in get_section, key in get_tables and requirements
 * in compare_versions — with the tools/list still at eight tools.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_NO_MATCH } from '../src/core/errors.js';
import {
  FIXTURES,
  call,
  ensureBuilt,
  makeSpecDir,
  startServer,
  type Served,
  type SpecDir,
} from './support/mcp-harness.js';
import { loadTruth } from './support/fixture-paths.js';
import { runCli } from './support/hardening-run.js';

const NAMES = ['iso-named', 'rq17', 'rq20'];
const present = NAMES.every((n) => existsSync(join(FIXTURES, `${n}.pdf`)));
if (!present)
  console.warn('test/cli-refs.test.ts: SKIPPED — fixtures missing (the vitest global set-up generates them)');

describe.skipIf(!present)('refs, key and compare --requirements from the CLI and MCP', () => {
  let dir: SpecDir;
  const env = () =>
    Object.fromEntries(Object.entries(dir.env).filter((e): e is [string, string] => e[1] !== undefined));
  const pdfspec = (argv: string[]) => runCli(argv, env(), { timeoutMs: 120_000 });

  beforeAll(async () => {
    ensureBuilt();
    dir = makeSpecDir(NAMES.map((n) => join(FIXTURES, `${n}.pdf`)));
    for (const n of NAMES) expect((await pdfspec(['cache', 'build', '--spec', n])).code).toBe(0);
  }, 300_000);
  afterAll(() => dir?.cleanup());

  it('refs --json: outgoing and incoming, the unresolved one listed', async () => {
    const r = await pdfspec(['refs', '7.3', '--spec', 'iso-named', '--json']);
    expect(r.code, r.err).toBe(0);
    const out = JSON.parse(r.out);
    const truth = loadTruth('iso-named').references.filter((x) => x.section === '7.3');
    expect(out.outgoing.map((o: { cited: string }) => o.cited)).toEqual(truth.map((t) => t.cited));
    expect(out.unresolved).toBe(2); // "see 9.9", and the other document, which is not installed here
  });

  it('refs --ndjson: one record per reference with its direction', async () => {
    const r = await pdfspec(['refs', '6.2.4', '--spec', 'iso-named', '--ndjson']);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({ direction: 'outgoing', cited: 'Table 1' });
    expect(lines.filter((l) => l.direction === 'incoming').map((l) => l.text)).toContain('subclause on stream objects');
  });

  it('key: with or without the slash, --dict filters, no match exits 1 with suggestions', async () => {
    const k = loadTruth('iso-named').keys[0]!;
    const plain = await pdfspec(['key', k.key, '--spec', 'iso-named', '--source', 'spec', '--json']);
    const slash = await pdfspec(['key', `/${k.key}`, '--spec', 'iso-named', '--source', 'spec', '--json']);
    expect(JSON.parse(plain.out).keys).toEqual(JSON.parse(slash.out).keys);
    expect(JSON.parse(plain.out).keys[0]).toMatchObject({
      key: k.key,
      dictionary: 'stream dictionary',
      status: k.status,
    });
    const dict = await pdfspec(['key', k.key, '--spec', 'iso-named', '--source', 'spec', '--dict', 'font dictionary']);
    expect(dict.code).toBe(EXIT_NO_MATCH);
    const miss = await pdfspec(['key', `${k.key}Q`, '--spec', 'iso-named', '--source', 'spec']);
    expect([miss.code, miss.out]).toEqual([EXIT_NO_MATCH, '']);
    expect(miss.err).toBe(`pdfspec: no dictionary entries for "${k.key}Q" in iso-named; did you mean "${k.key}"?\n`);
    const bad = await pdfspec(['key', 'Struct Parents', '--spec', 'iso-named', '--source', 'spec']);
    expect([bad.code, bad.err.trim().split('\n').length]).toEqual([2, 1]);
    expect(bad.err).toMatch(/<key>.*one PDF name/);
  });

  it('compare --requirements prints the word diff; --ndjson one change per line', async () => {
    const human = await pdfspec(['compare', '--from', 'rq17', '--to', 'rq20', '--requirements']);
    expect(human.out).toMatch(
      /level-changed\tR-7\.1-3\tR-7\.1-3\tshould\tshall\tReaders \[-should-\]\{\+shall\+\} ignore unknown filter names\./,
    );
    const nd = await pdfspec(['compare', '--from', 'rq17', '--to', 'rq20', '--requirements', '--ndjson']);
    expect(
      nd.out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).status),
    ).toEqual(loadTruth('rq20').compare!.requirements!.map((c) => c.status));
  });

  describe('MCP', () => {
    let served: Served;
    beforeAll(async () => {
      served = await startServer(dir.env);
    }, 60_000);
    afterAll(() => served?.close());

    it('still lists eight tools; get_section carries refs, get_tables takes key, compare_versions takes requirements', async () => {
      const { tools } = await served.client.listTools();
      expect(tools).toHaveLength(8);
      const section = await call(served.client, 'get_section', { spec: 'iso-named', section: '7.3' });
      const content = JSON.parse((section.content[0] as { text: string }).text).content as Array<{
        refs?: Array<{ cited: string; target: string | null }>;
      }>;
      expect(content.flatMap((c) => c.refs ?? []).find((x) => x.cited === '7.2.1')).toMatchObject({
        target: '7.2.1',
        targetTitle: 'General',
      });
      const k = loadTruth('iso-named').keys[0]!;
      const tables = await call(served.client, 'get_tables', { spec: 'iso-named', source: 'spec', key: k.key });
      expect(JSON.parse((tables.content[0] as { text: string }).text).keys[0]).toMatchObject({
        key: k.key,
        dictionary: 'stream dictionary',
      });
      const plain = await call(served.client, 'compare_versions', { from: 'rq17', to: 'rq20' });
      expect(JSON.parse((plain.content[0] as { text: string }).text)).not.toHaveProperty('requirements');
      const req = await call(served.client, 'compare_versions', {
        from: 'rq17',
        to: 'rq20',
        requirements: true,
        section: '7.3',
      });
      expect(JSON.parse((req.content[0] as { text: string }).text).requirements.changes).toEqual([
        expect.objectContaining({ status: 'removed', id17: 'R-7.3-1' }),
      ]);
    });
  });
});
