import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { probePdf } from '../../compile/pdf/open.js';
import { titlePagePdf } from '#test-support/title-pdfs.js';
import { PdfspecError } from '../../core/errors.js';
import { loadCatalogue, packageRoot } from '../../core/catalogue.js';
import { SpecRegistry, specDirs } from './registry.js';
import { PROBE_VERSION, factsOfProbe, fileIdentity, type Probe } from './scan.js';
import { SHIPPED_FACTS_FILE, type ShippedFactsFile } from './shipped-facts.js';
import { sha256File } from '../../store/fingerprint.js';
import { MAX_AGE_MS } from './dir-watch.js';
import type { SpecEntry } from '../../core/operation-context.js';
import { tinyPdf, writeBadFiles } from '#test-support/test-pdfs.js';

const SHARED = resolve(packageRoot(), '..', 'shared', 'corpus');
const hasShared = existsSync(SHARED);
if (!hasShared) console.warn(`SKIP: ${SHARED} is absent; real-corpus registry tests do not run`);

let tmp: string;
let specs: string;
let cache: string;
let samples: string;
beforeEach(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'pdfspec-registry-'));
  specs = join(tmp, 'specs');
  cache = join(tmp, 'cache');
  samples = join(tmp, 'samples');
  await mkdir(specs);
  await mkdir(samples);
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** probePdf, counting calls: a warm registry must not call it. */
function countingProbe(): Probe & { calls: string[] } {
  const calls: string[] = [];
  const probe = (async (file: string) => {
    calls.push(file);
    return probePdf(file);
  }) as Probe & { calls: string[] };
  probe.calls = calls;
  return probe;
}

function registry(probe?: Probe, dirs = specs, logs: string[] = []) {
  return new SpecRegistry({
    env: { PDF_SPEC_DIR: dirs },
    cacheDir: cache,
    probe,
    sampleDir: samples,
    log: (m) => logs.push(m),
  });
}

describe('specDirs', () => {
  it('splits PDF_SPEC_DIR on the path delimiter, drops blanks and duplicates', () => {
    expect(specDirs({ PDF_SPEC_DIR: ['/a', '', '/b', '/a'].join(delimiter) })).toEqual(['/a', '/b']);
    expect(specDirs({})).toEqual([]);
  });
});

