/**
 * Conservation of text on the real documents of ../shared (all three corpora): every page's text, as pdf.js
 * extracts it, is found in the model, set aside as furniture, or left out with a diagnostic that names it.
 * At least 99.5 % of each document's characters are accounted for, and every page that has text beyond its
 * furniture has text in the model. The account's own page counts are checked against pdf.js here, on the
 * smaller documents, so that the denominator is pdf.js's and not the compiler's word. Skipped, visibly,
 * without ../shared.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countable } from '../src/compile/account/ledger.js';
import { openPdfData } from '../src/compile/pdf/open.js';
import { textTotals } from '../src/model/text-account.js';
import type { DocModel, PageAccount } from '../src/model/types.js';
import { compiledModels } from '../tools/eval/models.js';
import { sharedDir } from '../tools/eval/truth.js';

const CORPORA = ['corpus', 'corpus-open', 'corpus-open-2'];
const files = existsSync(sharedDir())
  ? CORPORA.flatMap((d) =>
      existsSync(join(sharedDir(), d))
        ? readdirSync(join(sharedDir(), d))
            .filter((f) => f.endsWith('.pdf'))
            .map((f) => ({ stem: f.replace(/\.pdf$/, ''), pdf: join(sharedDir(), d, f) }))
        : [],
    )
  : [];
if (!files.length) console.warn(`text-account-corpus: SKIPPED — no real documents at ${sharedDir()}`);

/** Documents whose pages pdf.js is asked again here (the rest are checked by the account's own sums). */
const CHECKED_AGAINST_PDFJS = 60;

const models = new Map<string, DocModel>();
// The end-to-end files share a process (vitest.config.ts): what this file holds is let go after it.
afterAll(() => models.clear());

const keptOf = (p: PageAccount) => (p.heading ?? 0) + (p.body ?? 0) + (p.table ?? 0) + (p.caption ?? 0);
const setAsideOf = (p: PageAccount) =>
  Object.values(p.furniture ?? {}).reduce((n, v) => n + (v ?? 0), 0) +
  Object.values(p.dropped ?? {}).reduce((n, v) => n + v, 0);

async function pdfjsPageChars(pdf: string): Promise<number[]> {
  const doc = await openPdfData(pdf, new Uint8Array(readFileSync(pdf)));
  try {
    const out: number[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      out.push(content.items.reduce((k, i) => k + ('str' in i ? countable(i.str).length : 0), 0));
      page.cleanup();
    }
    return out;
  } finally {
    await doc.destroy();
  }
}

describe.skipIf(!files.length)('conservation of text on the real documents', () => {
  beforeAll(async () => {
    for (const c of await compiledModels(files)) models.set(c.stem, c.model);
  }, 1_800_000);

  it.each(files.map((f) => f.stem))('%s: 99.5 % of its characters accounted for, every page with text kept', (stem) => {
    const model = models.get(stem);
    if (!model) throw new Error(`${stem} was not compiled`);
    const account = model.textAccount ?? [];
    expect(account).toHaveLength(model.source.pages);
    for (const p of account) expect(keptOf(p) + setAsideOf(p) + (p.unaccounted ?? 0), `page ${p.page}`).toBe(p.text);
    const totals = textTotals(account);
    expect(totals.accounted, `${totals.unaccounted} of ${totals.text} characters lost`).toBeGreaterThanOrEqual(0.995);
    const silent = account.filter((p) => p.text - setAsideOf(p) > 0 && keptOf(p) === 0).map((p) => p.page);
    expect(silent, 'pages with text in pdf.js and none in the model').toEqual([]);
  });

  it('counts what pdf.js extracts, page by page (the documents up to 60 pages: 17 of the 35, of 16 producers)', async () => {
    for (const f of files) {
      const model = models.get(f.stem);
      if (!model || model.source.pages > CHECKED_AGAINST_PDFJS) continue;
      const chars = await pdfjsPageChars(f.pdf);
      expect(
        model.textAccount?.map((p) => p.text),
        f.stem,
      ).toEqual(chars);
    }
  }, 900_000);
});
