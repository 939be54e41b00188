import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastValueFrom, toArray } from 'rxjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FlakyServer, makePdf, startFlakyServer } from '#test-support/hardening-http-server.js';
import { PdfspecError } from '../../core/errors.js';
import { type FetchEvent, type FetchOptions, type FetchResult, type SpecNaming, fetchSpec$ } from './fetch-spec.js';

// A two-entry naming stand-in: this file tests the download, not the registry (the CLI tests use the real one).
const naming: SpecNaming = {
  resolveId(as) {
    if (as === 'wtpdf' || as === 'declarations') return as;
    throw new PdfspecError('unknown_spec', `unknown spec ${JSON.stringify(as)}`);
  },
  canonicalFileName: (id, _hints) => (id === 'wtpdf' ? 'Well-Tagged-PDF-WTPDF-1.0.pdf' : 'PDF-Declarations.pdf'),
  idByFileName: (name) =>
    /^Well-Tagged-PDF-WTPDF-1\.0\.pdf$/i.test(name)
      ? 'wtpdf'
      : /^PDF-Declarations\.pdf$/i.test(name)
        ? 'declarations'
        : null,
  idByTitle: (title) =>
    title?.startsWith('Well-Tagged PDF') ? 'wtpdf' : title === 'PDF Declarations' ? 'declarations' : null,
};

let server: FlakyServer;
let pdf: Buffer;
let dir: string;
const opts = (): FetchOptions => ({ dir, naming, baseMs: 5, maxMs: 40, idleTimeoutMs: 300 });
const run = (url: string, as?: string, o: Partial<FetchOptions> = {}) =>
  lastValueFrom(fetchSpec$(url, as, { ...opts(), ...o }).pipe(toArray()));
const result = (events: FetchEvent[]): FetchResult => (events.at(-1) as Extract<FetchEvent, { kind: 'done' }>).result;
const retries = (events: FetchEvent[]) => events.filter((e) => e.kind === 'retry');
const failure = async (p: Promise<unknown>): Promise<PdfspecError> => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PdfspecError);
  return err as PdfspecError;
};