describe('SpecRegistry over a spec dir', () => {
  it('lists all catalogue entries, recognises by name and by title, and lists the rest as user specs', async () => {
    await writeFile(join(specs, 'Well-Tagged-PDF-WTPDF-1.0.pdf'), await tinyPdf({ title: 'anything', pages: 2 }));
    await writeFile(join(specs, 'downloaded (1).pdf'), await tinyPdf({ title: 'PDF Declarations', pages: 3 }));
    await writeFile(join(specs, 'My Company Profile.PDF'), await tinyPdf({ title: 'ACME PDF profile', pages: 4 }));
    await writeFile(join(specs, 'readme.txt'), 'not a pdf, not listed');
    await writeFile(join(samples, 'sample20.pdf'), await tinyPdf({ title: 'sample', pages: 5 }));
    const list = await registry(countingProbe()).specs();

    expect(list.slice(0, 19).map((e) => e.id)).toContain('an003');
    const byId = new Map(list.map((e) => [e.id, e]));
    expect(byId.get('wtpdf')).toMatchObject({
      available: true,
      pages: 2,
      file: join(specs, 'Well-Tagged-PDF-WTPDF-1.0.pdf'),
      category: 'guide',
    });
    expect(byId.get('declarations')).toMatchObject({
      available: true,
      pages: 3,
      file: join(specs, 'downloaded (1).pdf'),
    });
    expect(byId.get('sample20')).toMatchObject({ available: true, pages: 5, category: 'sample' });
    expect(byId.get('pdf17')).toMatchObject({ available: false, file: null, pages: 756 });
    expect(byId.get('pdf17')!.reason).toBeUndefined();
    expect(list.slice(19)).toEqual([
      {
        id: 'my-company-profile',
        title: 'ACME PDF profile',
        category: 'user',
        pages: 4,
        file: join(specs, 'My Company Profile.PDF'),
        available: true,
        metadataTitle: 'ACME PDF profile',
        printedTitle: null,
      },
    ]);
  });

  it('lists every bad file as unavailable with its reason and keeps the good ones', async () => {
    await writeBadFiles(specs);
    await writeFile(join(specs, 'PDF-Declarations.pdf'), '');
    await writeFile(
      join(specs, 'Well-Tagged-PDF-WTPDF-1.0.pdf'),
      await tinyPdf({ title: 'Well-Tagged PDF (WTPDF) 1.0' }),
    );
    await symlink(join(tmp, 'nowhere.pdf'), join(specs, 'dangling.pdf'));
    await mkdir(join(specs, 'folder.pdf'));
    const logs: string[] = [];
    const list = await registry(countingProbe(), specs, logs).specs();
    const byId = new Map(list.map((e) => [e.id, e]));
    // The files that fail to open go through the unavailableOnOpenFailure policy, which logs its fallback.
    expect(logs).toContain(`fallback: ${join(specs, 'encrypted.pdf')} is unavailable: encrypted (password required)`);
    const reasons = Object.fromEntries(list.filter((e) => !e.available && e.file).map((e) => [e.id, e.reason]));
    expect(reasons).toEqual({
      declarations: 'empty file (0 bytes)',
      empty: 'empty file (0 bytes)',
      truncated: expect.stringMatching(/truncated|not a PDF|damaged/),
      encrypted: 'encrypted (password required)',
      'not-a-pdf': 'not a PDF (no %PDF- header)',
      'loop-a': 'unreadable (symbolic link loop)',
      'loop-b': 'unreadable (symbolic link loop)',
      dangling: 'broken symbolic link (target missing)',
      folder: 'not a regular file',
    });
    expect(byId.get('wtpdf')).toMatchObject({ available: true, pages: 1 });
    const reg = registry();
    await expect(reg.resolve('wtpdf', 'iso32000-2', () => undefined)).resolves.toMatchObject({ id: 'wtpdf' });
    const err = await reg.resolve('encrypted', 'iso32000-2', () => undefined).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfspecError);
    expect((err as PdfspecError).code).toBe('missing_file');
    expect((err as PdfspecError).message).toContain('encrypted (password required)');
  });

  it.skipIf(process.getuid?.() === 0)('lists an unreadable file with its reason', async () => {
    const file = join(specs, 'locked.pdf');
    await writeFile(file, await tinyPdf({ title: 'Locked' }));
    await chmod(file, 0o000);
    const list = await registry(countingProbe()).specs();
    expect(list.find((e) => e.id === 'locked')).toMatchObject({
      available: false,
      reason: 'unreadable (permission denied)',
    });
  });
  if (process.getuid?.() === 0) console.warn('SKIP: running as root, an unreadable file cannot be made');

  it('probes each file once per version: a warm registry never opens a PDF', async () => {
    await writeFile(
      join(specs, 'Well-Tagged-PDF-WTPDF-1.0.pdf'),
      await tinyPdf({ title: 'Well-Tagged PDF (WTPDF) 1.0' }),
    );
    await writeFile(join(specs, 'other.pdf'), await tinyPdf({ title: 'Other' }));
    await writeFile(join(specs, 'bad.pdf'), 'junk');
    const cold = countingProbe();
    await registry(cold).specs();
    expect(cold.calls.length).toBe(3);

    const warm = countingProbe();
    const again = await registry(warm).specs();
    expect(warm.calls).toEqual([]);
    expect(again.find((e) => e.id === 'bad')).toMatchObject({
      available: false,
      reason: 'not a PDF (no %PDF- header)',
    });

    // A changed file is probed again; the others are not.
    await writeFile(join(specs, 'other.pdf'), await tinyPdf({ title: 'Other, revised', pages: 2 }));
    const changed = countingProbe();
    const list = await registry(changed).specs();
    expect(changed.calls).toEqual([join(specs, 'other.pdf')]);
    expect(list.find((e) => e.id === 'other')).toMatchObject({ title: 'Other, revised', pages: 2 });
  });

  it('searches several dirs in order; a second copy of a spec is listed, not dropped', async () => {
    const second = join(tmp, 'more');
    await mkdir(second);
    await writeFile(join(specs, 'Well-Tagged-PDF-WTPDF-1.0.pdf'), await tinyPdf({ title: 'first' }));
    await writeFile(join(second, 'Well-Tagged-PDF-WTPDF-1.0.pdf'), await tinyPdf({ title: 'second', pages: 2 }));
    await writeFile(join(second, 'extra.pdf'), await tinyPdf({ title: 'Extra' }));
    const logs: string[] = [];
    const list = await registry(undefined, [specs, second].join(delimiter), logs).specs();
    expect(list.find((e) => e.id === 'wtpdf')!.file).toBe(join(specs, 'Well-Tagged-PDF-WTPDF-1.0.pdf'));
    expect(list.find((e) => e.id === 'well-tagged-pdf-wtpdf-1-0')).toMatchObject({
      category: 'user',
      available: true,
      title: 'second (another copy of wtpdf)',
      file: join(second, 'Well-Tagged-PDF-WTPDF-1.0.pdf'),
    });
    expect(list.find((e) => e.id === 'extra')).toBeTruthy();
    expect(logs.some((l) => l.includes('another copy of wtpdf'))).toBe(true);
  });

  it('lists a file reached twice (a link in another dir, a link beside it) once, with a notice, probing it once', async () => {
    const second = join(tmp, 'more');
    await mkdir(second);
    await writeFile(join(specs, 'extra.pdf'), await tinyPdf({ title: 'Extra' }));
    await symlink(join(specs, 'extra.pdf'), join(second, 'linked.pdf'));
    await symlink('extra.pdf', join(specs, 'same.pdf'));
    const logs: string[] = [];
    const probe = countingProbe();
    const list = await registry(probe, [specs, second].join(delimiter), logs).specs();
    const users = list.filter((e) => e.category === 'user');
    expect(users.map((e) => e.file)).toEqual([join(specs, 'extra.pdf')]);
    expect(probe.calls).toEqual([join(specs, 'extra.pdf')]);
    expect(logs.filter((l) => l.includes('is the same file as')).sort()).toEqual([
      `${join(second, 'linked.pdf')} is the same file as ${join(specs, 'extra.pdf')}; listed once`,
      `${join(specs, 'same.pdf')} is the same file as ${join(specs, 'extra.pdf')}; listed once`,
    ]);
  });

  it('prefers a good copy over a damaged one', async () => {
    const second = join(tmp, 'more');
    await mkdir(second);
    await writeFile(join(specs, 'Well-Tagged-PDF-WTPDF-1.0.pdf'), 'garbage');
    await writeFile(join(second, 'WTPDF-copy.pdf'), await tinyPdf({ title: 'Well-Tagged PDF (WTPDF) 1.0' }));
    const list = await registry(undefined, [specs, second].join(delimiter)).specs();
    expect(list.find((e) => e.id === 'wtpdf')).toMatchObject({ available: true, file: join(second, 'WTPDF-copy.pdf') });
    expect(list.find((e) => e.file === join(specs, 'Well-Tagged-PDF-WTPDF-1.0.pdf'))).toMatchObject({
      category: 'user',
      available: false,
    });
  });

  it('reports a PDF_SPEC_DIR that does not exist in the missing-file hint', async () => {
    const err = await registry(undefined, join(tmp, 'typo'))
      .resolve('pdf17', 'iso32000-2', () => undefined)
      .catch((e: unknown) => e);
    expect((err as PdfspecError).code).toBe('missing_file');
    expect((err as PdfspecError).hint).toContain(`${join(tmp, 'typo')}: no such directory`);
  });

  it('announces the fallback when the default spec is absent', async () => {
    await writeFile(join(samples, 'sample20.pdf'), await tinyPdf({ title: 'sample' }));
    const notices: string[] = [];
    const entry = await registry().resolve(undefined, 'iso32000-2', (m) => notices.push(m));
    expect(entry.id).toBe('sample20');
    expect(notices).toEqual([expect.stringMatching(/^iso32000-2 not found in PDF_SPEC_DIR; using sample20 \(/)]);
  });

  it('never reads outside the spec dirs, whatever the spec value', async () => {
    await writeFile(join(tmp, 'secret.pdf'), await tinyPdf({ title: 'Secret' }));
    await writeFile(join(specs, 'PDF-Declarations.pdf'), await tinyPdf({ title: 'PDF Declarations' }));
    const reg = registry();
    for (const value of [
      '../secret',
      '../secret.pdf',
      join(tmp, 'secret.pdf'),
      'secret',
      '../../../../etc/passwd',
      'declarations/../../secret',
    ]) {
      const err = await reg.resolve(value, 'iso32000-2', () => undefined).catch((e: unknown) => e);
      expect((err as PdfspecError).code, value).toBe('unknown_spec');
    }
    expect((await reg.specs()).some((e) => e.file === join(tmp, 'secret.pdf'))).toBe(false);
  });
});

