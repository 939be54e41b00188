/**
 * Test support: writes small untagged PDFs with pdfkit in the FrameMaker
 * manner — bold numbered headings, greedy-wrapped body text, "Table N –"
 * captions over column-aligned cells, plain-text running header and footer
 * with the printed page number — so the layout fallback can be checked
 * against content the test itself chose. Not used by the compiler.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { type PDFDict, PDFDocument as LibDocument, PDFName } from 'pdf-lib';
import { readFile, writeFile } from 'node:fs/promises';

export type TestBlock =
  | { h: string; level: 1 | 2 | 3 }
  | { p: string; indent?: number; hanging?: number }
  | { table: TableSpec }
  | { code: string[] }
  | { pagebreak: true; roman?: boolean }
  /** Text turned 90° in the left margin, like a rotated table or a margin note. */
  | { rotated: string }
  | { toc: true };

export interface TestPdfOptions {
  blocks: TestBlock[];
  outline?: boolean;
  /** Extra space after each paragraph (pt). 0 = paragraphs told apart only by line length and marks. */
  paraGap?: number;
  header?: string;
  /** Footer text; the printed page number follows it. */
  footer?: string;
  /** Write /PageLabels matching the printed numbers (roman front matter, then decimal). */
  pageLabels?: boolean;
  /** Pages printed with roman numbers at the start (front matter). */
  romanPages?: number;
}

const BODY = 10;
const MARGIN = 72;
const HEAD_SIZE = { 1: 14, 2: 12, 3: BODY } as const;

const roman = (n: number): string => {
  const table: [number, string][] = [
    [10, 'x'],
    [9, 'ix'],
    [5, 'v'],
    [4, 'iv'],
    [1, 'i'],
  ];
  let out = '';
  for (const [v, s] of table)
    while (n >= v) {
      out += s;
      n -= v;
    }
  return out;
};

export function printedLabel(physical: number, romanPages: number): string {
  return physical <= romanPages ? roman(physical) : String(physical - romanPages);
}

/** Renders once to learn on which page each heading lands, then again with a filled Contents page. */
export async function writeTestPdf(
  opts: TestPdfOptions,
  dir?: string,
): Promise<{ file: string; headingPages: Map<string, number> }> {
  const folder = dir ?? (await mkdtemp(join(tmpdir(), 'layout-')));
  const file = join(folder, 'doc.pdf');
  const first = await render(opts, new Map(), file);
  const second = await render(opts, first, file);
  if (opts.pageLabels) await addPageLabels(file, opts.romanPages ?? 0);
  return { file, headingPages: second };
}

