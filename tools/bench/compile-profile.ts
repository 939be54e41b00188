/**
 * Where a cold compile's time goes beyond the bare pass, on real documents:
 * the whole compile run in one process and one thread (compileFile with one
 * page reader, so the phases add up), with pdf.js's page calls timed as they
 * are awaited. Run as its own process by the bench:
 *
 *   node <compile-profile.ts bundled by bundle-tool.ts> file.pdf
 *
 * Prints one JSON line: total and per-call milliseconds. What is not a pdf.js
 * call is pdfspec's own work: reading the file with pdf-lib (page tree,
 * structure tree, outline shape), the layout analysis, segmentation, tables,
 * requirements and definitions.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadPdfjs } from '../../src/compile/pdf/open.js';
import { compileFile } from '../../src/compile/compile.js';

const PAGE_CALLS = ['getTextContent', 'getOperatorList', 'getAnnotations', 'getStructTree'] as const;
const DOC_CALLS = ['getPage', 'getOutline', 'getPageLabels', 'getMetadata', 'getMarkInfo', 'getDestination'] as const;

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('usage: compile-profile <file.pdf>\n');
    process.exit(2);
  }
  const ms: Record<string, number> = {};
  const wrap = (proto: Record<string, unknown>, name: string) => {
    const orig = proto[name] as (...a: unknown[]) => Promise<unknown>;
    proto[name] = async function (this: unknown, ...a: unknown[]) {
      const t = performance.now();
      try {
        return await orig.apply(this, a);
      } finally {
        ms[name] = (ms[name] ?? 0) + performance.now() - t;
      }
    };
  };
  // The same pdf.js module the compiler imports: its classes' prototypes, reached through an opened document.
  const t0 = performance.now();
  const { getDocument } = await loadPdfjs();
  const probe = await getDocument({ data: new Uint8Array(readFileSync(file)), verbosity: 0 }).promise;
  const page = await probe.getPage(1);
  for (const n of PAGE_CALLS) wrap(Object.getPrototypeOf(page), n);
  for (const n of DOC_CALLS) wrap(Object.getPrototypeOf(probe), n);
  await probe.destroy();
  const loadMs = performance.now() - t0;
  const t1 = performance.now();
  await compileFile(file, { workers: 1 }, new AbortController().signal, () => undefined);
  const total = performance.now() - t1;
  process.stdout.write(JSON.stringify({ loadMs, total, ms }) + '\n');
}

await main();
