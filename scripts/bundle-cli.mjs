#!/usr/bin/env node
/**
 * Post-build step (after tsc): bundle the CLI from dist/src/cli/main.js into
 * dist/bundle/ with esbuild, so a warm command reads a few files instead of
 * ~450 (rxjs alone is ~220 CommonJS files, zod ~100, yargs and its helpers ~50).
 * Module loading, not the work, was most of a warm command's time.
 *
 * Input is tsc's output, not src/: the bundle is then a pure function of dist/,
 * and bin/pdfspec.js can tell when it is stale (a later tsc-only build rewrote
 * dist/src/cli/main.js) and fall back to dist/src/cli/main.js.
 *
 * Kept out of the bundle and imported lazily by the code that needs them:
 * - the compiler (dist/src/compile/**): it starts worker threads from a script
 *   found next to its own module (import.meta.url), and only a cache miss needs it;
 * - pdfjs-dist, ink, react and the MCP SDK: big, and only compile, browse and serve use them.
 * Code splitting puts each lazily imported part (MCP server, TUI, fetch, fuse.js)
 * in its own chunk, so a warm `search` parses none of it.
 */
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const outdir = join(dist, 'bundle');
const entry = join(dist, 'src', 'cli', 'main.js');
/** Directories of dist/ that stay unbundled, loaded from dist/ at run time. */
const KEEP_OUT = [join(dist, 'src', 'compile') + sep];
const EXTERNAL_PACKAGES = ['pdfjs-dist', 'ink', 'react', 'react-dom', '@modelcontextprotocol/sdk', 'ink-testing-library'];

let esbuild;
try {
  esbuild = await import('esbuild');
} catch {
  console.warn('bundle-cli: esbuild is not installed; bin/pdfspec.js runs dist/src/cli/main.js unbundled (same behaviour, slower start)');
  process.exit(0);
}
if (!existsSync(entry)) {
  console.error(`bundle-cli: ${relative(root, entry)} is missing; run tsc first`);
  process.exit(1);
}

/** Relative imports into KEEP_OUT stay imports, rewritten to point from dist/bundle/ back at dist/src/. */
const keepOut = {
  name: 'keep-out',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = join(args.resolveDir, args.path);
      if (!KEEP_OUT.some((d) => target.startsWith(d))) return undefined;
      return { path: relative(outdir, target).split(sep).join('/').replace(/^(?!\.)/, './'), external: true };
    });
    // rxjs's "node" export is CommonJS (no tree shaking, every file evaluated); use its ES2015 build.
    build.onResolve({ filter: /^rxjs$/ }, () => ({ path: join(root, 'node_modules', 'rxjs', 'dist', 'esm', 'index.js') }));
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
    build.onLoad({ filter: /.*/, namespace: LAZY_NS }, () => ({
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

rmSync(outdir, { recursive: true, force: true });
const result = await esbuild.build({
  entryPoints: { pdfspec: entry },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunk-[hash]',
  external: EXTERNAL_PACKAGES.flatMap((p) => [p, `${p}/*`]),
  plugins: [keepOut, lazyStringWidth],
  // CommonJS dependencies bundled into ESM need a require() for Node built-ins.
  banner: { js: "import { createRequire as __pdfspecCreateRequire } from 'node:module'; const require = __pdfspecCreateRequire(import.meta.url);" },
  legalComments: 'none',
  metafile: true,
  // Fewer bytes to parse (no code cache for ES modules in Node 20); names kept for readable stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
});
const outputs = Object.entries(result.metafile.outputs);
const bytes = outputs.reduce((n, [, o]) => n + o.bytes, 0);
console.log(`bundle-cli: ${relative(root, outdir)}/ — ${outputs.length} files, ${(bytes / 1e6).toFixed(2)} MB`);
