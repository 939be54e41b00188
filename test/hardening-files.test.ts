/**
 * Bad files in PDF_SPEC_DIR: a zero-byte PDF, a truncated one, a
 * password-protected one, non-PDFs renamed .pdf, a symlink loop and an
 * unreadable file. Each is listed unavailable with its reason (CLI and MCP),
 * asking for it fails with one line naming the file and the reason (exit 4 /
 * missing_file), and every other spec keeps working.
 *
 * Root reads files whatever their mode, so when the tests run as root the
 * processes run as nobody (setpriv); without that the unreadable case is
 * skipped with a message.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS, SAMPLES, ensureBuilt } from './support/mcp-harness.js';
import {
  RAW_CONTROL,
  STACK,
  baseEnv,
  canDropRoot,
  copySamples,
  isRoot,
  runCli,
  startMcp,
} from './support/hardening-run.js';

const SAMPLE = join(SAMPLES, 'sample20.pdf');
const WTPDF = join(CORPUS, 'Well-Tagged-PDF-WTPDF-1.0.pdf');
const haveSample = existsSync(SAMPLE);
const haveCorpus = existsSync(WTPDF);
const haveQpdf = spawnSync('qpdf', ['--version'], { stdio: 'ignore' }).status === 0;
/** Whether a chmod 000 file is really unreadable to the pdfspec processes of this test. */
const unreadableWorks = !isRoot || canDropRoot;

if (!haveSample)
  console.warn(`test/hardening-files.test.ts: SKIPPED — bundled sample ${SAMPLE} missing; run \`npm run prepare\``);
if (!haveCorpus) console.warn(`test/hardening-files.test.ts: real-spec checks SKIPPED — no corpus at ${CORPUS}`);
if (!haveQpdf) console.warn('test/hardening-files.test.ts: password-protected case SKIPPED — qpdf not installed');
if (!unreadableWorks)
  console.warn(
    'test/hardening-files.test.ts: unreadable-file case SKIPPED — running as root without setpriv, so chmod 000 does not block reads',
  );
if (isRoot && canDropRoot)
  console.log('test/hardening-files.test.ts: running pdfspec as nobody (setpriv), so file modes apply');

interface BadFile {
  name: string;
  /** Expected list-specs id (user specs get a slug of the file name; a catalogue name keeps the catalogue id). */
  id: string;
  reason: RegExp;
  make: (path: string) => void;
  enabled: boolean;
}

