/**
 * The real `pdfspec serve` as a child process, driven by the SDK's own Client
 * over stdio: handshake, the eight tools and their schemas, one call of each
 * tool on the bundled samples, generated fixtures and ../shared/corpus, clean
 * errors for bad arguments, 50 concurrent searches, progress.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAFE_INDEX } from '../src/core/schemas.js';
import {
  CORPUS,
  CORPUS_GUIDES,
  ROOT,
  call,
  corpusPdfs,
  ensureBuilt,
  errorOf,
  fixturePdfs,
  makeSpecDir,
  ok,
  samplePdfs,
  startServer,
  useServer,
  type Served,
  type SpecDir,
} from './support/mcp-harness.js';

const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version as string;
const TOOL_NAMES = [
  'compare_versions',
  'get_definitions',
  'get_requirements',
  'get_section',
  'get_structure',
  'get_tables',
  'list_specs',
  'search_spec',
];

const corpus = corpusPdfs();
if (!corpus.length) console.warn(`SKIPPED: MCP tests on the real corpus — ${CORPUS} holds no PDFs`);

beforeAll(() => ensureBuilt(), 300_000);

/** The available spec whose file is the link to `pdf` in the spec dir. */
async function specIdOf(s: Served, dir: SpecDir, pdf: string): Promise<string> {
  const { specs } = await ok(s.client, 'list_specs');
  const link = dir.links.get(pdf);
  const hit = specs.find(
    (e: { file: string | null; available: boolean }) => e.available && (e.file === link || e.file === pdf),
  );
  if (!hit)
    throw new Error(
      `no available spec for ${pdf}: ${JSON.stringify(specs.map((e: { id: string; file: string | null }) => [e.id, e.file]))}`,
    );
  return hit.id;
}

/** A section that holds a table, found through the server itself. */
async function sectionWithTable(c: Served['client'], spec: string): Promise<string | null> {
  const { sections } = await ok(c, 'get_structure', { spec, max_depth: 1 });
  for (const top of sections) {
    const s = await ok(c, 'get_section', { spec, section: top.sectionNumber, limit: 1000 });
    const table = s.content.find((x: { type: string }) => x.type === 'table');
    if (table) return table.section ?? top.sectionNumber;
  }
  return null;
}

