import { of } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { DamagedModelError } from '../../model/reader.js';
import { reloadDamagedModel } from './reload-damaged-model.js';

const ts = () => new TestScheduler((a, e) => expect(a).toEqual(e));
const damaged = new DamagedModelError('cache entry x is unusable: checksum mismatch in part tables');

describe('reloadDamagedModel', () => {
  it('runs the operation once more when a part of its model is found damaged', () => {
    let n = 0;
    ts().run(({ cold, expectObservable }) => {
      const runs = [cold('-#', undefined, damaged), cold('--a|')];
      expectObservable(reloadDamagedModel(() => runs[n++]!)).toBe('---a|');
    });
    expect(n).toBe(2);
  });

  it('gives up when the model loaded again is damaged too', () => {
    let n = 0;
    ts().run(({ cold, expectObservable }) => {
      const run = () => (n++, cold('-#', undefined, damaged));
      expectObservable(reloadDamagedModel(run)).toBe('--#', undefined, damaged);
    });
    expect(n).toBe(2);
  });

  it('never runs again for any other error (bad input, a missing section)', () => {
    let n = 0;
    ts().run(({ cold, expectObservable }) => {
      const other = new Error('no section 99');
      expectObservable(reloadDamagedModel(() => (n++, cold('-#', undefined, other)))).toBe('-#', undefined, other);
    });
    expect(n).toBe(1);
  });

  it('runs the operation only when subscribed', () => {
    let runs = 0;
    const stream = reloadDamagedModel(() => {
      runs++;
      return of('a');
    });
    expect(runs).toBe(0);
    stream.subscribe();
    expect(runs).toBe(1);
  });
});
