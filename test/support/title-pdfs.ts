/**
 * Test support: first pages as documents print them, made with pdfkit, each
 * with the metadata title its maker wrote — a cover page with a large title,
 * an RFC set in one size with its title centred, a letter-spaced banner in
 * larger type than the title, line numbers beside the title lines, and a manual's
 * title page (Texinfo): a one-word name in the largest type, its subtitle in text
 * size, its authors in larger type at the foot.
 */

export interface TitlePage {
  /** The Info /Title, or none. */
  metadata?: string;
  /** How page 1 prints its title. */
  layout: 'cover' | 'rfc' | 'banner' | 'numbered' | 'manual';
  /** The printed title, one string per line. */
  title: string[];
}

const BODY = [
  'This document specifies the requirements for a thing that readers use. It gives the terms,',
  'the conformance levels and the procedures, and it is meant to be read with its annexes.',
];

type Doc = PDFKit.PDFDocument;

function cover(doc: Doc, title: string[]): void {
  doc.font('Helvetica').fontSize(10).text('Special Publication 900-1', 72, 60);
  let y = 200;
  for (const line of title) {
    doc.font('Helvetica-Bold').fontSize(28).text(line, 72, y);
    y += 34;
  }
  doc.font('Helvetica').fontSize(11);
  BODY.forEach((l, i) => doc.text(l, 72, 420 + i * 14));
}

function rfc(doc: Doc, title: string[]): void {
  doc.font('Courier').fontSize(10);
  const header = [
    ['Internet Engineering Task Force (IETF)', 'A. Author'],
    ['Request for Comments: 9999', 'Example Org'],
    ['Category: Standards Track', 'May 2030'],
  ];
  header.forEach(([left, right], i) => {
    doc.text(left!, 72, 72 + i * 12, { lineBreak: false });
    doc.text(right!, 540 - doc.widthOfString(right!), 72 + i * 12, { lineBreak: false });
  });
  title.forEach((line, i) => doc.text(line, 306 - doc.widthOfString(line) / 2, 130 + i * 12, { lineBreak: false }));
  doc.text('Abstract', 72, 170, { lineBreak: false });
  BODY.forEach((l, i) => doc.text(l.slice(0, 70), 90, 194 + i * 12, { lineBreak: false }));
}

function banner(doc: Doc, title: string[]): void {
  doc.font('Helvetica').fontSize(30).text('S T A N D A R D S   D I G E S T', 72, 80);
  title.forEach((line, i) =>
    doc
      .font('Helvetica-Bold')
      .fontSize(20)
      .text(line, 72, 200 + i * 26),
  );
  doc.font('Helvetica').fontSize(11);
  BODY.forEach((l, i) => doc.text(l, 72, 400 + i * 14));
}

function numbered(doc: Doc, title: string[]): void {
  title.forEach((line, i) => {
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(String(i + 1), 50, 200 + i * 30, { lineBreak: false });
    doc
      .font('Helvetica-Bold')
      .fontSize(24)
      .text(line, 72, 194 + i * 30, { lineBreak: false });
  });
  doc.font('Helvetica').fontSize(10);
  BODY.forEach((l, i) => {
    doc.fontSize(8).text(String(title.length + i + 1), 50, 400 + i * 14, { lineBreak: false });
    doc.fontSize(10).text(l, 72, 400 + i * 14, { lineBreak: false });
  });
}

function manual(doc: Doc, title: string[]): void {
  doc.font('Helvetica-Bold').fontSize(28).text(title.join(' '), 72, 120, { lineBreak: false });
  doc.font('Helvetica').fontSize(11);
  ['A library for reading widget descriptions', 'for version 4.2.0, 18 August 2030'].forEach((l, i) =>
    doc.text(l, 540 - doc.widthOfString(l), 160 + i * 14, { lineBreak: false }),
  );
  doc.font('Helvetica-Bold').fontSize(16);
  ['Ada Author', 'Bea Writer (help-widgets@example.org)'].forEach((l, i) =>
    doc.text(l, 72, 600 + i * 20, { lineBreak: false }),
  );
}

/** A two-page PDF whose first page prints `page.title` as `page.layout` lays it out. */
export async function titlePagePdf(page: TitlePage): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    autoFirstPage: false,
    size: 'LETTER',
    ...(page.metadata !== undefined ? { info: { Title: page.metadata } } : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.addPage({ margin: 0 });
  ({ cover, rfc, banner, numbered, manual })[page.layout](doc, page.title);
  doc.addPage();
  doc.font('Helvetica').fontSize(11).text('1 Scope', 72, 72);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
