/**
 * The heap limits of the compile's worker threads (isolated.ts, pdf/page-texts.ts). Left to V8, a worker's young
 * generation is sized from its old generation: 48 MiB on Node 20, 192 MiB on Node 24 with the same 4 GiB heap. A
 * compile keeps much of what it allocates (the pages' text items, lines, blocks), and with 192 MiB each scavenge
 * copies far more of it: on Node 24 a cold `cache build` took 6–13 % longer and peaked 17–32 % higher than with
 * 48 MiB (RFC 8446, MQTT 5.0, SAML, the 1000-page and ISO-shaped fixtures; alternate runs), while on Node 20 other
 * values than its own 48 were slower. So every Node gets 48.
 */
import type { ResourceLimits } from 'node:worker_threads';

export const YOUNG_GENERATION_MB = 48;

/** A compile worker's limits: the young generation above, and the old generation given (else V8's own). */
export function compileWorkerLimits(oldGenerationMb?: number): ResourceLimits {
  return {
    maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
    ...(oldGenerationMb === undefined ? {} : { maxOldGenerationSizeMb: oldGenerationMb }),
  };
}
