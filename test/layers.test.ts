/**
 * The dependency rule of docs/architecture.md, checked over the import
 * statements of every product file (src/**, components/**; tests excluded):
 * arrows only point down, so there is no cycle between the layers.
 *
 *   cli ──▶ mcp, components (the CLI hosts the other front ends)
 *   cli ──▶ host (process context, spec registry, downloads, cache commands)
 *   cli, mcp, components, host ──▶ core ──▶ model
 *   host ──▶ compile, store ──▶ model (host is the only layer that reads or writes files of specs and cache)
 *
 * Type-only imports count too: a type from an upper layer is an upward
 * dependency all the same. Product code never imports tools/ or test/.
 *
 * The front ends (cli, mcp, components) reach the core and the host through their public entries only
 * (src/core/index.ts, src/host/index.ts), so what they rely on is listed in one file per layer.
 *
 * Inside a layer there is no cycle either: no file reaches itself through its
 * imports, and no two sibling folders import each other (a folder and the
 * folder it sits in may: ops/x.ts uses ../errors.ts, create-core.ts uses ops/;
 * and operations may name each other through their name.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/fixture-paths.js';

type Layer = 'model' | 'compile' | 'store' | 'core' | 'host' | 'cli' | 'mcp' | 'components';

/** What each layer may import besides itself. */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  model: [],
  compile: ['model'],
  store: ['model'],
  core: ['model'],
  host: ['core', 'model', 'compile', 'store'],
  mcp: ['core', 'model'],
  components: ['core', 'model'],
  cli: ['host', 'core', 'model', 'mcp', 'components'],
};

interface Edge {
  from: string;
  to: string;
}

/** The layer of a repo-relative path, or what else it is. */
function layerOf(path: string): Layer | 'tools' | 'test' | 'other' {
  const [top, second] = path.split('/');
  if (top === 'components') return 'components';
  if (top === 'tools') return 'tools';
  if (top === 'test') return 'test';
  if (top === 'src' && second && second in MAY_IMPORT) return second as Layer;
  return 'other';
}

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s+['"]([^'"]+)['"]/g;

/** The package's own import aliases (package.json "imports"), each as the folder it stands for. */
const ALIASES: Record<string, string> = { '#test-support/': './test/support/' };

/**
 * Relative import specifiers of a source text, and the package's own aliases ("#test-support/…"), which are
 * imports of that folder all the same (package imports are not part of the rule).
 */
function relativeImports(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(SPECIFIER)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (spec?.startsWith('.') || spec?.startsWith('#')) out.push(spec);
  }
  return out;
}

/** Every edge that breaks the rule, as "from → to". */
function violations(edges: readonly Edge[]): string[] {
  const bad: string[] = [];
  for (const { from, to } of edges) {
    const a = layerOf(from);
    const b = layerOf(to);
    if (a === 'other') {
      bad.push(`${from} is in no layer (src/model, compile, store, core, host, cli, mcp or components/)`);
      continue;
    }
    if (a === 'tools' || a === 'test') continue;
    const ok = b === a || (b !== 'tools' && b !== 'test' && b !== 'other' && MAY_IMPORT[a].includes(b));
    if (!ok) bad.push(`${from} → ${to} (${a} may import ${[a, ...MAY_IMPORT[a]].join(', ')})`);
  }
  return bad;
}

/** Cycles between layers in the graph the edges make (each as "a → b → … → a"). */
function layerCycles(edges: readonly Edge[]): string[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const a = layerOf(from);
    const b = layerOf(to);
    if (a !== b) next.set(a, (next.get(a) ?? new Set()).add(b));
  }
  const cycles: string[] = [];
  const walk = (node: string, path: string[]) => {
    for (const n of next.get(node) ?? []) {
      if (n === path[0]) cycles.push([...path, n].join(' → '));
      else if (!path.includes(n) && n > path[0]!) walk(n, [...path, n]);
    }
  };
  for (const start of next.keys()) walk(start, [start]);
  return cycles;
}

