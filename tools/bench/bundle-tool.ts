/**
 * A bench script that runs in worker threads of its own (bare-pass.ts) cannot
 * run from TypeScript through tsx: Node 20 does not carry tsx's loader into
 * worker threads. Such a script is bundled on demand into plain JavaScript
 * under node_modules/.cache/ (git-ignored; beside node_modules, so its
 * external packages still resolve).
 */
import { basename, join } from 'node:path';
import { ROOT } from './measure.js';

export async function bundleTool(entry: string): Promise<string> {
  const esbuild = await import('esbuild');
  const outfile = join(ROOT, 'node_modules', '.cache', 'pdfspec-tools', basename(entry).replace(/\.ts$/, '.mjs'));
  await esbuild.build({
    entryPoints: [join(ROOT, entry)],
    outfile,
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  return outfile;
}
