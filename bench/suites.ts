/** The five benchmark suites of issue 7; each returns one table section. */
import { execFileSync } from 'node:child_process';
import { rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, fmtMiB, fmtMs, run, stats } from './measure.js';
import { type Target, makeTarget, pdfspec } from './targets.js';
import { mcpLoad } from './mcp-load.js';
import type { Section } from './report.js';

export type { Section };
type Log = (m: string) => void;

const BARE = join(ROOT, 'dist', 'bench', 'bare-pass.js');

function coldCache(t: Target) {
  rmSync(t.env.PDFSPEC_CACHE_DIR, { recursive: true, force: true });
  mkdirSync(t.env.PDFSPEC_CACHE_DIR, { recursive: true });
}

async function compileOnce(t: Target) {
  coldCache(t);
  const r = await pdfspec(['cache', 'build', '--spec', t.spec], t.env);
  if (r.code !== 0) throw new Error(`cache build --spec ${t.spec} failed: ${r.stderr.trim().split('\n').pop()}`);
  return r;
}

export async function benchCompile(targets: Target[], full: boolean, log: Log): Promise<Section> {
  const rows: string[][] = [];
  for (const t of targets) {
    log(`compile ${t.label}`);
    const reps = full ? 3 : 1;
    const ours = [];
    const bare = [];
    for (let i = 0; i < reps; i++) {
      ours.push(await compileOnce(t));
      bare.push(await run(process.execPath, [BARE, t.file]));
    }
    const o = stats(ours.map((r) => r.ms)).median;
    const b = stats(bare.map((r) => r.ms)).median;
    const rss = Math.max(...ours.map((r) => r.rssMiB ?? 0));
    rows.push([t.label, String(t.pages), fmtMs(o), fmtMiB(rss), fmtMs(b), fmtMiB(Math.max(...bare.map((r) => r.rssMiB ?? 0))),
      `${(o / b).toFixed(2)}×`, (t.pages / (o / 1000)).toFixed(0)]);
  }
  return {
    title: 'Compile (cold `pdfspec cache build`) vs a bare pdfjs pass',
    columns: ['PDF', 'pages', 'pdfspec', 'peak RSS', 'bare pdfjs', 'bare RSS', 'ratio (target ≤ 1.5×)', 'pages/s'],
    rows,
    notes: ['bare pdfjs = open + getTextContent + getStructTree on every page, nothing else (bench/bare-pass.ts), single process.'],
  };
}

