/**
 * One attempt at downloading a URL into a file, as a cold Observable: each
 * subscription is a fresh GET that truncates the file, so `retryTransient` can
 * simply resubscribe. Unsubscribing aborts the request.
 *
 * Faults become errors `isTransient` understands: a connection reset or a body
 * cut short (fewer bytes than Content-Length) is ECONNRESET, a stall longer
 * than the idle timeout is ETIMEDOUT, 5xx/429 are TransientError; 4xx are
 * permanent PdfspecErrors (see http-status.ts).
 */
import { createWriteStream, openSync, type WriteStream } from 'node:fs';
import http, { type ClientRequest, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { Observable } from 'rxjs';
import { dirname } from 'node:path';
import { writeErrorReason } from '../../model/file-reasons.js';
import { PdfspecError } from '../../core/errors.js';
import { REDIRECTS, statusError } from './http-status.js';
import { formatMiB } from '../../model/bytes.js';

export interface AttemptOptions {
  /** Give up on a connection that sends nothing for this long (headers or body). */
  idleTimeoutMs: number;
  maxRedirects?: number;
  userAgent?: string;
  /** A body larger than this is refused (announced by Content-Length, or once that many bytes arrived). */
  maxBytes?: number;
}

/** The size cap of a download unless told otherwise: 1 GiB, several times the largest spec PDF. */
export const DEFAULT_MAX_BYTES = 1024 ** 3;

function tooLarge(url: string, maxBytes: number, size: string): PdfspecError {
  return new PdfspecError(
    'missing_file',
    `download refused: ${url} is ${size}, over the limit of ${formatMiB(maxBytes)}`,
    'raise the limit with --max-size (in MiB) if the file really is that large',
  );
}

export type AttemptEvent =
  | { kind: 'response'; url: string; total: number | null; suggestedName: string | null }
  | { kind: 'bytes'; bytes: number; total: number | null };

const networkError = (message: string, code: string) => Object.assign(new Error(message), { code });

/** A failure to save on this machine (disk full, no permission): it names the folder and the cause, never the network. */
export function saveError(dir: string, err: unknown): PdfspecError {
  return new PdfspecError(
    'write_failed',
    `cannot save into ${dir}: ${writeErrorReason(err)}`,
    'free some space, or make the first PDF_SPEC_DIR folder writable',
  );
}

/** The file name a server suggests in Content-Disposition, if any. */
export function dispositionName(header: string | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return plain ? (plain[2] ?? plain[1]!).trim() || null : null;
}

export function httpAttempt$(url: string, file: string, opts: AttemptOptions): Observable<AttemptEvent> {
  return new Observable<AttemptEvent>((subscriber) => {
    let req: ClientRequest | undefined;
    let res: IncomingMessage | undefined;
    let out: WriteStream | undefined;
    let settled = false;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      res?.destroy();
      req?.destroy();
      out?.destroy();
      subscriber.error(err);
    };

    const get = (target: URL, redirectsLeft: number) => {
      const lib = target.protocol === 'https:' ? https : http;
      req = lib.get(
        target,
        { headers: { 'user-agent': opts.userAgent ?? 'pdfspec', accept: 'application/pdf, */*' } },
        (response) => {
          res = response;
          const status = response.statusCode ?? 0;
          if (REDIRECTS.has(status) && response.headers.location) {
            response.resume();
            if (redirectsLeft <= 0)
              return fail(
                new PdfspecError(
                  'missing_file',
                  `too many redirects: ${url}`,
                  'download the PDF in a browser and put it in PDF_SPEC_DIR',
                ),
              );
            let next: URL;
            try {
              next = new URL(response.headers.location, target);
            } catch {
              return fail(
                new PdfspecError(
                  'missing_file',
                  `bad redirect to ${JSON.stringify(response.headers.location)}: ${target.href}`,
                ),
              );
            }
            if (next.protocol !== 'http:' && next.protocol !== 'https:') {
              return fail(new PdfspecError('missing_file', `redirect to unsupported URL ${next.href}: ${target.href}`));
            }
            return get(next, redirectsLeft - 1);
          }
          if (status < 200 || status > 299) {
            response.resume();
            return fail(
              statusError(target.href, status, response.statusMessage ?? '', response.headers['retry-after']),
            );
          }
          const length = Number(response.headers['content-length']);
          const total = Number.isSafeInteger(length) && length >= 0 ? length : null;
          const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
          if (total !== null && total > maxBytes) {
            response.resume();
            return fail(tooLarge(target.href, maxBytes, `${total} bytes (Content-Length)`));
          }
          subscriber.next({
            kind: 'response',
            url: target.href,
            total,
            suggestedName: dispositionName(response.headers['content-disposition']),
          });

          let bytes = 0;
          let finished = false;
          const cutShort = () =>
            total !== null
              ? `connection closed after ${bytes} of ${total} bytes`
              : `connection closed after ${bytes} bytes`;
          const reset = () => fail(networkError(`${cutShort()}: ${target.href}`, 'ECONNRESET'));
          // Opened here and now, not later by the stream: a failure in the next moment (a broken response)
          // must find the file already there, or the caller's clean-up would run before it is created.
          let fd: number;
          try {
            fd = openSync(file, 'w');
          } catch (err) {
            response.resume();
            return fail(saveError(dirname(file), err));
          }
          out = createWriteStream(file, { fd });
          out.on('error', (err) => fail(saveError(dirname(file), err)));
          out.on('finish', () => (finished = true));
          out.on('close', () => {
            if (settled) return;
            if (!finished || (total !== null && bytes < total)) return reset();
            settled = true;
            subscriber.complete();
          });
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (bytes > maxBytes) return fail(tooLarge(target.href, maxBytes, `more than ${bytes} bytes`));
            subscriber.next({ kind: 'bytes', bytes, total });
          });
          // A body cut short surfaces as 'aborted'/'error' on the response; the file is not ended then.
          response.on('aborted', reset);
          response.on('error', reset);
          // Belt and braces: a socket that closes without a complete message must never leave us waiting.
          response.on('close', () => {
            if (!response.complete) reset();
          });
          response.pipe(out);
        },
      );
      req.setTimeout(opts.idleTimeoutMs, () => {
        fail(networkError(`no data for ${opts.idleTimeoutMs} ms (stalled): ${target.href}`, 'ETIMEDOUT'));
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        // Keep the errno code (ECONNRESET, ECONNREFUSED, ENOTFOUND …) so the retry policy can judge it.
        fail(
          Object.assign(new Error(`${err.code ?? 'network error'}: ${err.message}: ${target.href}`), {
            code: err.code,
          }),
        );
      });
    };

    get(new URL(url), opts.maxRedirects ?? 5);
    return () => {
      settled = true;
      res?.destroy();
      req?.destroy();
      out?.destroy();
    };
  });
}
