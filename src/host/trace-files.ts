/**
 * The files of a code base that `trace` reads: every source or documentation file under the paths given,
 * without the folders of other packages and tools (node_modules, .git, vendor) and without files too big or
 * binary to hold citations a person wrote. A file is a test by its folder (test/, tests/, __tests__/, spec/)
 * or its name (*.test.js, *.spec.ts, *_test.go, test_*.py).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { SourceFile } from '../core/index.js';

const SOURCE =
  /\.(?:[cm]?[jt]sx?|py|go|rs|c|h|cc|cpp|cxx|hh|hpp|java|kt|kts|scala|cs|fs|rb|php|swift|m|mm|dart|lua|pl|pm|r|sh|bash|zsh|ps1|sql|proto|md|markdown|txt|rst|adoc|asciidoc|html?|xml|ya?ml|toml|ini|cfg)$/i;
const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  '.hg',
  '.svn',
  'vendor',
  'bower_components',
  '__pycache__',
  '.venv',
]);
const TEST =
  /(?:^|[\\/])(?:tests?|__tests__|spec|specs|testing)[\\/]|[._-](?:test|spec)s?\.[^\\/]+$|(?:^|[\\/])(?:test_[^\\/]+|tests?\.[^\\/.]+|test[A-Z][^\\/]*)$/;
/** Bigger files are generated (bundles, data), not written. */
export const MAX_TRACE_FILE = 2 * 1024 * 1024;

export function isTestPath(path: string): boolean {
  return TEST.test(path);
}

export interface SourceTree {
  files: SourceFile[];
  /** Files left out: not source or documentation, binary, minified or too big. */
  skipped: number;
}

/**
 * Where the report's paths start: the working folder when every path given is inside it (as git and grep print
 * them, so `trace lib test` keeps "lib/" and "test/", and a test is known by its folder); else the folder that
 * holds them all.
 */
export function pathBase(absPaths: readonly string[], cwd: string): string {
  const inside = (p: string) => p === cwd || !relative(cwd, p).startsWith('..');
  if (absPaths.every(inside)) return cwd;
  const parts = absPaths.map((p) => dirname(p).split(sep));
  const common: string[] = [];
  for (let i = 0; parts.every((ps) => ps[i] !== undefined && ps[i] === parts[0]![i]); i++) common.push(parts[0]![i]!);
  return common.join(sep) || sep;
}

export function readSourceTree(paths: readonly string[], cwd = process.cwd()): SourceTree {
  const files: SourceFile[] = [];
  let skipped = 0;
  const absPaths = paths.map((p) => resolve(cwd, p));
  const base = pathBase(absPaths, resolve(cwd));
  const add = (abs: string) => {
    const rel = relative(base, abs);
    const st = statSync(abs);
    if (!SOURCE.test(abs) || /\.min\.[jc]ss?$/.test(abs) || st.size > MAX_TRACE_FILE) return void skipped++;
    const buf = readFileSync(abs);
    if (buf.subarray(0, 8192).includes(0)) return void skipped++;
    files.push({ path: rel.split(sep).join('/'), text: buf.toString('utf8'), test: isTestPath(rel) });
  };
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const abs = join(dir, e.name);
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name) && !e.name.startsWith('.')) walk(abs);
      } else if (e.isFile()) add(abs);
    }
  };
  for (const abs of absPaths) {
    if (statSync(abs).isDirectory()) walk(abs);
    else add(abs);
  }
  return { files, skipped };
}
