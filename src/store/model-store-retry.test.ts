/**
 * Transient read errors of a cache entry are retried (retryTransient);
 * permanent ones are not. fs.openSync is wrapped so a test can make the next
 * reads of the entry fail with a given code.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstValueFrom } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syntheticModel } from '#test-support/synthetic-model.js';
import { ModelStore, type CacheKey } from './model-store.js';
import { storePolicies } from '../host/resilience/index.js';

const failures: { code: string; left: number; reads: number } = { code: '', left: 0, reads: 0 };

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  return {
    ...real,
    openSync: ((path: unknown, ...rest: unknown[]) => {
      if (typeof path === 'string' && path.endsWith('.pdfspec')) {
        failures.reads++;
        if (failures.left > 0) {
          failures.left--;
          throw Object.assign(new Error(`${failures.code}: simulated`), { code: failures.code });
        }
      }
      return (real.openSync as (...a: unknown[]) => number)(path, ...rest);
    }) as typeof real.openSync,
  };
});

let dir: string;
const KEY: CacheKey = { sha256: '12'.repeat(32), size: 10, compilerVersion: 1 };
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pdfspec-retry-'));
  Object.assign(failures, { code: '', left: 0, reads: 0 });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('ModelStore.read$ and transient errors', () => {
  it.each(['EMFILE', 'EBUSY', 'EAGAIN'])('retries %s and then reads the entry', async (code) => {
    const logs: string[] = [];
    const store = new ModelStore({ dir, log: (m) => logs.push(m), policies: storePolicies({ baseMs: 1 }) });
    await store.write(KEY, syntheticModel({ pages: 2, sections: 3, tables: 0, elementsPerSection: 1 }), {
      spec: 'x',
      file: '/x.pdf',
    });
    Object.assign(failures, { code, left: 2, reads: 0 });
    const model = await firstValueFrom(store.read$(KEY));
    expect(model?.model.sections).toHaveLength(3);
    expect(failures.reads).toBe(3);
    expect(logs.filter((l) => l.includes(code))).toHaveLength(2);
  });

  it('gives up after the configured count and treats the entry as unreadable', async () => {
    const logs: string[] = [];
    const store = new ModelStore({ dir, log: (m) => logs.push(m), policies: storePolicies({ baseMs: 1, count: 2 }) });
    await store.write(KEY, syntheticModel({ pages: 2, sections: 3, tables: 0, elementsPerSection: 1 }), {
      spec: 'x',
      file: '/x.pdf',
    });
    Object.assign(failures, { code: 'EMFILE', left: 10, reads: 0 });
    expect(await firstValueFrom(store.read$(KEY))).toBeNull();
    expect(failures.reads).toBe(3);
  });

  it('does not retry a permanent error (EACCES)', async () => {
    const logs: string[] = [];
    const store = new ModelStore({ dir, log: (m) => logs.push(m), policies: storePolicies({ baseMs: 1 }) });
    await store.write(KEY, syntheticModel({ pages: 2, sections: 3, tables: 0, elementsPerSection: 1 }), {
      spec: 'x',
      file: '/x.pdf',
    });
    Object.assign(failures, { code: 'EACCES', left: 1, reads: 0 });
    expect(await firstValueFrom(store.read$(KEY))).toBeNull();
    expect(failures.reads).toBe(1);
    expect(logs.some((l) => l.includes('unreadable') && l.includes('EACCES'))).toBe(true);
  });
});
