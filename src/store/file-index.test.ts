import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileIndex, type FileVersion } from './file-index.js';

const dir = mkdtempSync(join(tmpdir(), 'pdfspec-index-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const V: FileVersion = { size: 1, mtimeMs: 2, ctimeMs: 3, ino: 4 };

describe('FileIndex', () => {
  it('merges on save: two processes that loaded the index before either saved keep both their rows', async () => {
    const path = join(dir, 'scan.json');
    const seed = new FileIndex<string>(path, 1);
    await seed.set('/specs/old.pdf', V, 'old');
    await seed.set('/specs/gone.pdf', V, 'gone');
    await seed.save();

    const a = new FileIndex<string>(path, 1);
    const b = new FileIndex<string>(path, 1);
    expect(await a.get('/specs/old.pdf', V)).toBe('old');
    expect(await b.get('/specs/old.pdf', V)).toBe('old');
    await a.set('/specs/a.pdf', V, 'damaged (found by a compile)');
    await b.set('/specs/b.pdf', V, 'probed');
    await b.prune((f) => f !== '/specs/gone.pdf');
    await a.save();
    await b.save();

    const after = new FileIndex<string>(path, 1);
    expect(await after.get('/specs/a.pdf', V)).toBe('damaged (found by a compile)');
    expect(await after.get('/specs/b.pdf', V)).toBe('probed');
    expect(await after.get('/specs/old.pdf', V)).toBe('old');
    expect(await after.get('/specs/gone.pdf', V)).toBeUndefined();
  });
});
