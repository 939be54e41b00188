import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Observable, firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syntheticModel } from '#test-support/synthetic-model.js';
import { createProcessContext, type CompileEvent } from './process-context.js';
import { tinyPdf } from '#test-support/test-pdfs.js';
import { buildConcurrency, cacheBuild$, cacheClear$, cacheClearSpec$, cacheInfo$ } from './cache-commands.js';

let tmp: string;
let env: NodeJS.ProcessEnv;
beforeEach(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'pdfspec-cachecmd-'));
  await mkdir(join(tmp, 'specs'));
  await mkdir(join(tmp, 'samples'));
  await writeFile(
    join(tmp, 'specs', 'Well-Tagged-PDF-WTPDF-1.0.pdf'),
    await tinyPdf({ title: 'Well-Tagged PDF (WTPDF) 1.0', pages: 2 }),
  );
  await writeFile(join(tmp, 'specs', 'PDF-Declarations.pdf'), await tinyPdf({ title: 'PDF Declarations', pages: 3 }));
  await writeFile(join(tmp, 'specs', 'broken.pdf'), 'not a pdf');
  env = { PDF_SPEC_DIR: join(tmp, 'specs'), PDFSPEC_CACHE_DIR: join(tmp, 'cache') };
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

function context() {
  const compiled: string[] = [];
  const compile = (file: string) =>
    new Observable<CompileEvent>((sub) => {
      compiled.push(file);
      const model = syntheticModel({ pages: 2, sections: 4, tables: 1, elementsPerSection: 2, seed: file.length });
      model.source = { ...model.source, file, pages: 2 };
      sub.next({ type: 'progress', page: 2, pages: 2 });
      sub.next({ type: 'model', model });
      sub.complete();
    });
  const ctx = createProcessContext({ env, compile, sampleDir: join(tmp, 'samples'), onNotice: () => undefined });
  return { ctx, compiled };
}

describe('cache commands', () => {
  it('build --all compiles each spec with a file once and reports the bad ones', async () => {
    const { ctx, compiled } = context();
    const first = await lastValueFrom(cacheBuild$(ctx, { all: true }).pipe(toArray()));
    expect(first.map((r) => [r.spec, r.status])).toEqual([
      ['wtpdf', 'built'],
      ['declarations', 'built'],
      ['broken', 'unavailable'],
    ]);
    expect(first[0]).toMatchObject({
      pages: 2,
      sections: 4,
      file: join(tmp, 'specs', 'Well-Tagged-PDF-WTPDF-1.0.pdf'),
    });
    expect(first[2]!.error).toMatchObject({ code: 'missing_file', message: expect.stringContaining('not a PDF') });
    expect(compiled).toHaveLength(2);

    const again = context();
    const second = await lastValueFrom(cacheBuild$(again.ctx, { all: true }).pipe(toArray()));
    expect(second.map((r) => r.status)).toEqual(['cached', 'cached', 'unavailable']);
    expect(again.compiled).toEqual([]);
  });

  it('build --all compiles in parallel, up to the concurrency, and still reports in list order', async () => {
    await writeFile(
      join(tmp, 'specs', 'PDF20_AN001-BPC.pdf'),
      await tinyPdf({ title: 'Black point compensation', pages: 2 }),
    );
    let running = 0;
    let most = 0;
    const finished: string[] = [];
    // Resolved when a second compile is running beside the first: no timing decides whether one does.
    let bothRunning!: () => void;
    const parallel = new Promise<void>((resolve) => (bothRunning = resolve));
    // The first file takes longest (it waits for the second to start, or 5 s when builds run one at a time), so
    // completion order differs from list order.
    const compile = (file: string) =>
      new Observable<CompileEvent>((sub) => {
        running++;
        most = Math.max(most, running);
        if (running === 2) bothRunning();
        const model = syntheticModel({ pages: 2, sections: 4, tables: 1, elementsPerSection: 2, seed: file.length });
        model.source = { ...model.source, file, pages: 2 };
        const timers: ReturnType<typeof setTimeout>[] = [];
        const wait = (ms: number) => new Promise<void>((resolve) => timers.push(setTimeout(resolve, ms)));
        const started = file.includes('WTPDF') ? Promise.race([parallel, wait(5000)]) : Promise.resolve();
        let closed = false;
        void started
          .then(() => wait(20))
          .then(() => {
            if (closed) return;
            running--;
            finished.push(file.split('/').pop()!);
            sub.next({ type: 'model', model });
            sub.complete();
          });
        return () => {
          closed = true;
          for (const t of timers) clearTimeout(t);
        };
      });
    const ctx = createProcessContext({ env, compile, sampleDir: join(tmp, 'samples'), onNotice: () => undefined });
    const records = await lastValueFrom(cacheBuild$(ctx, { all: true, concurrency: 2 }).pipe(toArray()));
    expect(most).toBe(2);
    expect(finished[0]).not.toBe('Well-Tagged-PDF-WTPDF-1.0.pdf');
    const listed = (await firstValueFrom(ctx.specs())).filter((e) => e.file).map((e) => e.id);
    expect(records.map((r) => r.spec)).toEqual(listed);
    expect(records.filter((r) => r.status === 'built')).toHaveLength(3);
  });

  it('build --all runs one compile per two cores, as many as the free memory holds at 1 GiB each', () => {
    const GiB = 2 ** 30;
    expect(buildConcurrency(10, 2, 24 * GiB)).toBe(1);
    expect(buildConcurrency(10, 8, 24 * GiB)).toBe(4);
    expect(buildConcurrency(10, 8, 3.5 * GiB)).toBe(3);
    expect(buildConcurrency(3, 16, 24 * GiB)).toBe(3);
    expect(buildConcurrency(1, 8, 24 * GiB)).toBe(1);
    expect(buildConcurrency(10, 8, 0.5 * GiB)).toBe(1);
    expect(buildConcurrency(0, 8, 24 * GiB)).toBe(1);
  });

  it('build of one spec, by id or the default; unknown specs are errors', async () => {
    const { ctx } = context();
    expect(await firstValueFrom(cacheBuild$(ctx, { spec: 'decl' }))).toMatchObject({
      spec: 'declarations',
      status: 'built',
    });
    expect(await firstValueFrom(cacheBuild$(ctx, {}))).toMatchObject({ spec: 'wtpdf', status: 'built' });
    await expect(firstValueFrom(cacheBuild$(ctx, { spec: 'nope' }))).rejects.toMatchObject({ code: 'unknown_spec' });
  });

  it('info lists the entries with spec, file and validity; clear empties the cache', async () => {
    const { ctx } = context();
    await lastValueFrom(cacheBuild$(ctx, { all: true }).pipe(toArray()));
    const info = await firstValueFrom(cacheInfo$(undefined, env));
    expect(info.dir).toBe(join(tmp, 'cache'));
    expect(info.totalEntries).toBe(2);
    expect(info.entries.map((e) => [e.spec, e.valid, e.current]).sort()).toEqual([
      ['declarations', true, true],
      ['wtpdf', true, true],
    ]);
    expect(info.totalBytes).toBe(info.entries.reduce((n, e) => n + e.bytes, 0));

    const cleared = await firstValueFrom(cacheClear$(ctx));
    expect(cleared.removed).toBe(4); // two entries, the hash index, the scan index
    expect((await firstValueFrom(cacheInfo$(ctx))).totalEntries).toBe(0);
  });
});

