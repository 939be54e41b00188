/**
 * Where a warm command's time goes: one `--cpu-prof` run per command, its
 * samples summed by what they were doing (compiling modules, collecting
 * garbage, waiting for I/O, zod, rxjs, pdfspec's own code, reading the cache
 * entry …), so that a warm target missed in the table above comes with the
 * profile that explains it.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, fmtMs, nodeBin, run } from './measure.js';
import type { Section } from './report.js';
import type { Target } from './targets.js';

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const CATEGORIES = [
  'compiling modules',
  'loading modules (node)',
  'garbage collection',
  'idle (waiting for I/O)',
  'zod',
  'rxjs',
  'CLI bundle (yargs, commands, output)',
  'pdfspec core, store, search',
  'reading the entry (I/O, CRC, latin1)',
  'JSON.parse',
  'other',
] as const;
type Category = (typeof CATEGORIES)[number];

/**
 * What each file of dist/ holds, from dist/modules.json (the modules bundled into each file): a file with zod is
 * zod's, one of rxjs's modules mostly (a few of src/model share its chunk) rxjs's, the CLI entry the CLI bundle's,
 * anything else the core's. Since the build regroups esbuild's chunks (tools/warm-chunk.mjs), a file's text names
 * rxjs's classes wherever it imports them, so its text no longer tells.
 */
function chunkKinds(): Map<string, Category> {
  const modulesOf = JSON.parse(readFileSync(join(ROOT, 'dist', 'modules.json'), 'utf8')) as Record<string, string[]>;
  const kinds = new Map<string, Category>();
  for (const [f, modules] of Object.entries(modulesOf)) {
    const rxjs = modules.filter((m) => m.startsWith('node_modules/rxjs/')).length;
    if (f === 'pdfspec.js') kinds.set(f, 'CLI bundle (yargs, commands, output)');
    else if (modules.some((m) => m.startsWith('node_modules/zod/'))) kinds.set(f, 'zod');
    else if (rxjs * 2 > modules.length) kinds.set(f, 'rxjs');
    else kinds.set(f, 'pdfspec core, store, search');
  }
  return kinds;
}

function categorize(fn: string, url: string, kinds: Map<string, Category>): Category {
  if (fn === 'compileSourceTextModule' || fn === 'compileForInternalLoader' || fn === 'compileFunction')
    return 'compiling modules';
  if (fn === '(garbage collector)') return 'garbage collection';
  if (fn === '(idle)') return 'idle (waiting for I/O)';
  if (/^(crc32|latin1Slice|read|fstat|openFileHandle|close|readFileHandle)$/.test(fn) || url === 'node:zlib')
    return 'reading the entry (I/O, CRC, latin1)';
  if (fn === 'parse' && !url) return 'JSON.parse';
  if (url.includes('/dist/')) return kinds.get(url.split('/').pop()!) ?? 'other';
  if (
    url.startsWith('node:internal/modules') ||
    url.startsWith('node:internal/url') ||
    url.startsWith('node:internal/bootstrap')
  )
    return 'loading modules (node)';
  return 'other';
}

function summarize(file: string, kinds: Map<string, Category>): { total: number; by: Map<Category, number> } {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const self = new Map<number, number>();
  p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
  const by = new Map<Category, number>();
  for (const n of p.nodes) {
    const us = self.get(n.id);
    if (!us) continue;
    const c = categorize(n.callFrame.functionName, n.callFrame.url, kinds);
    by.set(c, (by.get(c) ?? 0) + us / 1000);
  }
  return { total: (p.endTime - p.startTime) / 1000, by };
}

export async function benchWarmProfile(
  t: Target,
  commands: [string, string[]][],
  log: (m: string) => void,
): Promise<Section> {
  const kinds = chunkKinds();
  const rows: string[][] = [];
  for (const [name, argv] of commands) {
    log(`profile ${t.label}: ${name}`);
    const dir = mkdtempSync(join(tmpdir(), 'pdfspec-bench-prof-'));
    try {
      await run(
        nodeBin(),
        ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=100', join(ROOT, 'bin', 'pdfspec.js'), ...argv],
        t.env,
      );
      const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
      if (!file) continue;
      const { total, by } = summarize(join(dir, file), kinds);
      rows.push([name, fmtMs(total), ...CATEGORIES.map((c) => fmtMs(by.get(c) ?? 0))]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return {
    title: `Where a warm command's time goes (${t.label}, one --cpu-prof run each)`,
    columns: ['command', 'profiled', ...CATEGORIES],
    rows,
    notes: [
      'Self time of the main thread from its first JavaScript to exit (node\'s own start-up before that is in the floor), by what the samples were doing; the profiler adds a little to every figure. "idle" is time the thread waited (file reads, stdout).',
      "What stands between a warm command and `node -e 0` + 30 ms: loading the four files of the CLI build a command imports (tools/warm-chunk.mjs; the two module columns; bin/pdfspec.js hands their compiling to Node's module compile cache where the running Node has one, `module.enableCompileCache`, Node ≥ 22.1), yargs and the CLI bundle, the core's work and garbage collection. zod loads only for input the check without it cannot pass (the zod column), and a command reads from the cache entry only the parts it touches (docs/cache.md).",
    ],
  };
}
