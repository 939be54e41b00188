import { PDFDocument, PDFName, type PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { loadPdfjs } from './load-pdfjs.js';
import { openPdfData } from './open.js';
import { pageFontsReader } from './page-fonts.js';
import { loadRawDoc } from './raw-doc.js';
import { FontStyleResolver, OPS_SET_FONT, styleFromName, type FontStyle } from './font-styles.js';

/** A Type 1 font with a FontDescriptor, as a producer that does not embed it writes it. */
function describedFont(doc: PDFDocument, name: string, flags: number): PDFRef {
  const ctx = doc.context;
  const descriptor = ctx.register(
    ctx.obj({ Type: 'FontDescriptor', FontName: name, Flags: flags, FontBBox: [0, -200, 1000, 900], ItalicAngle: 0 }),
  );
  return ctx.register(
    ctx.obj({
      Type: 'Font',
      Subtype: 'Type1',
      BaseFont: name,
      FontDescriptor: descriptor,
      Encoding: 'WinAnsiEncoding',
    }),
  );
}

/** A Type 3 font of one glyph, "a": its name is pdf.js's to give. */
function type3Font(doc: PDFDocument): PDFRef {
  const ctx = doc.context;
  const glyph = ctx.register(ctx.stream('1000 0 0 0 1000 1000 d1 0 0 1000 1000 re f'));
  return ctx.register(
    ctx.obj({
      Type: 'Font',
      Subtype: 'Type3',
      FontBBox: [0, 0, 1000, 1000],
      FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
      CharProcs: { a: glyph },
      Encoding: { Type: 'Encoding', Differences: [97, PDFName.of('a')] },
      FirstChar: 97,
      LastChar: 97,
      Widths: [1000],
    }),
  );
}

/** A page that sets one line in each of `fonts` (resource name → font). */
function addPage(doc: PDFDocument, fonts: Record<string, PDFRef>): void {
  const page = doc.addPage([600, 800]);
  const lines = Object.keys(fonts).map((key, k) => `BT /${key} 12 Tf 72 ${700 - 20 * k} Td (a line in ${key}) Tj ET`);
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream(lines.join('\n'))));
  page.node.set(PDFName.of('Resources'), doc.context.obj({ Font: fonts }));
}

/**
 * Page 1: two fonts; page 2: one new font beside a known one; page 3: a new Type 3 font; page 4: one new font
 * and a font the resources lack (pdf.js stands in Helvetica for it).
 */
async function fixture(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = describedFont(doc, 'ABCDEF+Helvetica', 32);
  const bold = describedFont(doc, 'ABCDEF+Helvetica-Bold', 32);
  const mono = describedFont(doc, 'GHIJKL+Courier', 33);
  addPage(doc, { F1: regular, F2: bold });
  addPage(doc, { F1: regular, F3: mono });
  addPage(doc, { F1: regular, T3: type3Font(doc) });
  addPage(doc, { F1: regular, F4: describedFont(doc, 'MNOPQR+Times-Italic', 98) });
  const missing = doc.context.stream('BT /Missing 12 Tf 72 500 Td (set in a font the page lacks) Tj ET');
  doc.getPage(3).node.addContentStream(doc.context.register(missing));
  return doc.save();
}

/** Each page's styles by resource-free face (name, bold, italic, mono), and the operator lists built. */
async function readStyles(bytes: Uint8Array, fromResources: boolean) {
  const raw = await loadRawDoc(bytes);
  const doc = await openPdfData('fonts.pdf', bytes.slice());
  try {
    const fonts = new FontStyleResolver(
      fromResources ? pageFontsReader(raw.doc, raw.pages.refs, doc.numPages) : undefined,
    );
    const pages: { faces: FontStyle[]; lists: number }[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const styles = await fonts.resolve(page, content.styles);
      pages.push({ faces: [...styles.values()], lists: fonts.operatorLists });
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

describe('font styles from the page resources', () => {
  it('names a page’s one new font without an operator list, and builds one for a Type 3 font or a missing font', async () => {
    const pages = await readStyles(await fixture(), true);
    // Page 1 brings two fonts of different names: only the operator list tells which id is which.
    // Page 4 has more new fonts than its resources name: the operator list is built.
    expect(pages.map((p) => p.lists)).toEqual([1, 1, 2, 3]);
    expect(pages[1]!.faces).toContainEqual({ name: 'GHIJKL+Courier', bold: false, italic: false, mono: true });
    expect(pages[0]!.faces).toContainEqual({ name: 'ABCDEF+Helvetica-Bold', bold: true, italic: false, mono: false });
  });

  it('gives every font the style pdf.js’s own names give', async () => {
    const bytes = await fixture();
    const read = await readStyles(bytes, true);
    const asked = await readStyles(bytes, false);
    expect(read.map((p) => p.faces)).toEqual(asked.map((p) => p.faces));
    expect(asked.map((p) => p.lists)).toEqual([1, 2, 3, 4]);
  });

  it('knows pdf.js’s code for setting a font', async () => {
    expect((await loadPdfjs()).OPS.setFont).toBe(OPS_SET_FONT);
  });
});

describe('font styles from a font name', () => {
  it('knows italic and slanted faces by their names, TeX’s among them, and math italic as no text face', () => {
    const italic = (name: string) => styleFromName(name, 'serif').italic;
    const yes = [
      'ABCDEF+CMTI10',
      'CMBXTI10',
      'CMSL12',
      'CMSSI10',
      'NimbusRomNo9L-ReguItal',
      'Arial,Italic',
      'Times-Oblique',
    ];
    expect(yes.filter(italic)).toEqual(yes);
    expect(['CMR10', 'CMMI10', 'CMTT10', 'CMBX12', 'Times-Roman', 'Helvetica-Bold'].filter(italic)).toEqual([]);
  });

  it('knows TeX’s bold extended faces as bold', () => {
    const bold = (name: string) => styleFromName(name, 'serif').bold;
    expect(['ABCDEF+CMBX12', 'CMBXTI10', 'CMSSBX10', 'LMRoman10-Bold'].filter(bold)).toHaveLength(4);
    expect(['CMR10', 'CMTI10', 'CMSL12', 'CMTT10'].filter(bold)).toEqual([]);
  });

  it('knows the bold face of URW’s fonts, which Ghostscript embeds, by its "Medi" (LaTeX through dvips)', () => {
    const bold = (name: string) => styleFromName(name, 'serif').bold;
    expect(['GGPMDS+NimbusRomNo9L-Medi', 'NimbusRomNo9L-MediItal', 'NimbusSanL-Bold'].filter(bold)).toHaveLength(3);
    expect(['NimbusRomNo9L-Regu', 'NimbusRomNo9L-ReguItal', 'Roboto-Medium', 'Inter-Medium'].filter(bold)).toEqual([]);
  });
});
