/**
 * The core's public entry (src/core/index.ts) is loaded by the CLI at start, so what it loads must stay light:
 * the operations' list and their entries, but no zod and no operation's definition — those come through its
 * loaders (loadOperation, loadCreateCore, …), so
 * that a warm `pdfspec search` builds the schemas of search alone and `--version` none. This walks the modules
 * the entry loads when it is imported: every import and re-export except the type-only ones (`import type`,
 * `export type`) and the dynamic `import()` of a loader. `export { type X } from` counts as a load: the bundler
 * keeps the module for its side effects.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/fixture-paths.js';

const STATIC =
  /(?:^|[\s;])(import|export)(\s+type)?\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s+['"]([^'"]+)['"]/g;

/** The modules a source text loads when it is imported: relative paths and package names. */
function staticImports(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(STATIC)) {
    if (m[2]) continue; // import type / export type
    out.push((m[3] ?? m[4])!);
  }
  return out;
}

/** Repo-relative files and package names loaded, transitively, by importing `entry`. */
function loadedBy(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const spec of staticImports(readFileSync(join(REPO_ROOT, file), 'utf8'))) {
      if (!spec.startsWith('.')) {
        packages.add(spec.startsWith('node:') ? spec : spec.split('/')[0]!);
        continue;
      }
      const base = resolve(REPO_ROOT, dirname(file), spec).replace(/\.js$/, '');
      const found = ['.ts', '.tsx'].map((ext) => base + ext).find((p) => existsSync(p));
      if (!found) throw new Error(`${file}: cannot resolve ${spec}`);
      visit(relative(REPO_ROOT, found).split('\\').join('/'));
    }
  };
  visit(entry);
  return { files, packages };
}

describe("the core's public entry", () => {
  const { files, packages } = loadedBy('src/core/index.ts');

  it("loads no zod and no operation's definition (only the entries of the list: names, words, commands)", () => {
    expect(files.size).toBeGreaterThan(5);
    expect(packages.has('zod')).toBe(false);
    // An operation's folder is loaded for its entry (index.ts) and what the entry holds, plain data and pure
    // functions (tool words, command, formatter); its definition (operation.ts), schemas and function load on
    // first use.
    expect(
      [...files].filter((f) => /^src\/core\/ops\/[^/]+\/(?!(?:name|index|tool|command|format)\.ts$)/.test(f)),
    ).toEqual([]);
    expect(files).toContain('src/core/ops/search-spec/index.ts');
    expect(
      [...files].filter((f) => /^src\/(?:core\/(?:create-core|answer|validate|schemas)|compile|store|host)\b/.test(f)),
    ).toEqual([]);
  });

  it("leaves zod out of what answers a warm command: the core, the host's context and every operation's runner", () => {
    const runners = readdirSync(join(REPO_ROOT, 'src/core/ops'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(REPO_ROOT, 'src/core/ops', d.name, 'runner.ts')))
      .map((d) => `src/core/ops/${d.name}/runner.ts`);
    expect(runners.length).toBeGreaterThanOrEqual(14);
    for (const entry of ['src/core/create-core.ts', 'src/host/index.ts', ...runners])
      expect(loadedBy(entry).packages.has('zod'), entry).toBe(false);
  });

  it('would see a load behind a re-export, and not behind a type-only import or a loader', () => {
    expect(
      staticImports(
        [
          "import type { A } from './a.js';",
          "export type { B } from './b.js';",
          "export { type C } from './c.js';",
          "export { D } from './d.js';",
          "import * as z from 'zod';",
          "export const load = () => import('./e.js');",
        ].join('\n'),
      ),
    ).toEqual(['./c.js', './d.js', 'zod']);
  });
});
