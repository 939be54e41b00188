/**
 * createServer through the SDK's own Client on an in-memory transport: over
 * the real core with in-memory models (pass-through, error codes), and over a
 * fake core for what the real one cannot be made to do on cue (a bug, a
 * 450-item section, compile progress). The server as a process: test/mcp.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Subject, defer, from, map, of, switchMap, take, throwError, type Observable } from 'rxjs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Core } from '../src/core/create-core.js';
import type { OperationContext, ProgressEvent, SpecEntry } from '../src/core/operation-context.js';
import type { ModelReader } from '../src/model/reader.js';
import type { OperationName } from '../src/core/ops/index.js';
import { OPERATIONS } from './support/operations.js';
import { validate } from '../src/core/validate.js';
import { PdfspecError } from '../src/core/errors.js';
import { createServer } from '../src/mcp/server.js';
import { TOOL_NAMES } from '../src/mcp/tools/names.js';
import { createCore } from '../src/core/create-core.js';
import { completeAnswer } from '../src/core/answer.js';
import { buildModel, isoLikeModel, testContext } from './support/test-model.js';
import { lastValueFrom } from 'rxjs';

type Handlers = Partial<Record<OperationName, (input: any) => Observable<unknown>>>;

/** A core whose operations validate with the real schemas, then run the test's handler; untouched operations throw. */
function fakeCore(handlers: Handlers, progress$ = new Subject<ProgressEvent>()): Core & { logs: string[] } {
  const logs: string[] = [];
  const context = {
    progress$,
    log: (m: string) => logs.push(m),
    notice: (m: string) => logs.push(m),
    specs: () => {
      throw new Error('fake context: specs() not set up');
    },
    resolveSpec: () => {
      throw new Error('fake context: resolveSpec() not set up');
    },
    reader: () => {
      throw new Error('fake context: reader() not set up');
    },
  } as OperationContext;
  const core: any = { context, logs };
  for (const name of Object.keys(OPERATIONS) as OperationName[]) {
    core[name] = (raw: unknown) =>
      defer(() => {
        const input = validate(OPERATIONS[name].input, raw);
        const h = handlers[name];
        if (!h) throw new Error(`fake core: ${name} not set up`);
        return h(input);
      });
  }
  // The real core's answer around the test's handler.
  core.answer = (name: OperationName, raw: unknown) =>
    defer(() => {
      const input = validate(OPERATIONS[name].input, raw);
      return (core[name](raw) as Observable<any>).pipe(
        map((record) => completeAnswer(OPERATIONS[name], input, record)),
      );
    });
  return core;
}

/** The real core over in-memory models (test/support/test-model.ts). */
const realCore = () =>
  createCore(
    testContext([
      { id: 'iso32000-2', model: isoLikeModel() },
      { id: 'pdf17', model: isoLikeModel('old.pdf') },
      { id: 'pdfua2' },
    ]),
  );

let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

async function connect(core: Core): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createServer(core).connect(serverSide);
  client = new Client({ name: 'test', version: '0' });
  await client.connect(clientSide);
  await client.listTools(); // the client validates outputs only for tools it has listed
  return client;
}

const errorOf = (r: CallToolResult) => {
  expect(r.isError).toBe(true);
  expect(r.structuredContent).toBeUndefined();
  return JSON.parse((r.content[0] as { text: string }).text).error as { code: string; message: string; hint: string };
};

const section = (n: number, paging?: object) => ({
  spec: 'fake',
  sectionNumber: '7.3',
  title: 'Objects',
  pageRange: { start: 1, end: 2, startLabel: '1', endLabel: '2' },
  content: Array.from({ length: n }, (_, i) => ({
    type: 'paragraph',
    section: '7.3',
    page: 1,
    pageLabel: '1',
    text: `p${i}`,
  })),
  ...(paging ? { paging } : {}),
});

