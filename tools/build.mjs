#!/usr/bin/env node
/**
 * The one build (`npm run build`): esbuild bundles src/ and components/ into
 * dist/, code-split ESM. Types are checked separately (`npm run typecheck`).
 *
 * Entry points, each a file of dist/ with a fixed name:
 * - pdfspec.js: the CLI (bin/pdfspec.js imports only this);
 * - compile.js: the compiler, imported lazily on a cache miss (and by tests);
 * - page-text-worker.js: the compiler's page reader threads. The compiler finds it as
 *   `new URL('./page-text-worker.js', import.meta.url)`, which holds because
 *   every entry and chunk lands in the same flat directory;
 * - isolated-worker.js: the thread each compile (and the directory scan's
 *   probe) runs in, so a file that crashes the reader ends only that thread;
 *   found the same way by src/compile/isolated.ts.
 * Everything else is a shared chunk (chunk-<hash>.js), so each module and
 * class exists once, and a warm `search` parses none of the compiler, the MCP
 * server or the TUI: they are reached only through dynamic import(). Rollup
 * then regroups esbuild's chunks so that a warm command imports a few files,
 * not forty (tools/warm-chunk.mjs).
 *
 * Kept external (dependencies of the installed package, loaded from
 * node_modules at run time): pdfjs-dist (it loads its own worker and data
 * files by path), ink and react, the MCP SDK. Everything else the CLI uses
 * (rxjs, yargs, zod, fuse.js, pdf-lib) is bundled, so it is only a devDependency.
 *
 * Module loading, not the work, was most of a warm command's time: bundled, a
 * warm command reads a few files instead of ~450 (rxjs alone is ~220 files).
 * Packages that only some commands need (LAZY_PACKAGES) are built apart as
 * CommonJS files, dist/lazy-<name>.cjs, required on first use.
 *
 * Output files are replaced only when their bytes change (atomically), and
 * files of an earlier build are removed afterwards, so rebuilding while tests
 * run the CLI never shows a half-written or missing file to them.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { asciiChunk } from './ascii-chunks.mjs';
import { regroupWarmPath } from './warm-chunk.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist');

export const ENTRY_POINTS = {
  pdfspec: 'src/cli/main.ts',
  compile: 'src/compile/compile.ts',
  // The worker scripts: each turns on the compile cache, then imports its worker (src/compile/compile-cache.ts).
  'page-text-worker': 'src/compile/pdf/page-text-worker-boot.ts',
  'isolated-worker': 'src/compile/isolated-worker-boot.ts',
};
export const EXTERNAL_PACKAGES = ['pdfjs-dist', 'ink', 'react', 'react-dom', '@modelcontextprotocol/sdk'];

/** rxjs's "node" export is CommonJS (no tree shaking, every file evaluated); use its ES2015 build. */
const rxjsEsm = {
  name: 'rxjs-esm',
  setup(build) {
    build.onResolve({ filter: /^rxjs$/ }, () => ({
      path: join(root, 'node_modules', 'rxjs', 'dist', 'esm', 'index.js'),
    }));
  },
};

/**
 * pdf-lib's CommonJS build runs every module of the package as the compiler loads — forms, appearance
 * streams, colours, operators, the embedders — ~35 ms of every compile worker's start on Node 24, though the
 * compiler only parses (PDFDocument.load and the object classes). Its ES module build lets esbuild keep what is
 * imported.
 */
const pdfLibEsm = {
  name: 'pdf-lib-esm',
  setup(build) {
    build.onResolve({ filter: /^pdf-lib$/ }, () => ({
      path: join(root, 'node_modules', 'pdf-lib', 'es', 'index.js'),
    }));
  },
};

/**
 * string-width (yargs/cliui's column layout) compiles an RGI_Emoji regex and an
 * Intl.Segmenter when its module loads, ~10 ms per process, yet only help text
 * and completion are laid out with it. Its importers get a stand-in that loads
 * it on the first call (esbuild turns the require() into a lazy module init).
 */
const LAZY_NS = 'pdfspec-lazy';
const lazyStringWidth = {
  name: 'lazy-string-width',
  setup(build) {
    build.onResolve({ filter: /^string-width$/ }, (args) =>
      args.namespace === LAZY_NS ? undefined : { path: 'string-width', namespace: LAZY_NS },
    );
    build.onLoad({ filter: /^string-width$/, namespace: LAZY_NS }, () => ({
      contents: `let real;
export default function stringWidth(text, options) {
  real ??= require('string-width').default;
  return real(text, options);
}`,
      resolveDir: root,
      loader: 'js',
    }));
  },
};

/**
 * yargs's platform shim imports node:assert for checks of how commands are declared, made on every run; loading
 * assert costs every process ~3 ms. Its importers get the two checks themselves (an Error, not an AssertionError:
 * only a wrongly declared command ever fails them).
 */
