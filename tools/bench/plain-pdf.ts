/**
 * Hand-built PDFs, object by object with an exact cross-reference table (so
 * pdf.js and pdf-lib read them as written instead of repairing them), and the
 * plain untagged file of the compile-scaling bench: N pages of body text, a
 * numbered heading every tenth page, a page number in the footer, all pages
 * kids of one page tree node (as many converters write them). Quick to write
 * even at 20,000 pages. The hostile PDFs of the tests use the same writer
 * (test/support/hostile-pdfs.ts).
 */

/** Object bodies, numbered from 1 in order; `root` is the catalogue's number. */
export function rawPdf(objects: string[], root = 1, trailerExtra = ''): Buffer {
  const parts: string[] = ['%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'];
  let at = Buffer.byteLength(parts[0]!, 'latin1');
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(at);
    const text = `${i + 1} 0 obj\n${body}\nendobj\n`;
    parts.push(text);
    at += Buffer.byteLength(text, 'latin1');
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  parts.push(
    xref,
    `trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R ${trailerExtra}>>\nstartxref\n${at}\n%%EOF\n`,
  );
  return Buffer.from(parts.join(''), 'latin1');
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
const stream = (content: string) =>
  `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
const pageText = (lines: string[]) =>
  lines.map((l, i) => `BT /F1 11 Tf 72 ${720 - i * 14} Td (${l.replace(/[()\\]/g, '\\$&')}) Tj ET`).join('\n');

/** A plain untagged file of `pages` pages: no outline, no structure tree. */
export function plainUntaggedPdf(pages: number): Buffer {
  const kids: string[] = [];
  const objs: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', FONT];
  for (let p = 1; p <= pages; p++) {
    const pageObj = objs.length + 1;
    const lines = p % 10 === 1 ? [`${Math.ceil(p / 10)} Clause number ${Math.ceil(p / 10)}`] : [];
    for (let l = 0; l < 6; l++) lines.push(`Line ${l + 1} of page ${p}: the processor shall read this text in order.`);
    const footer = `BT /F1 9 Tf 300 40 Td (${p}) Tj ET`;
    objs.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageObj + 1} 0 R >>`,
    );
    objs.push(stream(`${pageText(lines)}\n${footer}`));
    kids.push(`${pageObj} 0 R`);
  }
  objs[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`;
  return rawPdf(objs);
}
