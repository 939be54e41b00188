import { readFileSync } from 'node:fs';
import { openPdfData } from '../../src/compile/pdf/open.js';
import { readPageRuns } from '../../src/compile/layout/text-runs.js';
import { buildLines } from '../../src/compile/layout/lines.js';
import { FontStyleResolver } from '../../src/compile/layout/font-styles.js';
import { removeFurniture } from '../../src/compile/layout/furniture.js';
import type { PageLines } from '../../src/compile/layout/types.js';
const file = process.argv[2]!;
const doc = await openPdfData(file, new Uint8Array(readFileSync(file)));
const fonts = new FontStyleResolver();
const read: PageLines[] = [];
for (let n = 1; n <= doc.numPages; n++) {
  const page = await doc.getPage(n);
  const r = await readPageRuns(page, fonts);
  read.push({ page: n, bottom: r.bottom, top: r.top, lines: buildLines(n, r.runs) });
}
const f = removeFurniture(read);
console.log(JSON.stringify(f.printedNumbers));
const p = Number(process.argv[3] ?? 6);
const pg = read[p - 1]!;
console.log(
  pg.bottom,
  pg.top,
  pg.lines.slice(-3).map((l) => [l.text, l.y, l.segments.map((s) => s.text)]),
);
