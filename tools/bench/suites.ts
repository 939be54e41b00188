/** The five benchmark suites of issue 7; each returns one table section. */
import { rmSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmtMiB, fmtMs, nodeBin, run, stats } from './measure.js';
import { type Target, ensureWarm, lastLine, makeTarget, pdfspec } from './targets.js';
import { mcpLoad } from './mcp-load.js';

import { bundleTool } from './bundle-tool.js';
import type { Section } from './report.js';

export type { Section };
export { benchPdfgrep } from './pdfgrep.js';
type Log = (m: string) => void;

let bare: Promise<string> | null = null;
const bareScript = () => (bare ??= bundleTool('tools/bench/bare-pass.ts'));

function coldCache(t: Target) {
  rmSync(t.env.PDFSPEC_CACHE_DIR, { recursive: true, force: true });
  mkdirSync(t.env.PDFSPEC_CACHE_DIR, { recursive: true });
}

export async function compileOnce(t: Target) {
  coldCache(t);
  const r = await pdfspec(['cache', 'build', '--spec', t.spec], t.env);
  if (r.code !== 0) throw new Error(`cache build --spec ${t.spec} failed (exit ${r.code}): ${lastLine(r.stderr)}`);
  return r;
}

async function bareOnce(t: Target, threads = 1) {
  const r = await run(nodeBin(), [await bareScript(), t.file, String(threads)]);
  if (r.code !== 0) throw new Error(`bare pdfjs pass on ${t.file} failed (exit ${r.code}): ${lastLine(r.stderr)}`);
  return r;
}

/** Issue 26: a cold compile within 1.2× of a single-thread bare pdf.js pass, on every document. */
const COMPILE_TARGET = 1.2;

export async function benchCompile(targets: Target[], full: boolean, log: Log): Promise<Section> {
  const rows: string[][] = [];
  for (const t of targets) {
    log(`compile ${t.label}`);
    const reps = full ? 3 : 1;
    const ours = [];
    const bare = [];
    // Alternating, so both see the same load on the machine.
    for (let i = 0; i < reps; i++) {
      ours.push(await compileOnce(t));
      bare.push(await bareOnce(t));
    }
    const o = stats(ours.map((r) => r.ms)).median;
    const b = stats(bare.map((r) => r.ms)).median;
    const rss = Math.max(...ours.map((r) => r.rssMiB ?? 0));
    t.compiled = { ms: o, rssMiB: rss };
    rows.push([
      t.label,
      t.real?.family ?? 'generated fixture',
      String(t.pages),
      fmtMs(o),
      fmtMs(b),
      `${(o / b).toFixed(2)}× ${o / b <= COMPILE_TARGET ? 'met' : '**not met**'}`,
      fmtMiB(rss),
      fmtMiB(Math.max(...bare.map((r) => r.rssMiB ?? 0))),
      (t.pages / (o / 1000)).toFixed(0),
    ]);
  }
  return {
    title: 'Compile (cold `pdfspec cache build`) vs a bare pdf.js pass',
    columns: [
      'PDF',
      'producer family',
      'pages',
      'pdfspec',
      'bare pdf.js, 1 thread',
      'ratio (target ≤ 1.2×)',
      'peak RSS (target ≤ 1 GiB at 1,000 pages)',
      'bare RSS',
      'pdfspec pages/s',
    ],
    rows,
    notes: [
      'bare pdf.js = open + getTextContent + getStructTree on every page in one thread, nothing else (tools/bench/bare-pass.ts), run right after each compile of the same file. ' +
        '`pdfspec cache build` is the whole compile in its own process (start, outline, structure tree, segmentation, tables, requirements, definitions, search text, writing the cache); it may use both cores.',
      `${full ? 'Median of 3 cold runs' : 'One cold run'} each; peak RSS covers all threads of the process.`,
    ],
  };
}

/** Picks real arguments for each command from the compiled spec itself. */
export async function commandLines(t: Target): Promise<[string, string[]][]> {
  const req = JSON.parse(
    (await pdfspec(['requirements', '--spec', t.spec, '--json', '--limit', '1'], t.env)).stdout || '{}',
  );
  const section: string = req.requirements?.[0]?.section ?? '1';
  const structure = JSON.parse(
    (await pdfspec(['structure', '--spec', t.spec, '--json', '--max-depth', '2'], t.env)).stdout || '{}',
  );
  const title: string = findTitle(structure.sections ?? []) ?? 'general';
  const tables = JSON.parse((await pdfspec(['tables', 'Table 1', '--spec', t.spec, '--json'], t.env)).stdout || '{}');
  const tableArg = tables.tables?.length ? 'Table 1' : section;
  return [
    ['list-specs', ['list-specs']],
    ['structure', ['structure', '--spec', t.spec, '--max-depth', '2']],
    ['section', ['section', section, '--spec', t.spec]],
    ['search', ['search', title, '--spec', t.spec]],
    ['requirements', ['requirements', '--spec', t.spec, '--section', section]],
    ['definitions', ['definitions', '--spec', t.spec]],
    ['tables', ['tables', tableArg, '--spec', t.spec]],
    ['compare', ['compare', '--from', t.spec, '--to', t.spec, '--section', section]],
  ];
}

