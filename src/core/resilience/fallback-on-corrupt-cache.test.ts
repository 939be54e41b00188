import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { PdfspecError } from '../errors.js';
import { CorruptCacheError, fallbackOnCorruptCache } from './fallback-on-corrupt-cache.js';

const ts = () => new TestScheduler((a, e) => expect(a).toEqual(e));

describe('fallbackOnCorruptCache', () => {
  it('recompiles instead of failing when the cache entry is corrupt, and logs it', () => {
    const logs: string[] = [];
    const corrupt = new CorruptCacheError('/cache/abc.json', 'checksum mismatch');
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

  it('recognises a version mismatch thrown by name from another module copy', () => {
    const foreign = Object.assign(new Error('written by compiler 0.5'), { name: 'CorruptCacheError', file: 'x', reason: 'version' });
    ts().run(({ cold, expectObservable }) => {
      const cache = cold('#', undefined, foreign);
      expectObservable(cache.pipe(fallbackOnCorruptCache(() => cold('m|'), { log: () => {} }))).toBe('m|');
    });
  });

  it("recognises the store's BadEntryError by name", () => {
    const bad = Object.assign(new Error('checksum mismatch in part elements'), { name: 'BadEntryError', kind: 'corrupt' });
    const logs: string[] = [];
    ts().run(({ cold, expectObservable }) => {
      expectObservable(cold('-#', undefined, bad).pipe(fallbackOnCorruptCache(() => cold('m|'), { log: (m) => logs.push(m) }))).toBe('-m|');
    });
    expect(logs).toEqual(['fallback: checksum mismatch in part elements; recompiling']);
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
      expectObservable(cache.pipe(fallbackOnCorruptCache(() => compile, { log: (m) => logs.push(m) }))).toBe('-#', undefined, err);
      expectSubscriptions(compile.subscriptions).toBe([]);
    });
    expect(logs).toEqual([]);
  });

  it('lets a failing recompile fail with its own error', () => {
    const boom = new PdfspecError('missing_file', 'spec.pdf: damaged (page 3)');
    ts().run(({ cold, expectObservable }) => {
      const cache = cold('#', undefined, new CorruptCacheError('f', 'truncated'));
      expectObservable(cache.pipe(fallbackOnCorruptCache(() => cold('-#', undefined, boom), { log: () => {} }))).toBe('-#', undefined, boom);
    });
  });
});