describe('createServer', () => {
  it('announces the name, the package version and exactly the eight tools with their bounds', async () => {
    const c = await connect(fakeCore({}));
    expect(c.getServerVersion()).toMatchObject({ name: 'pdfspec', version: '0.7.0' });
    expect(c.getInstructions()).toMatch(/coverage\.gaps/);
    const { tools } = await c.listTools();
    // refs and key are CLI operations: MCP reaches them through get_section's refs and get_tables' key; roles and
    // cite are CLI operations too, and the checklist and the statement check come only with `serve --tools extended`.
    const cliOnly = new Set([
      'find_references',
      'find_key',
      'list_roles',
      'cite_requirement',
      'get_checklist',
      'check_statement',
    ]);
    expect(tools.map((t) => t.name).sort()).toEqual(
      Object.keys(OPERATIONS)
        .filter((o) => !cliOnly.has(o))
        .sort(),
    );
    expect(tools).toHaveLength(8);
    // `serve --help` lists the tools from TOOL_NAMES, which must be tools/list's names in its order.
    expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES);
    const by = Object.fromEntries(tools.map((t) => [t.name, t]));
    const prop = (tool: string, p: string) => (by[tool]!.inputSchema.properties as any)[p];
    expect(prop('get_structure', 'max_depth')).toMatchObject({ type: 'integer', minimum: 1, maximum: 10 });
    expect(prop('search_spec', 'max_results')).toMatchObject({ type: 'integer', minimum: 1, maximum: 50 });
    expect(prop('get_tables', 'table_index')).toMatchObject({ type: 'integer', minimum: 0, maximum: 9007199254740991 });
    expect(prop('search_spec', 'query')).toMatchObject({ type: 'string', minLength: 1 });
    expect(prop('get_definitions', 'term')).toMatchObject({ type: 'string', minLength: 1 });
    expect(prop('get_section', 'spec')).toMatchObject({ type: 'string', minLength: 1 });
    expect(prop('get_section', 'section')).toMatchObject({ type: 'string', minLength: 1 });
    expect(prop('get_requirements', 'level').enum).toEqual([
      'all',
      'shall',
      'shall not',
      'should',
      'should not',
      'may',
    ]);
    expect(prop('list_specs', 'category').enum).toContain('appnote');
    // The contract: query is required; the regex mode is a flag on it.
    expect(by.search_spec!.inputSchema.required).toEqual(['query']);
    expect(prop('search_spec', 'query')).toMatchObject({ type: 'string', minLength: 1 });
    expect(prop('search_spec', 'regex')).toMatchObject({ type: 'boolean' });
    expect(prop('search_spec', 'offset')).toMatchObject({ type: 'integer', minimum: 0 });
    expect(prop('search_spec', 'case_sensitive')).toMatchObject({ type: 'boolean' });
    for (const t of tools) {
      expect(t.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false });
      expect(t.outputSchema?.type).toBe('object');
      expect(t.description!.length).toBeGreaterThan(100);
    }
    expect(by.get_section!.description).toMatch(/whole subtree/);
    expect(by.search_spec!.description).toMatch(/standard's own terms/);
    expect(by.search_spec!.description).toMatch(/coverage\.gaps/);
  });

  it('answers arguments that break the schema with an isError result, not a protocol error', async () => {
    const c = await connect(realCore());
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['search_spec', { query: 'x', max_results: 0 }, /max_results.*1 to 50/],
      ['get_structure', { max_depth: 11 }, /max_depth.*1 to 10/],
      ['get_tables', { section: '7', table_index: -1 }, /table_index/],
      ['search_spec', { query: '' }, /query/],
      ['search_spec', { query: 42 }, /query/],
      ['get_section', {}, /missing required parameter section/],
      ['search_spec', { query: 'x', bogus: 1 }, /unknown parameter bogus/],
    ];
    for (const [name, args, msg] of cases) {
      const e = errorOf((await c.callTool({ name, arguments: args })) as CallToolResult);
      expect(e.code, `${name} ${JSON.stringify(args)}`).toBe('invalid_input');
      expect(e.message).toMatch(msg);
    }
    await expect(c.callTool({ name: 'get_everything', arguments: {} })).rejects.toMatchObject({
      code: -32602,
      message: expect.stringMatching(/unknown tool "get_everything".*search_spec/),
    });
    const ok = (await c.callTool({ name: 'search_spec', arguments: { query: 'stream' } })) as CallToolResult;
    expect(ok.isError).toBeFalsy();
    expect((ok.structuredContent as { totalResults: number }).totalResults).toBeGreaterThan(0);
  });

  it('answers a result too large for a client to read with an isError result, and goes on serving', async () => {
    const huge = {
      spec: 'fake',
      totalSections: 1,
      sections: [{ sectionNumber: '1', title: 'x'.repeat(5 * 1024 * 1024), page: 1, pageLabel: '1', children: [] }],
    };
    const c = await connect(
      fakeCore({
        get_structure: () => of(huge),
        list_specs: () => of({ totalSpecs: 0, specs: [], coverage: { note: '', gaps: [] } }),
      }),
    );
    const e = errorOf((await c.callTool({ name: 'get_structure', arguments: {} })) as CallToolResult);
    expect(e.code).toBe('invalid_input');
    expect(e.message).toBe(
      'the result of get_structure would be 10.0 MiB, more than the 8.0 MiB an MCP client can be sent at once',
    );
    expect(((await c.callTool({ name: 'list_specs', arguments: {} })) as CallToolResult).isError).toBeFalsy();
  });

  it('passes domain errors through with their code, hint and suggestions; bugs become "internal" and are logged', async () => {
    const core = fakeCore({
      get_section: () =>
        throwError(
          () => new PdfspecError('unknown_section', 'no section 7.99 in fake', 'see get_structure', ['7.9', '7.3']),
        ),
      get_tables: () => throwError(() => new TypeError('boom')),
    });
    const c = await connect(core);
    const e = errorOf((await c.callTool({ name: 'get_section', arguments: { section: '7.99' } })) as CallToolResult);
    expect(e).toEqual({
      code: 'unknown_section',
      message: 'no section 7.99 in fake',
      hint: 'see get_structure',
      suggestions: ['7.9', '7.3'],
    });
    const bug = errorOf((await c.callTool({ name: 'get_tables', arguments: { section: '7' } })) as CallToolResult);
    expect(bug.code).toBe('internal');
    expect(core.logs.join('\n')).toMatch(/get_tables failed: TypeError: boom/);
  });

  it('returns the record as structuredContent and as JSON text', async () => {
    const record = {
      spec: 'fake',
      section: '7',
      totalTables: 1,
      tables: [
        {
          index: 0,
          number: 'Table 1',
          caption: 'c',
          headers: [],
          rows: [],
          notes: [],
          section: '7',
          page: 1,
          pageLabel: '1',
          pageEnd: 1,
        },
      ],
    };
    const c = await connect(fakeCore({ get_tables: () => of(record) }));
    const r = (await c.callTool({ name: 'get_tables', arguments: { section: '7' } })) as CallToolResult;
    expect(r.structuredContent).toEqual(record);
    expect(JSON.parse((r.content[0] as { text: string }).text)).toEqual(record);
    expect(r.content).toHaveLength(1);
  });

  it('returns a whole subtree unless a page was asked for or the result size cap cuts it, and then says so', async () => {
    const seen: any[] = [];
    // 450 items; with `big`, each carries 30 KB of text, so the whole list passes the 8 MiB cap.
    let itemText = '';
    const c = await connect(
      fakeCore({
        get_section: (input) => {
          seen.push(input);
          const offset = input.offset ?? 0;
          const total = 450;
          const n = Math.min(input.limit ?? total, total - offset);
          const next = offset + n < total ? offset + n : null;
          const paging =
            input.limit === undefined && input.offset === undefined
              ? undefined
              : { offset, limit: input.limit ?? total - offset, total, truncated: next !== null, nextOffset: next };
          const record = section(n, paging);
          record.content.forEach((item) => (item.text += itemText));
          return of(record);
        },
      }),
    );
    const whole = (await c.callTool({ name: 'get_section', arguments: { section: '7.3' } })) as CallToolResult;
    expect(seen).toEqual([{ section: '7.3' }]);
    expect((whole.structuredContent as any).content).toHaveLength(450);
    expect((whole.structuredContent as any).paging).toBeUndefined();
    expect(whole.content).toHaveLength(1);

    const last = (await c.callTool({
      name: 'get_section',
      arguments: { section: '7.3', offset: 400, limit: 100 },
    })) as CallToolResult;
    expect(seen[1]).toEqual({ section: '7.3', offset: 400, limit: 100 });
    expect(last.content).toHaveLength(1);
    const page = (await c.callTool({
      name: 'get_section',
      arguments: { section: '7.3', limit: 200 },
    })) as CallToolResult;
    expect((page.content[1] as { text: string }).text).toBe(
      'Truncated: this result shows items 1–200 of 450. To get the rest, call get_section again with the same arguments and offset: 200 (limit up to 1000).',
    );

    itemText = 'x'.repeat(30_000);
    seen.length = 0;
    const capped = (await c.callTool({ name: 'get_section', arguments: { section: '7.3' } })) as CallToolResult;
    expect(capped.isError).toBeFalsy();
    const paging = (capped.structuredContent as any).paging;
    expect(paging).toMatchObject({ offset: 0, total: 450, truncated: true });
    expect(paging.limit).toBeGreaterThan(100);
    expect(paging.limit).toBeLessThan(450);
    expect((capped.structuredContent as any).content).toHaveLength(paging.limit);
    expect((capped.content[1] as { text: string }).text).toBe(
      `Truncated: this result shows items 1–${paging.limit} of 450. The whole list would pass the 8.0 MiB result size cap, so it was cut to fit (see paging). To get the rest, call get_section again with the same arguments and offset: ${paging.limit} and limit: ${paging.limit}.`,
    );
  });

  it('sends monotonic progress notifications while a call compiles, only to a client that asked', async () => {
    const progress$ = new Subject<ProgressEvent>();
    const core = fakeCore({}, progress$);
    const compile = (spec: string, pages: number) =>
      defer(() => {
        for (let p = 1; p <= pages; p++) progress$.next({ spec, page: p, pages, elapsedMs: p });
        return of({} as ModelReader);
      });
    core.context.reader = (entry) => compile(entry.id, 3);
    const structure = () =>
      core.context
        .reader({ id: 'fake' } as SpecEntry)
        .pipe(map(() => ({ spec: 'fake', totalSections: 0, sections: [] })));
    const c = await connect(Object.assign(core, { get_structure: structure }));
    const updates: { progress: number; total?: number; message?: string }[] = [];
    await c.callTool({ name: 'get_structure', arguments: {} }, undefined, { onprogress: (p) => updates.push(p) });
    expect(updates.length).toBeGreaterThanOrEqual(2); // the first page and the last, at least
    expect(updates.at(-1)).toEqual({ progress: 3, total: 3, message: 'compiling fake: page 3 of 3' });
    for (let i = 1; i < updates.length; i++) expect(updates[i]!.progress).toBeGreaterThan(updates[i - 1]!.progress);
    expect(progress$.observed).toBe(false); // unsubscribed when the call ended
  });

  it("sends a call only the progress of the specs it reads, not a concurrent call's", async () => {
    const progress$ = new Subject<ProgressEvent>();
    const core = fakeCore({}, progress$);
    // Each spec's compile finishes when the test says so; its pages are emitted by the test, interleaved.
    const done = new Map<string, Subject<ModelReader>>([
      ['a', new Subject()],
      ['b', new Subject()],
    ]);
    let asked = 0;
    core.context.reader = (entry) => {
      asked++;
      return done.get(entry.id)!.pipe(take(1));
    };
    const structure = (input: { spec?: string }) =>
      core.context.resolveSpec(input.spec).pipe(
        switchMap((entry) => core.context.reader(entry)),
        map(() => ({ spec: input.spec!, totalSections: 0, sections: [] })),
      );
    core.context.resolveSpec = (spec) => from(Promise.resolve({ id: spec } as SpecEntry));
    const c = await connect(Object.assign(core, { get_structure: structure }));
    const seen: Record<string, { progress: number; total?: number; message?: string }[]> = { a: [], b: [] };
    const calls = ['a', 'b'].map((spec) =>
      c.callTool({ name: 'get_structure', arguments: { spec } }, undefined, {
        onprogress: (p) => seen[spec]!.push(p),
      }),
    );
    // Both calls have asked for their model; neither has it yet.
    await vi.waitFor(() => expect(asked).toBe(2));
    progress$.next({ spec: 'a', page: 1, pages: 4, elapsedMs: 1 });
    progress$.next({ spec: 'b', page: 1, pages: 9, elapsedMs: 1 });
    progress$.next({ spec: 'a', page: 4, pages: 4, elapsedMs: 2 });
    progress$.next({ spec: 'b', page: 9, pages: 9, elapsedMs: 2 });
    done.get('a')!.next({} as ModelReader);
    done.get('b')!.next({} as ModelReader);
    await Promise.all(calls);
    expect(seen.a!.map((u) => [u.progress, u.total])).toEqual([
      [1, 4],
      [4, 4],
    ]);
    expect(seen.b!.map((u) => [u.progress, u.total])).toEqual([
      [1, 9],
      [9, 9],
    ]);
    expect(seen.a!.every((u) => u.message!.startsWith('compiling a:'))).toBe(true);
    expect(seen.b!.every((u) => u.message!.startsWith('compiling b:'))).toBe(true);
  });
});

