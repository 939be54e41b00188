/**
 * The name a downloaded spec gets in PDF_SPEC_DIR: the catalogue's canonical
 * name with `--as`, else what the server suggests (Content-Disposition) or the
 * URL's last path segment — reduced to a safe, plain file name that cannot
 * point outside the directory.
 */
import { basename } from 'node:path';

const MAX_NAME = 180;

export function safeFileName(raw: string): string {
  let name = basename(raw.replace(/\\/g, '/'))
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._()+-]+/gu, '_')
    .replace(/^[._]+/, '')
    .replace(/_+/g, '_');
  if (!/\.pdf$/i.test(name)) name = `${name.replace(/\.+$/, '') || 'download'}.pdf`;
  if (name.length > MAX_NAME) name = `${name.slice(0, MAX_NAME - 4)}.pdf`;
  return name === '.pdf' ? 'download.pdf' : name;
}

export function nameFromUrl(url: string, suggested: string | null): string {
  if (suggested?.trim()) return safeFileName(suggested);
  let last = '';
  try {
    const segments = new URL(url).pathname.split('/').filter(Boolean);
    last = decodeURIComponent(segments.at(-1) ?? '');
  } catch {
    last = '';
  }
  return safeFileName(last || 'download.pdf');
}
