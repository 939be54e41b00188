import { readdirSync, type Stats } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Observable, firstValueFrom, lastValueFrom, throwError } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syntheticModel } from '#test-support/synthetic-model.js';
import type { DocModel } from '../model/types.js';
import { DamagedModelError } from '../model/reader.js';
import { decodeEntry } from '../store/entry-format.js';
import type { ProgressEvent } from '../core/operation-context.js';
import { createProcessContext, sharedStat, type CompileEvent, type CompileFn } from './process-context.js';
import { PdfspecError } from '../core/errors.js';
import { createCore } from '../core/create-core.js';
import { tinyPdf } from '#test-support/test-pdfs.js';

let tmp: string;
let env: NodeJS.ProcessEnv;
let specs: string;
beforeEach(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'pdfspec-context-'));
  specs = join(tmp, 'specs');
  await mkdir(specs);
  await mkdir(join(tmp, 'samples'));
  await writeFile(
    join(specs, 'Well-Tagged-PDF-WTPDF-1.0.pdf'),
    await tinyPdf({ title: 'Well-Tagged PDF (WTPDF) 1.0', pages: 3 }),
  );
  env = { PDF_SPEC_DIR: specs, PDFSPEC_CACHE_DIR: join(tmp, 'cache') };
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

function modelFor(file: string): DocModel {
  const m = syntheticModel({ pages: 3, sections: 6, tables: 1, elementsPerSection: 3, seed: 3 });
  m.source = { ...m.source, file };
  return m;
}

/** A stand-in compiler: three progress events, then the model; counts its runs. */
function fakeCompiler(fail?: { atPage: number; message: string } | { open: string }) {
  const c = {
    runs: 0,
    compile: ((file: string) => {
      c.runs++;
      if (fail && 'open' in fail)
        return throwError(() => Object.assign(new Error(fail.open), { name: 'PdfOpenError', reason: fail.open }));
      const pages = 3;
      const upTo = fail && 'atPage' in fail ? fail.atPage - 1 : pages;
      return new Observable<CompileEvent>((sub) => {
        const t = setTimeout(() => {
          for (let page = 1; page <= upTo; page++) sub.next({ type: 'progress', page, pages });
          if (fail && 'message' in fail) return sub.error(new Error(fail.message));
          sub.next({ type: 'model', model: modelFor(file) });
          sub.complete();
        }, 5);
        return () => clearTimeout(t);
      });
    }) as CompileFn,
  };
  return c;
}

function context(compile: CompileFn, sink: { notices: string[]; logs: string[] } = { notices: [], logs: [] }) {
  return createProcessContext({
    env,
    compile,
    sampleDir: join(tmp, 'samples'),
    onNotice: (m) => sink.notices.push(m),
    onLog: (m) => sink.logs.push(m),
    retry: { baseMs: 1 },
  });
}