/** Strongly connected groups of more than one node in a directed graph (Tarjan), each in a stable order. */
function cyclesOf(next: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) {
      onStack.delete(w);
      group.push(w);
    }
    if (group.length > 1) groups.push(group.sort());
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) visit(v);
  return groups;
}

/** A module's name without its extension: the source "a/b.ts" and the specifier "a/b.js" are the same file. */
const moduleOf = (path: string) => path.replace(/\.(?:js|tsx?)$/, '');

/** Groups of product files that import each other round in a circle. */
function fileCycles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const a = moduleOf(from);
    next.set(a, (next.get(a) ?? new Set()).add(moduleOf(to)));
  }
  return cyclesOf(next);
}

/**
 * An operation's name module (src/core/ops/<operation>/name.ts): other operations may say the name (a tool's
 * description names the tool to call next, and that one names it back). It imports nothing, so an import of
 * it closes no cycle of code; it is left out of the folders' cycles.
 */
const isOperationName = (path: string) => /^src\/core\/ops\/[^/]+\/name\.(?:js|ts)$/.test(path);

/**
 * Groups of folders that import each other round in a circle, leaving out a folder's imports of its own
 * ancestors and descendants, and of an operation's name.
 */
function folderCycles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  const nested = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
  for (const { from, to } of edges) {
    const a = dirname(from);
    const b = dirname(to);
    if (!nested(a, b) && !isOperationName(to)) next.set(a, (next.get(a) ?? new Set()).add(b));
  }
  return cyclesOf(next);
}

/** The layers whose files are reached from a front end only through their public entry. */
const PUBLIC_ENTRIES: Partial<Record<Layer, string>> = { core: 'src/core/index.js', host: 'src/host/index.js' };
const FRONT_ENDS: readonly Layer[] = ['cli', 'mcp', 'components'];

/** Imports of the core or the host by a front end that go past the layer's public entry. */
function deepImports(edges: readonly Edge[]): string[] {
  return edges
    .filter((e) => {
      const from = layerOf(e.from);
      const to = layerOf(e.to);
      const entry = to === 'other' || to === 'tools' || to === 'test' ? undefined : PUBLIC_ENTRIES[to];
      return FRONT_ENDS.includes(from as Layer) && entry !== undefined && moduleOf(e.to) !== moduleOf(entry);
    })
    .map((e) => `${e.from} → ${e.to}`);
}

function productFiles(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => `${dir}/${f.split(sep).join('/')}`);
}

function importEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const file of [...productFiles('src'), ...productFiles('components')]) {
    for (const spec of relativeImports(readFileSync(join(REPO_ROOT, file), 'utf8'))) {
      const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
      const target = alias
        ? resolve(REPO_ROOT, ALIASES[alias]!, spec.slice(alias.length))
        : resolve(REPO_ROOT, dirname(file), spec);
      const to = relative(REPO_ROOT, target).split(sep).join('/');
      edges.push({ from: file, to });
    }
  }
  return edges;
}

