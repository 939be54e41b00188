/**
 * Files that lie about themselves, made at test time from a good PDF (the
 * bundled sample) with pdf-lib, each one lie and nothing else changed:
 * a page tree whose root /Count is smaller than its /Kids hold, and an
 * outline whose /Next points back into the list. Each gets its own title, so
 * it is listed as a user spec of its own rather than as another copy.
 */
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef } from 'pdf-lib';

async function edit(base: Uint8Array, title: string, lie: (doc: PDFDocument) => void): Promise<Buffer> {
  const doc = await PDFDocument.load(base, { updateMetadata: false });
  lie(doc);
  doc.setTitle(title);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The root of the page tree says it holds `claimed` pages (pdf.js believes it). */
export function undercountedCopy(base: Uint8Array, claimed = 1): Promise<Buffer> {
  return edit(base, 'Undercounted pages', (doc) => {
    const root = doc.context.lookup(doc.catalog.get(PDFName.of('Pages')));
    if (!(root instanceof PDFDict)) throw new Error('no page tree');
    root.set(PDFName.of('Count'), PDFNumber.of(claimed));
  });
}

/** The top-level outline item `at` (0-based) gets /Next pointing back to the first item. */
export function loopedOutlineCopy(base: Uint8Array, at = 1): Promise<Buffer> {
  return edit(base, 'Looped outline', (doc) => {
    const outlines = doc.context.lookup(doc.catalog.get(PDFName.of('Outlines')));
    if (!(outlines instanceof PDFDict)) throw new Error('no outline');
    const first = outlines.get(PDFName.of('First'));
    if (!(first instanceof PDFRef)) throw new Error('no first outline item');
    let item = doc.context.lookup(first, PDFDict);
    for (let i = 0; i < at; i++) item = doc.context.lookup(item.get(PDFName.of('Next')), PDFDict);
    item.set(PDFName.of('Next'), first);
  });
}

/** A copy whose only change is its title (so that it is listed as a spec of its own). */
export function retitledCopy(base: Uint8Array, title: string): Promise<Buffer> {
  return edit(base, title, () => undefined);
}