describe('pdfspec serve over stdio (bundled samples and generated fixtures)', () => {
  const samples = samplePdfs();
  const fixtures = fixturePdfs();
  if (!fixtures.length)
    console.warn(
      'NOTE: test/fixtures/out holds no PDFs yet (run the fixture generator); MCP tests use the bundled samples only',
    );
  const srv = useServer(fixtures); // the samples are bundled: always listed, never from PDF_SPEC_DIR

  it('reports its name and the package version, and announces exactly the eight tools with their bounds', async () => {
    const { s } = srv;
    expect(s.client.getServerVersion()).toMatchObject({ name: 'pdfspec', version: VERSION });
    const { tools } = await s.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOL_NAMES);
    const prop = (tool: string, p: string) => (tools.find((t) => t.name === tool)!.inputSchema.properties as any)[p];
    expect(prop('get_structure', 'max_depth')).toMatchObject({ type: 'integer', minimum: 1, maximum: 10 });
    expect(prop('search_spec', 'max_results')).toMatchObject({ type: 'integer', minimum: 1, maximum: 50 });
    expect(prop('get_tables', 'table_index')).toMatchObject({ type: 'integer', minimum: 0, maximum: MAX_SAFE_INDEX });
    for (const [tool, p] of [
      ['get_section', 'spec'],
      ['get_section', 'section'],
      ['search_spec', 'query'],
      ['get_definitions', 'term'],
      ['get_tables', 'section'],
    ]) {
      expect(JSON.stringify(prop(tool!, p!)), `${tool}.${p}`).toMatch(/"minLength":1/);
    }
    expect(prop('get_requirements', 'level').enum).toEqual([
      'all',
      'shall',
      'shall not',
      'should',
      'should not',
      'may',
    ]);
    expect(prop('list_specs', 'category').enum).toEqual(
      expect.arrayContaining(['standard', 'ts', 'pdfua', 'guide', 'appnote']),
    );
    for (const t of tools) {
      expect(t.annotations, t.name).toMatchObject({ readOnlyHint: true, openWorldHint: false });
      expect(t.outputSchema?.type, t.name).toBe('object');
      expect(t.inputSchema.additionalProperties, t.name).toBe(false);
    }
  });

  it('answers one call of each tool on the samples', async () => {
    const { s } = srv;
    expect(samples.length, 'corpus/sample/*.pdf are built by `npm install`').toBeGreaterThanOrEqual(2);
    const [v17, v20] = ['sample17', 'sample20'];
    const list = await ok(s.client, 'list_specs');
    expect(
      list.specs.filter((e: { category: string; available: boolean }) => e.category === 'sample' && e.available),
    ).toHaveLength(2);
    expect(list.totalSpecs).toBe(list.specs.length);
    expect(list.coverage.gaps.length).toBeGreaterThan(0);

    const structure = await ok(s.client, 'get_structure', { spec: v20, max_depth: 2 });
    expect(structure.sections.length).toBeGreaterThan(0);
    const first = structure.sections[0].sectionNumber as string;
    const section = await ok(s.client, 'get_section', { spec: v20, section: first });
    expect(section.sectionNumber).toBe(first);
    expect(section.content.length).toBeGreaterThan(0);

    const word = (section.content.find((x: { text?: string }) => x.text)?.text as string)
      .split(/\s+/)
      .find((w) => /^[a-z]{5,}$/i.test(w))!;
    const search = await ok(s.client, 'search_spec', { spec: v20, query: word });
    expect(search.totalResults).toBeGreaterThan(0);

    const reqs = await ok(s.client, 'get_requirements', { spec: v20 });
    expect(reqs.filter.level).toBe('all');
    const defs = await ok(s.client, 'get_definitions', { spec: v20 });
    expect(defs.totalDefinitions).toBe(defs.paging ? defs.paging.total : defs.definitions.length);

    const withTable = await sectionWithTable(s.client, v20);
    expect(withTable, 'the sample has a table').not.toBeNull();
    const tables = await ok(s.client, 'get_tables', { spec: v20, section: withTable, table_index: 0 });
    expect(tables.tables).toHaveLength(1);
    expect(tables.tables[0].rows.length).toBeGreaterThan(0);

    const cmp = await ok(s.client, 'compare_versions', { from: v17, to: v20 });
    expect(cmp.totalMatched).toBeGreaterThan(0);
  });

  it.skipIf(!fixtures.length)(
    'answers structure, section and search on every generated fixture',
    async () => {
      const { s, dir } = srv;
      for (const pdf of fixtures) {
        const spec = await specIdOf(s, dir, pdf);
        const { sections } = await ok(s.client, 'get_structure', { spec, max_depth: 1 });
        expect(sections.length, pdf).toBeGreaterThan(0);
        const sec = await ok(s.client, 'get_section', { spec, section: sections[0].sectionNumber, limit: 5 });
        expect(sec.paging.limit).toBe(5);
        await ok(s.client, 'search_spec', { spec, query: sections[0].title });
      }
    },
    600_000,
  );

  it('turns bad arguments into isError results and an unknown tool into -32602, and keeps answering', async () => {
    const { s } = srv;
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['search_spec', { query: 'object', max_results: 0 }, /max_results/],
      ['get_structure', { max_depth: 11 }, /max_depth/],
      ['get_tables', { section: '1', table_index: -1 }, /table_index/],
      ['search_spec', { query: '' }, /query/],
      ['get_structure', { max_depth: 'two' }, /max_depth/],
      ['get_requirements', { level: 'must' }, /level/],
    ];
    for (const [name, args, msg] of cases) {
      const e = errorOf(await call(s.client, name, args));
      expect(e.code, `${name} ${JSON.stringify(args)}`).toBe('invalid_input');
      expect(e.message).toMatch(msg);
      expect(typeof e.hint).toBe('string');
    }
    // An unknown tool is a protocol error (-32602), not a tool result.
    await expect(call(s.client, 'get_pdf', {})).rejects.toMatchObject({ code: -32602 });
    const unknownSpec = errorOf(await call(s.client, 'get_structure', { spec: 'no-such-spec' }));
    expect(unknownSpec.code).toBe('unknown_spec');
    const list = await ok(s.client, 'list_specs');
    expect(list.specs.length).toBeGreaterThan(0);
    expect(s.transportErrors).toEqual([]);
  });
});