const inlineAssert = {
  name: 'inline-assert',
  setup(build) {
    build.onResolve({ filter: /^assert$/ }, (args) =>
      args.namespace === LAZY_NS || !/[\\/]yargs[\\/]/.test(args.importer)
        ? undefined
        : { path: 'assert', namespace: LAZY_NS },
    );
    build.onLoad({ filter: /^assert$/, namespace: LAZY_NS }, () => ({
      contents: `export function notStrictEqual(actual, expected, message) {
  if (Object.is(actual, expected)) throw new Error(message ?? 'expected values to differ: ' + String(actual));
}
export function strictEqual(actual, expected, message) {
  if (!Object.is(actual, expected)) throw new Error(message ?? String(actual) + ' !== ' + String(expected));
}`,
      resolveDir: root,
      loader: 'js',
    }));
  },
};

/**
 * yargs, y18n and yargs-parser import node:util for format() and inspect(); loading util costs every process
 * ~4 ms on Node 24 (it brings worker_threads), yet nearly every call is y18n's format of a lone string, which
 * util returns unchanged. Their importers get stand-ins that answer that case themselves and load util for any
 * other.
 */
const lazyUtil = {
  name: 'lazy-util',
  setup(build) {
    build.onResolve({ filter: /^util$/ }, (args) =>
      args.namespace === LAZY_NS || !/[\\/](yargs|y18n|yargs-parser)[\\/]/.test(args.importer)
        ? undefined
        : { path: 'util', namespace: LAZY_NS },
    );
    build.onLoad({ filter: /^util$/, namespace: LAZY_NS }, () => ({
      contents: `const util = () => process.getBuiltinModule('node:util');
export function format(...args) {
  return args.length === 1 && typeof args[0] === 'string' ? args[0] : util().format(...args);
}
export function inspect(...args) {
  return util().inspect(...args);
}`,
      resolveDir: root,
      loader: 'js',
    }));
  },
};

/**
 * re2js (~190 KB: a regular-expression search) and fuse.js (~40 KB: a "did you mean") are used by few commands,
 * synchronously, deep inside the core (a zod check of `--regex`, a ranking of suggestions); parsing them cost every
 * process ~13 and ~5 ms. Each is built apart as CommonJS (dist/lazy-<name>.cjs), and its importers get a
 * stand-in whose exports require() that file on first use — a construction, a call or a property read —
 * so the sources import the package as usual and a command that never uses it never parses it.
 * Keys: the package; values: the names imported from it.
 */
export const LAZY_PACKAGES = { re2js: ['RE2JS'], 'fuse.js': ['default'] };
const lazyFile = (pkg) => `lazy-${pkg.replace(/\.js$/, '').replace(/[^\w-]/g, '-')}.cjs`;

const lazyPackages = {
  name: 'lazy-packages',
  setup(build) {
    const names = Object.keys(LAZY_PACKAGES);
    const filter = new RegExp(`^(${names.map((n) => n.replace(/\./g, '\\.')).join('|')})$`);
    build.onResolve({ filter }, (args) => ({ path: args.path, namespace: LAZY_NS }));
    build.onResolve({ filter: /^\.\/lazy-[\w-]+\.cjs$/ }, (args) => ({ path: args.path, external: true }));
    build.onLoad({ filter: /.*/, namespace: LAZY_NS }, (args) => {
      if (!Object.hasOwn(LAZY_PACKAGES, args.path)) return undefined;
      const exported = LAZY_PACKAGES[args.path].map((name) =>
        name === 'default'
          ? 'export default lazy(() => load().default ?? load());'
          : `export const ${name} = lazy(() => load().${name});`,
      );
      return {
        contents: `let real;
const load = () => (real ??= require('./${lazyFile(args.path)}'));
const lazy = (pick) =>
  new Proxy(function () {}, {
    get: (_, key) => Reflect.get(pick(), key),
    construct: (_, args) => Reflect.construct(pick(), args),
    apply: (_, self, args) => Reflect.apply(pick(), self, args),
  });
${exported.join('\n')}`,
        resolveDir: root,
        loader: 'js',
      };
    });
  },
};

/** What the main bundle and the lazy packages' builds share. */
const BUNDLE_OPTIONS = {
  absWorkingDir: root,
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  legalComments: 'none',
  // Fewer bytes to parse (no code cache for ES modules in Node 20); names kept for readable stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  write: false,
  metafile: true,
  logLevel: 'warning',
};

/** The CommonJS builds of LAZY_PACKAGES, each one file with its dependencies. */
async function buildLazyPackages() {
  const result = await esbuild.build({
    ...BUNDLE_OPTIONS,
    entryPoints: Object.fromEntries(
      Object.keys(LAZY_PACKAGES).map((pkg) => [lazyFile(pkg).replace(/\.cjs$/, ''), pkg]),
    ),
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
  });
  return result;
}

