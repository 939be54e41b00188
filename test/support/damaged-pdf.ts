/**
 * Test support: a plain standard whose page content streams are Flate-compressed, with bytes flipped inside one
 * page's stream as a faulty disk or transfer does: pdf.js reads the page up to the damage and stops there.
 */
import { deflateSync } from 'node:zlib';
import { rawPdf } from '../../tools/bench/plain-pdf.js';

const TITLE_PAGE = ['Example Standard for Damaged Pages', 'Edition 1', 'Published by the Example Standards Body'];
const clauseLines = (p: number): string[] =>
  Array.from({ length: 30 }, (_, i) =>
    i === 0
      ? `${p} Clause ${['Scope', 'Terms'][p - 1]}`
      : i === 15
        ? `${p}.1 Second part of clause ${p}`
        : `Line ${i} of clause ${p} holds words that a reader keeps in the model.`,
  );
export const DAMAGED_TITLE = TITLE_PAGE[0]!;

const content = (lines: string[], big: boolean[]) =>
  lines.map((l, i) => `BT /F1 ${big[i] ? 14 : 11} Tf 72 ${720 - i * 20} Td (${l}) Tj ET`).join('\n');

/** Title page, then clauses 1 and 2; `flips` are fractions of page `page`'s compressed stream whose byte is flipped. */
export function damagedPdf(page: number, flips: readonly number[]): Buffer {
  const pages = [
    content(TITLE_PAGE, [true, false, false]),
    ...[1, 2].map((p) =>
      content(
        clauseLines(p),
        clauseLines(p).map((_, i) => i === 0 || i === 15),
      ),
    ),
  ];
  const objs = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R 5 0 R 7 0 R] /Count 3 >>'];
  const streams: Buffer[] = pages.map((c) => deflateSync(Buffer.from(c, 'latin1')));
  streams.forEach((z, i) => {
    if (i === page - 1) for (const f of flips) z[Math.floor(z.length * f)]! ^= 0xff;
    objs.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 9 0 R >> >> /Contents ${4 + 2 * i} 0 R >>`,
    );
    objs.push(`<< /Length ${z.length} /Filter /FlateDecode >>\nstream\n${z.toString('latin1')}\nendstream`);
  });
  objs.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  return rawPdf(objs);
}
