/**
 * Compile time against page count on a plain untagged file (tools/bench/plain-pdf.ts):
 * all pages under one page tree node, as many converters write them. pdf.js
 * looks pages up from the root, so such a file once cost time quadratic in its
 * pages (20,000 pages: five minutes); the target is a flat per-page cost, within
 * ±20 % of the 1000-page file's, up to 20,000 pages.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmtMiB, fmtMs } from './measure.js';
import { plainUntaggedPdf } from './plain-pdf.js';
import type { Section } from './report.js';
import { compileOnce } from './suites.js';
import { makeTarget } from './targets.js';

/** Per-page cost allowed above or below the first row's. */
const LINEAR = 0.2;

export async function benchUntaggedScaling(full: boolean, log: (m: string) => void): Promise<Section> {
  const counts = full ? [1000, 2000, 5000, 10_000, 20_000] : [1000, 5000];
  const dir = mkdtempSync(join(tmpdir(), 'pdfspec-bench-plain-'));
  const rows: string[][] = [];
  let base: number | null = null;
  try {
    for (const pages of counts) {
      log(`untagged scaling: ${pages} pages`);
      const file = join(dir, `plain-${pages}.pdf`);
      writeFileSync(file, plainUntaggedPdf(pages));
      const t = await makeTarget(`plain ${pages}p`, file);
      try {
        const r = await compileOnce(t);
        const perPage = r.ms / pages;
        base ??= perPage;
        const ratio = perPage / base;
        rows.push([String(pages), fmtMs(r.ms), `${perPage.toFixed(2)} ms`, `${ratio.toFixed(2)}×`, Math.abs(ratio - 1) <= LINEAR ? 'yes' : '**no**', fmtMiB(r.rssMiB ?? 0)]);
      } finally {
        t.cleanup();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    title: 'Compile time against page count: plain untagged file, one wide page tree node',
    columns: ['pages', 'compile', 'per page', 'per page vs the first row', `linear (±${LINEAR * 100} %)`, 'peak RSS'],
    rows,
    notes: [
      `One cold \`cache build\` each${full ? '' : ' (quick mode: 1000 and 5000 pages; `--full` goes to 20,000)'}. The whole process is timed, so its fixed start-up cost (~0.5 s) makes the per-page figure of small files a little higher.`,
    ],
  };
}
