/**
 * The one place that opens a PDF with pdfjs-dist. Everything else in the
 * compiler receives a PDFDocumentProxy. Loaded only when a spec must be compiled
 * or identified — a warm process never imports this module.
 */
import { catchReaderWarnings, PDFJS_VERBOSITY } from './content-errors.js';
import { readFile } from 'node:fs/promises';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import { basename } from 'node:path';
import { FILE_REASONS, cannotOpenReason } from '../../model/file-reasons.js';
import { metadataTitleFault, type TitleFault } from '../../model/document-title.js';
import { readFirstPage } from './printed-title.js';
import { loadPdfjs } from './load-pdfjs.js';

export type { PDFDocumentProxy };
export { loadPdfjs };

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

async function readPdfBytes(file: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(file));
  } catch (err) {
    throw new PdfOpenError(file, reasonOf(err));
  }
}

export async function openPdf(file: string): Promise<PDFDocumentProxy> {
  return openPdfData(file, await readPdfBytes(file));
}

/** What only an update of the PDF holds (an object's header, a cross-reference section, a trailer). */
const UPDATE = /\d+[ \t\r\n]+\d+[ \t\r\n]+obj\b|\bendobj\b|\bxref\b|\btrailer\b|\bstartxref\b/;

/**
 * The PDF in `data`: throws PdfOpenError unless it looks like a whole PDF — not empty, a %PDF- header, and an
 * %%EOF after its last update. pdf.js silently reconstructs a cut-off file, which would lose its last pages
 * without a word; every complete PDF ends its last update with %%EOF (7.5.5). Bytes appended after it that
 * are no PDF update (a signature block, padding, another file) do not make a file truncated: readers ignore
 * them, and so does this — the bytes returned end at that %%EOF (pdf-lib would crawl through a megabyte of
 * them for a minute).
 */
export function checkPdfBytes(file: string, data: Uint8Array): Uint8Array {
  if (data.length === 0) throw new PdfOpenError(file, FILE_REASONS.empty);
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.length);
  if (!bytes.subarray(0, 1024).includes('%PDF-')) throw new PdfOpenError(file, FILE_REASONS.notPdf);
  const eof = bytes.lastIndexOf('%%EOF');
  if (eof < 0) throw new PdfOpenError(file, FILE_REASONS.truncated);
  const after = bytes.subarray(eof + 5);
  // After the last %%EOF: an update cut short (the file is truncated), or bytes that are no PDF at all.
  if (UPDATE.test(after.toString('latin1'))) throw new PdfOpenError(file, FILE_REASONS.truncatedUpdate);
  const eol = /^\r?\n?/.exec(after.subarray(0, 2).toString('latin1'))![0].length;
  const end = eof + 5 + eol;
  return end >= data.length ? data : data.subarray(0, end);
}

/** Opens bytes already read (the compiler reads the file once, for its hash too); `file` names it in errors. */
export async function openPdfData(file: string, data: Uint8Array): Promise<PDFDocumentProxy> {
  const pdf = checkPdfBytes(file, data);
  const pdfjs = await loadPdfjs();
  catchReaderWarnings();
  try {
    const task = pdfjs.getDocument({
      data: pdf.slice(),
      verbosity: PDFJS_VERBOSITY,
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

/** The longest title kept from a file; a longer one is cut, ending in "…". */
export const MAX_TITLE = 200;
// eslint-disable-next-line no-control-regex
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f]+/g;

/**
 * A title as the file gives it, made safe to show: control characters (a NUL, an escape sequence, a line
 * break) become spaces, and it is cut at MAX_TITLE characters. Null when nothing is left.
 */
export function cleanTitle(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw
    .slice(0, MAX_TITLE * 4)
    .replace(CONTROL_RUNS, ' ')
    .trim();
  if (!text) return null;
  const chars = [...text];
  return chars.length > MAX_TITLE ? `${chars.slice(0, MAX_TITLE - 1).join('')}…` : text;
}

export async function readPdfInfo(doc: PDFDocumentProxy): Promise<PdfInfo> {
  const meta = await doc.getMetadata().catch(() => null);
  const info = (meta?.info ?? {}) as { Title?: unknown };
  const title = cleanTitle(info.Title) ?? cleanTitle(meta?.metadata?.get('dc:title'));
  return { pages: doc.numPages, title };
}

export interface ProbeInfo extends PdfInfo {
  /** The title printed on page 1, when one stands out (printed-title.ts). */
  printedTitle: string | null;
  /** Why the metadata title is not the one a person knows the document by, or null (document-title.ts). */
  titleFault: TitleFault | null;
}

/**
 * pdf.js trusts the root's /Count: a root claiming 0 or −1 pages opens with no pages. The pages the tree
 * holds are counted with pdf-lib and, when there are any, pdf.js gets the file with a page tree that says so
 * (balanced-page-tree.ts, as the compiler does); null when the tree holds no page either.
 */
async function withTruePageCount(file: string, data: Uint8Array): Promise<PDFDocumentProxy | null> {
  const [{ loadRawDoc }, { withBalancedPageTree }] = await Promise.all([
    import('./raw-doc.js'),
    import('./balanced-page-tree.js'),
  ]);
  const raw = await loadRawDoc(data).catch(() => null);
  if (!raw?.pages.refs.length) return null;
  const patched = withBalancedPageTree(data, raw);
  return patched === data ? null : openPdfData(file, patched);
}

/** The file as pdf.js opens it, with the pages its tree holds when its root's /Count says it has none. */
async function openCounted(file: string): Promise<PDFDocumentProxy> {
  const data = checkPdfBytes(file, await readPdfBytes(file));
  const doc = await openPdfData(file, data);
  if (doc.numPages >= 1) return doc;
  const counted = await withTruePageCount(file, data).catch(() => null);
  if (!counted) return doc;
  await doc.destroy();
  return counted;
}

/**
 * Open, read info, and make sure at least the first page parses — a truncated
 * file often opens (pdfjs reconstructs the xref) but has no usable pages. Page 1's
 * text gives the printed title; a page whose text cannot be read only has none.
 */
export async function probePdf(file: string): Promise<ProbeInfo> {
  const doc = await openCounted(file);
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
