/**
 * The isolation itself, with stand-in worker scripts that misbehave on cue:
 * an exception outside any promise, a stack overflow, an exit, running out of
 * heap. Each must end as a PdfOpenError naming the file as damaged, with this
 * process (the test runner) untouched. The real worker runs in the end-to-end
 * hostile suite (test/hardening-hostile.test.ts), through the built CLI.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { lastValueFrom, toArray } from 'rxjs';
import { afterAll, describe, expect, it } from 'vitest';
import { isolatedCompile$, isolatedProbe } from './isolated.js';
import { PdfOpenError } from './pdf/open.js';

const dir = mkdtempSync(join(tmpdir(), 'pdfspec-isolated-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function script(name: string, body: string): string {
  const path = join(dir, `${name}.mjs`);
  writeFileSync(path, `import { parentPort } from 'node:worker_threads';\n${body}\n`);
  return path;
}

/** A stand-in worker that runs `body` for each compile it is sent, with `file`, `id` and `send(reply)` in scope. */
const compiler = (body: string) =>
  `let compiles = 0;
   parentPort.on('message', ({ compile: file, id }) => {
     compiles++;
     const send = (msg) => parentPort.postMessage({ id, ...msg });
     ${body}
   });`;

const compile = (body: string, heapMb?: number) =>
  lastValueFrom(
    isolatedCompile$('/specs/x.pdf', {
      script: script(`c${Math.random().toString(36).slice(2)}`, compiler(body)),
      heapMb,
    }).pipe(toArray()),
  );

async function failure(run: Promise<unknown>): Promise<PdfOpenError> {
  const err = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PdfOpenError);
  expect((err as PdfOpenError).file).toBe('/specs/x.pdf');
  return err as PdfOpenError;
}

describe('isolatedCompile$', () => {
  it('passes progress and the model through', async () => {
    const events = await compile(`send({ progress: [1, 2] }); send({ progress: [2, 2] }); send({ model: { file } });`);
    expect(events).toEqual([
      { type: 'progress', page: 1, pages: 2 },
      { type: 'progress', page: 2, pages: 2 },
      { type: 'model', model: { file: '/specs/x.pdf' } },
    ]);
  });

  it('an open failure in the worker stays an open failure; other errors keep their name and message', async () => {
    expect((await failure(compile(`send({ open: 'encrypted (password required)' });`))).reason).toBe(
      'encrypted (password required)',
    );
    const err = await compile(`send({ error: { name: 'TypeError', message: 'x is undefined' } });`).catch(
      (e: Error) => e,
    );
    expect(err).toMatchObject({ name: 'TypeError', message: 'x is undefined' });
  });

  it.each([
    [
      'an exception outside any promise',
      `setTimeout(() => { throw new Error('boom'); });`,
      'damaged (reading it crashed: boom)',
    ],
    [
      'a stack overflow',
      `const f = (n) => f(n + 1) + 1; setTimeout(() => f(0));`,
      'damaged (reading it crashed: Maximum call stack size exceeded)',
    ],
    ['an exit without an answer', `process.exit(3);`, 'damaged (reading it stopped unexpectedly (exit code 3))'],
  ])('%s makes the file damaged, and this process goes on', async (_name, body, reason) => {
    expect((await failure(compile(body))).reason).toBe(reason);
  });

  it('running out of heap ends only the worker', async () => {
    const body = `const keep = []; for (;;) keep.push(Array.from({ length: 1e5 }, (_, i) => ({ i })));`;
    expect((await failure(compile(body, 32))).reason).toBe('damaged (reading it ran out of memory)');
  }, 60_000);

  it('unsubscribing ends the worker', async () => {
    const path = script('hang', compiler(`setInterval(() => send({ progress: [1, 9] }), 10);`));
    const seen = await new Promise<number>((resolve) => {
      const sub = isolatedCompile$('/specs/x.pdf', { script: path }).subscribe((e) => {
        if (e.type === 'progress') {
          sub.unsubscribe();
          resolve(e.page);
        }
      });
    });
    expect(seen).toBe(1);
  });
});