/**
 * dist/modules.json: each file of dist/ and the modules bundled into it (a source path, or
 * node_modules/<package>/…), for reading what a command loads (test/warm-path.test.ts). Not published.
 */
export const MODULES_FILE = 'modules.json';
function moduleMap(metafiles, regrouped) {
  const map = {};
  for (const meta of metafiles)
    for (const [out, { inputs }] of Object.entries(meta.outputs))
      map[relative(outdir, join(root, out))] = Object.keys(inputs).map((i) => i.replace(/^pdfspec-lazy:/, 'lazy:'));
  const esbuildFiles = { ...map };
  for (const file of regrouped) {
    for (const from of file.from) delete map[from];
    map[relative(outdir, file.path)] = file.from.flatMap((from) => esbuildFiles[from]);
  }
  return map;
}

/**
 * Each operation's name is a module of its own (src/core/ops/<operation>/name.ts), imported by parts that load at
 * different times (the command list, the operation, the core, the host), and esbuild gave each a chunk of its own:
 * 14 files of ~180 bytes, each one more module to load (~0.5 ms) in every command. Every import of an operation's
 * name.js resolves instead to one module that re-exports them all, so the names share one chunk.
 */
const OPS_DIR = join(root, 'src', 'core', 'ops');
const NAMES_NS = 'pdfspec-names';
const operationNames = {
  name: 'operation-names',
  setup(build) {
    build.onResolve({ filter: /(^|\/)name\.js$/ }, (args) => {
      if (args.namespace === NAMES_NS || !args.resolveDir) return undefined;
      const target = resolve(args.resolveDir, args.path);
      return dirname(dirname(target)) === OPS_DIR ? { path: 'names', namespace: NAMES_NS } : undefined;
    });
    build.onLoad({ filter: /^names$/, namespace: NAMES_NS }, () => ({
      contents: readdirSync(OPS_DIR, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(join(OPS_DIR, d.name, 'name.ts')))
        .map((d) => `export * from './${d.name}/name.ts';`)
        .join('\n'),
      resolveDir: OPS_DIR,
      loader: 'js',
    }));
  },
};

/** Writes `bytes` to `path` unless it already holds them; via a temp file and rename. */
function writeIfChanged(path, bytes) {
  try {
    if (statSync(path).size === bytes.length && readFileSync(path).equals(bytes)) return false;
  } catch {
    // missing: write it
  }
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, path);
  return true;
}

/** A built file in ASCII only (tools/ascii-chunks.mjs). */
function inAscii(file) {
  const code = Buffer.from(file.contents).toString('utf8');
  const ascii = asciiChunk(code);
  return ascii === code ? file : { path: file.path, contents: Buffer.from(ascii) };
}

export async function build() {
  const result = await esbuild.build({
    ...BUNDLE_OPTIONS,
    entryPoints: ENTRY_POINTS,
    splitting: true,
    format: 'esm',
    tsconfig: join(root, 'tsconfig.json'),
    chunkNames: 'chunk-[hash]',
    external: EXTERNAL_PACKAGES.flatMap((p) => [p, `${p}/*`]),
    plugins: [rxjsEsm, pdfLibEsm, lazyStringWidth, inlineAssert, lazyUtil, lazyPackages, operationNames],
    // CommonJS dependencies bundled into ESM need a require() for Node built-ins.
    banner: {
      js: "import { createRequire as __pdfspecCreateRequire } from 'node:module'; const require = __pdfspecCreateRequire(import.meta.url);",
    },
  });
  const regrouped = await regroupWarmPath({
    outputFiles: result.outputFiles,
    metafile: result.metafile,
    outdir,
    root,
    entries: ENTRY_POINTS,
    cliEntry: 'pdfspec',
  });
  const lazy = await buildLazyPackages();
  mkdirSync(outdir, { recursive: true });
  const keep = new Set();
  let written = 0;
  let bytes = 0;
  const modules = {
    path: join(outdir, MODULES_FILE),
    contents: Buffer.from(`${JSON.stringify(moduleMap([result.metafile, lazy.metafile], regrouped))}\n`),
  };
  for (const file of [...[...regrouped, ...lazy.outputFiles].map(inAscii), modules]) {
    keep.add(relative(outdir, file.path));
    bytes += file.contents.length;
    if (writeIfChanged(file.path, Buffer.from(file.contents.buffer, file.contents.byteOffset, file.contents.length)))
      written++;
  }
  // Files of an earlier build (old chunks, or the tsc output of older versions).
  for (const name of readdirSync(outdir))
    if (!keep.has(name)) rmSync(join(outdir, name), { recursive: true, force: true });
  return { files: keep.size, written, bytes };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  build().then(
    ({ files, written, bytes }) =>
      console.log(`build: dist/ — ${files} files (${written} changed), ${(bytes / 1e6).toFixed(2)} MB`),
    (err) => {
      console.error(`build: ${err.message}`);
      process.exit(1);
    },
  );
}