const BAD: BadFile[] = [
  {
    name: 'zero-bytes.pdf',
    id: 'zero-bytes',
    reason: /^empty file \(0 bytes\)$/,
    make: (p) => writeFileSync(p, ''),
    enabled: true,
  },
  {
    name: 'truncated.pdf',
    id: 'truncated',
    reason: /truncated|damaged|not a PDF/,
    make: (p) => {
      const whole = readFileSync(SAMPLE);
      writeFileSync(p, whole.subarray(0, Math.floor(whole.length * 0.4)));
    },
    enabled: true,
  },
  {
    // Cut late: pdf.js would reconstruct it and quietly lose the last pages.
    name: 'cut-short.pdf',
    id: 'cut-short',
    reason: /^truncated \(no %%EOF/,
    make: (p) => {
      const whole = readFileSync(SAMPLE);
      writeFileSync(p, whole.subarray(0, Math.floor(whole.length * 0.9)));
    },
    enabled: true,
  },
  {
    name: 'locked.pdf',
    id: 'locked',
    reason: /^encrypted \(password required\)$/,
    make: (p) => execFileSync('qpdf', ['--encrypt', 'user-pw', 'owner-pw', '256', '--', SAMPLE, p]),
    enabled: haveQpdf,
  },
  {
    name: 'notes.pdf',
    id: 'notes',
    reason: /^not a PDF \(no %PDF- header\)$/,
    make: (p) => writeFileSync(p, 'meeting notes, not a PDF at all\n'),
    enabled: true,
  },
  {
    name: 'archive.pdf',
    id: 'archive',
    reason: /^not a PDF \(no %PDF- header\)$/,
    make: (p) => writeFileSync(p, gzipSync(readFileSync(SAMPLE))),
    enabled: true,
  },
  {
    name: 'loop-a.pdf',
    id: 'loop-a',
    reason: /^unreadable \(symbolic link loop\)$/,
    make: (p) => {
      symlinkSync('loop-b.pdf', p);
      symlinkSync('loop-a.pdf', join(p, '..', 'loop-b.pdf'));
    },
    enabled: true,
  },
  {
    name: 'secret.pdf',
    id: 'secret',
    reason: /^unreadable \(permission denied\)$/,
    make: (p) => {
      copyFileSync(SAMPLE, p);
      chmodSync(p, 0o000);
    },
    enabled: unreadableWorks,
  },
  // A damaged file with a catalogue name: the catalogue entry itself is unavailable, with the reason.
  {
    name: 'PDF-Declarations.pdf',
    id: 'declarations',
    reason: /^empty file \(0 bytes\)$/,
    make: (p) => writeFileSync(p, ''),
    enabled: true,
  },
];
const ACTIVE = BAD.filter((b) => b.enabled);

let specDir = '';
let cacheDir = '';
let env: Record<string, string> = {};
const asNobody = isRoot && canDropRoot;
const pdfspec = (argv: string[]) => runCli(argv, env, { asNobody, timeoutMs: 180_000 });

interface ListedSpec {
  id: string;
  available: boolean;
  reason?: string;
  file: string | null;
}

function expectOneLine(err: string): string {
  const lines = err.split('\n').filter(Boolean);
  expect(lines, err).toHaveLength(1);
  expect(lines[0]).not.toMatch(STACK);
  expect(lines[0]).not.toMatch(RAW_CONTROL);
  return lines[0]!;
}

describe.skipIf(!haveSample)('hardening: bad files in PDF_SPEC_DIR', () => {
  beforeAll(async () => {
    ensureBuilt();
    specDir = mkdtempSync(join(tmpdir(), 'pdfspec-hard-files-'));
    cacheDir = mkdtempSync(join(tmpdir(), 'pdfspec-hard-files-cache-'));
    // nobody must be able to list the spec dir and write the cache.
    chmodSync(specDir, 0o755);
    chmodSync(cacheDir, 0o777);
    await copySamples(SAMPLES, specDir);
    for (const b of ACTIVE) b.make(join(specDir, b.name));
    if (haveCorpus) symlinkSync(WTPDF, join(specDir, 'Well-Tagged-PDF-WTPDF-1.0.pdf'));
    env = baseEnv(specDir, cacheDir);
    // Warm the good specs once (the files tests below must not race a first compile).
    const warm = await pdfspec(['cache', 'build', '--spec', 'sample20']);
    expect(warm.code, warm.err).toBe(0);
  }, 300_000);

  afterAll(() => {
    for (const d of [specDir, cacheDir]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it('the unreadable file really is unreadable to the pdfspec process', () => {
    if (!unreadableWorks) return;
    const st = statSync(join(specDir, 'secret.pdf'));
    expect(st.mode & 0o777).toBe(0);
    expect(asNobody || !isRoot).toBe(true);
  });

  describe('list-specs', () => {
    let specs: ListedSpec[] = [];
    beforeAll(async () => {
      const r = await pdfspec(['list-specs', '--json']);
      expect(r.code, r.err).toBe(0);
      specs = (JSON.parse(r.out) as { specs: ListedSpec[] }).specs;
    });

    it.each(ACTIVE.map((b) => [b.name, b] as const))('lists %s as unavailable, with its reason', (_n, b) => {
      const entry = specs.find((s) => s.file === join(specDir, b.name));
      expect(entry, `${b.name} not listed`).toBeDefined();
      expect(entry!.id).toBe(b.id);
      expect(entry!.available).toBe(false);
      expect(entry!.reason).toMatch(b.reason);
    });

    it('still lists the good specs as available', () => {
      expect(specs.find((s) => s.id === 'sample20')).toMatchObject({
        available: true,
        file: join(specDir, 'sample20.pdf'),
      });
      if (haveCorpus)
        expect(specs.find((s) => s.id === 'wtpdf')).toMatchObject({
          available: true,
          file: join(specDir, 'Well-Tagged-PDF-WTPDF-1.0.pdf'),
        });
      expect(
        specs
          .filter((s) => s.file?.startsWith(specDir) && s.available)
          .map((s) => s.id)
          .sort(),
      ).toEqual(haveCorpus ? ['sample17', 'sample20', 'wtpdf'] : ['sample17', 'sample20']);
    });
  });

  it.each(ACTIVE.map((b) => [b.name, b] as const))(
    'asking for %s fails with one line naming the file and the reason (exit 4)',
    async (_n, b) => {
      const r = await pdfspec(['structure', '--spec', b.id]);
      expect(r.code).toBe(4);
      expect(r.out).toBe('');
      const line = expectOneLine(r.err);
      expect(line).toContain(join(specDir, b.name));
      expect(line).toMatch(new RegExp(b.reason.source.replace(/^\^/, '').replace(/\$$/, '')));
    },
  );

  it('every other spec keeps working', async () => {
    const structure = await pdfspec(['structure', '--spec', 'sample20', '--max-depth=1', '--json']);
    expect(structure.code, structure.err).toBe(0);
    expect(JSON.parse(structure.out).sections.length).toBeGreaterThan(3);
    const all = await pdfspec(['search', '--spec', 'all', 'structure', '--json']);
    expect(all.code, all.err).toBe(0);
    expect(JSON.parse(all.out).results.length).toBeGreaterThan(0);
    if (haveCorpus) {
      const wt = await pdfspec(['search', '--spec', 'wtpdf', 'logical content order', '--json']);
      expect(wt.code, wt.err).toBe(0);
      expect(JSON.parse(wt.out).results[0].section).toBe('8.2.3');
    }
  }, 300_000);

  it('the MCP server lists them the same way and answers isError for them, then keeps serving', async () => {
    const mcp = await startMcp(env, asNobody);
    try {
      const list = await mcp.client.callTool({ name: 'list_specs', arguments: {} });
      const specs = (list.structuredContent as { specs: ListedSpec[] }).specs;
      for (const b of ACTIVE) {
        const e = specs.find((s) => s.file === join(specDir, b.name));
        expect([b.name, e?.available, e?.reason]).toEqual([b.name, false, expect.stringMatching(b.reason)]);
        const bad = await mcp.client.callTool({ name: 'get_structure', arguments: { spec: b.id } });
        expect(bad.isError).toBe(true);
        const { error } = JSON.parse((bad.content as Array<{ text: string }>)[0]!.text);
        expect(error.code).toBe('missing_file');
        expect(error.message).toContain(b.name);
      }
      const good = await mcp.client.callTool({ name: 'get_structure', arguments: { spec: 'sample20', max_depth: 1 } });
      expect(good.isError).toBeFalsy();
      expect(mcp.stderr()).not.toMatch(STACK);
    } finally {
      await mcp.close();
    }
  }, 120_000);
});