describe('isolatedProbe', () => {
  const probe = script(
    'probe',
    `parentPort.on('message', ({ probe, id }) => {
      if (probe.endsWith('crash.pdf')) setTimeout(() => { throw new Error('reader crashed'); });
      else if (probe.endsWith('locked.pdf')) parentPort.postMessage({ id, open: 'encrypted (password required)' });
      else parentPort.postMessage({ id, info: { title: probe, pages: 3 } });
    });`,
  );

  it('answers probes, turns a crash into a damaged file, and the next probe gets a fresh worker', async () => {
    expect(await isolatedProbe('/specs/a.pdf', { script: probe })).toEqual({ title: '/specs/a.pdf', pages: 3 });
    await expect(isolatedProbe('/specs/locked.pdf', { script: probe })).rejects.toMatchObject({
      name: 'PdfOpenError',
      reason: 'encrypted (password required)',
    });
    await expect(isolatedProbe('/specs/crash.pdf', { script: probe })).rejects.toMatchObject({
      name: 'PdfOpenError',
      file: '/specs/crash.pdf',
      reason: 'damaged (reading it crashed: reader crashed)',
    });
    expect(await isolatedProbe('/specs/b.pdf', { script: probe })).toEqual({ title: '/specs/b.pdf', pages: 3 });
  });
});

describe('the workers are kept between jobs', () => {
  // Each worker counts what it was sent: a count above one means it was used again.
  const counting = script(
    'counting',
    `let probes = 0, compiles = 0;
    parentPort.on('message', ({ probe, compile, id }) => {
      if (probe !== undefined) return parentPort.postMessage({ id, info: { title: \`\${++probes} probes, \${compiles} compiles\`, pages: 1 } });
      compiles++;
      if (compile.endsWith('hold.pdf')) return;
      if (compile.endsWith('bug.pdf')) return parentPort.postMessage({ id, error: { name: 'TypeError', message: 'bug' } });
      parentPort.postMessage({ id, model: { probes, compiles } });
    });`,
  );
  const run = (file: string) =>
    lastValueFrom(isolatedCompile$(file, { script: counting }).pipe(toArray())).then((events) => events.at(-1));
  const probeTitle = async (file: string) => String((await isolatedProbe(file, { script: counting })).title);

  it('a compile after a probe, and a compile after a compile, go to the same worker', async () => {
    const probed = Number((await probeTitle('/specs/a.pdf')).split(' ')[0]);
    expect(await run('/specs/x.pdf')).toEqual({ type: 'model', model: { probes: probed, compiles: 1 } });
    expect(await run('/specs/y.pdf')).toEqual({ type: 'model', model: { probes: probed, compiles: 2 } });
  });

  it('a worker whose compile failed with an error of ours is not used again', async () => {
    await run('/specs/x.pdf');
    await expect(run('/specs/bug.pdf')).rejects.toMatchObject({ name: 'TypeError', message: 'bug' });
    expect(await run('/specs/x.pdf')).toMatchObject({ model: { compiles: 1 } });
  });

  it('a probe never waits on a compiling worker, and a cancelled compile takes its worker with it', async () => {
    await run('/specs/x.pdf');
    const held = isolatedCompile$('/specs/hold.pdf', { script: counting }).subscribe();
    expect(await probeTitle('/specs/b.pdf')).toBe('1 probes, 0 compiles');
    held.unsubscribe();
    expect(await run('/specs/x.pdf')).toMatchObject({ model: { compiles: 1 } });
  });
});

describe('a process with a kept worker', () => {
  const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));
  const bundle = async (name: string, source: string) => {
    const outfile = join(dir, `${name}.mjs`);
    await build({
      stdin: { contents: source, resolveDir: dir, loader: 'ts' },
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      external: ['pdfjs-dist'],
      logLevel: 'error',
    });
    return outfile;
  };

  it('exits when its work is done, without waiting for the idle worker; what the worker prints goes to stderr', async () => {
    const worker = await bundle(
      'printing-worker',
      `import ${JSON.stringify(here('./stdout-to-stderr.ts'))};
      import { parentPort } from 'node:worker_threads';
      parentPort.on('message', ({ probe, id }) => {
        console.log('printed by the worker');
        parentPort.postMessage({ id, info: { title: probe, pages: 1 } });
      });`,
    );
    // Kept for ten minutes: a process that waits for its idle worker runs into the timeout below.
    const child = await bundle(
      'one-probe',
      `import { isolatedProbe } from ${JSON.stringify(here('./isolated.ts'))};
      const info = await isolatedProbe('/specs/a.pdf', { script: ${JSON.stringify(worker)}, idleMs: 600_000 });
      process.stdout.write(JSON.stringify(info));`,
    );
    const run = spawnSync(process.execPath, [child], { encoding: 'utf8', timeout: 30_000 });
    expect([run.signal, run.status], run.stderr).toEqual([null, 0]);
    expect(run.stdout).toBe(JSON.stringify({ title: '/specs/a.pdf', pages: 1 }));
    expect(run.stderr).toContain('printed by the worker');
  }, 60_000);
});