/** Picks real arguments for each command from the compiled spec itself. */
async function commandLines(t: Target): Promise<[string, string[]][]> {
  const req = JSON.parse((await pdfspec(['requirements', '--spec', t.spec, '--json', '--limit', '1'], t.env)).stdout || '{}');
  const section: string = req.requirements?.[0]?.section ?? '1';
  const structure = JSON.parse((await pdfspec(['structure', '--spec', t.spec, '--json', '--max-depth', '2'], t.env)).stdout || '{}');
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

function findTitle(nodes: { title: string; children: any[] }[]): string | null {
  for (const n of nodes) for (const c of n.children ?? []) if (c.title.split(' ').length >= 2) return c.title;
  return nodes[0]?.title ?? null;
}

export async function benchWarm(targets: Target[], runs: number, log: Log): Promise<Section> {
  const rows: string[][] = [];
  const floor = [];
  for (let i = 0; i < runs; i++) floor.push(await run(process.execPath, ['-e', '0']));
  const fs = stats(floor.map((r) => r.ms));
  rows.push(['(floor)', 'node -e 0', fmtMs(fs.median), fmtMs(fs.p95), fmtMiB(Math.max(...floor.map((r) => r.rssMiB ?? 0)))]);
  for (const t of targets) {
    await compileOnce(t);
    for (const [name, argv] of await commandLines(t)) {
      log(`warm ${t.label}: ${name}`);
      const rs = [];
      for (let i = 0; i < runs; i++) rs.push(await pdfspec(argv, t.env));
      const bad = rs.find((r) => r.code !== 0 && !(name === 'search' && r.code === 1));
      const st = stats(rs.map((r) => r.ms));
      rows.push([t.label, `${name}${bad ? ` (exit ${bad.code})` : ''}`, fmtMs(st.median), fmtMs(st.p95), fmtMiB(Math.max(...rs.map((r) => r.rssMiB ?? 0)))]);
    }
  }
  return {
    title: `Warm CLI commands, whole process (${runs} runs each)`,
    columns: ['PDF', 'command', 'median (target ≤ 150 ms)', 'p95', 'peak RSS (target ≤ 150 MB)'],
    rows,
    notes: ['Each run is `node bin/pdfspec.js <command>` from a warm cache; arguments are picked from the spec itself.'],
  };
}

function hasPdfgrep(): boolean {
  try {
    execFileSync('pdfgrep', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function benchPdfgrep(targets: Target[], runs: number, log: Log): Promise<Section> {
  const section: Section = {
    title: 'Search: pdfspec vs pdfgrep (whole processes)',
    columns: ['PDF', 'phrase', 'pdfgrep', 'pdfspec', 'speed-up (target ≥ 20×)', 'pdfgrep pages', 'pdfspec pages', 'pdfgrep pages also found by pdfspec'],
    rows: [],
    notes: ['`pdfgrep -i -n "<phrase>" file.pdf` beside `pdfspec search "<phrase>" --spec … --max-results 50`. pdfgrep matches within one line only and also matches running headers/footers, which pdfspec excludes by design.'],
  };
  if (!hasPdfgrep()) {
    section.notes.push('pdfgrep is not installed (Debian package `pdfgrep`): this part was skipped.');
    log('pdfgrep not installed: skipping the comparison');
    return section;
  }
  for (const t of targets) {
    await compileOnce(t);
    const phrases = await phrasesFor(t);
    for (const phrase of phrases) {
      log(`pdfgrep ${t.label}: "${phrase}"`);
      const g = [];
      const p = [];
      for (let i = 0; i < runs; i++) {
        g.push(await run('pdfgrep', ['-i', '-n', phrase, t.file]));
        p.push(await pdfspec(['search', phrase, '--spec', t.spec, '--max-results', '50', '--json'], t.env));
      }
      const gPages = new Set(g[0]!.stdout.split('\n').filter(Boolean).map((l) => Number(l.split(':')[0])));
      const res = JSON.parse(p[0]!.stdout || '{"results":[]}');
      const pPages = new Set<number>((res.results ?? []).map((r: { page: number }) => r.page));
      const both = [...gPages].filter((x) => pPages.has(x)).length;
      const gm = stats(g.map((r) => r.ms)).median;
      const pm = stats(p.map((r) => r.ms)).median;
      section.rows.push([t.label, phrase, fmtMs(gm), fmtMs(pm), `${(gm / pm).toFixed(1)}×`, String(gPages.size), String(pPages.size), `${both}/${gPages.size}`]);
    }
  }
  return section;
}

async function phrasesFor(t: Target): Promise<string[]> {
  const structure = JSON.parse((await pdfspec(['structure', '--spec', t.spec, '--json', '--max-depth', '2'], t.env)).stdout || '{}');
  const titles: string[] = [];
  const walk = (ns: { title: string; children: any[] }[]) => ns.forEach((n) => { if (n.title.split(' ').length >= 2 && n.title.length < 40) titles.push(n.title); walk(n.children ?? []); });
  walk(structure.sections ?? []);
  const picks = [titles[Math.floor(titles.length / 3)], titles[Math.floor((2 * titles.length) / 3)]].filter(Boolean) as string[];
  return [...new Set(['logical structure', ...picks])];
}

export async function benchScaling(scaleFixture: (pages: number) => Promise<string>, full: boolean, log: Log): Promise<Section> {
  const rows: string[][] = [];
  for (const pages of [250, 500, 1000]) {
    log(`scaling ${pages} pages`);
    const t = await makeTarget(`fixture ${pages}p`, await scaleFixture(pages));
    try {
      const c = await compileOnce(t);
      const s = [];
      for (let i = 0; i < (full ? 10 : 5); i++) s.push(await pdfspec(['search', 'shall', '--spec', t.spec, '--max-results', '10'], t.env));
      const sm = stats(s.map((r) => r.ms)).median;
      rows.push([String(pages), fmtMs(c.ms), `${(c.ms / pages).toFixed(1)} ms`, fmtMs(sm)]);
    } finally {
      t.cleanup();
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
  await compileOnce(t);
  const queries = ['shall', 'logical structure', 'stream', 'font', 'table', 'annotation'];
  const rows = await mcpLoad(t.env, t.spec, queries, [1, 4, 16], full ? 1000 : 200);
  return {
    title: `MCP: search_spec on one warm server (${t.label})`,
    columns: ['in-flight requests', 'requests', 'req/s', 'p50', 'p95 (target ≤ 20 ms)', 'errors'],
    rows: rows.map((r) => [String(r.concurrency), String(r.requests), r.rps.toFixed(0), fmtMs(r.p50), fmtMs(r.p95), String(r.errors)]),
    notes: ['One stdio server, one client connection with 1, 4 or 16 requests in flight (stdio carries one client per server).'],
  };
}
