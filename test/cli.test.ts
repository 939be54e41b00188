/**
 * The built `pdfspec` binary as a user runs it, over the real CC BY corpus in
 * ../shared/corpus (skipped, visibly, when that folder is absent). dist/ is
 * built by test/global-setup.ts.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCache } from './support/seeded-cache.js';
import { OPERATIONS } from './support/operations.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const corpus = resolve(root, '../shared/corpus');
const bin = join(root, 'bin/pdfspec.js');
const built = existsSync(join(root, 'dist/pdfspec.js'));
const haveCorpus = existsSync(join(corpus, 'Well-Tagged-PDF-WTPDF-1.0.pdf'));

if (!haveCorpus) console.warn(`test/cli.test.ts: SKIPPED — no corpus at ${corpus}`);
if (!built) console.warn('test/cli.test.ts: SKIPPED — dist/ missing; run `npm run build` first');

interface Run {
  code: number | null;
  out: string;
  err: string;
}

let specDir = '';
let cacheDir = '';

function pdfspec(args: string[], env: Record<string, string> = {}, opts: { closeStdout?: boolean } = {}): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: tmpdir(),
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        PDF_SPEC_DIR: specDir,
        PDFSPEC_CACHE_DIR: cacheDir,
        ...env,
      },
    });
    let out = '';
    let err = '';
    if (opts.closeStdout) child.stdout.destroy();
    else child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', fail);
    child.on('close', (code) => done({ code, out, err }));
  });
}

describe.skipIf(!haveCorpus || !built)('pdfspec binary over ../shared/corpus', () => {
  beforeAll(async () => {
    specDir = mkdtempSync(join(tmpdir(), 'pdfspec-specs-'));
    cacheDir = mkdtempSync(join(tmpdir(), 'pdfspec-cache-'));
    for (const f of readdirSync(corpus).filter((n) => n.endsWith('.pdf')))
      symlinkSync(join(corpus, f), join(specDir, f));
    // WTPDF's model is in the cache from the start: its first compile is other tests' subject.
    await seedCache(cacheDir, [join(corpus, 'Well-Tagged-PDF-WTPDF-1.0.pdf')]);
    const warm = await pdfspec(['structure', '--spec', 'wtpdf', '--json']);
    expect(warm.code, warm.err).toBe(0);
  }, 180_000);

  afterAll(() => {
    for (const d of [specDir, cacheDir]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it('search "logical content order" --spec wtpdf puts 8.2.3 first', async () => {
    const r = await pdfspec(['search', 'logical content order', '--spec', 'wtpdf', '--json']);
    expect(r.code, r.err).toBe(0);
    const res = OPERATIONS.search_spec.output.parse(JSON.parse(r.out));
    expect(res.results[0]).toMatchObject({ spec: 'wtpdf', section: '8.2.3', title: 'Logical content order' });
    expect(res.totalResults).toBeGreaterThanOrEqual(res.results.length);
    // Human output: one tab-separated record per line, no colour when piped.
    const human = await pdfspec(['search', 'logical content order', '--spec', 'wtpdf']);
    expect(human.out.split('\n')[0]!.split('\t').slice(0, 2)).toEqual(['wtpdf', '8.2.3']);
    expect(human.out).not.toMatch(/\x1b\[/);
  });

  it('prints --json records that parse with every output schema', async () => {
    const cases: Array<[string[], keyof typeof OPERATIONS]> = [
      [['list-specs'], 'list_specs'],
      [['structure', '--spec', 'wtpdf', '--max-depth', '2'], 'get_structure'],
      [['section', '8.2', '--spec', 'wtpdf'], 'get_section'],
      [['requirements', '--spec', 'wtpdf', '--section', '8.2', '--level', 'shall'], 'get_requirements'],
      [['definitions', '--spec', 'wtpdf'], 'get_definitions'],
      [['tables', 'Table 1', '--spec', 'wtpdf'], 'get_tables'],
      [['compare', '--from', 'wtpdf', '--to', 'wtpdf', '--section', '8.2'], 'compare_versions'],
    ];
    for (const [args, op] of cases) {
      const r = await pdfspec([...args, '--json']);
      expect(r.code, `${args.join(' ')}: ${r.err}`).toBe(0);
      expect(() => OPERATIONS[op].output.parse(JSON.parse(r.out)), args.join(' ')).not.toThrow();
    }
    const defs = JSON.parse((await pdfspec(['definitions', '--spec', 'wtpdf', '--json'])).out);
    expect(defs.definitions.map((d: { section: string }) => d.section)).toEqual([
      '4.1',
      '4.2',
      '4.3',
      '4.4',
      '4.5',
      '4.6',
      '4.7',
      '4.8',
      // 5.2 Terminology lists four more: "this document — …", "document — …", "file — …", "PDF file — …".
      '5.2',
      '5.2',
      '5.2',
      '5.2',
    ]);
  });

  it('exits 1 without hits, 2 on bad input, 3 on unknown sections, 4 on a missing file — one stderr line each', async () => {
    const none = await pdfspec(['search', 'qqqzzzxxy', '--spec', 'wtpdf']);
    expect(none.code).toBe(1);
    const bad = await pdfspec(['search', 'x', '--spec', 'wtpdf', '--max-results', 'abc']);
    expect(bad.code).toBe(2);
    expect(bad.err.trim()).toBe('pdfspec: invalid --max-results: got "abc"; expected an integer from 1 to 50');
    const flag = await pdfspec(['structure', '--spec', 'wtpdf', '--frob']);
    expect(flag.code).toBe(2);
    const unknown = await pdfspec(['section', '99.99', '--spec', 'wtpdf']);
    expect(unknown.code).toBe(3);
    const missing = await pdfspec(['structure', '--spec', 'pdf17']);
    expect(missing.code).toBe(4);
    expect(missing.err).toMatch(/PDF32000_2008\.pdf/);
    for (const r of [none, bad, flag, unknown, missing]) {
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
    const json = await pdfspec(['section', '99.99', '--spec', 'wtpdf', '--json']);
    expect(JSON.parse(json.out).error).toMatchObject({ code: 'unknown_section', hint: expect.any(String) });
  });

  it('colours only when asked: FORCE_COLOR yes, NO_COLOR and pipes no', async () => {
    const args = ['requirements', '--spec', 'wtpdf', '--section', '8.2', '--level', 'shall'];
    expect((await pdfspec(args, { FORCE_COLOR: '1' })).out).toMatch(/\x1b\[/);
    expect((await pdfspec(args, { NO_COLOR: '1' })).out).not.toMatch(/\x1b\[/);
  });

  it('exits quietly when stdout is closed early (| head)', async () => {
    const r = await pdfspec(['structure', '--spec', 'wtpdf'], {}, { closeStdout: true });
    expect(r.err).not.toMatch(/EPIPE|Error/);
    expect([0, null]).toContain(r.code);
  }, 120_000);

  it('does not load pdfjs in a warm process', async () => {
    const log = join(cacheDir, 'resolved.log');
    const hook = join(cacheDir, 'hook.mjs');
    writeFileSync(
      hook,
      `import { register } from 'node:module';\nregister('data:text/javascript,' + encodeURIComponent(${JSON.stringify(
        `import { appendFileSync } from 'node:fs';\nexport async function resolve(s, c, next) { const r = await next(s, c); appendFileSync(${JSON.stringify(log)}, r.url + '\\n'); return r; }`,
      )}));\n`,
    );
    const r = await pdfspec(['search', 'structure', '--spec', 'wtpdf'], { NODE_OPTIONS: `--import ${hook}` });
    expect(r.code, r.err).toBe(0);
    const urls = readFileSync(log, 'utf8');
    // One build: the launcher imports dist/pdfspec.js; the compiler (dist/compile.js) stays unloaded,
    // and so does the isolation of a compile (a worker thread, dist/isolated-worker.js).
    expect(urls).toMatch(/\/dist\/pdfspec\.js/);
    expect(urls).not.toMatch(
      /pdfjs-dist|\/dist\/compile\.js|\/dist\/page-text-worker\.js|\/dist\/isolated-worker\.js|node:worker_threads/,
    );
  });
});
