/**
 * Compile time against page count on a plain untagged file (tools/bench/plain-pdf.ts):
 * all pages under one page tree node, as many converters write them. pdf.js
 * looks pages up from the root, so such a file once cost time quadratic in its
 * pages (20,000 pages: five minutes); the target is a flat per-page cost, within
 * 20 % of the 1000-page file's, up to 20,000 pages.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmtMiB, fmtMs } from './measure.js';
import { plainUntaggedPdf } from './plain-pdf.js';
import type { Section } from './report.js';
import { compileOnce } from './suites.js';
import { makeTarget } from './targets.js';

/**
 * Per-page cost allowed above the first row's. Below it is fine: start-up work that grows with nothing
 * (JIT warm-up, fonts) is spread over more pages, so big files cost a little less per page.
 */
const LINEAR = 0.2;

async function compileMs(dir: string, pages: number): Promise<{ ms: number; rssMiB: number | null }> {
  const file = join(dir, `plain-${pages}.pdf`);
  writeFileSync(file, plainUntaggedPdf(pages));
  const t = await makeTarget(`plain ${pages}p`, file);
  try {
    return await compileOnce(t);
  } finally {
    t.cleanup();
  }
}

export async function benchUntaggedScaling(full: boolean, log: (m: string) => void): Promise<Section> {
  const counts = full ? [1000, 2000, 5000, 10_000, 20_000] : [1000, 5000];
  const dir = mkdtempSync(join(tmpdir(), 'pdfspec-bench-plain-'));
  const rows: string[][] = [];
  try {
    // What a compile costs whatever the page count (starting node, loading pdf.js, writing the cache): a 10-page file.
    log('untagged scaling: fixed cost (10 pages)');
    const fixed = (await compileMs(dir, 10)).ms;
    let base: number | null = null;
    for (const pages of counts) {
      log(`untagged scaling: ${pages} pages`);
      const r = await compileMs(dir, pages);
      const perPage = (r.ms - fixed) / pages;
      base ??= perPage;
      const ratio = perPage / base;
      rows.push([
        String(pages),
        fmtMs(r.ms),
        `${perPage.toFixed(2)} ms`,
        `${ratio.toFixed(2)}×`,
        ratio <= 1 + LINEAR ? 'yes' : '**no**',
        fmtMiB(r.rssMiB ?? 0),
      ]);
    }
    return {
      title: 'Compile time against page count: plain untagged file, one wide page tree node',
      columns: [
        'pages',
        'compile',
        'per page, fixed cost aside',
        'vs the first row',
        `at most linear (≤ +${LINEAR * 100} %)`,
        'peak RSS',
      ],
      rows,
      notes: [
        `One cold \`cache build\` each${full ? '' : ' (quick mode: 1000 and 5000 pages; `--full` goes to 20,000)'}. "Fixed cost aside" subtracts the compile of a 10-page file (${fmtMs(fixed)}: starting node, loading pdf.js and pdf-lib, the worker thread, writing the cache).`,
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
