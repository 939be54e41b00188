/**
 * Files that lie, made at test time (test/support/lying-files.ts and
 * hostile-pdfs.ts), against the built CLI: a page tree whose /Count is
 * smaller than its /Kids hold (every page must still be read, with a
 * diagnostic), an outline whose /Next loops back (the loop is named in
 * `reading` and the sections come from the headings instead), and a damaged
 * file recognised by its title (named with its damage on every run, not
 * "no file for …"), a root whose /Kids lists its one page 100,000 times
 * (listed, compiled without running on for minutes, the page read once).
 * And files that are other than they look, each read as what it is: a
 * megabyte appended after %%EOF (read; an update cut short after it is
 * truncated), a root /Count of 0 or −1 (the pages it holds), a file name
 * that is not UTF-8 (said so, not "file not found"), a title with NUL, a tab
 * and a line break (spaces in the output).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cyclicPageTreePdf,
  HOSTILE_TEXT,
  lyingPageCountPdf,
  repeatedPagePdf,
  titledPdf,
} from './support/hostile-pdfs.js';
import { loopedOutlineCopy, retitledCopy, undercountedCopy } from './support/lying-files.js';
import { SAMPLES, ensureBuilt } from './support/mcp-harness.js';
import { STACK, baseEnv, copySamples, runCli } from './support/hardening-run.js';

const T = 120_000;
let tmp = '';
let env: Record<string, string> = {};
const cli = (...argv: string[]) => runCli(argv, env, { timeoutMs: T });
const json = async (...argv: string[]) => {
  const r = await cli(...argv, '--json');
  expect(r.code, r.err).toBe(0);
  expect(r.err).not.toMatch(STACK);
  return JSON.parse(r.out);
};
const diagnostics = (record: { reading: { diagnostics: Array<{ code: string; message: string }> } }) =>
  record.reading.diagnostics;

describe('hardening: files that lie', () => {
  beforeAll(async () => {
    ensureBuilt();
    tmp = mkdtempSync(join(tmpdir(), 'pdfspec-lies-'));
    const specs = join(tmp, 'specs');
    mkdirSync(specs);
    await copySamples(SAMPLES, specs, ['sample20']);
    const base = readFileSync(join(specs, 'sample20.pdf'));
    writeFileSync(join(specs, 'undercounted.pdf'), await undercountedCopy(base, 1));
    writeFileSync(join(specs, 'looped-outline.pdf'), await loopedOutlineCopy(base, 1));
    // Recognised as an001 by its title only; damaged in a way only a compile finds (its page tree loops).
    writeFileSync(join(specs, 'bpc-notes.pdf'), cyclicPageTreePdf('PDF 2.0 Application Note 001: BPC'));
    writeFileSync(join(specs, 'repeated.pdf'), repeatedPagePdf(100_000));
    const junk = Buffer.alloc(1 << 20, 'A');
    const noise = Buffer.from(Array.from({ length: 1 << 20 }, (_, i) => (i * 2654435761) >>> 24));
    writeFileSync(join(specs, 'appended-text.pdf'), Buffer.concat([await retitledCopy(base, 'Appended text'), junk]));
    writeFileSync(join(specs, 'appended-binary.pdf'), Buffer.concat([await retitledCopy(base, 'Appended'), noise]));
    const cut = Buffer.from(
      '\n40 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\nxref\n0 1\n0000000000 65535 f \ntrai',
    );
    writeFileSync(join(specs, 'cut-update.pdf'), Buffer.concat([await retitledCopy(base, 'Cut update'), cut]));
    writeFileSync(join(specs, 'count-zero.pdf'), lyingPageCountPdf(0));
    writeFileSync(join(specs, 'count-minus.pdf'), lyingPageCountPdf(-1));
    writeFileSync(join(specs, 'nul-title.pdf'), titledPdf('Nul\\000title\\011and\\012more'));
    writeFileSync(Buffer.from(join(specs, 'bad-\xff\xfe-name.pdf'), 'latin1'), base);
    env = baseEnv(specs, join(tmp, 'cache'));
  }, T);

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('a page tree whose /Count is smaller than its /Kids: every page read, said in reading', async () => {
    const good = await json('structure', '--spec', 'sample20');
    const lying = await json('structure', '--spec', 'undercounted');
    expect(lying.sections).toEqual(good.sections);
    expect(diagnostics(lying)).toContainEqual(
      expect.objectContaining({
        code: 'page-count',
        message: expect.stringMatching(/says it holds 1 pages; it holds \d+, and every one was read/),
      }),
    );
    for (const q of ['logical content order', 'artifact*', 'shall']) {
      const [a, b] = [await json('search', q, '--spec', 'sample20'), await json('search', q, '--spec', 'undercounted')];
      expect([q, b.totalResults]).toEqual([q, a.totalResults]);
    }
  });

  it('an outline whose /Next points back into the list: the loop is named, and the headings give the sections', async () => {
    const good = await json('structure', '--spec', 'sample20');
    const looped = await json('structure', '--spec', 'looped-outline');
    expect(diagnostics(looped)).toContainEqual(
      expect.objectContaining({ code: 'outline-refused', message: expect.stringMatching(/loop/) }),
    );
    expect(looped.reading.sectionSource).not.toBe('outline');
    const numbers = (r: { sections: Array<{ sectionNumber: string; children: unknown[] }> }) => {
      const out: string[] = [];
      const stack = [...r.sections];
      while (stack.length) {
        const s = stack.shift()! as { sectionNumber: string; children: never[] };
        out.push(s.sectionNumber);
        stack.unshift(...s.children);
      }
      return out;
    };
    // Every numbered clause of the real file is there, not the first one or two.
    const clauses = numbers(good).filter((n) => /^\d/.test(n));
    expect(numbers(looped)).toEqual(expect.arrayContaining(clauses));
    expect(clauses.length).toBeGreaterThan(10);
  });

  it('a damaged file recognised by its title is named with its damage on every run', async () => {
    for (let run = 1; run <= 3; run++) {
      const r = await cli('structure', '--spec', 'an001');
      expect([run, r.code]).toEqual([run, 4]);
      const lines = r.err.split('\n').filter((l) => l && !/^pdfspec: compiling/.test(l));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^pdfspec: .*bpc-notes\.pdf.*: damaged \(page 2: Pages tree contains circular reference/,
      );
      expect(r.err).not.toMatch(/no file for an001/);
    }
    const listed = (await json('list-specs')).specs.find((s: { id: string }) => s.id === 'an001');
    expect(listed).toMatchObject({ available: false, file: expect.stringMatching(/bpc-notes\.pdf$/) });
  });

  it('a root whose /Kids lists one page 100,000 times: listed, compiled, the page read once, the tree reported', async () => {
    const listed = (await json('list-specs')).specs.find((s: { id: string }) => s.id === 'repeated');
    expect(listed).toMatchObject({ available: true });
    // A bound against running on (it ran past 5 minutes), not a measurement: the compile takes seconds.
    const r = await runCli(['structure', '--spec', 'repeated', '--json'], env, { timeoutMs: 90_000 });
    expect([r.timedOut, r.code], r.err).toEqual([false, 0]);
    const structure = JSON.parse(r.out);
    expect(structure.sections.map((s: { sectionNumber: string; title: string }) => [s.sectionNumber, s.title])).toEqual(
      [['1', 'Scope']],
    );
    expect(diagnostics(structure)).toContainEqual({
      severity: 'warning',
      code: 'page-tree',
      message:
        'the page tree lists pages it listed before 99999 more time(s); each page object is one page, read once where it first appears',
    });
    const hits = await json('search', 'hostile', '--spec', 'repeated');
    expect(hits.totalResults).toBe(1);
    const section = await json('section', '1', '--spec', 'repeated');
    expect(JSON.stringify(section)).toContain(HOSTILE_TEXT.body[0]!.slice(0, 40));
  }, 180_000);

  it.each([
    ['appended-text', 'a megabyte of text after %%EOF'],
    ['appended-binary', 'a megabyte of binary noise after %%EOF'],
  ])(
    '%s (%s): read whole, as qpdf and poppler read it',
    async (id) => {
      const good = await json('structure', '--spec', 'sample20');
      const appended = await json('structure', '--spec', id);
      expect(appended.sections).toEqual(good.sections);
      const listed = (await json('list-specs')).specs.find((s: { id: string }) => s.id === id);
      expect(listed).toMatchObject({ available: true, pages: 6 });
    },
    T,
  );

  it('an update cut short after the last %%EOF is still truncated', async () => {
    const r = await cli('structure', '--spec', 'cut-update');
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/cut-update\.pdf.*truncated \(an update after the last %%EOF is cut short\)/);
  });

  it.each(['count-zero', 'count-minus'])(
    '%s: a root /Count of 0 or −1 is read with the pages the tree holds, and said in reading',
    async (id) => {
      const listed = (await json('list-specs')).specs.find((s: { id: string }) => s.id === id);
      expect(listed).toMatchObject({ available: true, pages: 1 });
      const read = await json('structure', '--spec', id);
      expect(read.sections.map((s: { sectionNumber: string }) => s.sectionNumber)).toContain('1');
      expect(diagnostics(read)).toContainEqual(expect.objectContaining({ code: 'page-count' }));
    },
  );

  it('a file name that is not valid UTF-8 is listed as such, never as "file not found"', async () => {
    const r = await cli('list-specs');
    const line = r.out.split('\n').find((l) => l.startsWith('bad-'));
    expect(line).toMatch(/\tno \(its name is not valid UTF-8 \(rename the file to read it\)\)\t/);
    expect(r.out).not.toMatch(/file not found/);
  });

  it('a title holding NUL, a tab and a line break: listed piped and as JSON with spaces instead', async () => {
    const r = await cli('list-specs');
    expect(r.code).toBe(0);
    expect(r.out).not.toContain('\u0000');
    expect(r.out).toMatch(/^nul-title\t.*\tNul title and more\t/m);
    const listed = (await json('list-specs')).specs.find((s: { id: string }) => s.id === 'nul-title');
    expect(listed.title).toBe('Nul title and more');
  });
});
