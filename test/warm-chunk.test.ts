/**
 * The build's regrouping (tools/warm-chunk.mjs) moves modules between files and must not make any entry load a
 * module it did not load before: read from dist/modules.json and the static imports of the built files, a compile's
 * page reader thread loads none of the CLI (yargs, the commands), and every module is in exactly one file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/fixture-paths.js';

const DIST = join(REPO_ROOT, 'dist');
const modulesOf = JSON.parse(readFileSync(join(DIST, 'modules.json'), 'utf8')) as Record<string, string[]>;

/** The files of dist/ `entry` imports statically, itself included. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(join(DIST, file), 'utf8');
    // `from "./x.js"` and `import "./x.js"`, minified or not; a dynamic import( ) has its parenthesis.
    for (const m of text.matchAll(/\b(?:from|import)\s*['"]\.\/([\w-]+\.js)['"]/g)) walk(m[1]!);
  };
  walk(entry);
  return seen;
}

describe('the regrouped build', () => {
  it('has each bundled module in one file only', () => {
    const seen = new Map<string, string>();
    for (const [file, modules] of Object.entries(modulesOf))
      for (const m of modules) {
        if (m.startsWith('lazy:')) continue;
        expect(seen.get(m), `${m} in ${file} and ${seen.get(m)}`).toBeUndefined();
        seen.set(m, file);
      }
    expect(seen.size).toBeGreaterThan(300);
  });

  it("gives the compile's page reader thread none of the CLI", () => {
    const files = staticClosure('page-text-worker.js');
    const modules = [...files].flatMap((f) => modulesOf[f] ?? []);
    // The trace is not blind: the worker's own boot module is there.
    expect(modules).toContain('src/compile/pdf/page-text-worker-boot.ts');
    expect(modules.filter((m) => m.startsWith('src/cli/') || m.includes('node_modules/yargs'))).toEqual([]);
    expect(modules.filter((m) => m.startsWith('src/core/ops/'))).toEqual([]);
  });

  it('puts the CLI entry and what it imports statically in a few files', () => {
    const files = staticClosure('pdfspec.js');
    expect([...files].flatMap((f) => modulesOf[f] ?? [])).toContain('src/cli/main.ts');
    expect(files.size).toBeLessThanOrEqual(5);
  });
});
