/**
 * A small file never becomes a huge answer. Page labels whose start is two
 * billion (`/S /R /St 2000000000` writes every label as two million M's,
 * `/S /A` as 77 million letters), a label prefix of 5,000 characters and a
 * title of 100,000: each is read within the bounds — a Roman numeral or a
 * letter label past them shown as a number, any label cut at 64 characters
 * with a note in `reading`, a title cut at 200 — and the cache entry stays
 * within 64 KiB plus 16 bytes per character of the file's text.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_TEXT, pageLabelsPdf } from './support/hostile-pdfs.js';
import { ensureBuilt } from './support/mcp-harness.js';
import { STACK, baseEnv, runCli } from './support/hardening-run.js';

const T = 90_000;
/** The bound on a cache entry: a fixed part and a multiple of the file's text. */
const ENTRY_FIXED = 64 * 1024;
const ENTRY_PER_CHAR = 16;

interface SizeCase {
  id: string;
  pages: number;
  labels: string;
  title?: string;
  /** The first page's label as pdfspec shows it. */
  first: string | RegExp;
}

const CASES: SizeCase[] = [
  { id: 'roman', pages: 56, labels: '/S /R /St 2000000000', first: '2000000000' },
  { id: 'letters', pages: 56, labels: '/S /A /St 2000000000', first: '2000000000' },
  { id: 'roman-small', pages: 12, labels: '/S /r /St 3990', first: 'mmmcmxc' },
  { id: 'prefix', pages: 20, labels: `/S /D /P (${'x'.repeat(5000)})`, first: /^x{63}…$/ },
  { id: 'title', pages: 8, labels: '/S /D', title: 'T'.repeat(100_000), first: '1' },
];

/** The characters of text the generator prints on `pages` pages. */
const textChars = (pages: number) =>
  Array.from({ length: pages }, (_, i) => `${i + 1} Clause ${i + 1}${HOSTILE_TEXT.body.join('')}`.length).reduce(
    (a, b) => a + b,
    0,
  );

let tmp = '';
let specDir = '';
/** Each case its own cache, so that its entry is measured alone. */
const envOf = (id: string) => baseEnv(specDir, join(tmp, `cache-${id}`));

describe('hardening: a small file never becomes a huge answer', () => {
  beforeAll(() => {
    ensureBuilt();
    tmp = mkdtempSync(join(tmpdir(), 'pdfspec-sizes-'));
    specDir = join(tmp, 'specs');
    mkdirSync(specDir);
    for (const c of CASES) writeFileSync(join(specDir, `${c.id}.pdf`), pageLabelsPdf(c.pages, c.labels, c.title));
  });

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it.each(CASES)(
    '$id: labels and title within bounds, the cache entry within 64 KiB + 16 × its text',
    async (c) => {
      const env = envOf(c.id);
      const build = await runCli(['cache', 'build', '--spec', c.id], env, { timeoutMs: T });
      expect([build.timedOut, build.code, build.err]).toEqual([false, 0, expect.not.stringMatching(STACK)]);
      const models = join(tmp, `cache-${c.id}`, 'models');
      const sizes = readdirSync(models)
        .filter((n) => n.endsWith('.pdfspec'))
        .map((n) => statSync(join(models, n)).size);
      expect(sizes).toHaveLength(1);
      expect(sizes[0]).toBeLessThanOrEqual(ENTRY_FIXED + ENTRY_PER_CHAR * textChars(c.pages));

      const hits = await runCli(['search', '--regex', 'hostile', '--all', '--json', '--spec', c.id], env, {
        timeoutMs: T,
      });
      expect(hits.code, hits.err).toBe(0);
      const results = (JSON.parse(hits.out) as { results: Array<{ page: number; pageLabel: string }> }).results;
      expect(results).toHaveLength(c.pages);
      for (const r of results) expect([...r.pageLabel].length).toBeLessThanOrEqual(64);
      expect(results.find((r) => r.page === 1)?.pageLabel).toEqual(
        typeof c.first === 'string' ? c.first : expect.stringMatching(c.first),
      );

      const specs = await runCli(['list-specs', '--json'], env, { timeoutMs: T });
      const listed = (JSON.parse(specs.out) as { specs: Array<{ id: string; title: string }> }).specs.find(
        (s) => s.id === c.id,
      );
      expect([...(listed?.title ?? '')].length).toBeLessThanOrEqual(200);
    },
    T * 3,
  );

  it(
    'says which labels it showed otherwise (reading: page-labels)',
    async () => {
      const r = await runCli(['structure', '--spec', 'roman', '--json'], envOf('roman'), { timeoutMs: T });
      const diags = (JSON.parse(r.out) as { reading: { diagnostics: Array<{ code: string; message: string }> } })
        .reading.diagnostics;
      expect(diags.find((d) => d.code === 'page-labels')?.message).toBe(
        "the file's page labels: 56 page number(s) past 3999 (Roman) or 64 letters are shown in digits",
      );
    },
    T,
  );
});
