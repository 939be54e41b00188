/**
 * Why a file cannot be used, in the words list-specs shows (and every error
 * about a file repeats): one table for the compiler, which opens PDFs, and the
 * core, which lists, downloads and reads them, so the same failure always
 * reads the same. This module depends on nothing.
 */

/** File-system error codes (errno) that make one file unusable. */
export const FILE_ERROR_REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'file not found',
  EACCES: 'unreadable (permission denied)',
  EPERM: 'unreadable (permission denied)',
  ELOOP: 'unreadable (symbolic link loop)',
  EISDIR: 'not a file',
  ENOTDIR: 'not a file',
  ENAMETOOLONG: 'unreadable (path too long)',
  EMFILE: 'temporarily unreadable (too many open files)',
  ENFILE: 'temporarily unreadable (too many open files)',
  EBUSY: 'temporarily unreadable (busy)',
  EAGAIN: 'temporarily unreadable (busy)',
};

/** What looking at a file, or opening it as a PDF, can find wrong with it. */
export const FILE_REASONS = {
  empty: 'empty file (0 bytes)',
  notRegular: 'not a regular file',
  brokenLink: 'broken symbolic link (target missing)',
  notPdf: 'not a PDF (no %PDF- header)',
  notPdfOrDamaged: 'not a PDF (or damaged beyond repair)',
  truncated: 'truncated (no %%EOF at the end of the file)',
  /** The file ends inside an update written after its last %%EOF: the update was cut short. */
  truncatedUpdate: 'truncated (an update after the last %%EOF is cut short)',
  /** Node cannot name such a file, so nothing can open it: renaming it is the way. */
  badName: 'its name is not valid UTF-8 (rename the file to read it)',
  encrypted: 'encrypted (password required)',
  /** pdf.js failed on the file's content, or reading it crashed (the stack, the memory): the file's fault. */
  damaged: (detail: string) => `damaged (${detail.split('\n')[0]!.trim()})`,
} as const;

/** What can be wrong with a spec directory. */
export const DIR_REASONS = {
  ENOENT: 'no such directory',
  ENOTDIR: 'not a directory',
} as const;

/** The reason for a file-system error, or undefined when `err` is not one of the table's. */
export function fileErrorReason(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? FILE_ERROR_REASONS[code] : undefined;
}

/** Any failure to open a file: the table's words, else "cannot be opened: " and the error's first line. */
export function cannotOpenReason(err: unknown): string {
  return fileErrorReason(err) ?? `cannot be opened: ${((err as Error | null)?.message ?? String(err)).split('\n')[0]}`;
}

/** Why a write failed (errno), in words for "cannot write output: no space left on device". */
export const WRITE_ERROR_REASONS: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'file too large',
  EROFS: 'read-only file system',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EIO: 'input/output error',
  ENOENT: 'no such directory',
  ENOTDIR: 'not a directory',
  EBADF: 'the stream is closed',
  // Not an errno: pdfspec's own refusal (fs-guards.ts) to write into a cache folder that is a link.
  ESYMLINK: 'it is a symbolic link, and pdfspec never writes through one',
};

/** The words for a failed write: the table's, else the error's first line. */
export function writeErrorReason(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && WRITE_ERROR_REASONS[code]) return WRITE_ERROR_REASONS[code];
  return ((err as Error | null)?.message ?? String(err)).split('\n')[0]!;
}

/** When a file found unusable is tried again: said wherever the mark is reported. */
export const unusableUntil = (id = 'ID'): string =>
  `it is tried again when the file or pdfspec's compiler changes; \`pdfspec cache clear --spec ${id}\` tries it now`;
