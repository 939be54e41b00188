/**
 * A URL's userinfo (http://alice:s3cr3t@host/…) is a password: it is used for
 * the request and never shown. Every message, event and log line of a
 * download goes through redactUserinfo on its way out.
 */
import { PdfspecError } from '../../core/errors.js';

const USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^/?#\s@"]*@/gi;

/** `text` with the userinfo of every URL in it replaced by "***". */
export function redactUserinfo(text: string): string {
  return text.replace(USERINFO, '$1***@');
}

/** The error with its message and hint redacted (a PdfspecError keeps its code). */
export function redactError(err: unknown): unknown {
  if (err instanceof PdfspecError)
    return new PdfspecError(
      err.code,
      redactUserinfo(err.template.message),
      redactUserinfo(err.template.hint),
      err.suggestions,
    );
  if (err instanceof Error) {
    const safe = Object.assign(new Error(redactUserinfo(err.message)), err);
    safe.message = redactUserinfo(err.message);
    return safe;
  }
  return err;
}