describe.skipIf(!hasShared)('SpecRegistry over ../shared/corpus', () => {
  const pdfs = hasShared ? readdirSync(SHARED).filter((n) => n.endsWith('.pdf')) : [];

  it('recognises the six real PDFs by name, with their page counts', async () => {
    for (const name of pdfs) await symlink(join(SHARED, name), join(specs, name));
    const list = await registry().specs();
    const got = Object.fromEntries(list.filter((e) => e.available).map((e) => [e.id, e.pages]));
    expect(got).toEqual({ declarations: 9, an001: 4, an002: 13, an003: 9, 'tagged-bpg': 71, wtpdf: 57 });
  });

  it('recognises them by their document titles under other names', async () => {
    for (const name of pdfs) await copyFile(join(SHARED, name), join(specs, `renamed-${name.toLowerCase()}`));
    const list = await registry().specs();
    const got = list
      .filter((e) => e.available)
      .map((e) => e.id)
      .sort();
    expect(got).toEqual(['an001', 'an002', 'an003', 'declarations', 'tagged-bpg', 'wtpdf']);
  });
});

const bundled = loadCatalogue().sampleDir;
const hasBundled = existsSync(join(bundled, 'sample20.pdf')) && existsSync(join(bundled, 'sample17.pdf'));
if (!hasBundled) console.warn(`SKIP: ${bundled} has no samples yet (npm run prepare builds them)`);

