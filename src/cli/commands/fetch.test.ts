import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FlakyServer, makePdf, startFlakyServer } from '#test-support/hardening-http-server.js';
import type { Core } from '../../core/create-core.js';
import { main } from '../main.js';
import { testFactory } from '#test-support/test-factory.js';

const CORPUS = resolve(import.meta.dirname, '../../../../shared/corpus');
const WTPDF = join(CORPUS, 'Well-Tagged-PDF-WTPDF-1.0.pdf');
if (!existsSync(WTPDF)) console.warn(`fetch.test.ts: real-PDF cases SKIPPED — no corpus at ${CORPUS}`);

let server: FlakyServer;
let pdf: Buffer;
let dir: string;

const noCore = (): Core => {
  throw new Error('fetch must not need the core');
};

async function pdfspec(args: string[], env: NodeJS.ProcessEnv = {}) {
  const f = testFactory(noCore, {
    env: {
      PDF_SPEC_DIR: dir,
      PDFSPEC_RETRY_BASE_MS: '5',
      PDFSPEC_RETRY_MAX_MS: '50',
      PDFSPEC_FETCH_IDLE_MS: '300',
      ...env,
    },
  });
  const code = await main(['fetch', ...args], f);
  return { code, out: f.out(), err: f.err() };
}

beforeAll(async () => {
  server = await startFlakyServer();
  pdf = await makePdf('Well-Tagged PDF (WTPDF) 1.0');
});
afterAll(() => server.close());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pdfspec-fetch-cli-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('pdfspec fetch', () => {
  it('retries a flaky server, saves the file, reports the id on stdout and the retries on stderr', async () => {
    server.script('/Well-Tagged-PDF-WTPDF-1.0.pdf', [
      { status: 500 },
      { status: 429, retryAfter: '0' },
      { reset: 'mid', body: pdf, after: 400 },
      { ok: pdf },
    ]);
    const url = server.url('/Well-Tagged-PDF-WTPDF-1.0.pdf');
    const r = await pdfspec([url]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe(`wtpdf\t${join(dir, 'Well-Tagged-PDF-WTPDF-1.0.pdf')}\t2 pages\tWell-Tagged PDF (WTPDF) 1.0\n`);
    const err = r.err.split('\n');
    expect(err[0]).toBe(`fetching ${url}`);
    expect(err.filter((l) => /^ {2}retry \d\/3 in /.test(l))).toHaveLength(3);
    expect(r.err).toMatch(/retry 1\/3 in 0\.0 s: HTTP 500 Internal Server Error/);
    expect(r.err).toMatch(/retry 3\/3 in 0\.0 s: connection closed after 400 of \d+ bytes/);
    expect(r.err).toMatch(/\d+(\.\d)? KB in \d+\.\d s \(.+\/s, 3 retries\), 2 pages/);
    expect(readdirSync(dir)).toEqual(['Well-Tagged-PDF-WTPDF-1.0.pdf']);
    expect(readFileSync(join(dir, 'Well-Tagged-PDF-WTPDF-1.0.pdf')).equals(pdf)).toBe(true);
  });

  it('404: one line with URL and status, exit 4, one request, nothing saved', async () => {
    server.script('/gone.pdf', [{ status: 404 }]);
    const r = await pdfspec([server.url('/gone.pdf')]);
    expect(r.code).toBe(4);
    expect(server.hits('/gone.pdf')).toBe(1);
    const lines = r.err.trim().split('\n');
    expect(lines.at(-1)).toMatch(
      new RegExp(`^pdfspec: HTTP 404 Not Found: ${server.url('/gone.pdf').replace(/[.?]/g, '\\$&')} \\(`),
    );
    expect(r.err).not.toMatch(/retry|\n\s+at /);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('gives up after 3 retries (exit 4) and leaves nothing behind', async () => {
    server.script('/down.pdf', [{ truncate: pdf, after: 300 }]);
    const r = await pdfspec([server.url('/down.pdf')]);
    expect(r.code).toBe(4);
    expect(server.hits('/down.pdf')).toBe(4);
    expect(r.err.trim().split('\n').at(-1)).toMatch(
      /^pdfspec: download failed after 3 retries: connection closed after 300 of \d+ bytes: http/,
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it.each([
    [['not-a-url'], 2, /^pdfspec: invalid url: got "not-a-url"; expected an http:\/\/ or https:\/\/ URL/],
    [['ftp://x/a.pdf'], 2, /^pdfspec: invalid url: got "ftp:" URL/],
    [['http://127.0.0.1:9/a.pdf', '--as', 'nope'], 3, /^pdfspec: unknown spec "nope"/],
    [
      ['http://127.0.0.1:9/a.pdf', 'http://127.0.0.1:9/b.pdf', '--as', 'wtpdf'],
      2,
      /^pdfspec: --as names one spec, but 2 URLs were given/,
    ],
    [['http://127.0.0.1:9/a.pdf', '--bogus'], 2, /^pdfspec: unknown option --bogus/],
    [[], 2, /^pdfspec: Not enough non-option arguments/],
  ])('pdfspec fetch %j exits %i with one line', async (args, code, line) => {
    const r = await pdfspec(args);
    expect(r.code).toBe(code);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err.trim()).toMatch(line);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('needs PDF_SPEC_DIR (exit 2) and validates the tuning variables', async () => {
    const a = await pdfspec(['http://127.0.0.1:9/a.pdf'], { PDF_SPEC_DIR: '' });
    expect([a.code, a.err.trim()]).toEqual([
      2,
      expect.stringMatching(/^pdfspec: PDF_SPEC_DIR is not set: nowhere to save the download/),
    ]);
    const b = await pdfspec(['http://127.0.0.1:9/a.pdf'], { PDFSPEC_RETRY_BASE_MS: '-3' });
    expect([b.code, b.err.trim()]).toEqual([
      2,
      'pdfspec: invalid PDFSPEC_RETRY_BASE_MS: got "-3"; expected a whole number of milliseconds ≥ 1',
    ]);
  });

  it('--as saves under the canonical name; --json reports every URL, with failures, and exits with the first failure', async () => {
    server.script('/dl', [{ ok: pdf }]);
    server.script('/missing', [{ status: 403 }]);
    const one = await pdfspec([server.url('/dl'), '--as', 'Tagged', '--json']);
    expect(one.code, one.err).toBe(0);
    const rec = JSON.parse(one.out);
    expect(rec.fetched).toHaveLength(1);
    expect(rec.fetched[0]).toMatchObject({
      id: 'tagged-bpg',
      recognisedBy: 'as',
      file: join(dir, 'Tagged-PDF-Best-Practice-Guide.pdf'),
      conflictsWith: 'wtpdf',
    });
    expect(one.err).toMatch(/its title says it is wtpdf; saved as tagged-bpg because of --as/);

    const two = await pdfspec([server.url('/missing'), server.url('/dl'), '--json']);
    expect(two.code).toBe(4);
    const both = JSON.parse(two.out);
    expect(both.failed).toEqual([
      {
        url: server.url('/missing'),
        error: expect.objectContaining({
          code: 'missing_file',
          message: `HTTP 403 Forbidden: ${server.url('/missing')}`,
        }),
      },
    ]);
    expect(both.fetched.map((r: { id: string; recognisedBy: string }) => [r.id, r.recognisedBy])).toEqual([
      ['wtpdf', 'title'],
    ]);
  });

  describe.skipIf(!existsSync(WTPDF))('with a real spec PDF from ../shared/corpus', () => {
    it('recognises WTPDF by its file name, and by its title under another name', async () => {
      const real = readFileSync(WTPDF);
      server.script('/Well-Tagged-PDF-WTPDF-1.0.pdf', [{ status: 503 }, { ok: real }]);
      server.script('/file', [{ ok: real }]);
      const a = await pdfspec([server.url('/Well-Tagged-PDF-WTPDF-1.0.pdf'), '--ndjson']);
      expect(a.code, a.err).toBe(0);
      expect(JSON.parse(a.out)).toMatchObject({
        id: 'wtpdf',
        recognisedBy: 'name',
        pages: 57,
        retries: 1,
        bytes: real.length,
      });
      const b = await pdfspec([server.url('/file?id=7'), '--ndjson']);
      expect(JSON.parse(b.out)).toMatchObject({ id: 'wtpdf', recognisedBy: 'title', file: join(dir, 'file.pdf') });
    });
  });
});
