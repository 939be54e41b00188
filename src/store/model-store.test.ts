import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile, copyFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstValueFrom, lastValueFrom, of, defer } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syntheticModel } from '#test-support/synthetic-model.js';
import { storePolicies } from '../host/resilience/index.js';
import { DamagedModelError, type ModelReader } from '../model/reader.js';
import { COMPILER_VERSION, type DocModel } from '../model/types.js';
import { BadEntryError, FORMAT_VERSION, LAZY_PARTS, encodeEntry, decodeEntry } from './entry-format.js';
import { ModelStore, type CacheKey } from './model-store.js';
import { lockPathFor, tryLock } from './lock.js';

let dir: string;
let logs: string[];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pdfspec-store-'));
  logs = [];
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function model(): DocModel {
  const m = syntheticModel({ pages: 12, sections: 20, tables: 4, elementsPerSection: 4, seed: 7 });
  // Text beyond ASCII must survive the ASCII-only encoding.
  m.sections[0]!.title = 'Über “quotes” — dash, NBSP\u00a0and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢';
  m.source.file = ID.file;
  m.elements[1] = {
    type: 'paragraph',
    text: 'Ελληνικά, 日本語, emoji 📄, lone \ud800 surrogate',
    page: 1,
    section: '1',
  };
  return m;
}

const KEY: CacheKey = { sha256: 'ab'.repeat(32), size: 12345, compilerVersion: COMPILER_VERSION };
const C = `c${COMPILER_VERSION}`;
const ID = { spec: 'wtpdf', file: '/specs/Well-Tagged-PDF-WTPDF-1.0.pdf' };

function store(extra: Partial<ConstructorParameters<typeof ModelStore>[0]> = {}) {
  return new ModelStore({
    dir,
    log: (m) => logs.push(m),
    policies: storePolicies({ baseMs: 1 }),
    pollMs: 20,
    ...extra,
  });
}

/** A build that counts how often it ran. */
function counter(m: DocModel) {
  const c = {
    runs: 0,
    build: () =>
      defer(() => {
        c.runs++;
        return of(m);
      }),
  };
  return c;
}

describe('entry format', () => {
  it('round-trips a model exactly, including non-ASCII text, as ASCII bytes', () => {
    const m = model();
    const buf = encodeEntry(m, { ...ID, sha256: KEY.sha256, size: KEY.size, compilerVersion: COMPILER_VERSION });
    expect([...buf.subarray(48)].every((b) => b < 0x80)).toBe(true); // all but the binary fixed header
    const { header, parts } = decodeEntry(buf);
    expect(header).toMatchObject({
      spec: 'wtpdf',
      sha256: KEY.sha256,
      size: KEY.size,
      compilerVersion: COMPILER_VERSION,
      formatVersion: FORMAT_VERSION,
    });
    const back = {
      ...JSON.parse(parts.meta.toString('latin1')),
      sections: JSON.parse(parts.sections.toString('latin1')),
    };
    for (const p of LAZY_PARTS) back[p] = JSON.parse(parts[p].toString('latin1'));
    expect(back).toEqual(JSON.parse(JSON.stringify(m)));
  });
});

