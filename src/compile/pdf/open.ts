/**
 * The one place that opens a PDF with pdfjs-dist. Everything else in the
 * compiler receives a PDFDocumentProxy. Loaded only when a spec must be compiled
 * or identified — a warm process never imports this module.
 */
import { readFile } from 'node:fs/promises';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import { basename } from 'node:path';
import { FILE_REASONS, cannotOpenReason } from '../../model/file-reasons.js';
import { metadataTitleFault, type TitleFault } from '../../model/document-title.js';
import { readFirstPage } from './printed-title.js';

export type { PDFDocumentProxy };

let pdfjsPromise: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | null = null;
export function loadPdfjs() {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsPromise;
}

/** Why a file could not be opened, in words for `list-specs` ("encrypted (password required)"). */
export class PdfOpenError extends Error {
  override readonly name = 'PdfOpenError';
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
  }
}

/**
 * Errors pdf.js raises about the file it reads. Its worker side wraps whatever
 * it throws (FormatError: "Pages tree contains circular reference.", a bad
 * xref …) as UnknownErrorException on the way back; our own code never throws
 * these names.
 */
const READER_ERRORS = new Set([
  'UnknownErrorException',
  'InvalidPDFException',
  'FormatError',
  'XRefParseException',
  'MissingPDFException',
]);

export function isReaderError(err: unknown): boolean {
  const name = (err as { name?: unknown } | null)?.name;
  return typeof name === 'string' && READER_ERRORS.has(name);
}

function reasonOf(err: unknown): string {
  const e = err as { name?: string; message?: string; code?: string } | null;
  const name = e?.name ?? '';
  if (name === 'PasswordException') return FILE_REASONS.encrypted;
  if (name === 'InvalidPDFException') return FILE_REASONS.notPdfOrDamaged;
  if (name === 'MissingPDFException') return cannotOpenReason({ code: 'ENOENT' });
  return cannotOpenReason(err);
}

export async function openPdf(file: string): Promise<PDFDocumentProxy> {
  let data: Uint8Array;
  try {
    data = new Uint8Array(await readFile(file));
  } catch (err) {
    throw new PdfOpenError(file, reasonOf(err));
  }
  return openPdfData(file, data);
}

/** Opens bytes already read (the compiler reads the file once, for its hash too); `file` names it in errors. */
/** Throws PdfOpenError unless `data` looks like a whole PDF: not empty, a %PDF- header, an %%EOF at the end. */
export function checkPdfBytes(file: string, data: Uint8Array): void {
  if (data.length === 0) throw new PdfOpenError(file, FILE_REASONS.empty);
  const head = Buffer.from(data.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) throw new PdfOpenError(file, FILE_REASONS.notPdf);
  // pdf.js silently reconstructs a cut-off file, which would lose its last pages
  // without a word; every complete PDF ends with an %%EOF marker (7.5.5).
  const tail = Buffer.from(data.subarray(Math.max(0, data.length - 4096))).toString('latin1');
  if (!tail.includes('%%EOF')) throw new PdfOpenError(file, FILE_REASONS.truncated);
}

export async function openPdfData(file: string, data: Uint8Array): Promise<PDFDocumentProxy> {
  checkPdfBytes(file, data);
  const pdfjs = await loadPdfjs();
  try {
    const task = pdfjs.getDocument({
      data: data.slice(),
      verbosity: 0,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      // Nothing here draws a page: the one operator-list pass (font names, layout/font-styles.ts)
      // would otherwise decode every image on the way — most of a scanned page's time. With 0,
      // pdf.js skips each image before decoding it (stopAtErrors: false makes that a warning).
      maxImageSize: 0,
    });
    return await task.promise;
  } catch (err) {
    throw new PdfOpenError(file, reasonOf(err));
  }
}

export interface PdfInfo {
  pages: number;
  /** Document title: Info /Title, else XMP dc:title; null when neither is set. */
  title: string | null;
}

export async function readPdfInfo(doc: PDFDocumentProxy): Promise<PdfInfo> {
  const meta = await doc.getMetadata().catch(() => null);
  const info = (meta?.info ?? {}) as { Title?: unknown };
  let title = typeof info.Title === 'string' && info.Title.trim() ? info.Title.trim() : null;
  if (!title) {
    const xmp = meta?.metadata?.get('dc:title');
    if (typeof xmp === 'string' && xmp.trim()) title = xmp.trim();
  }
  return { pages: doc.numPages, title };
}

export interface ProbeInfo extends PdfInfo {
  /** The title printed on page 1, when one stands out (printed-title.ts). */
  printedTitle: string | null;
  /** Why the metadata title is not the one a person knows the document by, or null (document-title.ts). */
  titleFault: TitleFault | null;
}

/**
 * Open, read info, and make sure at least the first page parses — a truncated
 * file often opens (pdfjs reconstructs the xref) but has no usable pages. Page 1's
 * text gives the printed title; a page whose text cannot be read only has none.
 */
export async function probePdf(file: string): Promise<ProbeInfo> {
  const doc = await openPdf(file);
  try {
    const info = await readPdfInfo(doc);
    if (info.pages < 1) throw new PdfOpenError(file, FILE_REASONS.damaged('no pages'));
    let page;
    try {
      page = await doc.getPage(1);
    } catch (err) {
      throw new PdfOpenError(file, FILE_REASONS.damaged(`first page unreadable: ${(err as Error).message ?? err}`));
    }
    const first = await readFirstPage(page).catch(() => ({ title: null, text: '' }));
    const titleFault = metadataTitleFault(info.title, basename(file), first.text);
    return { ...info, printedTitle: first.title, titleFault };
  } finally {
    await doc.destroy();
  }
}
