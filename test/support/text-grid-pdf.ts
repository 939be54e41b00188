/**
 * Test support: a document typeset as plain text on a fixed grid, the way html2ps and similar
 * tools print an RFC — every line in one fixed-width face and size, headings distinguished only by
 * their position and numbering, a running header and a "[Page N]" footer set well inside the page.
 * The test writes each page's lines itself, so its expectations are exactly what it printed.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { extractLayout } from '../../src/compile/layout/index.js';
import { openPdf } from '../../src/compile/pdf/open.js';
import { segment, type Segmented } from '../../src/compile/segment/index.js';

/** A line in a face of its own (a heading), a row of cells set at their own x (a table), or '' for an empty line. */
export type GridLine =
  string | { text: string; font: string; size: number } | { cells: [text: string, x: number][]; font?: string };

export interface TextGridOptions {
  /** Each page's body lines, top to bottom; '' is an empty line. */
  pages: GridLine[][];
  /** Number every non-empty body line in the left margin, 1, 2, 3 … through the document (OASIS). */
  lineNumbers?: boolean;
  /** Running header at the top of every page but the first. */
  header?: string;
  /** Footer text left of the page number. */
  footer?: string;
  /** The printed page number of page n (1-based); default "[Page n]". */
  label?: (page: number) => string;
  /** Height of the footer's baseline above the page bottom (pt): html2ps sets it at about 14 % of A4. */
  footerY?: number;
  font?: string;
  size?: number;
}

export async function writeTextGridPdf(opts: TextGridOptions, dir?: string): Promise<string> {
  const folder = dir ?? (await mkdtemp(join(tmpdir(), 'grid-')));
  const file = join(folder, 'grid.pdf');
  const size = opts.size ?? 10;
  const leading = size * 1.19;
  const font = opts.font ?? 'Courier';
  const doc = new PDFDocument({ size: 'A4', margins: { top: 0, bottom: 0, left: 0, right: 0 }, autoFirstPage: false });
  const done = new Promise<void>((resolve, reject) => {
    const out = createWriteStream(file);
    out.on('finish', () => resolve());
    out.on('error', reject);
    doc.pipe(out);
  });
  doc.info.Title = 'Text grid test document';
  const left = 72;
  const charWidth = size * 0.6;
  let lineNo = 0;
  opts.pages.forEach((lines, i) => {
    doc.addPage();
    const height = doc.page.height;
    doc.font(font).fontSize(size);
    // pdfkit places text by its top; a grid row's top is its baseline minus the ascent.
    const put = (text: string, x: number, baseline: number) =>
      doc.text(text, x, height - baseline - 0.78 * size, { lineBreak: false });
    let y = height - 72;
    if (opts.header && i > 0) put(opts.header, left, y);
    y -= 2 * leading;
    for (const line of lines) {
      if (typeof line !== 'string' && 'cells' in line) {
        doc.font(line.font ?? font);
        for (const [text, x] of line.cells) put(text, x, y);
        doc.font(font);
        y -= leading;
        continue;
      }
      const { text, font: face, size: px } = typeof line === 'string' ? { text: line, font, size } : line;
      if (text.trim() !== '') {
        if (opts.lineNumbers) {
          doc.font(font).fontSize(size * 0.8);
          put(String(++lineNo), 36, y);
        }
        doc.font(face).fontSize(px);
        put(text, left, y);
        doc.font(font).fontSize(size);
      }
      y -= typeof line === 'string' ? leading : Math.max(leading, px * 1.4);
    }
    const label = opts.label ? opts.label(i + 1) : `[Page ${i + 1}]`;
    const footerY = opts.footerY ?? 120;
    if (opts.footer) put(opts.footer, left, footerY);
    put(label, left + 72 * charWidth - label.length * charWidth, footerY);
  });
  doc.end();
  await done;
  return file;
}

/** Writes the document, reads it with the layout path and segments it, as a compile of an untagged file does. */
export async function segmentTextGrid(opts: TextGridOptions): Promise<Segmented> {
  const file = await writeTextGridPdf(opts);
  const doc = await openPdf(file);
  try {
    return segment(await extractLayout(doc, () => undefined));
  } finally {
    await doc.destroy();
    await rm(dirname(file), { recursive: true, force: true });
  }
}
