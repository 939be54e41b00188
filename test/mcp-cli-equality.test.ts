/**
 * Every tool's structuredContent equals `pdfspec <command> … --json` for the
 * same parameters: both return a whole list unless a page is asked for. The
 * server is the built binary; the CLI is its main() run in this process over a
 * core of the same environment (the same specs and cache), as the bad-input
 * table runs it — the CLI as a process is held to main() there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.js';
import { createCore, type Core } from '../src/core/create-core.js';
import type { OperationName } from '../src/core/ops/index.js';
import { createProcessContext } from '../src/host/index.js';
import { testFactory } from './support/test-factory.js';
import {
  CORPUS_GUIDES,
  cliArgs,
  corpusPdfs,
  ensureBuilt,
  ok,
  samplePdfs,
  useServer,
  type Served,
  type SpecDir,
} from './support/mcp-harness.js';

beforeAll(() => ensureBuilt(), 300_000);

const cores = new Map<NodeJS.ProcessEnv, Core>();
// The end-to-end files share a process (vitest.config.ts): what this file holds is let go after it.
afterAll(() => cores.clear());

/** `pdfspec <command> … --json` for a tool call: its JSON record (a list that matched nothing exits 1, yet prints it). */
async function cliJson(env: NodeJS.ProcessEnv, tool: OperationName, args: Record<string, unknown>): Promise<unknown> {
  const argv = cliArgs(tool, args);
  let core = cores.get(env);
  if (!core) cores.set(env, (core = createCore(createProcessContext({ env }))));
  const f = testFactory(core, { env });
  const code = await main(argv, f);
  if (code !== 0 && code !== 1) throw new Error(`pdfspec ${argv.join(' ')} failed (${code}): ${f.err().trim()}`);
  return JSON.parse(f.out());
}

async function expectSameAsCli(
  s: Served,
  dir: SpecDir,
  tool: OperationName,
  args: Record<string, unknown>,
): Promise<void> {
  const viaMcp = await ok(s.client, tool, args);
  expect(viaMcp, `${tool} ${JSON.stringify(args)}`).toEqual(await cliJson(dir.env, tool, args));
}

/** Parameters for all eight tools on one spec, picked from the spec itself. */
async function callsFor(
  s: Served,
  spec: string,
  compare: Record<string, unknown>,
): Promise<[OperationName, Record<string, unknown>][]> {
  const { sections } = await ok(s.client, 'get_structure', { spec });
  const all: { sectionNumber: string; title: string; children: unknown[] }[] = [];
  const walk = (n: (typeof all)[number]) => (all.push(n), n.children.forEach((c) => walk(c as never)));
  sections.forEach(walk);
  const parent = all.find((n) => n.children.length > 0) ?? all[0]!;
  const leaf = all.find((n) => n.children.length === 0) ?? all[0]!;
  let tableSection: string | null = null;
  for (const n of all) {
    const { content } = await ok(s.client, 'get_section', { spec, section: n.sectionNumber, limit: 1000 });
    const t = content.find((x: { type: string }) => x.type === 'table');
    if (t) {
      tableSection = t.section ?? n.sectionNumber;
      break;
    }
  }
  const calls: [OperationName, Record<string, unknown>][] = [
    ['list_specs', {}],
    ['list_specs', { category: 'guide' }],
    ['get_structure', { spec }],
    ['get_structure', { spec, max_depth: 1 }],
    ['get_section', { spec, section: parent.sectionNumber }],
    ['get_section', { spec, section: leaf.sectionNumber, offset: 1, limit: 2 }],
    ['search_spec', { spec, query: leaf.title }],
    ['search_spec', { spec, query: 'shall', max_results: 3 }],
    ['search_spec', { spec, query: 'zzqxj nonexistent' }],
    ['get_requirements', { spec }],
    ['get_requirements', { spec, section: parent.sectionNumber, level: 'shall' }],
    ['get_definitions', { spec }],
    ['get_definitions', { spec, offset: 0, limit: 1 }],
    ['compare_versions', compare],
    ['compare_versions', { ...compare, offset: 2, limit: 3 }],
  ];
  if (tableSection) {
    calls.push(
      ['get_tables', { spec, section: tableSection }],
      ['get_tables', { spec, section: tableSection, table_index: 0 }],
    );
  }
  // Every table of the document: the tool without a section is the CLI's --all.
  calls.push(['get_tables', { spec, all: true }], ['get_tables', { spec, all: true, offset: 1, limit: 2 }]);
  return calls;
}

describe('MCP results equal the CLI --json output (bundled samples)', () => {
  const srv = useServer([]); // the samples are bundled

  it('for all eight tools', async () => {
    expect(samplePdfs().length, 'corpus/sample/*.pdf are built by `npm install`').toBeGreaterThanOrEqual(2);
    const { s, dir } = srv;
    const calls = await callsFor(s, 'sample20', { from: 'sample17', to: 'sample20' });
    expect(new Set(calls.map(([t]) => t)).size, 'every tool is compared').toBe(8);
    for (const [tool, args] of calls) await expectSameAsCli(s, dir, tool, args);
    expect(s.transportErrors).toEqual([]);
  }, 600_000);
});

const corpus = corpusPdfs();
describe.skipIf(!corpus.length)('MCP results equal the CLI --json output (../shared/corpus, WTPDF)', () => {
  const srv = useServer(corpus, CORPUS_GUIDES);

  it('for all eight tools', async () => {
    const { s, dir } = srv;
    const calls = await callsFor(s, 'wtpdf', { from: 'tagged-bpg', to: 'wtpdf' });
    expect(new Set(calls.map(([t]) => t)).size, 'every tool is compared').toBe(8);
    for (const [tool, args] of calls) await expectSameAsCli(s, dir, tool, args);
    expect(s.transportErrors).toEqual([]);
  }, 600_000);
});
