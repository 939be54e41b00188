/**
 * The yardstick for compile speed: open a PDF and read every page's text and
 * structure tree with pdfjs — nothing else. Run as its own process by the bench:
 *
 *   node <bare-pass.ts bundled by bundle-tool.ts> file.pdf [threads]
 *
 * With threads > 1 the pages are split into that many contiguous ranges, each
 * read by a worker thread that opens the document itself — the same use of the
 * cores that pdfspec's compiler may make, so the ratio compares like with like.
 */
import { readFileSync } from 'node:fs';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { loadPdfjs } from '../../src/compile/pdf/open.js';

interface Range {
  file: string;
  from: number;
  /** Inclusive; 0 = to the last page. */
  to: number;
}

async function readPages({ file, from, to }: Range): Promise<{ pages: number; items: number }> {
  const { getDocument } = await loadPdfjs();
  const doc = await getDocument({
    data: new Uint8Array(readFileSync(file)),
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
  }).promise;
  const last = to || doc.numPages;
  let items = 0;
  for (let p = from; p <= last; p++) {
    const page = await doc.getPage(p);
    const text = await page.getTextContent({ includeMarkedContent: true });
    await page.getStructTree();
    items += text.items.length;
    page.cleanup();
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, items };
}

async function pageCount(file: string): Promise<number> {
  const { getDocument } = await loadPdfjs();
  const doc = await getDocument({
    data: new Uint8Array(readFileSync(file)),
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
  }).promise;
  const n = doc.numPages;
  await doc.destroy();
  return n;
}

function inWorker(range: Range): Promise<{ pages: number; items: number }> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL(import.meta.url), { workerData: range });
    w.once('message', resolve);
    w.once('error', reject);
    w.once('exit', (code) => code !== 0 && reject(new Error(`bare-pass worker exited with ${code}`)));
  });
}

async function main(): Promise<void> {
  const [file, threadsArg] = process.argv.slice(2);
  const threads = Number(threadsArg ?? 1);
  if (!file || !Number.isInteger(threads) || threads < 1) {
    process.stderr.write('usage: bare-pass <file.pdf> [threads ≥ 1]\n');
    process.exit(2);
  }
  if (threads === 1) {
    process.stdout.write(JSON.stringify({ ...(await readPages({ file, from: 1, to: 0 })), threads }) + '\n');
    return;
  }
  const n = await pageCount(file);
  const size = Math.ceil(n / threads);
  const ranges: Range[] = [];
  for (let from = 1; from <= n; from += size) ranges.push({ file, from, to: Math.min(n, from + size - 1) });
  const parts = await Promise.all(ranges.map(inWorker));
  process.stdout.write(JSON.stringify({ pages: n, items: parts.reduce((s, p) => s + p.items, 0), threads }) + '\n');
}

if (isMainThread) await main();
else parentPort!.postMessage(await readPages(workerData as Range));
