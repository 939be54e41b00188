/**
 * A URL's userinfo (http://alice:s3cr3t@host/…) is a password: it is used for
 * the request and never shown. Every message, event and log line of a
 * download goes through shownText on its way out: redacted, and a URL or host
 * name too long to read (a 100,000-character URL) cut.
 */
import { PdfspecError } from '../../core/errors.js';

const USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^/?#\s@"]*@/gi;

/** `text` with the userinfo of every URL in it replaced by "***". */
export function redactUserinfo(text: string): string {
  return text.replace(USERINFO, '$1***@');
}

/** The longest run of text without a space a message shows; a longer one (a URL, a host name) ends in "…". */
export const MAX_SHOWN_RUN = 200;
const LONG_RUN = new RegExp(`\\S{${MAX_SHOWN_RUN + 1},}`, 'gu');

/** `text` as a message shows it: every URL's userinfo replaced by "***", every run over MAX_SHOWN_RUN cut. */
export function shownText(text: string): string {
  return redactUserinfo(text).replace(LONG_RUN, (run) => `${[...run].slice(0, MAX_SHOWN_RUN - 1).join('')}…`);
}

/** The error with its message and hint as shownText shows them (a PdfspecError keeps its code). */
export function redactError(err: unknown): unknown {
  if (err instanceof PdfspecError)
    return new PdfspecError(err.code, shownText(err.template.message), shownText(err.template.hint), err.suggestions);
  if (err instanceof Error) {
    const safe = Object.assign(new Error(shownText(err.message)), err);
    safe.message = shownText(err.message);
    return safe;
  }
  return err;
}
