/**
 * Which failures are worth another attempt. Everything else is permanent:
 * invalid input, unknown spec/section/table, permission errors and our own bugs
 * fail at once with their own code.
 *
 * @see retryTransient
 */
import { PdfspecError } from '../errors.js';

/** File-system errors that clear up by themselves (descriptor exhaustion, busy files). */
const TRANSIENT_FS = new Set(['EMFILE', 'ENFILE', 'EBUSY', 'EAGAIN']);
/** Network faults of a download. */
const TRANSIENT_NET = new Set([
  'ECONNRESET',
  'ETIMEDOUT',
  'ECONNREFUSED',
  'EPIPE',
  'ECONNABORTED',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
]);

/**
 * Thrown for a cache file locked or mid-rename by another process, or an HTTP
 * status worth retrying (5xx, 429). `retryAfterMs` carries a server's
 * Retry-After; the backoff waits at least that long, within its cap.
 */
export class TransientError extends Error {
  override readonly name = 'TransientError';
  constructor(
    message: string,
    readonly status?: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export function isTransient(err: unknown): boolean {
  if (err instanceof PdfspecError) return false;
  // By name too: the CLI bundle and the separately loaded compiler each carry a copy of this module.
  if (err instanceof TransientError || (err instanceof Error && err.name === 'TransientError')) return true;
  const e = err as { code?: unknown; status?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && (TRANSIENT_FS.has(e.code) || TRANSIENT_NET.has(e.code))) return true;
  if (typeof e.status === 'number') return e.status === 429 || (e.status >= 500 && e.status <= 599);
  return false;
}

/** The server-requested wait of a transient error, if it named one. */
export function retryAfterOf(err: unknown): number | undefined {
  const ms = (err as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? ms : undefined;
}