async function render(opts: TestPdfOptions, tocPages: Map<string, number>, file: string): Promise<Map<string, number>> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: true,
  });
  const out = createWriteStream(file);
  doc.pipe(out);
  doc.info.Title = 'Layout test document';
  const width = doc.page.width - 2 * MARGIN;
  const headingPages = new Map<string, number>();
  const paraGap = opts.paraGap ?? 6;
  const pageNo = () => doc.bufferedPageRange().start + doc.bufferedPageRange().count;

  const ensure = (h: number) => {
    if (doc.y + h > doc.page.height - MARGIN) doc.addPage();
  };

  for (const b of opts.blocks) {
    if ('h' in b) {
      ensure(40);
      doc.moveDown(0.6);
      headingPages.set(b.h, pageNo());
      if (opts.outline) doc.outline.addItem(b.h, { top: doc.y } as never);
      doc.font('Helvetica-Bold').fontSize(HEAD_SIZE[b.level]).text(b.h, MARGIN, doc.y, { width });
      doc.moveDown(0.4);
    } else if ('p' in b) {
      doc.font('Helvetica').fontSize(BODY);
      const x = MARGIN + (b.hanging ?? 0);
      doc.text(b.p, x, doc.y, { width: width - (b.hanging ?? 0), indent: (b.indent ?? 0) - (b.hanging ?? 0) });
      doc.y += paraGap;
    } else if ('code' in b) {
      doc.font('Courier').fontSize(9);
      for (const line of b.code) doc.text(line, MARGIN, doc.y, { width, lineBreak: false });
      doc.y += paraGap;
    } else if ('table' in b) {
      drawTable(doc, b.table, width);
      doc.y += paraGap;
    } else if ('rotated' in b) {
      doc.save();
      doc.rotate(-90, { origin: [40, 500] });
      doc.font('Helvetica').fontSize(BODY).text(b.rotated, 40, 500, { lineBreak: false });
      doc.restore();
    } else if ('pagebreak' in b) {
      doc.addPage();
    } else if ('toc' in b) {
      doc.font('Helvetica-Bold').fontSize(14).text('Contents', MARGIN, doc.y);
      doc.moveDown(0.5);
      doc.font('Helvetica').fontSize(BODY);
      for (const blk of opts.blocks) {
        if (!('h' in blk)) continue;
        const page = tocPages.get(blk.h);
        const label = page ? printedLabel(page, opts.romanPages ?? 0) : '0';
        const indent = (blk.level - 1) * 12;
        const title = blk.h;
        const labelW = doc.widthOfString(label);
        const titleW = doc.widthOfString(title);
        const dot = doc.widthOfString(' .');
        const dots = Math.max(2, Math.floor((width - indent - titleW - labelW - 12) / dot));
        const y = doc.y;
        doc.text(`${title} ${' .'.repeat(dots)}`, MARGIN + indent, y, { lineBreak: false });
        doc.text(label, MARGIN + width - labelW, y, { lineBreak: false });
        doc.y = y + BODY * 1.4;
      }
      doc.addPage();
    }
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.font('Helvetica').fontSize(9);
    // Drawing inside the bottom margin must not trigger pdfkit's automatic page break.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (opts.header) doc.text(opts.header, MARGIN, 40, { lineBreak: false });
    if (opts.footer)
      doc.text(`${opts.footer}  ${printedLabel(i + 1, opts.romanPages ?? 0)}`, MARGIN, doc.page.height - 45, {
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  await new Promise<void>((resolve, reject) => {
    out.on('finish', () => resolve());
    out.on('error', reject);
  });
  return headingPages;
}

export interface TableSpec {
  caption: string;
  header: string[];
  rows: string[][];
  widths: number[];
  repeatHeader?: boolean;
  /** Repeat the caption with " (continued)" on every continuation page (FrameMaker style). */
  continuedCaption?: boolean;
}

function drawTable(doc: PDFKit.PDFDocument, t: TableSpec, width: number): void {
  const total = t.widths.reduce((a, b) => a + b, 0);
  const cols = t.widths.map((w) => (w / total) * width);
  const xs = cols.map((_, i) => MARGIN + cols.slice(0, i).reduce((a, b) => a + b, 0));
  const pad = 3;
  doc.font('Helvetica-Bold').fontSize(BODY);
  doc.moveDown(0.3);
  doc.text(t.caption, MARGIN, doc.y, { width, align: 'center' });
  doc.moveDown(0.3);
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((c, i) => doc.heightOfString(c, { width: cols[i]! - 2 * pad }));
    const h = Math.max(...heights) + 2 * pad;
    if (doc.y + h > doc.page.height - MARGIN) {
      doc.addPage();
      if (t.continuedCaption) {
        doc
          .font('Helvetica-Bold')
          .fontSize(BODY)
          .text(`${t.caption} (continued)`, MARGIN, doc.y, { width, align: 'center' });
        doc.moveDown(0.3);
      }
      if (t.repeatHeader) drawRow(t.header, true);
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    }
    const y = doc.y;
    cells.forEach((c, i) => doc.text(c, xs[i]! + pad, y + pad, { width: cols[i]! - 2 * pad }));
    doc.y = y + h;
  };
  drawRow(t.header, true);
  for (const r of t.rows) drawRow(r, false);
  doc.x = MARGIN;
}

async function addPageLabels(file: string, romanPages: number): Promise<void> {
  const pdf = await LibDocument.load(await readFile(file));
  const nums: unknown[] = [];
  if (romanPages > 0) nums.push(0, { S: PDFName.of('r') });
  nums.push(romanPages, { S: PDFName.of('D') });
  const labels = pdf.context.obj({ Nums: nums as never }) as PDFDict;
  pdf.catalog.set(PDFName.of('PageLabels'), labels);
  await writeFile(file, await pdf.save({ useObjectStreams: false }));
}
