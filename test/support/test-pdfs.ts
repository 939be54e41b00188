/**
 * Test support: tiny PDFs made with pdfkit, and the bad files that a spec
 * directory can hold (empty, truncated, encrypted, not a PDF, symlink loop).
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface TinyPdfOptions {
  title?: string;
  pages?: number;
  /** Encrypt with this user password (opening then needs it). */
  userPassword?: string;
}

export async function tinyPdf(opts: TinyPdfOptions = {}): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    autoFirstPage: false,
    ...(opts.title ? { info: { Title: opts.title } } : {}),
    ...(opts.userPassword ? { userPassword: opts.userPassword, pdfVersion: '1.7' as const } : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (let i = 1; i <= (opts.pages ?? 1); i++) {
    doc.addPage();
    doc.fontSize(12).text(`${opts.title ?? 'Untitled'} — page ${i}`);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** Writes every kind of bad file into `dir`; returns their names. */
export async function writeBadFiles(
  dir: string,
): Promise<{ empty: string; truncated: string; encrypted: string; notPdf: string; loop: string }> {
  await mkdir(dir, { recursive: true });
  const good = await tinyPdf({ title: 'Truncation victim', pages: 3 });
  await writeFile(join(dir, 'empty.pdf'), '');
  await writeFile(join(dir, 'truncated.pdf'), good.subarray(0, 120));
  await writeFile(join(dir, 'encrypted.pdf'), await tinyPdf({ title: 'Secret', userPassword: 'secret' }));
  await writeFile(join(dir, 'not-a-pdf.pdf'), 'This is a plain text file renamed to .pdf.\n'.repeat(20));
  await symlink('loop-b.pdf', join(dir, 'loop-a.pdf'));
  await symlink('loop-a.pdf', join(dir, 'loop-b.pdf'));
  return {
    empty: 'empty.pdf',
    truncated: 'truncated.pdf',
    encrypted: 'encrypted.pdf',
    notPdf: 'not-a-pdf.pdf',
    loop: 'loop-a.pdf',
  };
}
