import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastValueFrom, take, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '#test-support/fixture-paths.js';
import { compile$, workersFor } from './compile.js';

const dir = mkdtempSync(join(tmpdir(), 'pdfspec-compile-'));

describe('compile$', () => {
  it('fails with a PdfOpenError naming a missing file', async () => {
    const file = join(dir, 'missing.pdf');
    await expect(lastValueFrom(compile$(file))).rejects.toMatchObject({
      name: 'PdfOpenError',
      file,
      reason: 'file not found',
    });
  });

  it('fails with a PdfOpenError for a file that is not a PDF', async () => {
    const file = join(dir, 'notes.pdf');
    writeFileSync(file, 'just some notes\n');
    await expect(lastValueFrom(compile$(file))).rejects.toMatchObject({
      name: 'PdfOpenError',
      reason: 'not a PDF (no %PDF- header)',
    });
  });

  it('emits progress page by page before the model, with the source block filled', async () => {
    const events = await lastValueFrom(compile$(fixturePath('pdfa-family'), { workers: 1 }).pipe(toArray()));
    const model = events.at(-1);
    expect(model?.type).toBe('model');
    if (model?.type !== 'model') return;
    const progress = events.slice(0, -1);
    expect(progress.map((e) => e.type === 'progress' && e.page)).toEqual(
      Array.from({ length: model.model.source.pages }, (_, i) => i + 1),
    );
    expect(model.model.source).toMatchObject({ file: fixturePath('pdfa-family'), pages: progress.length });
    expect(model.model.source.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(model.model.compilerVersion).toBeGreaterThan(0);
  });

  it('can be unsubscribed midway', async () => {
    const first = await lastValueFrom(compile$(fixturePath('pdfa-family'), { workers: 1 }).pipe(take(2), toArray()));
    expect(first.map((e) => e.type)).toEqual(['progress', 'progress']);
  });
});

describe('workersFor', () => {
  it('reads in one thread below 800 pages, where page reader threads cost CPU and save no time', () => {
    expect([250, 325, 500, 799].map((pages) => workersFor(pages, undefined))).toEqual([1, 1, 1, 1]);
    expect([800, 1000, 20_000].map((pages) => workersFor(pages, undefined))).toEqual([2, 2, 2]);
  });

  it('gives what is asked for, with a few pages each', () => {
    expect([workersFor(300, 2), workersFor(6, 2), workersFor(300, 0)]).toEqual([2, 1, 1]);
  });
});
