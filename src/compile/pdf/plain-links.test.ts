import { PDFDocument, PDFHexString, PDFName, PDFString, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readPageLinks } from './links.js';
import { openPdfData } from './open.js';
import { plainLinkPages } from './plain-links.js';
import { addAnnot } from '../../../test/support/link-annots.js';

/** One page per case, each read both ways in the tests below. */
async function fixture() {
  const doc = await PDFDocument.create();
  const cases: ((d: PDFDocument, p: PDFPage) => void)[] = [];
  const target = () => doc.getPage(0).ref;
  const xyz = (d: PDFDocument) => d.context.obj([target(), PDFName.of('XYZ'), 0, 800, 0]);
  const goTo = (d: PDFDocument, dest: unknown) => d.context.obj({ S: 'GoTo', D: dest } as never);
  cases.push((d, p) => addAnnot(d, p, { Dest: xyz(d) })); // hyperref: no flags, explicit destination
  cases.push((d, p) => addAnnot(d, p, { Dest: PDFName.of('section.1') })); // named by a name
  cases.push((d, p) => addAnnot(d, p, { Dest: PDFString.of('section.2') })); // named by a string
  cases.push((d, p) => addAnnot(d, p, { Dest: PDFHexString.of('73656333') }));
  cases.push((d, p) => addAnnot(d, p, { A: goTo(d, xyz(d)) })); // a GoTo action
  cases.push((d, p) => addAnnot(d, p, { A: goTo(d, PDFString.of('section.1')), Dest: xyz(d) })); // /A wins
  cases.push((d, p) => addAnnot(d, p, { A: d.context.obj({ S: 'URI', URI: PDFString.of('https://example.org') }) }));
  cases.push((d, p) =>
    addAnnot(d, p, { A: d.context.obj({ S: 'URI', URI: PDFString.of('https://example.org') }), Dest: xyz(d) }),
  );
  cases.push((d, p) => addAnnot(d, p, { AA: d.context.obj({ D: goTo(d, xyz(d)) }) })); // mouse-down action
  cases.push((d, p) => addAnnot(d, p, { AA: d.context.obj({ U: goTo(d, xyz(d)) }) })); // mouse-up action
  cases.push((d, p) => addAnnot(d, p, { Dest: d.context.register(xyz(d)) })); // destination behind a reference
  cases.push((d, p) => addAnnot(d, p, { Dest: xyz(d), F: 4 })); // Print
  cases.push((d, p) => addAnnot(d, p, { Dest: xyz(d), F: 0x20 })); // NoView: not listed for display
  cases.push((d, p) => addAnnot(d, p, { Dest: xyz(d), F: 2 | 1 })); // Hidden, Invisible: still listed
  cases.push((d, p) => addAnnot(d, p, { Dest: xyz(d), Rect: [200, 720, 100, 700] })); // reversed rectangle
  cases.push((d, p) => addAnnot(d, p, { Dest: xyz(d), Rect: [100, 700, 200] })); // broken rectangle
  cases.push((d, p) => addAnnot(d, p, { Dest: d.context.obj([target(), PDFName.of('XYZ'), 0]) })); // invalid
  cases.push((d, p) => addAnnot(d, p, { Dest: d.context.obj([target(), PDFName.of('FitR'), 0, 1, 2, 3]) }));
  cases.push((d, p) => addAnnot(d, p, { Dest: d.context.obj([target(), PDFName.of('FitH'), null]) }));
  cases.push((d, p) => addAnnot(d, p, { Dest: d.context.obj([0, PDFName.of('Fit')]) })); // page by number
  cases.push((d, p) => addAnnot(d, p, { A: d.context.obj({ S: 'Named', N: 'NextPage' }) }));
  cases.push((d, p) => addAnnot(d, p, { Dest: xyz(d), Subtype: 'Text' })); // not a link
  cases.push((d, p) => {
    addAnnot(d, p, { Dest: PDFName.of('section.1') });
    addAnnot(d, p, { Dest: xyz(d), Rect: [300, 500, 400, 520] });
  });
  const pages = cases.map(() => doc.addPage([600, 800]));
  cases.forEach((c, i) => c(doc, pages[i]!));
  const bytes = await doc.save();
  const reloaded = await PDFDocument.load(bytes);
  return { bytes, doc: reloaded, refs: reloaded.getPages().map((p) => p.ref) };
}

/** What links.ts reads of an annotation pdf.js lists. */
const projection = (a: { subtype?: string; rect?: unknown; dest?: unknown; url?: string; unsafeUrl?: string }) => ({
  rect: a.rect === undefined ? undefined : Array.from(a.rect as number[]),
  dest: a.url || a.unsafeUrl ? 'elsewhere' : JSON.parse(JSON.stringify(a.dest ?? null)),
});

describe('plainLinkPages', () => {
  it('reads every page the way pdf.js lists its links for display', async () => {
    const { bytes, doc, refs } = await fixture();
    const plain = plainLinkPages(doc, refs, refs.length);
    const pdf = await openPdfData('links.pdf', bytes);
    try {
      const runs = [
        { s: 'Section 1', x: 100, y: 705, w: 100, h: 10 },
        { s: 'Table 2', x: 300, y: 505, w: 100, h: 10 },
      ];
      for (let n = 1; n <= refs.length; n++) {
        const mine = plain[n - 1];
        expect(mine, `page ${n}`).not.toBeNull();
        const page = await pdf.getPage(n);
        const listed = ((await page.getAnnotations()) as { subtype?: string }[]).filter((a) => a.subtype === 'Link');
        expect(mine!.map(projection), `page ${n}`).toEqual(listed.map(projection));
        expect(await readPageLinks(page, runs, false, mine), `page ${n}`).toEqual(await readPageLinks(page, runs));
      }
    } finally {
      await pdf.destroy();
    }
  });

  it('finds the links where they go somewhere in the document', async () => {
    const { doc, refs } = await fixture();
    const plain = plainLinkPages(doc, refs, refs.length);
    expect(plain[0]).toEqual([
      {
        subtype: 'Link',
        rect: [100, 700, 200, 720],
        dest: [{ num: refs[0]!.objectNumber, gen: 0 }, { name: 'XYZ' }, 0, 800, 0],
      },
    ]);
    expect(plain[1]![0]!.dest).toBe('section.1');
    expect(plain[6]![0]!.url).toBeTruthy();
    expect(plain[12]).toEqual([]); // NoView
  });

  it('leaves to pdf.js a page it might read otherwise', async () => {
    const doc = await PDFDocument.create();
    const [a, b, c] = [doc.addPage(), doc.addPage(), doc.addPage()];
    addAnnot(doc, a, { Dest: PDFName.of('caf\u00e9') }); // not plain ASCII
    addAnnot(doc, b, { SE: doc.context.register(doc.context.obj({ Type: 'StructElem' })) }); // destination from /SE
    addAnnot(doc, c, { Dest: PDFName.of('ok') });
    const refs = doc.getPages().map((p) => p.ref);
    expect(plainLinkPages(doc, refs, 3).map((p) => p === null)).toEqual([true, true, false]);
    // pdf.js counts the pages differently: it reads every page.
    expect(plainLinkPages(doc, refs, 4)).toEqual([null, null, null, null]);
  });

  it('leaves to pdf.js the pages whose /Annots are inherited', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage();
    const annot = doc.context.register(
      doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 1, 1], Dest: PDFName.of('x') }),
    );
    doc.catalog.Pages().set(PDFName.of('Annots'), doc.context.obj([annot]));
    expect(plainLinkPages(doc, [page.ref], 1)).toEqual([null]);
  });
});
