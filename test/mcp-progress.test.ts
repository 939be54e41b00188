/** forwardProgress: one growing figure per call, however many specs compile, throttled except for the final update. */
import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import type { ProgressEvent } from '../src/core/operation-context.js';
import { PROGRESS_INTERVAL_MS, forwardProgress, type ProgressUpdate } from '../src/mcp/progress.js';

function harness() {
  const progress$ = new Subject<ProgressEvent>();
  const sent: ProgressUpdate[] = [];
  let clock = 0;
  const sub = forwardProgress(
    progress$,
    (u) => sent.push(u),
    () => clock,
  );
  const emit = (spec: string, page: number, pages: number, advance = PROGRESS_INTERVAL_MS) => {
    clock += advance;
    progress$.next({ spec, page, pages, elapsedMs: clock });
  };
  return { progress$, sent, emit, sub };
}

describe('forwardProgress', () => {
  it('sums pages over the specs being compiled, so the figure only grows', () => {
    const { sent, emit } = harness();
    emit('a', 1, 10);
    emit('b', 1, 4);
    emit('a', 2, 10);
    emit('b', 4, 4);
    emit('a', 10, 10);
    expect(sent.map((u) => [u.progress, u.total])).toEqual([
      [1, 10],
      [2, 14],
      [3, 14],
      [6, 14],
      [14, 14],
    ]);
    expect(sent.at(-1)!.message).toBe('compiling a: page 10 of 10');
  });

  it('sends at most one update per interval, but always the final one', () => {
    const { sent, emit } = harness();
    emit('a', 1, 100);
    for (let p = 2; p <= 100; p++) emit('a', p, 100, 1);
    expect(sent.map((u) => u.progress)).toEqual([1, 100]);
  });

  it('never repeats or lowers a figure (a spec restarting its count)', () => {
    const { sent, emit } = harness();
    emit('a', 5, 10);
    emit('a', 3, 10);
    emit('a', 5, 10);
    emit('a', 6, 10);
    expect(sent.map((u) => u.progress)).toEqual([5, 6]);
  });

  it('stops listening when unsubscribed', () => {
    const { progress$, sub } = harness();
    expect(progress$.observed).toBe(true);
    sub.unsubscribe();
    expect(progress$.observed).toBe(false);
  });
});
