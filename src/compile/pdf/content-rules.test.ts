import { PDFDocument, PDFName, type PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ContentLexer, OTHER, Unreadable } from './content-lexer.js';
import { readContentRules } from './content-rules.js';
import { openPdfData } from './open.js';
import { readPageRules } from './page-rules.js';

/** The operators of a content stream with their operands. */
function operations(content: string): [string, unknown[]][] {
  const lexer = new ContentLexer(new TextEncoder().encode(content));
  const out: [string, unknown[]][] = [];
  for (let op = lexer.nextOperator(); op !== null; op = lexer.nextOperator()) out.push([op, [...lexer.args]]);
  return out;
}

describe('ContentLexer', () => {
  it('splits operators as pdf.js does, and reads numbers, names and other operands', () => {
    expect(operations('qq 1 0 0 1 72.5 -.5 cm/F1 12 Tf (a (b) \\) c) Tj [<00>(x)] TJ Q')).toEqual([
      ['q', []],
      ['q', []],
      ['cm', [1, 0, 0, 1, 72.5, -0.5]],
      ['Tf', [{ name: 'F1' }, 12]],
      ['Tj', [OTHER]],
      ['TJ', [OTHER]],
      ['Q', []],
    ]);
    expect(operations('/P <</MCID 3>> BDC EMC % a comment\nf*')).toEqual([
      ['BDC', [{ name: 'P' }, OTHER]],
      ['EMC', []],
      ['f*', []],
    ]);
  });

  it('refuses what pdf.js might read otherwise', () => {
    expect(operations('/A#20B gs')).toEqual([['gs', [{ name: 'A B' }]]]);
    for (const content of ['1e3 w', '--5 w', '1.2.3 w', '/A#2 gs', '(open Tj', '[1 2 TJ', '0.1234567890123456 w'])
      expect(() => operations(content), content).toThrow(Unreadable);
  });
});

/** A one-page PDF whose content is `content`, with colour spaces and forms in its resources as given. */
async function pdfWith(content: string, build?: (doc: PDFDocument) => Record<string, unknown>) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([600, 800]);
  const resources = build ? doc.context.obj(build(doc) as never) : doc.context.obj({});
  page.node.set(PDFName.of('Resources'), resources);
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream(content)));
  const bytes = await doc.save({ useObjectStreams: false });
  const reread = await PDFDocument.load(bytes);
  return { doc: reread, ref: reread.getPages()[0]!.ref as PDFRef, bytes };
}

/** Our reading of the page's rules, and pdf.js's from its operator list. */
async function bothReadings(content: string, build?: (doc: PDFDocument) => Record<string, unknown>) {
  const { doc, ref, bytes } = await pdfWith(content, build);
  const ours = readContentRules(doc, ref);
  const pdfjs = await openPdfData('test.pdf', bytes);
  try {
    return { ours, theirs: await readPageRules(await pdfjs.getPage(1)) };
  } finally {
    await pdfjs.destroy();
  }
}

describe('readContentRules', () => {
  it('reads the rules pdf.js reads: strokes, thin fills, shaded boxes, white left out, under transforms', async () => {
    const content = [
      'q 1 0 0 1 10 20 cm 0 G 0.5 w 50 700 m 300 700 l S Q',
      '0.2 0.2 0.2 rg 50 650 250 1 re f',
      '1 g 50 600 250 0.5 re f',
      '0.9 g 50 500 100 40 re f 0 0 1 RG 60 400 m 60 300 l 80 300 l s',
      '100 200 m 150 250 200 200 300 200 c S 0 g 400 100 0 100 re f',
    ].join('\n');
    const { ours, theirs } = await bothReadings(content);
    expect(ours).not.toBeNull();
    expect(ours).toEqual(theirs);
    expect(ours!.horizontal.length).toBeGreaterThan(0);
    expect(ours!.vertical.length).toBeGreaterThan(0);
    expect(ours!.boxes.length).toBe(1);
  });

  it('reads forms with their matrix, and colours in an ICC-based space of three components as pdf.js does', async () => {
    const content = '/CS0 cs 0.1 0.1 0.1 scn 10 10 200 1 re f /Fm0 Do 1 1 1 scn 10 50 200 1 re f';
    const { ours, theirs } = await bothReadings(content, (doc) => {
      const icc = doc.context.register(doc.context.stream('', { N: 3, Alternate: 'DeviceRGB' }));
      const form = doc.context.register(
        doc.context.stream('0 G 0 0 m 100 0 l S', {
          Type: 'XObject',
          Subtype: 'Form',
          BBox: [0, 0, 200, 200],
          Matrix: [1, 0, 0, 1, 30, 300],
        }),
      );
      return { ColorSpace: { CS0: [PDFName.of('ICCBased'), icc] }, XObject: { Fm0: form } };
    });
    expect(ours).toEqual(theirs);
    expect(ours!.horizontal.map((r) => r.at).sort((a, b) => a - b)).toEqual([10.5, 300]);
  });

  it('leaves to pdf.js a page in CMYK, with an inline image, a shading or an unknown colour space', async () => {
    const { doc, ref } = await pdfWith('0 0 0 1 k 10 10 200 1 re f');
    expect(readContentRules(doc, ref)).toBeNull();
    for (const content of ['BI /W 1 /H 1 ID x EI', '/Sh0 sh', '/CS9 cs 0 scn 10 10 200 1 re f']) {
      const page = await pdfWith(content);
      expect(readContentRules(page.doc, page.ref), content).toBeNull();
    }
  });
});