interface TitledNode {
  title: string;
  children?: TitledNode[];
}

function findTitle(nodes: TitledNode[]): string | null {
  for (const n of nodes) for (const c of n.children ?? []) if (c.title.split(' ').length >= 2) return c.title;
  return nodes[0]?.title ?? null;
}

/** Issue 26: a warm command at most 30 ms over `node -e 0` on the same Node; `--version` at most 10 ms over. */
const warmTarget = (name: string) => (name === '--version' ? 10 : 30);

export async function benchWarm(targets: Target[], runs: number, log: Log): Promise<Section> {
  const rows: string[][] = [];
  const floor = [];
  for (let i = 0; i < runs; i++) floor.push(await run(nodeBin(), ['-e', '0']));
  const fs = stats(floor.map((r) => r.ms));
  rows.push([
    '(floor)',
    'node -e 0',
    fmtMs(fs.median),
    fmtMs(fs.p95),
    '–',
    '1.00×',
    fmtMiB(Math.max(...floor.map((r) => r.rssMiB ?? 0))),
  ]);
  const notes = [
    `Each run is \`node bin/pdfspec.js <command>\` from a warm cache, alternating with \`node -e 0\` on the same Node (${nodeBin() === process.execPath ? process.version : nodeBin()}); arguments are picked from the spec itself. The floor row is the median of every \`node -e 0\` run of the section.`,
  ];
  const lines: [Target | null, string, string[]][] = [[null, '--version', ['--version']]];
  for (const t of targets) {
    await ensureWarm(t);
    notes.push(
      `${t.label}: a warm \`search\` ${(await loadsPdfjs(t)) ? 'LOADED pdfjs or the compile isolation (it must not)' : 'did not load pdfjs-dist, the compiler or the compile isolation (worker_threads)'} (module resolution traced).`,
    );
    for (const [name, argv] of await commandLines(t)) lines.push([t, name, argv]);
  }
  for (const [t, name, argv] of lines) {
    log(`warm ${t?.label ?? ''}: ${name}`);
    const rs = [];
    const fl = [];
    for (let i = 0; i < runs; i++) {
      rs.push(await pdfspec(argv, t?.env ?? {}));
      fl.push(await run(nodeBin(), ['-e', '0']));
    }
    floor.push(...fl);
    const bad = rs.find((r) => r.code !== 0 && !(name === 'search' && r.code === 1));
    const st = stats(rs.map((r) => r.ms));
    const own = stats(fl.map((r) => r.ms)).median;
    const over = st.median - own;
    rows.push([
      t?.label ?? '(any)',
      `${name}${bad ? ` (exit ${bad.code})` : ''}`,
      fmtMs(st.median),
      fmtMs(st.p95),
      `+${fmtMs(Math.max(0, over))} ${over <= warmTarget(name) ? 'met' : '**not met**'}`,
      `${(st.median / own).toFixed(2)}×`,
      fmtMiB(Math.max(...rs.map((r) => r.rssMiB ?? 0))),
    ]);
  }
  const all = stats(floor.map((r) => r.ms));
  rows[0] = [rows[0]![0]!, rows[0]![1]!, fmtMs(all.median), fmtMs(all.p95), '–', '1.00×', rows[0]![6]!];
  return {
    title: `Warm CLI commands, whole process (${runs} runs each)`,
    columns: [
      'PDF',
      'command',
      'median',
      'p95',
      'over node -e 0 (target ≤ +30 ms; --version ≤ +10 ms)',
      '÷ node -e 0',
      'peak RSS (target ≤ 150 MB)',
    ],
    rows,
    notes,
  };
}

