/**
 * Concurrency and cache integrity, end to end through the built CLI with the
 * real compiler: four processes compiling the same spec from a cold cache, a
 * process killed with SIGKILL mid-compile, and flipped or truncated cache
 * files (of the bundled sample, each rebuilt). (src/store/concurrency.test.ts covers the same at the store level
 * with tiny PDFs; this runs the whole program on a real spec.)
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS, FIXTURES, SAMPLES, ensureBuilt } from './support/mcp-harness.js';
import { STACK, baseEnv, copySamples, runCli } from './support/hardening-run.js';
import { decodeHeader } from '../src/store/entry-format.js';

// A real spec when the corpus is there; else the generated 250-page fixture (vitest's global setup makes it).
const WTPDF = join(CORPUS, 'Well-Tagged-PDF-WTPDF-1.0.pdf');
const SCALE = join(FIXTURES, 'scale-250.pdf');
const SUBJECT = existsSync(WTPDF)
  ? { pdf: WTPDF, id: 'wtpdf' }
  : existsSync(SCALE)
    ? { pdf: SCALE, id: 'scale-250' }
    : null;
if (!SUBJECT) console.warn(`test/hardening-cache.test.ts: SKIPPED — neither ${WTPDF} nor ${SCALE} exists`);
else console.log(`test/hardening-cache.test.ts: compiling ${SUBJECT.pdf} as ${SUBJECT.id}`);

interface CacheInfo {
  totalEntries: number;
  tempFiles: number;
  entries: Array<{ path: string; spec: string | null; valid: boolean; current: boolean; reason?: string }>;
}

let tmp = '';
let specDir = '';
const ARGS = () => ['structure', '--spec', SUBJECT!.id, '--json'];

function cacheEnv(name: string) {
  const cacheDir = join(tmp, name);
  return { cacheDir, env: baseEnv(specDir, cacheDir) };
}

async function cacheInfo(env: Record<string, string>): Promise<CacheInfo> {
  const r = await runCli(['cache', 'info', '--json'], env);
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out) as CacheInfo;
}

describe.skipIf(!SUBJECT)('hardening: concurrent processes and the cache', () => {
  let reference = '';

  beforeAll(async () => {
    ensureBuilt();
    tmp = mkdtempSync(join(tmpdir(), 'pdfspec-hard-cache-'));
    specDir = join(tmp, 'specs');
    mkdirSync(specDir);
    symlinkSync(
      SUBJECT!.pdf,
      join(specDir, SUBJECT!.id === 'wtpdf' ? 'Well-Tagged-PDF-WTPDF-1.0.pdf' : 'scale-250.pdf'),
    );
    // The answer of one lone process from its own cold cache is the reference.
    const { env } = cacheEnv('reference');
    const r = await runCli(ARGS(), env, { timeoutMs: 600_000 });
    expect(r.code, r.err).toBe(0);
    reference = r.out;
    expect(JSON.parse(reference).sections.length).toBeGreaterThan(5);
  }, 600_000);

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('four processes from a cold cache: identical results, exactly one valid cache entry, no temp files', async () => {
    const { env } = cacheEnv('four');
    const runs = await Promise.all([1, 2, 3, 4].map(() => runCli(ARGS(), env, { timeoutMs: 600_000 })));
    for (const r of runs) {
      expect(r.timedOut).toBe(false);
      expect(r.code, r.err).toBe(0);
      expect(r.err).not.toMatch(STACK);
      expect(r.out).toBe(reference);
    }
    // Exactly one of them compiled; the others waited for it (or arrived after it) and read its entry.
    expect(runs.filter((r) => /^pdfspec: compiling /m.test(r.err))).toHaveLength(1);
    const info = await cacheInfo(env);
    expect(info.entries.map((e) => [e.spec, e.valid, e.current])).toEqual([[SUBJECT!.id, true, true]]);
    expect(info.tempFiles).toBe(0);
  }, 900_000);

  it('SIGKILL mid-compile leaves no corrupt entry; the next run rebuilds and answers the same', async () => {
    const { cacheDir, env } = cacheEnv('killed');
    let pid = 0;
    let sawCompiling: () => void = () => undefined;
    const compiling = new Promise<void>((r) => (sawCompiling = r));
    const killedRun = runCli(['cache', 'build', '--spec', SUBJECT!.id], env, {
      timeoutMs: 600_000,
      onSpawn: (p) => (pid = p),
    });
    // Poll the cache dir for the compile lock: its appearance means compiling has begun.
    const poll = setInterval(() => {
      const models = join(cacheDir, 'models');
      const locks = existsSync(models) ? readdirSync(models).filter((n) => n.endsWith('.lock')) : [];
      if (locks.length) sawCompiling();
    }, 20);
    await Promise.race([compiling, killedRun]);
    clearInterval(poll);
    // Give it a moment inside the compile, then kill it without any chance to clean up.
    await new Promise((r) => setTimeout(r, 300));
    process.kill(pid, 'SIGKILL');
    const killed = await killedRun;
    expect(killed.signal, `the compile ended before it could be killed: ${killed.err}`).toBe('SIGKILL');

    const after = await cacheInfo(env);
    expect(after.entries.filter((e) => e.valid)).toEqual([]);
    expect(after.entries.filter((e) => !e.valid)).toEqual([]);

    const next = await runCli(ARGS(), env, { timeoutMs: 600_000 });
    expect(next.code, next.err).toBe(0);
    expect(next.out).toBe(reference);
    const rebuilt = await cacheInfo(env);
    expect(rebuilt.entries.map((e) => [e.spec, e.valid])).toEqual([[SUBJECT!.id, true]]);
    expect(rebuilt.tempFiles).toBe(0);
  }, 900_000);

  describe('a damaged cache entry is detected and rebuilt', () => {
    // The bundled sample: which entry is damaged does not depend on the document, and each case compiles again.
    const SAMPLE_ARGS = ['structure', '--spec', 'sample20', '--json'];
    let sampleReference = '';
    beforeAll(async () => {
      await copySamples(SAMPLES, specDir, ['sample20']);
      const r = await runCli(SAMPLE_ARGS, cacheEnv('sample-reference').env, { timeoutMs: 600_000 });
      expect(r.code, r.err).toBe(0);
      sampleReference = r.out;
    }, 600_000);

    // `structure` reads the header, meta and sections: damage there is found when the entry is opened.
    const damage: Array<[string, (buf: Buffer) => Buffer]> = [
      ['a flipped byte in the sections part', (b) => flip(b, inPart(b, 'sections'))],
      ['a flipped byte in the meta part', (b) => flip(b, inPart(b, 'meta'))],
      ['a flipped byte in the header', (b) => flip(b, 60)],
      ['a flipped magic byte', (b) => flip(b, 0)],
      ['truncation to half', (b) => b.subarray(0, Math.floor(b.length / 2))],
      ['an empty file', () => Buffer.alloc(0)],
      ['a foreign JSON file', () => Buffer.from('{"sections":[]}')],
    ];

    /** A cache dir holding a copy of the reference process's good entry, spoiled; entries do not depend on the dir. */
    async function spoiledCache(spoil: (buf: Buffer) => Buffer) {
      const { cacheDir, env } = cacheEnv(`spoiled-${Math.random().toString(36).slice(2)}`);
      const good = (await cacheInfo(cacheEnv('sample-reference').env)).entries[0]!;
      mkdirSync(join(cacheDir, 'models'), { recursive: true });
      copyFileSync(good.path, join(cacheDir, 'models', basename(good.path)));
      const [entry] = (await cacheInfo(env)).entries;
      expect(entry?.valid).toBe(true);
      writeFileSync(entry!.path, spoil(readFileSync(entry!.path)));
      const info = await cacheInfo(env);
      expect(info.entries.find((e) => e.path === entry!.path)?.valid).toBe(false);
      return { env, path: entry!.path };
    }

    it.each(damage)(
      '%s',
      async (_name, spoil) => {
        const { env } = await spoiledCache(spoil);
        const again = await runCli([...SAMPLE_ARGS, '--verbose'], env, { timeoutMs: 600_000 });
        expect(again.code, again.err).toBe(0);
        expect(again.out).toBe(sampleReference);
        expect(again.err).not.toMatch(STACK);
        // The fallback is logged with --verbose, and the model was compiled again.
        expect(again.err).toMatch(/unusable|corrupt|checksum|recompil/i);
        expect(again.err).toMatch(/^pdfspec: compiling /m);
        const fixed = await cacheInfo(env);
        expect(fixed.entries.map((e) => [e.spec, e.valid])).toEqual([['sample20', true]]);
      },
      600_000,
    );

    it('a flipped byte in a part read after the load (tables): found when read, the answer is the same, from a model compiled again', async () => {
      const tablesArgs = ['tables', '--all', '--spec', 'sample20', '--json'];
      const reference = await runCli(tablesArgs, cacheEnv('sample-reference').env, { timeoutMs: 600_000 });
      expect(reference.code, reference.err).toBe(0);
      const { env } = await spoiledCache((b) => flip(b, inPart(b, 'tables')));
      const again = await runCli([...tablesArgs, '--verbose'], env, { timeoutMs: 600_000 });
      expect(again.code, again.err).toBe(0);
      expect(again.out).toBe(reference.out);
      expect(again.err).not.toMatch(STACK);
      expect(again.err).toMatch(/unusable: checksum mismatch in part tables; it is removed and the model loaded again/);
      expect(again.err).toMatch(/^pdfspec: compiling /m);
      const fixed = await cacheInfo(env);
      expect(fixed.entries.map((e) => [e.spec, e.valid])).toEqual([['sample20', true]]);
    }, 600_000);

    it('trace, which reads the whole model outside the core: a flipped byte in the requirements part, found and answered the same', async () => {
      const code = join(tmp, `trace-code-${Math.random().toString(36).slice(2)}`);
      mkdirSync(code);
      writeFileSync(join(code, 'reader.js'), '// R-4.2-1: follow the logical content order (sample 4.2)\n');
      const traceArgs = ['trace', code, '--spec', 'sample20', '--json'];
      const reference = await runCli(traceArgs, cacheEnv('sample-reference').env, { timeoutMs: 600_000 });
      expect(reference.code, reference.err).toBe(0);
      expect(JSON.parse(reference.out).coverage.cited).toBe(1);
      const { env } = await spoiledCache((b) => flip(b, inPart(b, 'requirements')));
      const again = await runCli([...traceArgs, '--verbose'], env, { timeoutMs: 600_000 });
      expect(again.code, again.err).toBe(0);
      expect(again.out).toBe(reference.out);
      expect(again.err).not.toMatch(STACK);
      // The damage removed the entry (said with --verbose); the model was compiled again and written.
      expect(again.err).toMatch(/unusable: checksum mismatch in part requirements; it is removed/);
      expect(again.err).toMatch(/^pdfspec: compiling /m);
      expect((await cacheInfo(env)).entries.map((e) => [e.spec, e.valid])).toEqual([['sample20', true]]);
    }, 600_000);

    it('a flipped byte in a part the command never reads: answered from checked bytes alone, the entry kept', async () => {
      const { env, path } = await spoiledCache((b) => flip(b, inPart(b, 'keys')));
      const again = await runCli([...SAMPLE_ARGS, '--verbose'], env, { timeoutMs: 600_000 });
      expect(again.code, again.err).toBe(0);
      expect(again.out).toBe(sampleReference);
      expect(again.err).not.toMatch(/^pdfspec: compiling /m);
      expect(existsSync(path)).toBe(true);
    }, 600_000);
  });
});

/** A byte in the middle of one part of a cache entry. */
function inPart(buf: Buffer, part: 'meta' | 'sections' | 'tables' | 'requirements' | 'keys'): number {
  const p = decodeHeader(buf).parts[part];
  return 48 + buf.readUInt32LE(12) + p.offset + Math.floor(p.length / 2);
}

function flip(buf: Buffer, at: number): Buffer {
  const copy = Buffer.from(buf);
  copy.writeUInt8(copy.readUInt8(at) ^ 0x55, at);
  return copy;
}
