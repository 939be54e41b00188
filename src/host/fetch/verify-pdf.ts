/**
 * A downloaded body is kept only if it is a PDF that pdfjs can open: a login
 * page, an HTML error page served with 200, or a truncated file must never be
 * renamed into PDF_SPEC_DIR. pdfjs is loaded only here, on demand.
 */
import { open } from 'node:fs/promises';
import { PdfspecError } from '../../core/errors.js';

export interface VerifiedPdf {
  pages: number;
  title: string | null;
}

async function head(file: string, n: number): Promise<Buffer> {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(n);
    const { bytesRead } = await fh.read(buf, 0, n, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/** What the start of a non-PDF body looks like, for the error line ("<!DOCTYPE html>…"). */
function preview(buf: Buffer): string {
  const text = buf
    .subarray(0, 24)
    .toString('latin1')
    .replace(/[^\x20-\x7e]+/g, ' ')
    .trim();
  return text ? `starts with ${JSON.stringify(text)}` : 'empty body';
}

export async function verifyPdf(file: string, url: string): Promise<VerifiedPdf> {
  const start = await head(file, 1024);
  if (!start.toString('latin1').includes('%PDF-')) {
    throw new PdfspecError(
      'missing_file',
      `not a PDF (no %PDF- header; ${preview(start)}): ${url}`,
      'the server did not send a PDF; the URL may point to a web page rather than the file',
    );
  }
  const [{ isolatedProbe }, { PdfOpenError }] = await Promise.all([
    import('../../compile/isolated.js'),
    import('../../compile/pdf/open.js'),
  ]);
  try {
    return await isolatedProbe(file);
  } catch (err) {
    if (err instanceof PdfOpenError) {
      throw new PdfspecError(
        'missing_file',
        `downloaded file is unusable (${err.reason}): ${url}`,
        'the file may be damaged or password-protected',
      );
    }
    throw err;
  }
}
