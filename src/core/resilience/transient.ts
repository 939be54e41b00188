/**
 * Which failures are worth another attempt. Everything else is permanent:
 * invalid input, unknown spec/section/table, permission errors and our own bugs
 * fail at once with their own code.
 */
import { PdfspecError } from '../errors.js';

/** File-system errors that clear up by themselves (descriptor exhaustion, busy files). */
const TRANSIENT_FS = new Set(['EMFILE', 'ENFILE', 'EBUSY', 'EAGAIN']);
/** Network faults of a download. */
const TRANSIENT_NET = new Set(['ECONNRESET', 'ETIMEDOUT', 'ECONNREFUSED', 'EPIPE', 'ECONNABORTED', 'EAI_AGAIN', 'UND_ERR_SOCKET']);

/** Thrown for a cache file locked or mid-rename by another process, or an HTTP status worth retrying. */
export class TransientError extends Error {
  override readonly name = 'TransientError';
  constructor(message: string, readonly status?: number) {
    super(message);
  }
}

export function isTransient(err: unknown): boolean {
  if (err instanceof PdfspecError) return false;
  if (err instanceof TransientError) return true;
  const e = err as { code?: unknown; status?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && (TRANSIENT_FS.has(e.code) || TRANSIENT_NET.has(e.code))) return true;
  if (typeof e.status === 'number') return e.status === 429 || (e.status >= 500 && e.status <= 599);
  return false;
}