/** Runs one warm search with a module-resolution hook and says whether pdfjs or the compiler was loaded. */
async function loadsPdfjs(t: Target): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'pdfspec-bench-hook-'));
  try {
    const log = join(dir, 'resolved.log');
    const hook = join(dir, 'hook.mjs');
    const resolver = `import { appendFileSync } from 'node:fs';\nexport async function resolve(s, c, next) { const r = await next(s, c); appendFileSync(${JSON.stringify(log)}, r.url + '\\n'); return r; }`;
    writeFileSync(
      hook,
      `import { register } from 'node:module';\nregister('data:text/javascript,' + encodeURIComponent(${JSON.stringify(resolver)}));\n`,
    );
    const r = await pdfspec(['search', 'shall', '--spec', t.spec], { ...t.env, NODE_OPTIONS: `--import ${hook}` });
    if (r.code !== 0 && r.code !== 1)
      throw new Error(`search with a resolve hook failed (exit ${r.code}): ${lastLine(r.stderr)}`);
    return /pdfjs-dist|\/dist\/compile\.js|\/dist\/page-text-worker\.js|\/dist\/isolated-worker\.js|node:worker_threads/.test(
      readFileSync(log, 'utf8'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `measured` is the compile suite's 1000-page target: in quick mode its cold
 * compile is reused instead of compiling the same file again.
 */
export async function benchScaling(
  scaleFixture: (pages: number) => Promise<string>,
  measured: Target,
  full: boolean,
  log: Log,
): Promise<Section> {
  const rows: string[][] = [];
  for (const pages of [250, 500, 1000]) {
    log(`scaling ${pages} pages`);
    const file = await scaleFixture(pages);
    const reuse = !full && measured.compiled && measured.file === file;
    const t = reuse ? measured : await makeTarget(`fixture ${pages}p`, file);
    try {
      const compileMs = reuse ? measured.compiled!.ms : (await compileOnce(t)).ms;
      await ensureWarm(t);
      const s = [];
      for (let i = 0; i < (full ? 10 : 5); i++)
        s.push(await pdfspec(['search', 'shall', '--spec', t.spec, '--max-results', '10'], t.env));
      const sm = stats(s.map((r) => r.ms)).median;
      rows.push([
        String(t.pages || pages),
        fmtMs(compileMs),
        `${(compileMs / (t.pages || pages)).toFixed(1)} ms`,
        fmtMs(sm),
      ]);
    } finally {
      if (t !== measured) t.cleanup();
    }
  }
  return {
    title: 'Scaling with document size (fixture)',
    columns: ['pages', 'compile', 'compile per page', 'warm search (median)'],
    rows,
    notes: ['Linear compile means a flat "per page" column; warm search should stay flat or grow sub-linearly.'],
  };
}

export async function benchMcp(t: Target, full: boolean, log: Log): Promise<Section> {
  log('MCP load');
  await ensureWarm(t);
  const queries = ['shall', 'logical structure', 'stream', 'font', 'table', 'annotation'];
  const perLevel = full ? 1000 : 200;
  const rows: string[][] = [];
  for (const kind of ['sdk', 'wire'] as const) {
    for (const r of await mcpLoad(t.env, t.spec, queries, [1, 4, 16], perLevel, kind)) {
      const verdict = r.concurrency === 16 ? (r.p95 <= 10 ? ' met' : ' **not met**') : '';
      const row = [
        String(r.concurrency),
        String(r.requests),
        r.rps.toFixed(0),
        fmtMs(r.p50),
        `${fmtMs(r.p95)}${verdict}`,
      ];
      rows.push([kind === 'sdk' ? 'MCP SDK' : 'wire', ...row, String(r.errors)]);
    }
  }
  return {
    title: `MCP: search_spec on one warm server (${t.label})`,
    columns: [
      'client',
      'in-flight requests',
      'requests',
      'req/s',
      'p50',
      'p95 (target ≤ 20 ms; ≤ 10 ms at 16 in flight)',
      'errors',
    ],
    rows,
    notes: [
      'One stdio server, one client connection with 1, 4 or 16 requests in flight (stdio carries one client per server).',
      "Two clients, each with a server of its own: the MCP SDK's, which checks every result against its schema, and a wire client that writes JSON-RPC lines and parses the answers, nothing more (tools/bench/mcp-load.ts). Each runs in the bench's process, on the same two cores as the server, so its own work is in its latencies; the wire client's are the server's with the least a client adds.",
    ],
  };
}

let profiler: Promise<string> | null = null;
const profileScript = () => (profiler ??= bundleTool('tools/bench/compile-profile.ts'));

/**
 * Where a compile's time goes beyond the bare pass (tools/bench/compile-profile.ts): the compile in one
 * process and one thread, pdf.js's page calls timed as awaited; the rest is pdfspec's own work.
 */
export async function benchCompileProfile(targets: Target[], log: Log): Promise<Section> {
  const rows: string[][] = [];
  for (const t of targets) {
    log(`compile profile ${t.label}`);
    const r = await run(nodeBin(), [await profileScript(), t.file]);
    if (r.code !== 0) throw new Error(`compile profile of ${t.file} failed (exit ${r.code}): ${lastLine(r.stderr)}`);
    const p = JSON.parse(lastLine(r.stdout)) as { total: number; ms: Record<string, number> };
    const get = (k: string) => p.ms[k] ?? 0;
    const pdfjs = Object.values(p.ms).reduce((a, b) => a + b, 0);
    const pct = (v: number) => `${fmtMs(v)} (${Math.round((100 * v) / p.total)} %)`;
    rows.push([
      t.label,
      fmtMs(p.total),
      pct(get('getTextContent')),
      pct(get('getOperatorList')),
      pct(get('getAnnotations')),
      pct(pdfjs - get('getTextContent') - get('getOperatorList') - get('getAnnotations')),
      pct(p.total - pdfjs),
    ]);
  }
  return {
    title: 'Where a cold compile spends its time (one process, one thread)',
    columns: [
      'PDF',
      'compile',
      'pdf.js text (getTextContent)',
      'pdf.js operator lists (font names)',
      'pdf.js annotations (links)',
      'other pdf.js calls (pages, outline, destinations)',
      'pdfspec: pdf-lib read, structure tree, layout, segmentation, tables, requirements',
    ],
    rows,
    notes: [
      '`compileFile` with one page reader in one process (tools/bench/compile-profile.ts): no CLI, no worker start, no cache write; pdf.js page calls are timed as they are awaited, everything else is pdfspec. The bare pass does only the text column (plus getStructTree).',
    ],
  };
}
