import { PDFDocument, PDFName, type PDFDict, type PDFObject, type PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfjsFontName, readPageFonts } from './page-fonts.js';

async function newDoc() {
  return PDFDocument.create();
}

type Entries = { [key: string]: string | number | PDFObject | Entries | (number | string | PDFObject)[] };

function font(doc: PDFDocument, entries: Entries, descriptor?: Entries): PDFDict {
  const dict = doc.context.obj({ Type: 'Font', ...entries }) as PDFDict;
  if (descriptor) dict.set(PDFName.of('FontDescriptor'), doc.context.register(doc.context.obj(descriptor)));
  return dict;
}

describe('pdfjsFontName', () => {
  it('reads the name pdf.js gives a font with a descriptor', async () => {
    const doc = await newDoc();
    const named = (base: string | undefined, fontName: string | undefined) =>
      pdfjsFontName(
        doc,
        font(doc, { Subtype: 'TrueType', ...(base ? { BaseFont: base } : {}) }, fontName ? { FontName: fontName } : {}),
      );
    expect(named('ABCDEF+Arial-BoldMT', 'ABCDEF+Arial-BoldMT')).toBe('ABCDEF+Arial-BoldMT');
    expect(named('Arial-BoldMT', undefined)).toBe('Arial-BoldMT');
    expect(named(undefined, 'Arial-BoldMT')).toBe('Arial-BoldMT');
    // BaseFont extends FontName: pdf.js takes BaseFont.
    expect(named('Arial-BoldMT,Bold', 'Arial-BoldMT')).toBe('Arial-BoldMT,Bold');
    // Otherwise it depends on which names pdf.js knows: left to pdf.js.
    expect(named('Helvetica', 'ABCDEF+Arial')).toBeNull();
    // A name written with escapes is decoded as pdf.js decodes it.
    expect(named('Times#20New#20Roman', undefined)).toBe('Times New Roman');
  });

  it('leaves Type 3 fonts and fonts without a descriptor to pdf.js', async () => {
    const doc = await newDoc();
    expect(pdfjsFontName(doc, font(doc, { Subtype: 'Type1', BaseFont: 'Helvetica' }))).toBeNull();
    expect(pdfjsFontName(doc, font(doc, { Subtype: 'Type3' }, { FontName: 'T3' }))).toBeNull();
  });

  it('reads a composite font’s descendant', async () => {
    const doc = await newDoc();
    const kid = doc.context.register(
      font(doc, { Subtype: 'CIDFontType2', BaseFont: 'MSGothic' }, { FontName: 'MSGothic' }),
    );
    const type0 = font(doc, { Subtype: 'Type0', BaseFont: 'MSGothic-Identity-H', DescendantFonts: [kid] });
    expect(pdfjsFontName(doc, type0)).toBe('MSGothic');
  });
});

describe('readPageFonts', () => {
  it('reads inherited resources and the fonts of the forms a page draws', async () => {
    const doc = await newDoc();
    const ctx = doc.context;
    const described = (name: string): PDFRef =>
      ctx.register(font(doc, { Subtype: 'TrueType', BaseFont: name }, { FontName: name }));
    const inner = ctx.register(
      ctx.stream('BT /G 9 Tf (x) Tj ET', {
        Type: 'XObject',
        Subtype: 'Form',
        BBox: [0, 0, 10, 10],
        Resources: { Font: { G: described('Inner') } },
      }),
    );
    const page = doc.addPage();
    const pages = page.node.Parent()!;
    page.node.delete(PDFName.of('Resources'));
    pages.set(PDFName.of('Resources'), ctx.obj({ Font: { F: described('Outer') }, XObject: { X: inner } }));
    expect(readPageFonts(doc, page.ref)?.map((f) => f.name)).toEqual(['Outer', 'Inner']);
    // A font given directly, not as an object, has no name here: pdf.js numbers it apart from the objects.
    pages.set(
      PDFName.of('Resources'),
      ctx.obj({ Font: { F: font(doc, { Subtype: 'TrueType', BaseFont: 'D' }, { FontName: 'D' }) } }),
    );
    expect(readPageFonts(doc, page.ref)?.map((f) => f.name)).toEqual([null]);
  });

  it('leaves a page whose forms nest too deep to pdf.js', async () => {
    const doc = await newDoc();
    const ctx = doc.context;
    const form = (resources: Entries) =>
      ctx.register(ctx.stream('', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 1, 1], Resources: resources }));
    let nested = form({});
    for (let k = 0; k < 12; k++) nested = form({ XObject: { X: nested } });
    const page = doc.addPage();
    page.node.set(PDFName.of('Resources'), ctx.obj({ XObject: { X: nested } }));
    expect(readPageFonts(doc, page.ref)).toBeNull();
    page.node.set(PDFName.of('Resources'), ctx.obj({ XObject: { X: form({ XObject: { X: form({}) } }) } }));
    expect(readPageFonts(doc, page.ref)).toEqual([]);
  });
});
