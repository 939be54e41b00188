/**
 * npx tsx tools/bench/font-oplists.ts FILE.pdf…: how many operator lists the layout's font styles ask pdf.js
 * for (layout/font-styles.ts), reading every page as the read-pages pass does, with the fonts named from the
 * page resources (pdf/page-fonts.ts) and without. A count, so it does not depend on the machine's load; the
 * ruling lines of table pages (pdf/page-rules.ts) build their own operator lists, the same in both.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { FontStyleResolver } from '../../src/compile/pdf/font-styles.js';
import { openPdfData } from '../../src/compile/pdf/open.js';
import { pageFontsReader } from '../../src/compile/pdf/page-fonts.js';
import { loadRawDoc } from '../../src/compile/pdf/raw-doc.js';

async function count(file: string, fromResources: boolean): Promise<{ pages: number; lists: number }> {
  const bytes = new Uint8Array(readFileSync(file));
  const raw = await loadRawDoc(bytes);
  const doc = await openPdfData(file, bytes);
  try {
    const reader = fromResources ? pageFontsReader(raw.doc, raw.pages.refs, doc.numPages) : undefined;
    const fonts = new FontStyleResolver(reader);
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      await fonts.resolve(page, content.styles);
      page.cleanup();
    }
    return { pages: doc.numPages, lists: fonts.operatorLists };
  } finally {
    await doc.destroy();
  }
}

for (const file of process.argv.slice(2)) {
  const before = await count(file, false);
  const after = await count(file, true);
  process.stdout.write(`${basename(file)}\t${before.pages} pages\t${before.lists} → ${after.lists} operator lists\n`);
}
