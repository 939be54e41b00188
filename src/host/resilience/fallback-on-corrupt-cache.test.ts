import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { PdfspecError } from '../../core/errors.js';
import { BadEntryError } from '../../store/entry-format.js';
import { fallbackOnCorruptCache } from './fallback-on-corrupt-cache.js';

const ts = () => new TestScheduler((a, e) => expect(a).toEqual(e));

describe('fallbackOnCorruptCache', () => {
  it('recompiles instead of failing when the cache entry is corrupt, and logs it', () => {
    const logs: string[] = [];
    const corrupt = new BadEntryError('corrupt', 'cache entry /cache/abc.json is unusable: checksum mismatch');
    ts().run(({ cold, expectObservable, expectSubscriptions }) => {
      const cache = cold('--#', undefined, corrupt);
      const compile = cold('   ---m|');
      const expected = '  -----m|';
      expectObservable(cache.pipe(fallbackOnCorruptCache(() => compile, { log: (m) => logs.push(m) }))).toBe(expected);
      expectSubscriptions(cache.subscriptions).toBe('^-!');
      expectSubscriptions(compile.subscriptions).toBe('--^---!');
    });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/abc\.json.*checksum mismatch.*recompiling/);
  });

  it('recompiles an entry of another compiler version, and logs why', () => {
    const version = new BadEntryError('version', 'compiled by compiler version 4, expected 5');
    const logs: string[] = [];
    ts().run(({ cold, expectObservable }) => {
      expectObservable(
        cold('-#', undefined, version).pipe(fallbackOnCorruptCache(() => cold('m|'), { log: (m) => logs.push(m) })),
      ).toBe('-m|');
    });
    expect(logs).toEqual(['fallback: compiled by compiler version 4, expected 5; recompiling']);
  });

  it('does not take an error that merely has the name of a bad entry for one', () => {
    const lookalike = Object.assign(new Error('checksum mismatch'), { name: 'BadEntryError', kind: 'corrupt' });
    ts().run(({ cold, expectObservable }) => {
      expectObservable(
        cold('-#', undefined, lookalike).pipe(fallbackOnCorruptCache(() => cold('m|'), { log: () => {} })),
      ).toBe('-#', undefined, lookalike);
    });
  });

  it('passes the cached model through untouched when it is fine', () => {
    ts().run(({ cold, expectObservable, expectSubscriptions }) => {
      const cache = cold('-m|');
      const compile = cold('x|');
      expectObservable(cache.pipe(fallbackOnCorruptCache(() => compile, { log: () => {} }))).toBe('-m|');
      expectSubscriptions(compile.subscriptions).toBe([]);
    });
  });

  it.each([
    ['a permission error', Object.assign(new Error('denied'), { code: 'EACCES' })],
    ['an unknown spec', new PdfspecError('unknown_spec', 'no spec x')],
    ['a bug', new TypeError('oops')],
  ])('does not hide %s', (_n, err) => {
    const logs: string[] = [];
    ts().run(({ cold, expectObservable, expectSubscriptions }) => {
      const cache = cold('-#', undefined, err);
      const compile = cold('m|');
      expectObservable(cache.pipe(fallbackOnCorruptCache(() => compile, { log: (m) => logs.push(m) }))).toBe(
        '-#',
        undefined,
        err,
      );
      expectSubscriptions(compile.subscriptions).toBe([]);
    });
    expect(logs).toEqual([]);
  });

  it('lets a failing recompile fail with its own error', () => {
    const boom = new PdfspecError('missing_file', 'spec.pdf: damaged (page 3)');
    ts().run(({ cold, expectObservable }) => {
      const cache = cold('#', undefined, new BadEntryError('corrupt', 'truncated'));
      expectObservable(cache.pipe(fallbackOnCorruptCache(() => cold('-#', undefined, boom), { log: () => {} }))).toBe(
        '-#',
        undefined,
        boom,
      );
    });
  });
});
