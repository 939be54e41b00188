#!/usr/bin/env node
/**
 * Optional post-build step: bundle rxjs and yargs (hundreds of small CommonJS /
 * ESM files) into one ES module each under dist/vendor/, and point dist/'s
 * imports at them. A CLI process then reads 2 files instead of ~280, which is
 * most of what separates a warm `pdfspec` command from `node -e 0`.
 *
 * Only dist/ changes: tests run from src/ against node_modules as before.
 * zod stays in node_modules, because the MCP SDK shares its schema objects.
 * Without esbuild (it comes with vitest) the step is skipped and dist/ keeps
 * plain imports, which work the same, only slower to start.
 */
import { readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const vendor = join(dist, 'vendor');
const PACKAGES = {
  // rxjs: its ES2015 build, so esbuild sees named exports (the "node" condition would give CommonJS).
  rxjs: { source: "export * from 'rxjs';", options: { platform: 'neutral', conditions: ['es2015'], mainFields: ['es2015', 'module', 'main'] } },
  yargs: { source: "export { default } from 'yargs';", options: { platform: 'node' } },
};

let esbuild;
try {
  esbuild = await import('esbuild');
} catch {
  console.warn('vendor-deps: esbuild not installed; dist/ keeps plain imports');
  process.exit(0);
}

mkdirSync(vendor, { recursive: true });
for (const [name, { source, options }] of Object.entries(PACKAGES)) {
  await esbuild.build({
    stdin: { contents: source, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'esm',
    outfile: join(vendor, `${name}.js`),
    logLevel: 'error',
    ...options,
  });
}

const SPECIFIER = new RegExp(`((?:from|import)\\s*\\(?\\s*)(['"])(${Object.keys(PACKAGES).join('|')})\\2`, 'g');
let rewritten = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (file === vendor) continue;
    if (statSync(file).isDirectory()) walk(file);
    else if (name.endsWith('.js')) {
      const text = readFileSync(file, 'utf8');
      const rel = relative(dirname(file), vendor).split(sep).join('/');
      const next = text.replace(SPECIFIER, (_, head, q, pkg) => `${head}${q}${rel}/${pkg}.js${q}`);
      if (next !== text) {
        writeFileSync(file, next);
        rewritten++;
      }
    }
  }
};
walk(dist);
console.log(`vendor-deps: ${Object.keys(PACKAGES).join(', ')} bundled into dist/vendor; ${rewritten} modules point at them`);
