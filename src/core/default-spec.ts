/**
 * A call that names no spec reads the default one (iso32000-2, or the host's
 * PDFSPEC_DEFAULT_SPEC). When that file is missing the host substitutes the best
 * available spec; the answer must say so, or a model quotes the Tagged PDF
 * guide's "4.2" as ISO 32000-2's. This watches one call's spec resolutions and
 * words the substitution for the answer's `notice`.
 */
import { tap } from 'rxjs';
import type { OperationContext } from './operation-context.js';

/** The default spec when the host names none. */
export const DEFAULT_SPEC = 'iso32000-2';

export interface CallSpecWatch {
  /** The context to run the call with: the host's, whose resolveSpec is watched. */
  ctx: OperationContext;
  /** The sentence for the answer, or null when every spec read was the one asked for. */
  notice(): string | null;
}

export function watchDefaultSpec(host: OperationContext): CallSpecWatch {
  const substituted: string[] = [];
  // A child of the host context, not a copy: everything else (progress$, a reader patched per request) stays shared.
  const ctx: OperationContext = Object.create(host) as OperationContext;
  ctx.resolveSpec = (spec, defaultId) =>
    host.resolveSpec(spec, defaultId).pipe(
      tap((entry) => {
        const wanted = defaultId ?? host.defaultSpec ?? DEFAULT_SPEC;
        const sentence = `${wanted} is not installed; answered from ${entry.id}`;
        const other = entry.id.toLowerCase() !== wanted.toLowerCase();
        if (spec === undefined && other && !substituted.includes(sentence)) substituted.push(sentence);
      }),
    );
  return { ctx, notice: () => (substituted.length ? substituted.join('; ') : null) };
}