describe('createProcessContext', () => {
  it('lists specs and resolves the default with a notice when iso32000-2 is absent', async () => {
    const sink = { notices: [] as string[], logs: [] as string[] };
    const ctx = context(fakeCompiler().compile, sink);
    const list = await firstValueFrom(ctx.specs());
    expect(list.find((e) => e.id === 'wtpdf')).toMatchObject({ available: true, pages: 3 });
    const entry = await firstValueFrom(ctx.resolveSpec(undefined));
    expect(entry.id).toBe('wtpdf');
    expect(sink.notices).toEqual([
      'iso32000-2 not found in PDF_SPEC_DIR; using wtpdf (Well-Tagged PDF (WTPDF) 1.0); see "Where to get the PDFs" in the README',
    ]);
    await expect(firstValueFrom(ctx.resolveSpec('nope'))).rejects.toMatchObject({ code: 'unknown_spec' });
    await expect(firstValueFrom(ctx.resolveSpec('pdf17'))).rejects.toMatchObject({ code: 'missing_file' });
  });

  it('reads PDFSPEC_DEFAULT_SPEC as the default spec (any case), refuses an unknown id by name, and says when it is substituted', async () => {
    env.PDFSPEC_DEFAULT_SPEC = 'WTPDF';
    const sink = { notices: [] as string[], logs: [] as string[] };
    expect((await firstValueFrom(context(fakeCompiler().compile, sink).resolveSpec(undefined))).id).toBe('wtpdf');
    expect(sink.notices).toEqual([]);
    env.PDFSPEC_DEFAULT_SPEC = 'nosuch';
    await expect(firstValueFrom(context(fakeCompiler().compile).resolveSpec(undefined))).rejects.toMatchObject({
      code: 'invalid_input',
      message: expect.stringMatching(/^invalid PDFSPEC_DEFAULT_SPEC: no spec has the id "nosuch"/),
    });
    // An explicit spec never consults the variable.
    expect((await firstValueFrom(context(fakeCompiler().compile).resolveSpec('wtpdf'))).id).toBe('wtpdf');
    env.PDFSPEC_DEFAULT_SPEC = 'pdf17';
    const answer = await lastValueFrom(createCore(context(fakeCompiler().compile)).answer('get_structure', {}));
    expect(answer.record.spec).toBe('wtpdf');
    expect(answer.record.notice).toBe('pdf17 is not installed; answered from wtpdf');
  });

  it('reads PDFSPEC_DEFAULT_SPEC and spec given as another name of a standard (iso32000-1, pdf20 …)', async () => {
    await writeFile(join(specs, 'PDF32000_2008.pdf'), await tinyPdf({ title: 'PDF 32000-1:2008', pages: 3 }));
    for (const name of ['iso32000-1', 'ISO-32000-1', 'iso 32000-1', 'iso32000-1:2008', 'pdf1.7', 'PDF-1.7']) {
      env.PDFSPEC_DEFAULT_SPEC = name;
      const sink = { notices: [] as string[], logs: [] as string[] };
      const ctx = context(fakeCompiler().compile, sink);
      expect([name, (await firstValueFrom(ctx.resolveSpec(undefined))).id]).toEqual([name, 'pdf17']);
      expect([name, (await firstValueFrom(ctx.resolveSpec(name))).id]).toEqual([name, 'pdf17']);
      expect(sink.notices).toEqual([]);
    }
    // Read from the spec named, in another case or by another name: no word of substitution.
    for (const name of ['WTPDF', 'PDF17', 'iso32000-1']) {
      env.PDFSPEC_DEFAULT_SPEC = name;
      const answer = await lastValueFrom(createCore(context(fakeCompiler().compile)).answer('get_structure', {}));
      expect([name, answer.record.notice]).toEqual([name, undefined]);
    }
    for (const name of ['pdf20', 'pdf2', 'PDF 2.0', 'iso-32000-2']) {
      env.PDFSPEC_DEFAULT_SPEC = name;
      const answer = await lastValueFrom(createCore(context(fakeCompiler().compile)).answer('get_structure', {}));
      expect([name, answer.record.notice]).toEqual([name, 'iso32000-2 is not installed; answered from pdf17']);
      await expect(firstValueFrom(context(fakeCompiler().compile).resolveSpec(name))).rejects.toMatchObject({
        code: 'missing_file',
        message: expect.stringMatching(/^no file for iso32000-2 /),
      });
    }
  });

  it('compiles on a miss with progress, then every later process reads the cache', async () => {
    const fake = fakeCompiler();
    const ctx = context(fake.compile);
    const progress: ProgressEvent[] = [];
    ctx.progress$.subscribe((p) => progress.push(p));
    const entry = await firstValueFrom(ctx.resolveSpec('wtpdf'));
    const loaded = await lastValueFrom(ctx.load(entry));
    expect(loaded.from).toBe('compiled');
    // Page 0 at once (the count the scan read, before the compiler has loaded), page by page, then one event that says the compile has ended.
    expect(progress.map((p) => [p.spec, p.page, p.pages, p.done ?? false])).toEqual([
      ['wtpdf', 0, 3, false],
      ['wtpdf', 1, 3, false],
      ['wtpdf', 2, 3, false],
      ['wtpdf', 3, 3, false],
      ['wtpdf', 3, 3, true],
    ]);
    expect(progress[0]!.elapsedMs).toBe(0);
    expect(progress.every((p) => Number.isInteger(p.elapsedMs) && p.elapsedMs >= 0)).toBe(true);

    const fresh = fakeCompiler();
    const later = context(fresh.compile); // a new process: empty memo, same cache dir
    const again = await lastValueFrom(later.load(entry));
    expect(again.from).toBe('cache');
    expect(fresh.runs).toBe(0);
    expect(JSON.stringify(again.reader.model)).toBe(JSON.stringify(loaded.reader.model));
  });

  it('shares one compile between concurrent and repeated calls in a process', async () => {
    const fake = fakeCompiler();
    const ctx = context(fake.compile);
    const entry = await firstValueFrom(ctx.resolveSpec('wtpdf'));
    const [a, b, c] = await Promise.all([
      firstValueFrom(ctx.reader(entry)),
      firstValueFrom(ctx.reader(entry)),
      firstValueFrom(ctx.reader(entry)),
    ]);
    expect(fake.runs).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(await firstValueFrom(ctx.reader(entry))).toBe(a);
  });

  it('a compile failure writes nothing, names the file and the page, and is retried on the next call', async () => {
    const fake = fakeCompiler({ atPage: 3, message: 'bad content stream' });
    const ctx = context(fake.compile);
    const entry = await firstValueFrom(ctx.resolveSpec('wtpdf'));
    const err = (await firstValueFrom(ctx.reader(entry)).catch((e: unknown) => e)) as PdfspecError;
    expect(err).toBeInstanceOf(PdfspecError);
    expect(err.message).toBe(`compiling ${entry.file} failed at page 3 of 3: bad content stream`);
    expect(readdirSync(join(tmp, 'cache', 'models'))).toEqual([]);
    await firstValueFrom(ctx.reader(entry)).catch(() => undefined);
    expect(fake.runs).toBe(2);
  });

  it('a PDF that fails to open is a missing_file error', async () => {
    const ctx = context(fakeCompiler({ open: 'encrypted (password required)' }).compile);
    const entry = await firstValueFrom(ctx.resolveSpec('wtpdf'));
    await expect(firstValueFrom(ctx.reader(entry))).rejects.toMatchObject({
      code: 'missing_file',
      message: `${entry.file}: encrypted (password required)`,
    });
  });

  /** The spec's entry, written by a first context, with the byte `at` gives flipped. */
  async function flippedEntry(at: (bytes: Buffer) => number) {
    const first = context(fakeCompiler().compile);
    const entry = await firstValueFrom(first.resolveSpec('wtpdf'));
    await firstValueFrom(first.reader(entry));
    const [name] = readdirSync(join(tmp, 'cache', 'models'));
    const path = join(tmp, 'cache', 'models', name!);
    const bytes = await readFile(path);
    const k = at(bytes);
    bytes.writeUInt8(bytes.readUInt8(k) ^ 0xff, k);
    await writeFile(path, bytes);
    return entry;
  }

  it('rebuilds a corrupt entry and says so in the log', async () => {
    const entry = await flippedEntry(
      (bytes) => 48 + bytes.readUInt32LE(12) + decodeEntry(bytes).header.parts.sections.offset + 3,
    );

    const sink = { notices: [] as string[], logs: [] as string[] };
    const fake = fakeCompiler();
    const loaded = await lastValueFrom(context(fake.compile, sink).load(entry));
    expect(loaded.from).toBe('compiled');
    expect(fake.runs).toBe(1);
    expect(
      sink.logs.some((l) =>
        /fallback: cache entry .* is unusable: checksum mismatch in part sections; recompiling/.test(l),
      ),
    ).toBe(true);
    const fake2 = fakeCompiler();
    expect((await lastValueFrom(context(fake2.compile).load(entry))).from).toBe('cache');
  });

  it('loads the model again when a part read after the load is found damaged', async () => {
    const entry = await flippedEntry((bytes) => bytes.length - 10);

    const sink = { notices: [] as string[], logs: [] as string[] };
    const fake = fakeCompiler();
    const ctx = context(fake.compile, sink);
    const loaded = await lastValueFrom(ctx.load(entry));
    expect(loaded.from).toBe('cache');
    expect(() => JSON.stringify(loaded.reader.model)).toThrow(DamagedModelError);
    expect(sink.logs.some((l) => /is unusable: checksum mismatch in part \w+; it is removed/.test(l))).toBe(true);
    expect(fake.runs).toBe(0);
    // The same process asks again: not the damaged reader, a model compiled afresh, and its entry written.
    const again = await lastValueFrom(ctx.load(entry));
    expect(again.from).toBe('compiled');
    expect(fake.runs).toBe(1);
    expect((await lastValueFrom(context(fakeCompiler().compile).load(entry))).from).toBe('cache');
  });

  it('keeps one model per file: a version replaced since is let go, not served again when the file comes back', async () => {
    const ctx = context(fakeCompiler().compile);
    const entry = await firstValueFrom(ctx.resolveSpec('wtpdf'));
    const file = entry.file!;
    // A whole second, so that setting it again gives the very same time (the model is memoised per size and time).
    await utimes(file, 1_700_000_000, 1_700_000_000);
    const first = await firstValueFrom(ctx.reader(entry));
    expect(await firstValueFrom(ctx.reader(entry))).toBe(first);
    const original = await readFile(file);
    await writeFile(file, await tinyPdf({ title: 'Well-Tagged PDF (WTPDF) 1.0', pages: 4 }));
    expect(await firstValueFrom(ctx.reader(entry))).not.toBe(first);
    // The first version again, byte for byte and with its time: loaded anew (from the cache), not the old reader.
    await writeFile(file, original);
    await utimes(file, 1_700_000_000, 1_700_000_000);
    expect((await stat(file)).mtimeMs).toBe(1_700_000_000_000);
    const again = await firstValueFrom(ctx.reader(entry));
    expect(again).not.toBe(first);
    expect(again.model.sections).toEqual(first.model.sections);
  });

  it('refuses an entry without a usable file', async () => {
    const ctx = context(fakeCompiler().compile);
    const list = await firstValueFrom(ctx.specs());
    await expect(firstValueFrom(ctx.reader(list.find((e) => e.id === 'pdf17')!))).rejects.toMatchObject({
      code: 'missing_file',
    });
  });

  it('still answers when the cache dir cannot be used', async () => {
    await writeFile(join(tmp, 'not-a-dir'), 'file in the way');
    env.PDFSPEC_CACHE_DIR = join(tmp, 'not-a-dir');
    const sink = { notices: [] as string[], logs: [] as string[] };
    const fake = fakeCompiler();
    const ctx = context(fake.compile, sink);
    const entry = await firstValueFrom(ctx.resolveSpec('wtpdf'));
    const { model } = await firstValueFrom(ctx.reader(entry));
    expect(model.sections.length).toBeGreaterThan(0);
    // One line the user sees, naming the folder and why; the model is compiled without the cache.
    expect(sink.notices[0]).toBe(
      `cannot write ${join(tmp, 'not-a-dir', 'models')}: not a directory; compiling without the cache`,
    );
  });
});

