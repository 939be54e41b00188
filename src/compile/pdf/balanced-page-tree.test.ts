import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../compile.js';
import { withBalancedPageTree, WIDE_NODE } from './balanced-page-tree.js';
import { loadPdfjs } from './open.js';
import { loadRawDoc } from './raw-doc.js';
import { repeatedPagePdf } from '#test-support/hostile-pdfs.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A file of WIDE_NODE + 40 pages in one /Kids array, saved with object streams and a cross-reference
 * stream, whose object-stream containers carry the highest object numbers (as xml2rfc's WeasyPrint files
 * do): the numbers pdf-lib does not keep once it has unpacked them.
 */
async function wideFileWithObjectStreams(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= WIDE_NODE + 40; i++) doc.addPage([300, 300]).drawText(`page ${i}`, { x: 20, y: 250, font });
  return doc.save({ useObjectStreams: true, objectsPerTick: Infinity });
}

describe('withBalancedPageTree', () => {
  it('numbers its new nodes past every object of the file, object-stream containers included', async () => {
    const bytes = await wideFileWithObjectStreams();
    const raw = await loadRawDoc(bytes);
    const patched = withBalancedPageTree(bytes, raw);
    expect(patched).not.toBe(bytes);
    const added = Buffer.from(patched.subarray(bytes.length)).toString('latin1');
    const headers = [
      ...Buffer.from(bytes)
        .toString('latin1')
        .matchAll(/(\d+) 0 obj/g),
    ].map((m) => Number(m[1]));
    const newNodes = [...added.matchAll(/(\d+) 0 obj\n<< \/Type \/Pages \/Parent/g)].map((m) => Number(m[1]));
    expect(newNodes.length).toBeGreaterThan(0);
    expect(Math.min(...newNodes)).toBeGreaterThan(Math.max(...headers));
    const pdfjs = await loadPdfjs();
    const doc = await pdfjs.getDocument({ data: patched.slice(), verbosity: 0 }).promise;
    expect(doc.numPages).toBe(WIDE_NODE + 40);
    const last = await (await doc.getPage(WIDE_NODE + 40)).getTextContent();
    expect(last.items.map((i) => ('str' in i ? i.str : '')).join('')).toBe(`page ${WIDE_NODE + 40}`);
    await doc.destroy();
  });

  it('such a file compiles: every page read, nothing refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pdfspec-wide-'));
    try {
      const file = join(dir, 'wide.pdf');
      writeFileSync(file, await wideFileWithObjectStreams());
      const model = await compileFile(file, { workers: 1 }, new AbortController().signal, () => undefined);
      expect(model.source.pages).toBe(WIDE_NODE + 40);
      expect(model.diagnostics.map((d) => d.code)).not.toContain('page-tree-rebalance-failed');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps a page object listed again once: the tree names it once, pdf.js reads one page', async () => {
    const bytes = repeatedPagePdf(1000);
    const raw = await loadRawDoc(bytes);
    expect(raw.pages.refs.map(String)).toEqual(['3 0 R']);
    expect([raw.pages.repeats, raw.pages.problems]).toEqual([999, []]);
    const patched = withBalancedPageTree(bytes, raw);
    const pdfjs = await loadPdfjs();
    const doc = await pdfjs.getDocument({ data: patched.slice(), verbosity: 0 }).promise;
    expect(doc.numPages).toBe(1);
    await doc.destroy();
  });
});