describe.skipIf(!hasBundled)('the bundled samples (corpus/sample)', () => {
  it('are available without any PDF_SPEC_DIR, and stand in for the default spec', async () => {
    const reg = new SpecRegistry({ env: {}, cacheDir: cache });
    const list = await reg.specs();
    expect(list.filter((e) => e.available).map((e) => e.id)).toEqual(['sample17', 'sample20']);
    const notices: string[] = [];
    expect((await reg.resolve(undefined, 'iso32000-2', (m) => notices.push(m))).id).toBe('sample20');
    expect(notices[0]).toMatch(
      /^iso32000-2 not found: PDF_SPEC_DIR is not set; using sample20 \(.*; see "Where to get the PDFs" in the README$/,
    );
  });
});

describe.skipIf(!hasBundled)('the bundled samples’ shipped facts (corpus/sample/facts.json)', () => {
  it('are what the probe says of each sample now', async () => {
    const shipped = JSON.parse(await readFile(join(bundled, SHIPPED_FACTS_FILE), 'utf8')) as ShippedFactsFile;
    expect(shipped.probeVersion).toBe(PROBE_VERSION);
    for (const name of ['sample17.pdf', 'sample20.pdf']) {
      const bytes = await readFile(join(bundled, name));
      expect(shipped.files[name]).toEqual({
        size: bytes.length,
        sha256: await sha256File(join(bundled, name)),
        facts: factsOfProbe(await probePdf(join(bundled, name))),
      });
    }
  });

  it('spare a fresh cache every probe of the samples', async () => {
    const probe = countingProbe();
    const reg = new SpecRegistry({ env: {}, cacheDir: cache, probe });
    const list = await reg.specs();
    expect(list.filter((e) => e.available).map((e) => [e.id, e.pages])).toEqual([
      ['sample17', 6],
      ['sample20', 6],
    ]);
    expect(probe.calls).toEqual([]);
  });
});

describe('shipped facts', () => {
  const facts = { title: 'Shipped title', pages: 9, printedTitle: null, titleFault: null, probeVersion: PROBE_VERSION };
  async function shipFor(name: string, bytes: Buffer, override: Partial<ShippedFactsFile> = {}) {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const row = { size: bytes.length, sha256, facts };
    const file: ShippedFactsFile = { probeVersion: PROBE_VERSION, files: { [name]: row }, ...override };
    await writeFile(join(samples, SHIPPED_FACTS_FILE), JSON.stringify(file));
  }

  it('stand for a probe of the very file they were written for, and are kept in the index', async () => {
    const bytes = await tinyPdf({ title: 'probed title', pages: 2 });
    await writeFile(join(samples, 'sample20.pdf'), bytes);
    await shipFor('sample20.pdf', bytes);
    const probe = countingProbe();
    const sample = async () => (await registry(probe).specs()).find((e) => e.id === 'sample20');
    expect((await sample())?.pages).toBe(9);
    expect(probe.calls).toEqual([]);
    await rm(join(samples, SHIPPED_FACTS_FILE));
    expect((await sample())?.pages).toBe(9);
    expect(probe.calls).toEqual([]);
  });

  it('are not trusted for another file, another size, another content or another probe', async () => {
    const bytes = await tinyPdf({ title: 'probed title', pages: 2 });
    const other = Buffer.from(bytes);
    other[other.length - 2] = other[other.length - 2]! ^ 1; // same size, other bytes (the last line's end)
    const cases: Array<[string, () => Promise<void>]> = [
      ['another name', () => shipFor('sample17.pdf', bytes)],
      ['another size', () => shipFor('sample20.pdf', Buffer.concat([bytes, Buffer.from('\n')]))],
      ['another content', () => shipFor('sample20.pdf', other)],
      ['another probe', () => shipFor('sample20.pdf', bytes, { probeVersion: PROBE_VERSION + 1 })],
      ['no table', () => writeFile(join(samples, SHIPPED_FACTS_FILE), 'not json')],
    ];
    for (const [what, ship] of cases) {
      await rm(cache, { recursive: true, force: true });
      await writeFile(join(samples, 'sample20.pdf'), bytes);
      await ship();
      const probe = countingProbe();
      const entry = (await registry(probe).specs()).find((e) => e.id === 'sample20');
      expect([what, entry?.pages, probe.calls.length]).toEqual([what, 2, 1]);
    }
  });

  it('are asked only for the samples folder', async () => {
    const bytes = await tinyPdf({ title: 'probed title', pages: 2 });
    await writeFile(join(specs, 'sample20.pdf'), bytes);
    await writeFile(join(specs, SHIPPED_FACTS_FILE), JSON.stringify({ probeVersion: PROBE_VERSION, files: {} }));
    await shipFor('sample20.pdf', bytes);
    const probe = countingProbe();
    await registry(probe).specs();
    expect(probe.calls).toEqual([join(specs, 'sample20.pdf')]);
  });
});

describe('a file marked unusable', () => {
  it('is tried again by a pdfspec whose compiler differs from the one that marked it', async () => {
    const file = join(specs, 'good.pdf');
    await writeFile(file, await tinyPdf({ title: 'Good', pages: 2 }));
    const logs: string[] = [];
    await registry(countingProbe(), specs, logs).markUnusable(file, 'not a PDF (or damaged beyond repair)');
    expect(logs.join('\n')).toMatch(/unusable: .* tried again when the file or pdfspec's compiler changes/);
    const marked = await registry(countingProbe()).specs();
    expect(marked.find((e) => e.file === file)).toMatchObject({ available: false });

    // The index as an older compiler left it: the same mark, made by compiler 1.
    const indexPath = join(cache, 'scan.json');
    const index = JSON.parse(await (await import('node:fs/promises')).readFile(indexPath, 'utf8')) as {
      rows: Record<string, { facts: { compiler?: number } }>;
    };
    index.rows[file]!.facts.compiler = 1;
    await writeFile(indexPath, JSON.stringify(index));
    const probe = countingProbe();
    const retried = await registry(probe).specs();
    expect(probe.calls).toEqual([file]);
    expect(retried.find((e) => e.file === file)).toMatchObject({ available: true, pages: 2 });
  });

  it('probes again the facts of an older pdfspec (no printed title), but keeps a mark of unusable by this compiler', async () => {
    const good = join(specs, 'cover.pdf');
    const marked = join(specs, 'marked.pdf');
    await writeFile(
      good,
      await titlePagePdf({ layout: 'cover', metadata: 'Untitled', title: ['Widget Transfer', 'Guide'] }),
    );
    await writeFile(marked, await tinyPdf({ title: 'Marked' }));
    await registry(countingProbe()).specs();
    await registry(countingProbe()).markUnusable(marked, 'damaged (page 2: bad)');
    const indexPath = join(cache, 'scan.json');
    const { readFile } = await import('node:fs/promises');
    const index = JSON.parse(await readFile(indexPath, 'utf8')) as {
      rows: Record<string, { facts: Record<string, unknown> }>;
    };
    // As pdfspec left them before it read printed titles.
    const old = index.rows[good]!.facts;
    for (const k of ['printedTitle', 'titleFault', 'probeVersion']) delete old[k];
    await writeFile(indexPath, JSON.stringify(index));
    const probe = countingProbe();
    const list = await registry(probe).specs();
    expect(probe.calls).toEqual([good]);
    expect(list.find((e) => e.file === good)).toMatchObject({
      title: 'Widget Transfer Guide',
      metadataTitle: 'Untitled',
      printedTitle: 'Widget Transfer Guide',
    });
    expect(list.find((e) => e.file === marked)).toMatchObject({ available: false, reason: 'damaged (page 2: bad)' });
  });
});

describe('a registry that watches its directories (server, TUI)', () => {
  const watching = (dirs = specs) =>
    new SpecRegistry({ env: { PDF_SPEC_DIR: dirs }, cacheDir: cache, sampleDir: samples, watch: true });
  /** The listing once `ready` holds of it, asked again every 20 ms for at most `ms`; null if it never does. */
  async function listedWithin(r: SpecRegistry, ms: number, ready: (list: SpecEntry[]) => boolean) {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((done) => setTimeout(done, 20))) {
      const list = await r.specs();
      if (ready(list)) return list;
    }
    return null;
  }
  afterEach(() => vi.useRealTimers());

  it('reuses a scan while nothing changes, and lists a file added since long before a scan would expire', async () => {
    await writeFile(join(specs, 'first.pdf'), await tinyPdf({ title: 'First' }));
    const r = watching();
    await r.specs();
    await r.specs();
    await r.specs();
    expect(r.scans).toBe(1);
    await writeFile(join(specs, 'second.pdf'), await tinyPdf({ title: 'Second' }));
    // Within half the age at which the first scan would be redone anyway: the change itself was seen.
    const list = await listedWithin(r, MAX_AGE_MS / 2, (l) => l.some((e) => e.id === 'second'));
    expect(list, 'the added file is listed').not.toBeNull();
    r.close();
  });

  it('reads a file written again in place anew', async () => {
    const file = join(specs, 'doc.pdf');
    await writeFile(file, await tinyPdf({ title: 'Draft', pages: 1 }));
    const r = watching();
    expect((await r.specs()).find((e) => e.id === 'doc')).toMatchObject({ pages: 1 });
    await writeFile(file, await tinyPdf({ title: 'Final', pages: 3 }));
    // Within half the age at which the first scan would be redone anyway: the write itself was seen.
    const list = await listedWithin(r, MAX_AGE_MS / 2, (l) => l.find((e) => e.id === 'doc')?.pages === 3);
    expect(list, 'the rewritten file is read anew').not.toBeNull();
    r.close();
  });

  it('scans again once a scan is MAX_AGE_MS old, for changes no event reports', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const r = watching();
    await r.specs();
    await r.specs();
    expect(r.scans).toBe(1);
    vi.setSystemTime(Date.now() + MAX_AGE_MS);
    await r.specs();
    expect(r.scans).toBe(2);
    r.close();
  });

  it('scans on every call where a directory cannot be watched, or once it is closed', async () => {
    const missing = watching(join(tmp, 'no-such-dir'));
    await missing.specs();
    await missing.specs();
    expect(missing.scans).toBe(2);
    const r = watching();
    await r.specs();
    r.close();
    await r.specs();
    expect(r.scans).toBe(2);
  });

  it('lists a file it marked unusable as such at once', async () => {
    const file = join(specs, 'flaky.pdf');
    await writeFile(file, await tinyPdf({ title: 'Flaky' }));
    const r = watching();
    expect((await r.specs()).find((e) => e.id === 'flaky')).toMatchObject({ available: true });
    await r.markUnusable(file, 'damaged (page 1: bad)');
    expect((await r.specs()).find((e) => e.id === 'flaky')).toMatchObject({ available: false });
    r.close();
  });

  it('scans on every call without watching (a one-shot command)', async () => {
    const r = registry();
    await r.specs();
    await r.specs();
    expect(r.scans).toBe(2);
  });
});

describe('fileIdentity', () => {
  it('is the device and inode, or the real path where the file system gives no inode', async () => {
    const file = join(specs, 'one.pdf');
    await writeFile(file, 'x');
    await symlink(file, join(specs, 'two.pdf'));
    expect(await fileIdentity(file, { dev: 7, ino: 42 })).toBe('7:42');
    const viaLink = await fileIdentity(join(specs, 'two.pdf'), { dev: 7, ino: 0 });
    expect(viaLink).toBe(await fileIdentity(file, { dev: 7, ino: 0 }));
    expect(viaLink).not.toBe(await fileIdentity(join(specs, 'missing.pdf'), { dev: 7, ino: 0 }));
  });
});
