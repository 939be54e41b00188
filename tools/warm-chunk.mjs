/**
 * esbuild's code splitting gives a chunk to each set of entry points (dynamic imports included) that share
 * modules, so a warm command imported ~40 files of dist/, most under 2 KB, and Node's module loader costs about
 * half a millisecond a file (resolving, reading, linking), whatever its size. Rollup, given esbuild's files as
 * its modules, puts the ones a warm command can need into one chunk beside the CLI entry: every module stays in
 * exactly one file, so each class still exists once.
 *
 * The warm group: what the CLI entry imports, and what it imports dynamically unless that brings, through its
 * own imports, a heavy package (zod, pdf-lib, pdf.js, the MCP SDK, Ink, React), the compiler, the server or the
 * TUI, or a Node built-in beyond the file system, paths, URLs and zlib (the host's fetch loads http and crypto
 * only when it fetches). Those stay where esbuild put them, loaded on first use as before.
 */
import { dirname, join, relative, resolve } from 'node:path';
import { rollup } from 'rollup';

const HEAVY_INPUT =
  /^(node_modules\/(zod|pdf-lib|pdfjs-dist|@modelcontextprotocol|ink|react|react-dom)\/|src\/compile\/|src\/mcp\/|components\/)/;
const LIGHT_EXTERNAL = /^((node:)?(fs|fs\/promises|path|url|module|os|zlib)|\.\/lazy-[\w-]+\.cjs)$/;

/** esbuild's output files by their names relative to dist/, and the name of an output path of the metafile. */
function outputsOf(metafile, outdir, root) {
  const name = (out) => relative(outdir, join(root, out));
  return { name, outputs: new Map(Object.entries(metafile.outputs).map(([out, o]) => [name(out), o])) };
}

/** The names of the files reached from `start` through the imports (of other files of dist/) that `follow` takes. */
function reach({ name, outputs }, start, follow) {
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const i of outputs.get(file)?.imports ?? []) if (!i.external && follow(i)) walk(name(i.path));
  };
  walk(start);
  return seen;
}

/** The names of esbuild's files `entry` may load, its dynamic imports included. */
const reachedFrom = (metafile, outdir, root, entry) => reach(outputsOf(metafile, outdir, root), entry, () => true);

/** The names (relative to dist/) of esbuild's files in the warm group of `entry`. */
export function warmGroup(metafile, outdir, root, entry) {
  const files = outputsOf(metafile, outdir, root);
  const heavy = (file) =>
    [...reach(files, file, (i) => i.kind === 'import-statement')].some((f) => {
      const o = files.outputs.get(f);
      return (
        Object.keys(o?.inputs ?? {}).some((input) => HEAVY_INPUT.test(input)) ||
        (o?.imports ?? []).some((i) => i.external && !LIGHT_EXTERNAL.test(i.path))
      );
    });
  return reach(
    files,
    entry,
    (i) => i.kind === 'import-statement' || (i.kind === 'dynamic-import' && !heavy(files.name(i.path))),
  );
}

/** Serves esbuild's output files to Rollup from memory; anything else (built-ins, packages, lazy-*.cjs) is external. */
function fromMemory(files) {
  return {
    name: 'esbuild-output',
    resolveId(source, importer) {
      if (!importer) return files.has(source) ? source : null;
      if (!source.startsWith('.')) return { id: source, external: true };
      const path = resolve(dirname(importer), source);
      return files.has(path) ? path : { id: source, external: true };
    },
    load: (id) => files.get(id) ?? null,
  };
}

/**
 * Regroups esbuild's split output (`outputFiles` of the ESM build, its `metafile`) so that the warm group of the
 * entry named `cliEntry` is one chunk. Returns the new files ({ path, contents }) and, for dist/modules.json,
 * which of esbuild's files each holds.
 */
export async function regroupWarmPath({ outputFiles, metafile, outdir, root, entries, cliEntry }) {
  const files = new Map(outputFiles.map((f) => [f.path, f.text]));
  const group = warmGroup(metafile, outdir, root, `${cliEntry}.js`);
  // A module of the group that another entry (a worker, the compiler) loads too goes into a chunk of the group
  // shared with exactly those entries, so that no entry loads more than it did.
  const others = Object.keys(entries)
    .filter((e) => e !== cliEntry)
    .map((e) => ({ e, reached: reachedFrom(metafile, outdir, root, `${e}.js`) }));
  const chunkOf = (file) =>
    [`${cliEntry}-warm`, ...others.filter(({ reached }) => reached.has(file)).map(({ e }) => e)].join('+');
  const bundle = await rollup({
    input: Object.fromEntries(Object.keys(entries).map((e) => [e, join(outdir, `${e}.js`)])),
    plugins: [fromMemory(files)],
    preserveEntrySignatures: 'strict',
    // esbuild has shaken the trees; Rollup only moves modules between files.
    treeshake: false,
    onwarn: (warning, warn) => warning.code === 'CIRCULAR_DEPENDENCY' || warn(warning),
  });
  const { output } = await bundle.generate({
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunk-[hash].js',
    manualChunks: (id) => {
      const file = relative(outdir, id);
      return group.has(file) && file !== `${cliEntry}.js` ? chunkOf(file) : undefined;
    },
  });
  await bundle.close();
  return output.map((chunk) => ({
    path: join(outdir, chunk.fileName),
    contents: Buffer.from(chunk.type === 'chunk' ? chunk.code : chunk.source),
    from: chunk.type === 'chunk' ? Object.keys(chunk.modules).map((id) => relative(outdir, id)) : [],
  }));
}