describe('cache clear --spec', () => {
  it("forgets one spec's models and its mark of unusable, and nothing of the others", async () => {
    const { PdfOpenError } = await import('../compile/pdf/open.js');
    const good = join(tmp, 'specs', 'PDF-Declarations.pdf');
    let failing = true;
    const compile = (file: string) =>
      new Observable<CompileEvent>((sub) => {
        if (file === good && failing) return sub.error(new PdfOpenError(file, 'not a PDF (or damaged beyond repair)'));
        const model = syntheticModel({ pages: 2, sections: 4, tables: 1, elementsPerSection: 2, seed: 1 });
        model.source = { ...model.source, file, pages: 2 };
        sub.next({ type: 'model', model });
        sub.complete();
      });
    const make = () =>
      createProcessContext({ env, compile, sampleDir: join(tmp, 'samples'), onNotice: () => undefined });
    const first = await lastValueFrom(cacheBuild$(make(), { all: true }).pipe(toArray()));
    expect(first.map((r) => [r.spec, r.status])).toEqual([
      ['wtpdf', 'built'],
      ['declarations', 'failed'],
      ['broken', 'unavailable'],
    ]);
    expect(first[1]!.error?.hint).toMatch(/cache clear --spec declarations/);
    // Marked: a new process does not offer it.
    const marked = await firstValueFrom(make().specs());
    expect(marked.find((e) => e.id === 'declarations')).toMatchObject({ available: false });

    failing = false;
    const cleared = await lastValueFrom(cacheClearSpec$(make(), 'declarations'));
    expect(cleared.failed).toEqual([]);
    const after = await lastValueFrom(cacheBuild$(make(), { all: true }).pipe(toArray()));
    expect(after.map((r) => [r.spec, r.status])).toEqual([
      ['wtpdf', 'cached'],
      ['declarations', 'built'],
      ['broken', 'unavailable'],
    ]);
  });

  it('names the spec it cannot resolve', async () => {
    const { ctx } = context();
    await expect(lastValueFrom(cacheClearSpec$(ctx, 'no-such-spec'))).rejects.toThrow(/unknown spec "no-such-spec"/);
  });
});
