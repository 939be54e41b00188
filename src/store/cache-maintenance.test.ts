/**
 * `cache clear` must never claim to have removed what is still there: unlink
 * is made to fail (as it does on a read-only cache) for the model entries.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCache } from './cache-maintenance.js';

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...real,
    unlink: (async (path: unknown) => {
      if (typeof path === 'string' && path.endsWith('.pdfspec'))
        throw Object.assign(new Error(`EACCES: permission denied, unlink '${path}'`), { code: 'EACCES', path });
      return real.unlink(path as string);
    }) as typeof real.unlink,
  };
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pdfspec-clear-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('clearCache', () => {
  it('reports each file it could not remove, with the reason, and removes the rest', async () => {
    const models = join(dir, 'models');
    const { mkdir } = await import('node:fs/promises');
    await mkdir(models);
    const entry = join(models, `m-${'ab'.repeat(32)}-10-c6.pdfspec`);
    await writeFile(entry, 'entry');
    await writeFile(join(dir, 'hashes.json'), '{}');
    const r = await clearCache(dir, models);
    expect(r.removed).toBe(1);
    expect(r.failed).toEqual([{ path: entry, reason: 'permission denied' }]);
    expect(await readdir(models)).toEqual([entry.split('/').pop()]);
  });
});
