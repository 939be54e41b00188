import { PDFDocument, PDFName, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { printIntentPages } from './link-intent.js';
import { readPageLinks } from './links.js';
import { openPdfData } from './open.js';
import { addAnnot } from '../../../test/support/link-annots.js';

/** A link over [100 700 200 720] to page 1, with the given /F (none when undefined). */
function addLink(doc: PDFDocument, page: PDFPage, flags: number | undefined, subtype = 'Link') {
  addAnnot(doc, page, {
    Subtype: subtype,
    ...(flags === undefined ? {} : { F: flags }),
    ...(subtype === 'Link' ? { Dest: doc.context.obj([doc.getPage(0).ref, PDFName.of('XYZ'), 0, 800, 0]) } : {}),
  });
}

async function fixture() {
  const doc = await PDFDocument.create();
  const pages = Array.from({ length: 6 }, () => doc.addPage([600, 800]));
  addLink(doc, pages[0]!, 4); // Print: listed for display and for print
  addLink(doc, pages[1]!, undefined); // no flags (hyperref): display only
  addLink(doc, pages[2]!, 4 | 2); // Print + Hidden: neither
  // pages[3]: no annotations
  addLink(doc, pages[4]!, undefined, 'Text'); // not a link: does not count
  addLink(doc, pages[4]!, 4);
  addLink(doc, pages[5]!, 4 | 0x20); // Print + NoView: print only
  const bytes = await doc.save();
  const reloaded = await PDFDocument.load(bytes);
  return { bytes, doc: reloaded, refs: reloaded.getPages().map((p) => p.ref) };
}

describe('printIntentPages', () => {
  it('allows the print read only where every link is listed alike for display and print', async () => {
    const { doc, refs } = await fixture();
    expect(printIntentPages(doc, refs, refs.length)).toEqual([true, false, false, true, true, false]);
  });

  it('keeps the display read everywhere when pdf.js counts the pages differently', async () => {
    const { doc, refs } = await fixture();
    expect(printIntentPages(doc, refs, refs.length + 1)).toEqual(new Array(refs.length + 1).fill(false));
  });

  it('reads the same links either way on a page it allows, and would lose links on one it does not', async () => {
    const { bytes, doc, refs } = await fixture();
    const allowed = printIntentPages(doc, refs, refs.length);
    const pdf = await openPdfData('links.pdf', bytes);
    try {
      const runs = [{ s: 'Section 1', x: 100, y: 705, w: 100, h: 10 }];
      for (let n = 1; n <= refs.length; n++) {
        const page = await pdf.getPage(n);
        const display = await readPageLinks(page, runs);
        const print = await readPageLinks(page, runs, true);
        if (allowed[n - 1]) expect(print).toEqual(display);
        if (n === 1 || n === 5) expect(display).toHaveLength(1);
        if (n === 2) expect([display.length, print.length]).toEqual([1, 0]);
      }
    } finally {
      await pdf.destroy();
    }
  });
});