describe('pdfspec serve: 50 concurrent search_spec calls', () => {
  it('all succeed on a cold cache (one shared compile) and equal the same calls made one by one', async () => {
    const truth = JSON.parse(readFileSync(join(ROOT, 'corpus', 'sample', 'sample20.truth.json'), 'utf8')) as {
      sections: { title: string }[];
    };
    const words = [...new Set(truth.sections.map((x) => x.title))];
    const queries = Array.from({ length: 50 }, (_, i) => ({
      spec: 'sample20',
      query: words[i % words.length]!,
      max_results: 1 + ((i * 7) % 50),
    }));
    const dir = makeSpecDir([]);
    const s = await startServer(dir.env);
    try {
      const concurrent = await Promise.all(queries.map((q) => call(s.client, 'search_spec', q)));
      expect(concurrent.filter((r) => r.isError).map((r) => (r.content[0] as { text: string }).text)).toEqual([]);
      const sequential = [];
      for (const q of queries) sequential.push(await ok(s.client, 'search_spec', q));
      expect(concurrent.map((r) => r.structuredContent)).toEqual(sequential);
      expect(sequential.some((r) => r.totalResults > 0)).toBe(true);
      expect(s.stderr().match(/compiling sample20/g), 'one compile for all 50 calls').toHaveLength(1);
      expect(s.transportErrors).toEqual([]);
    } finally {
      await s.close();
      dir.cleanup();
    }
  });
});

describe('pdfspec serve: progress on the first compile', () => {
  it('sends notifications/progress when the client passed a progressToken', async () => {
    const dir = makeSpecDir([]); // fresh cache: the bundled sample must be compiled
    const s = await startServer(dir.env);
    try {
      const spec = 'sample20';
      const updates: { progress: number; total?: number }[] = [];
      const r = await s.client.callTool({ name: 'get_structure', arguments: { spec } }, undefined, {
        onprogress: (p) => updates.push(p),
      });
      expect(r.isError).toBeFalsy();
      expect(updates.length).toBeGreaterThan(0);
      const last = updates.at(-1)!;
      expect(last.progress).toBe(last.total);
      for (let i = 1; i < updates.length; i++) expect(updates[i]!.progress).toBeGreaterThan(updates[i - 1]!.progress);
      expect(s.transportErrors).toEqual([]);
    } finally {
      await s.close();
      dir.cleanup();
    }
  });
});

describe.skipIf(!corpus.length)('pdfspec serve on ../shared/corpus', () => {
  const srv = useServer(corpus, CORPUS_GUIDES);

  it('answers one call of each tool on WTPDF and the Tagged PDF guide', async () => {
    const { s } = srv;
    const list = await ok(s.client, 'list_specs', { category: 'guide' });
    expect(list.specs.find((e: { id: string }) => e.id === 'wtpdf')).toMatchObject({ available: true });
    const structure = await ok(s.client, 'get_structure', { spec: 'wtpdf', max_depth: 1 });
    expect(structure.sections.map((x: { sectionNumber: string }) => x.sectionNumber)).toContain('8');
    const search = await ok(s.client, 'search_spec', { spec: 'wtpdf', query: 'logical content order' });
    expect(search.results[0].section).toBe('8.2.3');
    const section = await ok(s.client, 'get_section', { spec: 'wtpdf', section: '8.2.3' });
    expect(section.title).toMatch(/logical content order/i);
    const defs = await ok(s.client, 'get_definitions', { spec: 'wtpdf' });
    expect(defs.definitions.map((d: { section: string }) => d.section)).toEqual([
      '4.1',
      '4.2',
      '4.3',
      '4.4',
      '4.5',
      '4.6',
      '4.7',
      '4.8',
      // 5.2 Terminology lists four more: "this document — …", "document — …", "file — …", "PDF file — …".
      '5.2',
      '5.2',
      '5.2',
      '5.2',
    ]);
    const reqs = await ok(s.client, 'get_requirements', { spec: 'wtpdf', section: '8', level: 'shall' });
    expect(reqs.requirements.length).toBeGreaterThan(0);
    for (const r of reqs.requirements) expect(r.text).toMatch(/\bshall\b/);
    const withTable = await sectionWithTable(s.client, 'wtpdf');
    expect(withTable).not.toBeNull();
    const tables = await ok(s.client, 'get_tables', { spec: 'wtpdf', section: withTable });
    expect(tables.totalTables).toBeGreaterThan(0);
    const cmp = await ok(s.client, 'compare_versions', { from: 'tagged-bpg', to: 'wtpdf', limit: 20 });
    expect(cmp.matched.length).toBeLessThanOrEqual(20);
    const missing = errorOf(await call(s.client, 'compare_versions', {}));
    expect(missing.code).toBe('missing_file');
    expect(s.transportErrors).toEqual([]);
  }, 600_000);
});
