/**
 * The ruling lines the compiler reads from a page's content with pdf-lib (src/compile/pdf/content-rules.ts) are
 * those of pdf.js's operator list, page by page, on real documents of three producers: InDesign with ICC-based
 * colours (WTPDF), Word with forms drawn under a matrix (SP 800-152), Word's own export (MQTT 5.0). Skipped,
 * visibly, without ../shared. `npx tsx tools/bench/content-rules-check.ts` runs the same check on any file.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkContentRules } from '../tools/bench/content-rules-check.js';

const shared = resolve(dirname(fileURLToPath(import.meta.url)), '../../shared');
const FILES = [
  'corpus/Well-Tagged-PDF-WTPDF-1.0.pdf',
  'corpus-open-2/NIST.SP.800-152.pdf',
  'corpus-open/mqtt-v5.0.pdf',
].map((f) => join(shared, f));
const present = FILES.every((f) => existsSync(f));
if (!present) console.warn(`content-rules-corpus: SKIPPED — the documents are not under ${shared}`);

describe.skipIf(!present)('rules read from the content against pdf.js, on real documents', () => {
  for (const file of FILES)
    it(`agrees with pdf.js on every page of ${file.split('/').pop()}`, async () => {
      const c = await checkContentRules(file);
      expect(c.differ).toEqual([]);
      expect(c.same).toBe(c.pages);
    }, 120_000);
});
