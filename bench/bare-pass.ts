/**
 * The yardstick for compile speed: open a PDF and read every page's text and
 * structure tree with pdfjs — nothing else. Run as its own process by the bench.
 */
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: bare-pass <file.pdf>\n');
  process.exit(2);
}
const doc = await getDocument({ data: new Uint8Array(readFileSync(file)), verbosity: 0, isEvalSupported: false, disableFontFace: true }).promise;
let items = 0;
for (let p = 1; p <= doc.numPages; p++) {
  const page = await doc.getPage(p);
  const text = await page.getTextContent({ includeMarkedContent: true });
  await page.getStructTree();
  items += text.items.length;
  page.cleanup();
}
process.stdout.write(JSON.stringify({ pages: doc.numPages, items }) + '\n');
await doc.destroy();