describe('layers', () => {
  const edges = importEdges();

  it('reads the imports of every product file', () => {
    expect(new Set(edges.map((e) => layerOf(e.from)))).toEqual(
      new Set(['model', 'compile', 'store', 'core', 'host', 'cli', 'mcp', 'components']),
    );
    expect(edges.length).toBeGreaterThan(300);
  });

  it('only import downwards: no upward import, no import of tools/ or test/', () => {
    expect(violations(edges)).toEqual([]);
  });

  it('form no cycle between layers', () => {
    expect(layerCycles(edges)).toEqual([]);
  });

  it('let the front ends reach the core and the host through their public entries only (index.ts)', () => {
    expect(deepImports(edges)).toEqual([]);
    expect(
      deepImports([
        { from: 'components/App.tsx', to: 'src/core/index.js' },
        { from: 'components/lib/x.ts', to: 'src/core/schemas.js' },
        { from: 'src/cli/main.ts', to: 'src/core/ops/search-spec/schema.js' },
        { from: 'src/cli/factory.ts', to: 'src/host/index.js' },
        { from: 'src/cli/commands/fetch.ts', to: 'src/host/fetch/fetch-spec.js' },
        { from: 'src/mcp/server.ts', to: 'src/core/create-core.js' },
        { from: 'src/mcp/server.ts', to: 'src/model/types.js' },
        { from: 'src/host/process-context.ts', to: 'src/core/errors.js' },
      ]),
    ).toEqual([
      'components/lib/x.ts → src/core/schemas.js',
      'src/cli/main.ts → src/core/ops/search-spec/schema.js',
      'src/cli/commands/fetch.ts → src/host/fetch/fetch-spec.js',
      'src/mcp/server.ts → src/core/create-core.js',
    ]);
  });

  it('form no cycle between files, nor between sibling folders', () => {
    expect(fileCycles(edges)).toEqual([]);
    expect(folderCycles(edges)).toEqual([]);
  });

  it('would catch a cycle of files and one of folders', () => {
    const circle: Edge[] = [
      { from: 'src/core/errors.ts', to: 'src/core/vocabulary.js' },
      { from: 'src/core/vocabulary.ts', to: 'src/core/schemas.js' },
      { from: 'src/core/schemas.ts', to: 'src/core/search/regex.js' },
      { from: 'src/core/search/regex.ts', to: 'src/core/errors.js' },
      { from: 'src/core/ops/get-section.ts', to: 'src/core/errors.js' },
    ];
    expect(fileCycles(circle)).toEqual([
      ['src/core/errors', 'src/core/schemas', 'src/core/search/regex', 'src/core/vocabulary'],
    ]);
    expect(folderCycles(circle)).toEqual([]);
    const folders: Edge[] = [
      { from: 'src/core/ops/compare-versions.ts', to: 'src/core/compare/match-sections.js' },
      { from: 'src/core/compare/match-sections.ts', to: 'src/core/ops/model-index.js' },
    ];
    expect(fileCycles(folders)).toEqual([]);
    expect(folderCycles(folders)).toEqual([['src/core/compare', 'src/core/ops']]);
    // Two operations may name each other; importing anything more of each other is a cycle.
    const naming: Edge[] = [
      { from: 'src/core/ops/get-section/tool.ts', to: 'src/core/ops/search-spec/name.js' },
      { from: 'src/core/ops/search-spec/tool.ts', to: 'src/core/ops/get-section/name.js' },
    ];
    expect(folderCycles(naming)).toEqual([]);
    const using: Edge[] = [
      { from: 'src/core/ops/get-section/format.ts', to: 'src/core/ops/search-spec/format.js' },
      { from: 'src/core/ops/search-spec/format.ts', to: 'src/core/ops/get-section/format.js' },
    ];
    expect(folderCycles(using)).toEqual([['src/core/ops/get-section', 'src/core/ops/search-spec']]);
  });

  it('would catch an upward import, an import of a tool and a cycle', () => {
    const bad: Edge[] = [
      { from: 'src/store/lazy-reader.ts', to: 'src/core/search/search-index.js' },
      { from: 'src/core/x.ts', to: 'tools/fixtures/generate.js' },
      { from: 'components/App.tsx', to: 'src/cli/main.js' },
      { from: 'src/fetch/download.ts', to: 'src/core/errors.js' },
    ];
    expect(violations(bad)).toHaveLength(4);
    expect(layerCycles([{ from: 'src/core/a.ts', to: 'src/store/b.js' }, ...bad.slice(0, 1)])).toEqual([
      'core → store → core',
    ]);
    expect(
      relativeImports(
        `import type { A } from '../a.js';\nexport { b } from "./b.js";\nconst c = await import('./c.js');\nimport './d.js';\nimport x from 'rxjs';\nimport { t } from '#test-support/t.js';`,
      ),
    ).toEqual(['../a.js', './b.js', './c.js', './d.js', '#test-support/t.js']);
  });
});
