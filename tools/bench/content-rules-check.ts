/**
 * npx tsx tools/bench/content-rules-check.ts FILE.pdf…: the ruling lines read from each page's content with
 * pdf-lib (src/compile/pdf/content-rules.ts) beside those of pdf.js's operator list (pdf/page-rules.ts), every
 * page: how many agree, how many the reader left to pdf.js, and the pages where the two differ (there must be
 * none: the compiler takes the reader's rules wherever it gives them). Also the time each took.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { pageRulesReader } from '../../src/compile/pdf/content-rules.js';
import { openPdfData } from '../../src/compile/pdf/open.js';
import { readPageRules } from '../../src/compile/pdf/page-rules.js';
import { loadRawDoc } from '../../src/compile/pdf/raw-doc.js';

export interface RulesCheck {
  pages: number;
  same: number;
  /** Pages the content reader left to pdf.js. */
  left: number;
  /** Pages where the two readings differ. */
  differ: number[];
  contentMs: number;
  operatorListMs: number;
}

export async function checkContentRules(file: string): Promise<RulesCheck> {
  const bytes = new Uint8Array(readFileSync(file));
  const raw = await loadRawDoc(bytes);
  const doc = await openPdfData(file, bytes);
  const read = pageRulesReader(raw.doc, raw.pages.refs, doc.numPages);
  const out: RulesCheck = { pages: doc.numPages, same: 0, left: 0, differ: [], contentMs: 0, operatorListMs: 0 };
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const t0 = performance.now();
      const ours = read(n);
      const t1 = performance.now();
      const page = await doc.getPage(n);
      const theirs = await readPageRules(page);
      page.cleanup();
      out.contentMs += t1 - t0;
      out.operatorListMs += performance.now() - t1;
      if (ours === null) out.left++;
      else if (isDeepStrictEqual(ours, theirs)) out.same++;
      else out.differ.push(n);
    }
  } finally {
    await doc.destroy();
  }
  return out;
}

if (process.argv[1]?.endsWith('content-rules-check.ts')) {
  let differ = 0;
  for (const file of process.argv.slice(2)) {
    const c = await checkContentRules(file);
    differ += c.differ.length;
    process.stdout.write(
      `${basename(file)}\t${c.pages} pages\t${c.same} agree\t${c.left} left to pdf.js\t${c.differ.length ? `DIFFER on ${c.differ.join(', ')}` : 'none differ'}\t${c.contentMs.toFixed(0)} ms against ${c.operatorListMs.toFixed(0)} ms\n`,
    );
  }
  process.exit(differ ? 1 : 0);
}