describe('ModelStore', () => {
  it('writes atomically and reads back an equal model, parsing big parts only when touched', async () => {
    const s = store();
    const m = model();
    await s.write(KEY, m, ID);
    expect(readdirSync(s.modelsDir)).toEqual([`m-${KEY.sha256}-12345-${C}.pdfspec`]);
    const back = (await firstValueFrom(s.read$(KEY, ID.file)))!.model;
    const desc = Object.getOwnPropertyDescriptor(back, 'elements')!;
    expect(typeof desc.get).toBe('function');
    expect(back.elements.length).toBe(m.elements.length);
    expect(typeof Object.getOwnPropertyDescriptor(back, 'elements')!.get).toBe('undefined');
    // Same keys in the same order: the cached model serialises byte for byte like the compiled one.
    expect(JSON.stringify(back)).toBe(JSON.stringify(m));
    expect(back).toEqual(JSON.parse(JSON.stringify(m)));
  });

  it('reads a model whose chunked parts are empty (no elements, no requirements) like any other', async () => {
    const s = store();
    const m = { ...model(), elements: [], requirements: [] };
    await s.write(KEY, m, ID);
    const back = (await firstValueFrom(s.read$(KEY)))!;
    expect(back.elementCount()).toBe(0);
    expect(back.element(0)).toBeUndefined();
    expect(back.requirementsMaybeIn(new Set(['1']))).toEqual([]);
    expect(JSON.stringify(back.model)).toBe(JSON.stringify(m));
  });

  it.skipIf(!existsSync('/proc/self/fd'))('keeps the entry open until every part is read, then closes it', async () => {
    const s = store();
    await s.write(KEY, model(), ID);
    // Counts only descriptors on this entry: the worker's other files open and close meanwhile.
    const entry = realpathSync(join(s.modelsDir, readdirSync(s.modelsDir)[0]!));
    const open = () => readdirSync('/proc/self/fd').filter((fd) => linkOf(`/proc/self/fd/${fd}`) === entry).length;
    expect(open()).toBe(0);
    const back = (await firstValueFrom(s.read$(KEY)))!;
    expect(open()).toBe(1);
    JSON.stringify([back.model, back.storedSearchText()]);
    expect(open()).toBe(0);
  });

  it('lets a lazy part be replaced before it was ever read', async () => {
    const s = store();
    await s.write(KEY, model(), ID);
    const back = (await firstValueFrom(s.read$(KEY)))!.model;
    back.requirements = [];
    expect(back.requirements).toEqual([]);
    expect(back.tables.length).toBe(4);
  });

  it('is a miss (null) when there is no entry', async () => {
    expect(await firstValueFrom(store().read$(KEY))).toBeNull();
  });

  it('reports the current path of the file, not the one it was compiled from', async () => {
    const s = store();
    await s.write(KEY, model(), ID);
    const back = await firstValueFrom(s.read$(KEY, '/elsewhere/wtpdf.pdf'));
    expect(back!.model.source.file).toBe('/elsewhere/wtpdf.pdf');
  });

  it('detects a flipped byte anywhere (fixed header, header, each part) and rebuilds', async () => {
    const s = store();
    const m = model();
    await s.write(KEY, m, ID);
    const path = s.entryPath(KEY);
    const good = await readFile(path);
    const headerLen = good.readUInt32LE(12);
    const { header } = decodeEntry(good);
    const base = 48 + headerLen;
    // Found at the load: the header and what every load parses (meta, sections); the other parts when first read.
    const spots: [string, number, 'load' | 'read'][] = [
      ['magic', 3, 'load'],
      ['header checksum', 17, 'load'],
      ['zero bytes after it', 30, 'load'],
      ['header', 48 + Math.floor(headerLen / 2), 'load'],
      ...Object.entries(header.parts).map(([name, p]): [string, number, 'load' | 'read'] => [
        name,
        base + p.offset + Math.floor(p.length / 2),
        name === 'meta' || name === 'sections' ? 'load' : 'read',
      ]),
      ['last byte', good.length - 1, 'read'],
    ];
    for (const [what, at, when] of spots) {
      const bad = Buffer.from(good);
      bad[at] = bad[at]! ^ 0x04;
      await writeFile(path, bad);
      const fresh = store();
      const got = await firstValueFrom(fresh.read$(KEY)).catch((e: unknown) => e);
      if (when === 'load') expect(got, what).toBeInstanceOf(BadEntryError);
      else {
        const reader = got as ModelReader;
        expect(reader.damaged?.(), what).toBe(false);
        expect(() => JSON.stringify([reader.model, reader.storedSearchText()]), what).toThrow(DamagedModelError);
        expect(reader.damaged?.(), what).toBe(true);
        // Put out of use at once: removed, and a miss for this store even before it is.
        expect(existsSync(path), what).toBe(false);
      }
      const c = counter(m);
      const rebuilt = await lastValueFrom(fresh.getOrBuild$(KEY, ID, c.build));
      expect(rebuilt.from, what).toBe('compiled');
      expect(c.runs, what).toBe(1);
      expect(await firstValueFrom(fresh.read$(KEY)), what).not.toBeNull();
    }
    expect(logs.filter((l) => l.includes('unusable')).length).toBe(spots.length);
  });

  it('treats an entry found damaged after the load as a miss in this process, even where it cannot be removed', async () => {
    const s = store();
    await s.write(KEY, model(), ID);
    const path = s.entryPath(KEY);
    const { header } = decodeEntry(await readFile(path));
    const bad = await readFile(path);
    const at = 48 + bad.readUInt32LE(12) + header.parts.tables.offset + 5;
    bad[at] = bad[at]! ^ 0x04;
    await writeFile(path, bad);
    const reader = (await firstValueFrom(s.read$(KEY)))!;
    expect(() => reader.model.tables).toThrow(DamagedModelError);
    // As if the removal had failed (a cache directory this process cannot write).
    await writeFile(path, bad);
    await expect(firstValueFrom(s.read$(KEY))).rejects.toThrow(/found damaged earlier/);
    expect(() => reader.model.tables).toThrow(DamagedModelError);
  });

  it('detects a truncated entry', async () => {
    const s = store();
    await s.write(KEY, model(), ID);
    const path = s.entryPath(KEY);
    const good = await readFile(path);
    for (const len of [0, 10, 47, 60, good.length - 1]) {
      await writeFile(path, good.subarray(0, len));
      await expect(firstValueFrom(s.read$(KEY)), `length ${len}`).rejects.toBeInstanceOf(BadEntryError);
    }
  });

  it('ignores a foreign file and an entry of another source or compiler version', async () => {
    const s = store();
    const m = model();
    const path = s.entryPath(KEY);
    await mkdir(s.modelsDir, { recursive: true });
    await writeFile(path, JSON.stringify(m));
    await expect(firstValueFrom(s.read$(KEY))).rejects.toThrow(/bad magic/);

    const other: CacheKey = { ...KEY, sha256: 'cd'.repeat(32) };
    await s.write(other, m, ID);
    await copyFile(s.entryPath(other), path);
    await expect(firstValueFrom(s.read$(KEY))).rejects.toThrow(/another file/);

    const v2 = store({ compilerVersion: COMPILER_VERSION + 1 });
    const keyV2 = { ...KEY, compilerVersion: COMPILER_VERSION + 1 };
    await s.write(KEY, m, ID);
    await copyFile(path, v2.entryPath(keyV2));
    await expect(firstValueFrom(v2.read$(keyV2))).rejects.toThrow(
      new RegExp(`compiler version ${COMPILER_VERSION}, expected ${COMPILER_VERSION + 1}`),
    );

    const wrongFormat = await readFile(path);
    wrongFormat.writeUInt32LE(99, 8);
    await writeFile(path, wrongFormat);
    await expect(firstValueFrom(s.read$(KEY))).rejects.toThrow(/cache format 99/);
  });

  it('builds once, then serves from the cache', async () => {
    const s = store();
    const c = counter(model());
    expect((await lastValueFrom(s.getOrBuild$(KEY, ID, c.build))).from).toBe('compiled');
    expect((await lastValueFrom(s.getOrBuild$(KEY, ID, c.build))).from).toBe('cache');
    expect(c.runs).toBe(1);
    expect(readdirSync(s.modelsDir)).toEqual([`m-${KEY.sha256}-12345-${C}.pdfspec`]);
  });

  it('does not cache a model of a file that changed while it was compiled', async () => {
    const s = store();
    const m = model();
    m.source = { ...m.source, sha256: 'ef'.repeat(32) };
    const got = await lastValueFrom(s.getOrBuild$(KEY, ID, () => of(m)));
    expect(got.reader.model).toBe(m);
    expect(readdirSync(s.modelsDir)).toEqual([]);
    expect(logs.some((l) => l.includes('changed while it was compiled'))).toBe(true);
  });

  it('a compiled model that cannot be cached says why, and is still the answer', async () => {
    await writeFile(join(dir, 'a-file'), 'not a directory');
    const s = new ModelStore({
      dir: join(dir, 'a-file', 'cache'),
      log: (m) => logs.push(m),
      policies: storePolicies({ baseMs: 1 }),
    });
    const got = await lastValueFrom(s.getOrBuild$(KEY, ID, () => of(model())));
    expect(got.from).toBe('compiled');
    expect(got.notCached).toBe(`cannot write ${join(dir, 'a-file', 'cache', 'models')}: not a directory`);
    const written = await lastValueFrom(store().getOrBuild$(KEY, ID, () => of(model())));
    expect(written.notCached).toBeUndefined();
  });

  it('heals a wrong hash in the hash index instead of recompiling on every run', async () => {
    const pdf = join(dir, 'spec.pdf');
    await writeFile(pdf, 'the bytes of a spec');
    const real = createHash('sha256').update('the bytes of a spec').digest('hex');
    await store().keyOf(pdf); // records the true hash
    const index = JSON.parse(await readFile(join(dir, 'hashes.json'), 'utf8'));
    index.rows[pdf].facts = 'cd'.repeat(32); // valid, but another file's hash
    await writeFile(join(dir, 'hashes.json'), JSON.stringify(index));
    const m = model();
    m.source = { ...m.source, file: pdf, sha256: real, size: 19 };
    const id = { spec: 'user', file: pdf };
    const first = store();
    const wrongKey = await first.keyOf(pdf);
    expect(wrongKey.sha256).toBe('cd'.repeat(32));
    const built = await lastValueFrom(first.getOrBuild$(wrongKey, id, () => of(m)));
    expect([built.from, built.notCached]).toEqual(['compiled', undefined]);
    expect(logs).toContain(`the hash index had a wrong hash for ${pdf}; corrected`);
    // The next process keys the file right and reads the entry.
    const next = store();
    const key = await next.keyOf(pdf);
    expect(key.sha256).toBe(real);
    expect((await lastValueFrom(next.getOrBuild$(key, id, () => of(m)))).from).toBe('cache');
  });

  it('writes nothing when the build fails, and leaves no lock behind', async () => {
    const s = store();
    const failing = () => defer(() => Promise.reject(new Error('page 7: broken content stream')));
    await expect(lastValueFrom(s.getOrBuild$(KEY, ID, failing))).rejects.toThrow('page 7');
    expect(readdirSync(s.modelsDir)).toEqual([]);
  });

  it('leaves no temp file when a write fails half-way', async () => {
    const s = store();
    const m = model();
    (m as unknown as { diagnostics: unknown[] }).diagnostics = [{ big: 10n }]; // JSON.stringify throws on BigInt
    await s.write(KEY, m, ID);
    expect(readdirSync(s.modelsDir)).toEqual([]);
    expect(logs.some((l) => l.includes('could not write cache entry'))).toBe(true);
  });

  it('sweeps temp files of dead writers, and keeps those of live ones', async () => {
    const s = store();
    await mkdir(s.modelsDir, { recursive: true });
    const dead = join(s.modelsDir, `m-${KEY.sha256}-1-${C}.pdfspec.tmp-999999999-abcd`);
    const live = join(s.modelsDir, `m-${KEY.sha256}-2-${C}.pdfspec.tmp-${process.pid}-abcd`);
    await writeFile(dead, 'half');
    await writeFile(live, 'in progress');
    expect(await s.tempFiles()).toHaveLength(2);
    await s.write(KEY, model(), ID);
    expect(readdirSync(s.modelsDir).sort()).toEqual([
      `m-${KEY.sha256}-12345-${C}.pdfspec`,
      `m-${KEY.sha256}-2-${C}.pdfspec.tmp-${process.pid}-abcd`,
    ]);
  });

  it('waits while a live process holds the compile lock, then reads its result', async () => {
    const s = store();
    await mkdir(s.modelsDir, { recursive: true });
    const release = (await tryLock(lockPathFor(s.entryPath(KEY))))!;
    expect(release).toBeTruthy();
    const c = counter(model());
    let waited = 0;
    const pending = lastValueFrom(s.getOrBuild$(KEY, ID, c.build, () => waited++));
    await new Promise((r) => setTimeout(r, 100));
    expect(c.runs).toBe(0);
    await s.write(KEY, model(), ID); // the "other process" finishes
    await release();
    expect((await pending).from).toBe('cache');
    expect(c.runs).toBe(0);
    expect(waited).toBe(1);
  });

  it('breaks the lock of a dead process instead of waiting for it', async () => {
    const s = store();
    await mkdir(s.modelsDir, { recursive: true });
    const lock = lockPathFor(s.entryPath(KEY));
    await writeFile(
      lock,
      JSON.stringify({
        pid: 999999999,
        host: (await import('node:os')).hostname(),
        startedAt: new Date().toISOString(),
      }),
    );
    const c = counter(model());
    const got = await lastValueFrom(s.getOrBuild$(KEY, ID, c.build));
    expect(got.from).toBe('compiled');
    expect(readdirSync(s.modelsDir)).toEqual([`m-${KEY.sha256}-12345-${C}.pdfspec`]);
    expect(logs.some((l) => l.includes('breaking stale compile lock'))).toBe(true);
  });

  it('a directory where the lock belongs costs the cache, not the answer: compiled at once, one notice, nothing written', async () => {
    const notices: string[] = [];
    const s = store({ notice: (m) => notices.push(m) });
    await mkdir(lockPathFor(s.entryPath(KEY)), { recursive: true });
    const c = counter(model());
    const got = await lastValueFrom(s.getOrBuild$(KEY, ID, c.build));
    expect(got.from).toBe('compiled');
    expect(c.runs).toBe(1);
    expect(got.notCached).toMatch(/^cannot use the compile lock .*\.lock: it is not a regular file$/);
    expect(notices).toEqual([`${got.notCached}; compiling without the cache`]);
    expect(readdirSync(s.modelsDir)).toEqual([`m-${KEY.sha256}-12345-${C}.pdfspec.lock`]);
    expect(logs.filter((l) => l.includes('breaking stale compile lock'))).toEqual([]);
  });

  it('never writes or clears through a models folder that is a symbolic link (models -> /etc)', async () => {
    const outside = join(dir, 'outside');
    await mkdir(outside);
    const decoy = `m-${KEY.sha256}-1-${C}.pdfspec`;
    await writeFile(join(outside, decoy), 'not ours');
    const notices: string[] = [];
    const s = store({ notice: (m) => notices.push(m) });
    (await import('node:fs')).symlinkSync(outside, s.modelsDir);
    const got = await lastValueFrom(s.getOrBuild$(KEY, ID, counter(model()).build));
    expect(got.from).toBe('compiled');
    expect(got.notCached).toBe(
      `cannot write ${s.modelsDir}: it is a symbolic link, and pdfspec never writes through one`,
    );
    expect(notices).toEqual([`${got.notCached}; compiling without the cache`]);
    expect(await s.write(KEY, model(), ID)).toMatch(/symbolic link/);
    const cleared = await s.clear();
    expect(cleared.failed).toEqual([{ path: s.modelsDir, reason: expect.stringMatching(/symbolic link/) }]);
    expect(readdirSync(outside)).toEqual([decoy]);
  });

  it('a lock is released once, and a second lock on the same path waits for it', async () => {
    const s = store();
    await mkdir(s.modelsDir, { recursive: true });
    const lock = lockPathFor(s.entryPath(KEY));
    const release = (await tryLock(lock))!;
    expect(await tryLock(lock)).toBeNull();
    await release();
    await release();
    expect(readdirSync(s.modelsDir)).toEqual([]);
  });

  it('lists entries with their spec, file and validity, and clears only its own files', async () => {
    const s = store();
    await s.write(KEY, model(), ID);
    const other: CacheKey = { ...KEY, size: 99 };
    await s.write(other, model(), { spec: 'an001', file: '/specs/PDF20_AN001-BPC.pdf' });
    const bad = await readFile(s.entryPath(other));
    // A byte near the end of the requirements part (parts start after the 48 fixed bytes and the header).
    const req = decodeEntry(bad).header.parts.requirements;
    const at = 48 + bad.readUInt32LE(12) + req.offset + req.length - 5;
    bad.writeUInt8(bad.readUInt8(at) ^ 1, at);
    await writeFile(s.entryPath(other), bad);
    await writeFile(join(dir, 'hashes.json'), '{}');
    await writeFile(join(dir, 'keep-me.txt'), 'user file');
    await writeFile(join(s.modelsDir, 'unrelated.bin'), 'user file');

    const list = await s.list();
    expect(list.map((e) => [e.spec, e.file, e.valid, e.current])).toEqual([
      ['wtpdf', ID.file, true, true],
      ['an001', '/specs/PDF20_AN001-BPC.pdf', false, true],
    ]);
    expect(list[1]!.reason).toMatch(/checksum mismatch/);
    expect(list[0]!.compiledAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const cleared = await s.clear();
    expect(cleared.removed).toBe(3);
    expect(cleared.failed).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(['keep-me.txt', 'models']);
    expect(readdirSync(s.modelsDir)).toEqual(['unrelated.bin']);
  });

  it('never builds a path from anything but a hex digest and integers', () => {
    const s = store();
    expect(() => s.entryPath({ ...KEY, sha256: '../../etc/passwd' })).toThrow(/invalid cache key/);
    expect(() => s.entryPath({ ...KEY, size: 1.5 })).toThrow(/invalid cache key/);
  });
});

/** Where a descriptor points, or '' when it closed between listing and reading. */
function linkOf(fdPath: string): string {
  try {
    return readlinkSync(fdPath);
  } catch {
    return '';
  }
}
