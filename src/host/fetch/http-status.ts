/**
 * What an HTTP response status means for a download: go on, follow, retry
 * later (5xx, 429 — transient), or give up at once (404, 403 and every other
 * 4xx — permanent, never retried).
 */
import { PdfspecError } from '../../core/errors.js';
import { TransientError } from '../../core/resilience/index.js';

export const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Retry-After as milliseconds: delta-seconds or an HTTP date; undefined when absent or unparsable. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return undefined;
  const trimmed = v.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/** The error for a status that is neither success nor redirect. */
export function statusError(url: string, status: number, statusText: string, retryAfter?: string | string[]): Error {
  const label = `HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
  if (status === 429 || (status >= 500 && status <= 599)) {
    return new TransientError(`${label}: ${url}`, status, parseRetryAfter(retryAfter));
  }
  const hint =
    status === 404
      ? 'the server has no file at this URL; check it, or download the PDF in a browser and put it in PDF_SPEC_DIR'
      : status === 401 || status === 403
        ? 'the server refuses the download (it may need a login or a licence); download it in a browser and put it in PDF_SPEC_DIR'
        : 'the server rejected the request';
  return new PdfspecError('missing_file', `${label}: ${url}`, hint);
}
