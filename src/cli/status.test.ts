import { Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProgressEvent } from '../core/operation-context.js';
import { testFactory } from '../../test/support/test-factory.js';
import { PLAIN_EVERY_MS, statusLine } from './status.js';

afterEach(() => vi.useRealTimers());

const ev = (page: number, pages: number, elapsedMs: number, done?: true): ProgressEvent => ({ spec: 'big', page, pages, elapsedMs, ...(done ? { done } : {}) });

describe('compile progress when stderr is not a terminal', () => {
  it('says a line every PLAIN_EVERY_MS while a compile runs, and nothing once it is done', () => {
    vi.useFakeTimers();
    const f = testFactory({} as never, { tty: false });
    const events = new Subject<ProgressEvent>();
    const sub = statusLine(f).progress(events);
    events.next(ev(1, 20000, 100));
    vi.advanceTimersByTime(PLAIN_EVERY_MS - 1);
    expect(f.err()).toBe('');
    events.next(ev(1200, 20000, 9_000));
    vi.advanceTimersByTime(1);
    expect(f.err()).toBe('pdfspec: still compiling big: 1200/20000 pages read, 9s so far\n');
    // A long silent stretch after the last page (building the model) still gets its lines.
    events.next(ev(20000, 20000, 15_000));
    vi.advanceTimersByTime(2 * PLAIN_EVERY_MS);
    expect(f.err().trim().split('\n').slice(1)).toEqual([
      'pdfspec: still compiling big: all 20000 pages read, building the model, 25s so far',
      'pdfspec: still compiling big: all 20000 pages read, building the model, 35s so far',
    ]);
    events.next(ev(20000, 20000, 31_000, true));
    const before = f.err();
    vi.advanceTimersByTime(5 * PLAIN_EVERY_MS);
    expect(f.err()).toBe(before);
    sub.unsubscribe();
  });

  it('prints nothing for a compile shorter than PLAIN_EVERY_MS', () => {
    vi.useFakeTimers();
    const f = testFactory({} as never, { tty: false });
    const events = new Subject<ProgressEvent>();
    statusLine(f).progress(events);
    events.next(ev(1, 6, 10));
    events.next(ev(6, 6, 900));
    events.next(ev(6, 6, 950, true));
    vi.advanceTimersByTime(3 * PLAIN_EVERY_MS);
    expect(f.err()).toBe('');
  });
});
