import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { SearchSpecResult } from '../../src/core/ops/search-spec/schema.js';
import { searchStream } from './search-stream.js';

const result = (query: string): SearchSpecResult => ({
  spec: 'fx20',
  query,
  mode: 'words',
  caseSensitive: false,
  totalResults: 1,
  bySpec: [{ spec: 'fx20', totalResults: 1 }],
  results: [],
});

describe('searchStream', () => {
  it("debounces typing, and switchMap cancels the previous query's search when a new one arrives", () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ cold, hot, expectObservable, expectSubscriptions }) => {
      // "lo" settles and starts a slow search; "log" arrives while it runs.
      const query$ = hot('  a-b 20ms c 100ms ----|', { a: 'l', b: 'lo', c: 'log' });
      const slow = cold('         30ms r|', { r: result('lo') });
      const fast = cold('                    5ms r|', { r: result('log') });
      const runs: Record<string, typeof slow> = { lo: slow, log: fast };
      const out = searchStream(query$, (q) => runs[q]!, 10, scheduler);
      expectObservable(out).toBe('38ms r 89ms |', { r: { kind: 'ok', query: 'log', result: result('log') } });
      expectSubscriptions(slow.subscriptions).toBe('12ms ^ 20ms !');
    });
  });

  it('turns a failed search into an outcome and keeps serving later queries', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ cold, hot, expectObservable }) => {
      const query$ = hot('a 20ms b 20ms |', { a: 'bad', b: 'good' });
      const out = searchStream(
        query$,
        (q) => (q === 'bad' ? cold('#', undefined, new Error('boom')) : cold('r|', { r: result(q) })),
        5,
        scheduler,
      );
      expectObservable(out).toBe('5ms e 20ms g 15ms |', {
        e: expect.objectContaining({ kind: 'error', query: 'bad' }),
        g: { kind: 'ok', query: 'good', result: result('good') },
      });
    });
  });

  it('gives "empty" for a blank query without searching', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ hot, expectObservable }) => {
      const out = searchStream(
        hot('a|', { a: '   ' }),
        () => {
          throw new Error('must not search');
        },
        5,
        scheduler,
      );
      expectObservable(out).toBe('-(e|)', { e: { kind: 'empty' } });
    });
  });
});
