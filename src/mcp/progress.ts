/**
 * Turns the core's compile progress into MCP progress notifications for one
 * call. Progress must only grow for a token, yet one call may compile several
 * specs at once (`spec: "all"`), so the reported figure is the sum of pages
 * done over all specs seen so far, against the sum of their page counts.
 */
import { filter, map, scan, type Observable, type Subscription } from 'rxjs';
import type { ProgressEvent } from '../core/index.js';

export interface ProgressUpdate {
  progress: number;
  total: number;
  message: string;
}

interface Tally {
  perSpec: Map<string, { page: number; pages: number }>;
  last: ProgressEvent | null;
}

/** Don't send more than one update per this many ms, except the final one. */
export const PROGRESS_INTERVAL_MS = 100;

export function forwardProgress(
  progress$: Observable<ProgressEvent>,
  send: (update: ProgressUpdate) => void,
  now: () => number = Date.now,
): Subscription {
  let lastSent = -Infinity;
  let lastProgress = -1;
  return progress$
    .pipe(
      scan<ProgressEvent, Tally>(
        (tally, ev) => {
          const prev = tally.perSpec.get(ev.spec);
          tally.perSpec.set(ev.spec, { page: Math.max(prev?.page ?? 0, ev.page), pages: ev.pages });
          return { perSpec: tally.perSpec, last: ev };
        },
        { perSpec: new Map(), last: null },
      ),
      map(({ perSpec, last }): ProgressUpdate => {
        let progress = 0;
        let total = 0;
        for (const s of perSpec.values()) {
          progress += s.page;
          total += s.pages;
        }
        return { progress, total, message: `compiling ${last!.spec}: page ${last!.page} of ${last!.pages}` };
      }),
      filter((u) => {
        const done = u.progress >= u.total;
        if (u.progress <= lastProgress) return false;
        if (!done && now() - lastSent < PROGRESS_INTERVAL_MS) return false;
        lastSent = now();
        lastProgress = u.progress;
        return true;
      }),
    )
    .subscribe(send);
}
