import { Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProgressEvent } from '../core/operation-context.js';
import { testFactory } from '#test-support/test-factory.js';
import { PLAIN_EVERY_MS, statusLine } from './status.js';

afterEach(() => vi.useRealTimers());

const ev = (page: number, pages: number, elapsedMs: number, done?: true): ProgressEvent => ({
  spec: 'big',
  page,
  pages,
  elapsedMs,
  ...(done ? { done } : {}),
});

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

describe('several compiles at once (cache build --all)', () => {
  const of = (spec: string, page: number, pages: number, elapsedMs: number, done?: true): ProgressEvent => ({
    ...ev(page, pages, elapsedMs, done),
    spec,
  });

  it('a terminal shows one bar per running compile, redrawn in place; clear removes them all', () => {
    vi.useFakeTimers();
    const f = testFactory({} as never, { tty: true, columns: 100 });
    const status = statusLine(f);
    const events = new Subject<ProgressEvent>();
    status.progress(events);
    events.next(of('a', 10, 100, 1000));
    vi.advanceTimersByTime(200);
    events.next(of('b', 5, 50, 500));
    expect(f.err()).toContain('compiling a [');
    // The second draw goes back to the first line (one up) and writes both bars.
    const second = f.err().split('\r\x1b[K').pop()!;
    expect(second.split('\n').map((l) => l.replace(/ \[.*\] /, ' … '))).toEqual([
      'compiling a … 10/100 pages  ETA 9s',
      'compiling b … 5/50 pages  ETA 5s',
    ]);
    vi.advanceTimersByTime(200);
    events.next(of('a', 50, 100, 2000));
    expect(f.err().endsWith('compiling b [██░░░░░░░░░░░░░░░░░░░░░░] 5/50 pages  ETA 5s')).toBe(true);
    expect(f.err()).toContain('\r\x1b[1A\x1b[J');
    status.clear();
    expect(f.err().endsWith('\r\x1b[1A\x1b[J')).toBe(true);
  });

  it('a log gets a line per running compile every PLAIN_EVERY_MS', () => {
    vi.useFakeTimers();
    const f = testFactory({} as never, { tty: false });
    const events = new Subject<ProgressEvent>();
    statusLine(f).progress(events);
    events.next(of('a', 10, 1000, 1000));
    events.next(of('b', 20, 2000, 1000));
    vi.advanceTimersByTime(PLAIN_EVERY_MS);
    expect(f.err().trim().split('\n')).toEqual([
      'pdfspec: still compiling a: 10/1000 pages read, 11s so far',
      'pdfspec: still compiling b: 20/2000 pages read, 11s so far',
    ]);
    events.next(of('a', 1000, 1000, 5000, true));
    vi.advanceTimersByTime(PLAIN_EVERY_MS);
    expect(f.err().trim().split('\n').slice(2)).toEqual(['pdfspec: still compiling b: 20/2000 pages read, 21s so far']);
  });
});
