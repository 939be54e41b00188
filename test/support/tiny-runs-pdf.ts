/**
 * Test support: a hostile page — 50,000 text runs too small to read (0.01–0.11 pt, each in a size of its
 * own) printed over a page whose clause heading and paragraph are ordinary text — followed by ordinary pages.
 */
import { rawPdf } from '../../tools/bench/plain-pdf.js';

export const TINY_RUNS_HEADINGS = ['1 Introduction', '1.1 Purpose', '1.2 Audience', '2 Terms', '2.1 Readers'];
export const TINY_RUNS_BODY = 'This page holds a paragraph of body text that a reader keeps.';

const stream = (c: string) => `<< /Length ${Buffer.byteLength(c, 'latin1')} >>\nstream\n${c}\nendstream`;

export function tinyRunsPdf(runs = 50_000): Buffer {
  const pages = TINY_RUNS_HEADINGS.length;
  const objs = ['<< /Type /Catalog /Pages 2 0 R >>'];
  objs.push(
    `<< /Type /Pages /Kids [${TINY_RUNS_HEADINGS.map((_, i) => `${3 + 2 * i} 0 R`).join(' ')}] /Count ${pages} >>`,
  );
  const font = 3 + 2 * pages;
  TINY_RUNS_HEADINGS.forEach((heading, p) => {
    let c = `BT /F1 16 Tf 72 740 Td (${heading}) Tj ET\nBT /F1 11 Tf 72 700 Td (${TINY_RUNS_BODY}) Tj ET\n`;
    if (p === 0) {
      const specks: string[] = [];
      for (let i = 0; i < runs; i++) {
        const size = (0.01 + (0.1 * i) / runs).toFixed(6);
        specks.push(`/F1 ${size} Tf 1 0 0 1 ${72 + (i % 400)} ${100 + Math.floor(i / 400) * 4} Tm (x) Tj`);
      }
      c += `BT\n${specks.join('\n')}\nET\n`;
    }
    objs.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${4 + 2 * p} 0 R >>`,
    );
    objs.push(stream(c));
  });
  objs.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  return rawPdf(objs);
}