beforeAll(async () => {
  server = await startFlakyServer();
  pdf = await makePdf('Well-Tagged PDF (WTPDF) 1.0');
});
afterAll(() => server.close());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pdfspec-fetch-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('fetchSpec$: retried faults', () => {
  it.each([
    ['two 500s', () => [{ status: 500 }, { status: 503 }], 2],
    ['a 429 with Retry-After: 0', () => [{ status: 429, retryAfter: '0' }], 1],
    ['a reset before the response', () => [{ reset: 'before' as const }], 1],
    ['a reset in the middle of the body', () => [{ reset: 'mid' as const, body: pdf, after: 700 }], 1],
    ['a stalled body (idle timeout)', () => [{ stall: pdf, after: 700 }], 1],
    ['a body cut short of Content-Length', () => [{ truncate: pdf, after: pdf.length - 200 }], 1],
    [
      'all of them in a row',
      () => [{ status: 502 }, { reset: 'mid' as const, body: pdf, after: 300 }, { truncate: pdf, after: 10 }],
      3,
    ],
  ])('%s: retried, then saved whole, nothing else left', async (_n, faults, k) => {
    const path = `/r${Math.random().toString(36).slice(2)}/Well-Tagged-PDF-WTPDF-1.0.pdf`;
    server.script(path, [...faults(), { ok: pdf }]);
    const events = await run(server.url(path));
    expect(server.hits(path)).toBe(k + 1);
    expect(retries(events)).toHaveLength(k);
    const r = result(events);
    expect(r).toMatchObject({
      id: 'wtpdf',
      recognisedBy: 'name',
      retries: k,
      bytes: pdf.length,
      pages: 2,
      replaced: false,
    });
    expect(readFileSync(r.file).equals(pdf)).toBe(true);
    expect(readdirSync(dir)).toEqual(['Well-Tagged-PDF-WTPDF-1.0.pdf']);
  });

  it('reports each retry with its reason and the exponential delay', async () => {
    server.script('/d.pdf', [{ status: 500 }, { status: 500 }, { status: 500 }, { ok: pdf }]);
    const events = await run(server.url('/d.pdf'));
    expect(retries(events).map((e) => (e.kind === 'retry' ? [e.retry, e.of, e.delayMs] : null))).toEqual([
      [1, 3, 5],
      [2, 3, 10],
      [3, 3, 20],
    ]);
    expect(retries(events)[0]).toMatchObject({ reason: expect.stringMatching(/HTTP 500.*\/d\.pdf/) });
  });

  it('honours Retry-After, capped by the maximum delay', async () => {
    server.script('/ra.pdf', [{ status: 429, retryAfter: '1' }, { ok: pdf }]);
    const events = await run(server.url('/ra.pdf'), undefined, { maxMs: 40 });
    expect(retries(events)[0]).toMatchObject({ delayMs: 40 });
    server.script('/ra2.pdf', [{ status: 503, retryAfter: 'soon' }, { status: 429, retryAfter: '1' }, { ok: pdf }]);
    const events2 = await run(server.url('/ra2.pdf'), undefined, { maxMs: 2000, baseMs: 5 });
    // Unparsable Retry-After is ignored (plain backoff); 1 s wins over the 10 ms backoff.
    expect(retries(events2).map((e) => (e.kind === 'retry' ? e.delayMs : 0))).toEqual([5, 1000]);
  });

  it('gives up after 3 retries with one error naming the URL; nothing is left', async () => {
    server.script('/down.pdf', [{ status: 503 }]);
    const err = await failure(run(server.url('/down.pdf')));
    expect(server.hits('/down.pdf')).toBe(4);
    expect(err.code).toBe('missing_file');
    expect(err.message).toBe(
      `download failed after 3 retries: HTTP 503 Service Unavailable: ${server.url('/down.pdf')}`,
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it('gives up on a server that keeps stalling; nothing is left', async () => {
    server.script('/slow.pdf', [{ stall: pdf, after: 100 }]);
    const err = await failure(run(server.url('/slow.pdf'), undefined, { retries: 1, idleTimeoutMs: 150 }));
    expect(server.hits('/slow.pdf')).toBe(2);
    expect(err.message).toMatch(/^download failed after 1 retry: no data for 150 ms \(stalled\): http:/);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('fetchSpec$: permanent failures are not retried', () => {
  it.each([
    [404, 'Not Found'],
    [403, 'Forbidden'],
    [410, 'Gone'],
  ])('HTTP %i is reported at once with the URL and status', async (status, text) => {
    const path = `/p${status}.pdf`;
    server.script(path, [{ status }]);
    const err = await failure(run(server.url(path)));
    expect(server.hits(path)).toBe(1);
    expect(err.message).toBe(`HTTP ${status} ${text}: ${server.url(path)}`);
    expect(err.code).toBe('missing_file');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('an HTML page served with 200 is not a PDF: not saved, not retried', async () => {
    server.script('/login', [
      { ok: Buffer.from('<!DOCTYPE html><html><body>Sign in</body></html>'), contentType: 'text/html' },
    ]);
    const err = await failure(run(server.url('/login')));
    expect(server.hits('/login')).toBe(1);
    expect(err.message).toBe(
      `not a PDF (no %PDF- header; starts with "<!DOCTYPE html><html><bo"): ${server.url('/login')}`,
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a body with a %PDF- header that pdfjs cannot open is not saved', async () => {
    server.script('/fake.pdf', [{ ok: Buffer.from('%PDF-1.7\nthis is not really a PDF\n%%EOF\n') }]);
    const err = await failure(run(server.url('/fake.pdf')));
    expect(err.message).toMatch(/^downloaded file is unusable \(.+\): http:\/\/127\.0\.0\.1:\d+\/fake\.pdf$/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it.each(['not a url', 'ftp://example.com/a.pdf', 'file:///etc/passwd', ''])(
    'a bad URL %j is invalid input, before any request',
    async (url) => {
      const err = await failure(run(url));
      expect(err.code).toBe('invalid_input');
      expect(err.message).toMatch(/^invalid url: got .*; expected an http:\/\/ or https:\/\/ URL$/);
    },
  );

  it('an unknown --as id fails before downloading', async () => {
    server.script('/x.pdf', [{ ok: pdf }]);
    const err = await failure(run(server.url('/x.pdf'), 'nope'));
    expect(err.code).toBe('unknown_spec');
    expect(server.hits('/x.pdf')).toBe(0);
  });
});

describe('fetchSpec$: naming and recognition', () => {
  it('recognises a spec by its title when the name says nothing', async () => {
    server.script('/download', [{ ok: pdf }]);
    const r = result(await run(server.url('/download')));
    expect(r).toMatchObject({
      id: 'wtpdf',
      recognisedBy: 'title',
      title: 'Well-Tagged PDF (WTPDF) 1.0',
      file: join(dir, 'download.pdf'),
    });
  });

  it('uses the server-suggested name, made safe', async () => {
    server.script('/get', [{ ok: pdf, disposition: 'attachment; filename="../../evil/PDF-Declarations.pdf"' }]);
    const r = result(await run(server.url('/get')));
    expect(r.file).toBe(join(dir, 'PDF-Declarations.pdf'));
    expect(r.id).toBe('declarations');
  });

  it('--as saves under the canonical name and reports a title that disagrees', async () => {
    server.script('/a/b/c', [{ ok: pdf }]);
    const r = result(await run(server.url('/a/b/c'), 'declarations'));
    expect(r).toMatchObject({
      id: 'declarations',
      recognisedBy: 'as',
      file: join(dir, 'PDF-Declarations.pdf'),
      conflictsWith: 'wtpdf',
    });
    expect(readdirSync(dir)).toEqual(['PDF-Declarations.pdf']);
  });

  it('an unrecognised PDF is saved with id null (listed later as a user spec)', async () => {
    const other = await makePdf('Some other document', 1);
    server.script('/mine.pdf', [{ ok: other, chunked: true }]);
    const r = result(await run(server.url('/mine.pdf')));
    expect(r).toMatchObject({ id: null, recognisedBy: null, pages: 1, bytes: other.length });
  });

  it('replaces an existing file atomically and says so', async () => {
    writeFileSync(join(dir, 'Well-Tagged-PDF-WTPDF-1.0.pdf'), 'old');
    server.script('/Well-Tagged-PDF-WTPDF-1.0.pdf', [{ ok: pdf }]);
    const r = result(await run(server.url('/Well-Tagged-PDF-WTPDF-1.0.pdf')));
    expect(r.replaced).toBe(true);
    expect(readFileSync(r.file).equals(pdf)).toBe(true);
  });

  it('keeps the old file when the new download fails', async () => {
    writeFileSync(join(dir, 'Well-Tagged-PDF-WTPDF-1.0.pdf'), 'old');
    server.script('/Well-Tagged-PDF-WTPDF-1.0.pdf', [{ truncate: pdf, after: 50 }]);
    await failure(run(server.url('/Well-Tagged-PDF-WTPDF-1.0.pdf'), undefined, { retries: 1 }));
    expect(readdirSync(dir)).toEqual(['Well-Tagged-PDF-WTPDF-1.0.pdf']);
    expect(readFileSync(join(dir, 'Well-Tagged-PDF-WTPDF-1.0.pdf'), 'utf8')).toBe('old');
  });

  it('follows redirects', async () => {
    server.script('/old', [{ status: 301, location: '/new/Well-Tagged-PDF-WTPDF-1.0.pdf' }]);
    server.script('/new/Well-Tagged-PDF-WTPDF-1.0.pdf', [{ ok: pdf }]);
    const r = result(await run(server.url('/old')));
    expect(r.id).toBe('wtpdf');
  });

  it('cancelling mid-download (Ctrl-C) removes the temp file', async () => {
    server.script('/cancel.pdf', [{ stall: pdf, after: 500 }]);
    const seen: FetchEvent[] = [];
    const sub = fetchSpec$(server.url('/cancel.pdf'), undefined, { ...opts(), idleTimeoutMs: 5000 }).subscribe((e) =>
      seen.push(e),
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.some((e) => e.kind === 'bytes')).toBe(true);
    expect(readdirSync(dir).some((n) => n.endsWith('.part'))).toBe(true);
    sub.unsubscribe();
    expect(readdirSync(dir)).toEqual([]);
  });
});