describe('advertised schemas', () => {
  it('let the SDK client reject a record that breaks the output schema', async () => {
    const c = await connect(
      fakeCore({ get_tables: () => of({ spec: 'fake', section: '7', totalTables: '0', tables: [] }) }),
    );
    await expect(c.callTool({ name: 'get_tables', arguments: { section: '7' } })).rejects.toThrow(/output schema/);
    const { tools } = await c.listTools();
    const out = JSON.stringify(tools.map((t) => t.outputSchema));
    expect(out).not.toMatch(/9007199254740991/); // zod's implicit int bounds are noise in outputs …
    expect(JSON.stringify(tools.find((t) => t.name === 'get_tables')!.inputSchema)).toMatch(
      /"maximum":9007199254740991/,
    ); // … but a real bound in inputs
  });
});

describe('createServer over the real core (in-memory models)', () => {
  it('answers a resource that does not exist with -32002 (resource not found), naming the URI', async () => {
    const c = await connect(realCore());
    const missing = [
      ['pdfspec://iso32000-2/section/99.9', /99\.9/],
      ['pdfspec://nosuch/section/7', /nosuch/],
      ['pdfspec://pdfua2/section/7', /pdfua2/], // a known spec without its PDF
      ['https://example.org/x', /expected pdfspec:\/\/\{spec\}\/section\/\{section\}/],
    ] as const;
    for (const [uri, message] of missing)
      await expect(c.readResource({ uri })).rejects.toMatchObject({ code: -32002, message, data: { uri } });
    const { contents } = await c.readResource({ uri: 'pdfspec://iso32000-2/section/7.3' });
    expect(contents).toHaveLength(1);
  });

  const calls: [OperationName, Record<string, unknown>][] = [
    ['list_specs', {}],
    ['get_structure', { max_depth: 1 }],
    ['get_section', { section: '7.3' }],
    ['search_spec', { query: 'logical content order', max_results: 3 }],
    ['get_requirements', { section: '7', level: 'shall' }],
    ['get_definitions', { term: 'glyph' }],
    ['get_tables', { section: 'Table 5' }],
    ['get_tables', {}],
    ['get_tables', { all: true, offset: 1, limit: 1 }],
    ['compare_versions', { section: '7', offset: 1, limit: 2 }],
  ];

  it("returns for every tool exactly the core's record, whole lists included", async () => {
    const core = realCore();
    const c = await connect(core);
    for (const [name, args] of calls) {
      const r = (await c.callTool({ name, arguments: args })) as CallToolResult;
      expect(r.isError, name).toBeFalsy();
      const op: (input: unknown) => Observable<unknown> = core[name];
      const direct = await lastValueFrom(op(args));
      expect(r.structuredContent, name).toEqual(direct);
    }
  });

  it('says in the text and in `notice` when a call without spec is answered from another spec than iso32000-2', async () => {
    const c = await connect(
      createCore(testContext([{ id: 'iso32000-2' }, { id: 'tagged-bpg', model: isoLikeModel('bpg.pdf') }])),
    );
    for (const [name, args] of [
      ['get_section', { section: '7.3.4' }],
      ['get_requirements', { section: '7' }],
      ['search_spec', { query: 'stream' }],
    ] as const) {
      const r = (await c.callTool({ name, arguments: args })) as CallToolResult;
      expect(r.isError, name).toBeFalsy();
      expect((r.structuredContent as any).notice, name).toBe('iso32000-2 is not installed; answered from tagged-bpg');
      expect((r.content[1] as { text: string }).text, name).toMatch(
        /^iso32000-2 is not installed; answered from tagged-bpg\./,
      );
    }
    const named = (await c.callTool({
      name: 'get_section',
      arguments: { section: '7.3.4', spec: 'tagged-bpg' },
    })) as CallToolResult;
    expect((named.structuredContent as any).notice).toBeUndefined();
    expect(named.content).toHaveLength(1);
  });

  it('answers a search without hits about a standard the corpus lacks with the gap and the standards that cover it', async () => {
    const c = await connect(realCore());
    const r = (await c.callTool({ name: 'search_spec', arguments: { query: 'PAdES B-LTA' } })) as CallToolResult;
    expect(r.isError).toBeFalsy();
    const record = r.structuredContent as any;
    expect(record.totalResults).toBe(0);
    expect(record.coverageGap).toMatchObject({
      area: 'PAdES (PDF advanced electronic signatures)',
      standards: ['ETSI EN 319 142-1', 'ETSI EN 319 142-2'],
    });
    const note = (r.content[1] as { text: string }).text;
    expect(note).toMatch(/^no results for query "PAdES B-LTA" in iso32000-2/);
    expect(note).toContain(
      'PAdES (PDF advanced electronic signatures) is not in this corpus: ETSI EN 319 142-1, ETSI EN 319 142-2 cover it.',
    );
    const archival = (await c.callTool({ name: 'search_spec', arguments: { query: 'pdf/a-3 conformance' } })) as any;
    expect(archival.structuredContent.coverageGap.standards).toContain('ISO 19005-3');
    const other = (await c.callTool({ name: 'search_spec', arguments: { query: 'zebra crossing' } })) as any;
    expect(other.structuredContent.totalResults).toBe(0);
    expect(other.structuredContent.coverageGap).toBeUndefined();
    expect(other.content[1].text).not.toMatch(/not in this corpus/);
  });

  it('names front matter and Contents pages as sections (front-matter, contents) in search results and tables', async () => {
    const model = buildModel('front.pdf', ['i', 'ii', 'iii', '1', '2'])
      .page(1)
      .para('Zebra document, title page.')
      .table({ number: null, caption: '', headers: ['Zebra edition'], rows: [['1']] })
      .page(2)
      .para('Contents')
      .para('1 Scope .......... 1')
      .para('2 Zebra rules .......... 2')
      .page(4)
      .section('1', 'Scope')
      .para('Zebra rules apply here.')
      .build();
    const c = await connect(createCore(testContext([{ id: 'iso32000-2', model }])));
    const r = (await c.callTool({ name: 'search_spec', arguments: { query: 'zebra', max_results: 10 } })) as any;
    expect(r.isError).toBeFalsy();
    const where = r.structuredContent.results.map((x: any) => [x.section, x.title, x.page]);
    expect(where).toEqual(
      expect.arrayContaining([
        ['front-matter', 'Front matter', 1],
        ['contents', 'Contents', 2],
        ['1', 'Scope', 4],
      ]),
    );
    expect(r.structuredContent.results.every((x: any) => typeof x.section === 'string')).toBe(true);
    const tables = (await c.callTool({ name: 'get_tables', arguments: {} })) as any;
    expect(tables.structuredContent.tables[0].section).toBe('front-matter');
    // A hit's section can be read: get_section takes the matter ids too.
    const contents = (await c.callTool({ name: 'get_section', arguments: { section: 'contents' } })) as any;
    expect(contents.isError).toBeFalsy();
    expect(contents.structuredContent).toMatchObject({ sectionNumber: 'contents', title: 'Contents' });
    expect(contents.structuredContent.content.map((x: any) => x.text)).toEqual([
      'Contents',
      '1 Scope .......... 1',
      '2 Zebra rules .......... 2',
    ]);
    const front = (await c.callTool({ name: 'get_section', arguments: { section: 'front-matter' } })) as any;
    expect(front.structuredContent.content).toHaveLength(5);
    expect(front.structuredContent.pageRange).toMatchObject({ start: 1, startLabel: 'i' });
    const back = (await c.callTool({ name: 'get_section', arguments: { section: 'back-matter' } })) as CallToolResult;
    expect(errorOf(back).code).toBe('unknown_section');
  });

  it('maps unknown sections, unknown specs and missing files to their codes', async () => {
    const c = await connect(realCore());
    const section = errorOf(
      (await c.callTool({ name: 'get_section', arguments: { section: '7.9' } })) as CallToolResult,
    );
    expect(section.code).toBe('unknown_section');
    const spec = errorOf((await c.callTool({ name: 'get_structure', arguments: { spec: 'nope' } })) as CallToolResult);
    expect(spec.code).toBe('unknown_spec');
    const missing = errorOf(
      (await c.callTool({ name: 'get_structure', arguments: { spec: 'pdfua2' } })) as CallToolResult,
    );
    expect(missing.code).toBe('missing_file');
    const table = errorOf(
      (await c.callTool({ name: 'get_tables', arguments: { section: '7.3.4', table_index: 5 } })) as CallToolResult,
    );
    expect(table.code).toBe('unknown_table');
  });
});
