import { defer } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { PdfspecError } from '../errors.js';
import { backoffDelay, retryTransient } from './retry-transient.js';
import { TransientError } from './transient.js';

const busy = Object.assign(new Error('resource busy'), { code: 'EBUSY' });

function scheduler() {
  return new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
}

describe('backoffDelay', () => {
  it('doubles from 1000 ms and caps at 10000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n))).toEqual([1000, 2000, 4000, 8000, 10000, 10000, 10000]);
  });

  it('scales with a smaller base (as the download tests use)', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, 5, 30))).toEqual([5, 10, 20, 30]);
  });
});

describe('retryTransient', () => {
  it('retries a transient error 3 times by default: 3 failures → 4 subscriptions, then the error', () => {
    scheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const source = cold('-#', undefined, busy);
      const subs = ['^!', '1001ms ^!', '3002ms ^!', '7003ms ^!'];
      expectObservable(source.pipe(retryTransient())).toBe('7004ms #', undefined, busy);
      expectSubscriptions(source.subscriptions).toBe(subs);
    });
  });

  it.each([0, 1, 2, 5])('count %i: n failures → n + 1 subscriptions', (n) => {
    let subscriptions = 0;
    scheduler().run(({ cold, expectObservable }) => {
      const source = defer(() => {
        subscriptions++;
        return cold('-#', undefined, busy);
      });
      // Every attempt fails one frame after it starts, then waits its backoff.
      const waits = Array.from({ length: n }, (_, i) => backoffDelay(i)).reduce((a, b) => a + b, 0);
      expectObservable(source.pipe(retryTransient(n))).toBe(`${n + 1 + waits}ms #`, undefined, busy);
    });
    expect(subscriptions).toBe(n + 1);
  });

  it('waits exactly 1000, 2000, 4000, 8000, 10000, 10000 ms between attempts', () => {
    scheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      // The source fails at once (frame 0), so subscription frames are the cumulative delays.
      const source = cold('#', undefined, busy);
      const subs = [
        '(^!)',
        '1000ms (^!)',
        '3000ms (^!)',
        '7000ms (^!)',
        '15000ms (^!)',
        '25000ms (^!)',
        '35000ms (^!)',
      ];
      expectObservable(source.pipe(retryTransient({ count: 6 }))).toBe('35000ms #', undefined, busy);
      expectSubscriptions(source.subscriptions).toBe(subs);
    });
  });

  it('reports each retry with its index and delay', () => {
    const seen: Array<[number, number]> = [];
    scheduler().run(({ cold, expectObservable }) => {
      const source = cold('#', undefined, busy);
      expectObservable(source.pipe(retryTransient({ count: 4, onRetry: (_e, n, ms) => seen.push([n, ms]) }))).toBe(
        '15000ms #',
        undefined,
        busy,
      );
    });
    expect(seen).toEqual([
      [0, 1000],
      [1, 2000],
      [2, 4000],
      [3, 8000],
    ]);
  });

  it.each([
    ['an invalid-input PdfspecError', new PdfspecError('invalid_input', 'invalid max_results')],
    ['an unknown-section PdfspecError', new PdfspecError('unknown_section', 'no section 99.9')],
    ['EACCES', Object.assign(new Error('permission denied'), { code: 'EACCES' })],
    ['EPERM', Object.assign(new Error('operation not permitted'), { code: 'EPERM' })],
    ['ENOENT', Object.assign(new Error('no such file'), { code: 'ENOENT' })],
    ['a bug (TypeError)', new TypeError('x is undefined')],
    ['HTTP 404', Object.assign(new Error('not found'), { status: 404 })],
    ['HTTP 403', Object.assign(new Error('forbidden'), { status: 403 })],
  ])('does not retry %s: one subscription, the error at once', (_name, err) => {
    scheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const source = cold('--#', undefined, err);
      const subs = '^-!';
      expectObservable(source.pipe(retryTransient())).toBe('--#', undefined, err);
      expectSubscriptions(source.subscriptions).toBe(subs);
    });
  });

  it.each([
    ['EMFILE', Object.assign(new Error('too many open files'), { code: 'EMFILE' })],
    ['ECONNRESET', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
    ['HTTP 503', Object.assign(new Error('unavailable'), { status: 503 })],
    ['HTTP 429', new TransientError('too many requests', 429)],
  ])('retries %s', (_name, err) => {
    scheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const source = cold('#', undefined, err);
      expectObservable(source.pipe(retryTransient(1))).toBe('1000ms #', undefined, err);
      expectSubscriptions(source.subscriptions).toBe(['(^!)', '1000ms (^!)']);
    });
  });

  it('stops retrying when a permanent error follows transient ones', () => {
    scheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const denied = Object.assign(new Error('permission denied'), { code: 'EACCES' });
      const failing = cold('-#', undefined, busy);
      const refused = cold('-#', undefined, denied);
      let attempt = 0;
      const source = defer(() => (attempt++ < 2 ? failing : refused));
      expectObservable(source.pipe(retryTransient(5))).toBe('3003ms #', undefined, denied);
      expectSubscriptions(failing.subscriptions).toBe(['^!', '1001ms ^!']);
      expectSubscriptions(refused.subscriptions).toBe(['3002ms ^!']);
    });
  });

  it('passes values and completion through after k failures', () => {
    scheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const failing = cold('-#', undefined, busy);
      const working = cold('-a-b|');
      let attempt = 0;
      const source = defer(() => (attempt++ < 2 ? failing : working));
      expectObservable(source.pipe(retryTransient())).toBe('3002ms -a-b|');
      expectSubscriptions(failing.subscriptions).toBe(['^!', '1001ms ^!']);
      expectSubscriptions(working.subscriptions).toBe(['3002ms ^---!']);
    });
  });

  it('waits for Retry-After when it is longer than the backoff, within the cap', () => {
    scheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const slowDown = new TransientError('429', 429, 3000);
      const tooLong = new TransientError('429', 429, 60_000);
      const first = cold('#', undefined, slowDown);
      const second = cold('#', undefined, tooLong);
      const done = cold('a|');
      let attempt = 0;
      const source = defer(() => [first, second][attempt++] ?? done);
      // 3000 (Retry-After beats 1000), then 10000 (60 s capped), then success.
      expectObservable(source.pipe(retryTransient())).toBe('13000ms a|');
      expectSubscriptions(first.subscriptions).toBe('(^!)');
      expectSubscriptions(second.subscriptions).toBe('3000ms (^!)');
      expectSubscriptions(done.subscriptions).toBe('13000ms ^!');
    });
  });

  describe('resetOnSuccess', () => {
    // Each attempt emits a value, then fails; the fourth attempt completes.
    const run = (resetOnSuccess: boolean) =>
      scheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
        const flaky = cold('-a#', undefined, busy);
        const done = cold('-b|');
        let attempt = 0;
        const source = defer(() => (attempt++ < 3 ? flaky : done));
        const out = source.pipe(retryTransient({ count: 1, resetOnSuccess }));
        if (resetOnSuccess) {
          // Count and backoff restart after every value: three waits of 1000 ms.
          expectObservable(out).toBe('-a 1000ms -a 1000ms -a 1000ms -b|');
          expectSubscriptions(flaky.subscriptions).toBe(['^-!', '1002ms ^-!', '2004ms ^-!']);
          expectSubscriptions(done.subscriptions).toBe('3006ms ^-!');
        } else {
          // One retry in all: the second failure is final.
          expectObservable(out).toBe('-a 1000ms -a#', undefined, busy);
          expectSubscriptions(flaky.subscriptions).toBe(['^-!', '1002ms ^-!']);
          expectSubscriptions(done.subscriptions).toBe([]);
        }
      });

    it('restarts the count and the backoff after a value', () => run(true));
    it('without it, values do not buy more retries', () => run(false));
  });

  it('uses the scheduler it is given (virtual time without run mode)', () => {
    const ts = scheduler();
    ts.maxFrames = Number.POSITIVE_INFINITY; // outside run mode a TestScheduler stops at 750 frames
    const times: number[] = [];
    let attempt = 0;
    const source = defer(() => {
      times.push(ts.now());
      if (attempt++ < 2) throw busy;
      return [42];
    });
    const values: number[] = [];
    source.pipe(retryTransient({ scheduler: ts })).subscribe((v) => values.push(v));
    ts.flush();
    expect(times).toEqual([0, 1000, 3000]);
    expect(values).toEqual([42]);
  });
});

describe('isTransient', () => {
  it('recognises a TransientError from another copy of the module by its name', async () => {
    const { isTransient } = await import('./transient.js');
    const foreign = Object.assign(new Error('entry is being renamed'), { name: 'TransientError' });
    expect(isTransient(foreign)).toBe(true);
    expect(isTransient(Object.assign(new Error('x'), { name: 'PdfspecError', code: 'invalid_input' }))).toBe(false);
  });
});