describe('sharedStat', () => {
  const fakeStat = () => {
    const calls: Array<{ file: string; settle: (ok: boolean) => void }> = [];
    const statFile = (file: string) =>
      new Promise<Stats>((resolve, reject) => {
        calls.push({
          file,
          settle: (ok) => (ok ? resolve({ size: calls.length } as Stats) : reject(new Error('gone'))),
        });
      });
    return { calls, statFile };
  };

  it('gives the requests that ask while a stat is under way that one answer, per file', async () => {
    const { calls, statFile } = fakeStat();
    const statOf = sharedStat(statFile);
    const asked = [statOf('/a.pdf'), statOf('/a.pdf'), statOf('/b.pdf'), statOf('/a.pdf')];
    expect(calls.map((c) => c.file)).toEqual(['/a.pdf', '/b.pdf']);
    calls.forEach((c) => c.settle(true));
    const [a1, a2, b, a3] = await Promise.all(asked);
    expect([a1, a2, a3].every((s) => s === a1)).toBe(true);
    expect(b).not.toBe(a1);
  });

  it('asks again once the stat has ended, after an answer and after a failure', async () => {
    const { calls, statFile } = fakeStat();
    const statOf = sharedStat(statFile);
    const first = statOf('/a.pdf');
    calls[0]!.settle(false);
    await expect(first).rejects.toThrow('gone');
    const second = statOf('/a.pdf');
    expect(calls).toHaveLength(2);
    calls[1]!.settle(true);
    await second;
    void statOf('/a.pdf');
    expect(calls).toHaveLength(3);
  });
});
