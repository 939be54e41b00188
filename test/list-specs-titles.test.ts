/**
 * `pdfspec list-specs` shows the title a user recognises: the one printed on
 * the first page when the metadata title is a file name, a word-processor or
 * printer artefact, missing, or not what the page prints; both are kept in
 * --json. Generated files always; the real files the sweep named when
 * ../shared/corpus-open and corpus-open-2 are there (skipped with a warning
 * otherwise).
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, ensureBuilt } from './support/mcp-harness.js';
import { STACK, baseEnv, runCli } from './support/hardening-run.js';
import { titlePagePdf } from './support/title-pdfs.js';
import { tinyPdf } from './support/test-pdfs.js';

const SHARED = resolve(ROOT, '../shared');
/** The sweep's files: where they are, the metadata title they carry, the title a user knows them by. */
const REAL = [
  [
    'corpus-open/SP800-147-April2011.pdf',
    'Microsoft Word - NIST-SP800-147-April2011.docx',
    'BIOS Protection Guidelines',
  ],
  ['corpus-open/riscv-privileged-v1.10.pdf', null, 'The RISC-V Instruction Set Manual'],
  ['corpus-open-2/rfc5652.txt.pdf', 'Enscript Output', 'Cryptographic Message Syntax (CMS)'],
  ['corpus-open/MIL-STD-882E-chg1.pdf', '882D Rev 1 - Draft', 'DEPARTMENT OF DEFENSE STANDARD PRACTICE SYSTEM SAFETY'],
  [
    'corpus-open/rfc8446.pdf',
    'RFC 8446 - The Transport Layer Security †TLS‡ Protocol Version 1.3',
    'The Transport Layer Security (TLS) Protocol Version 1.3',
  ],
  // Good metadata titles stay.
  ['corpus-open/NIST.SP.800-26.pdf', 'Special Publication 800-26', 'Special Publication 800-26'],
  ['corpus-open-2/rfc9580.pdf', 'RFC 9580: OpenPGP', 'RFC 9580: OpenPGP'],
] as const;
const haveReal = REAL.every(([f]) => existsSync(join(SHARED, f)));
if (!haveReal)
  console.warn(`test/list-specs-titles.test.ts: real files SKIPPED — not all of ${SHARED}/corpus-open{,-2} are there`);

interface Listed {
  id: string;
  title: string;
  file: string | null;
  metadataTitle?: string | null;
  printedTitle?: string | null;
}

let tmp = '';
async function listSpecs(specDir: string, cache: string): Promise<{ json: Listed[]; text: string }> {
  const env = baseEnv(specDir, join(tmp, cache));
  const json = await runCli(['list-specs', '--json'], env);
  expect(json.code, json.err).toBe(0);
  expect(json.err).not.toMatch(STACK);
  const text = await runCli(['list-specs', '--category', 'user'], env);
  return { json: (JSON.parse(json.out) as { specs: Listed[] }).specs, text: text.out };
}

beforeAll(() => {
  ensureBuilt();
  tmp = mkdtempSync(join(tmpdir(), 'pdfspec-list-titles-'));
});
afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('list-specs titles', () => {
  it('shows the printed title of generated files whose metadata title is junk, and keeps both in --json', async () => {
    const dir = join(tmp, 'generated');
    mkdirSync(dir);
    const files: Array<[string, Buffer, string, string | null, string | null]> = [
      [
        'guide.pdf',
        await titlePagePdf({
          layout: 'cover',
          metadata: 'Microsoft Word - guide-final.docx',
          title: ['Widget', 'Protection Guidelines'],
        }),
        'Widget Protection Guidelines',
        'Microsoft Word - guide-final.docx',
        'Widget Protection Guidelines',
      ],
      [
        'rfc9999.txt.pdf',
        await titlePagePdf({
          layout: 'rfc',
          metadata: 'Enscript Output',
          title: ['The Widget Transfer Protocol (WTP)'],
        }),
        'The Widget Transfer Protocol (WTP)',
        'Enscript Output',
        'The Widget Transfer Protocol (WTP)',
      ],
      [
        'nameless.pdf',
        await titlePagePdf({ layout: 'banner', title: ['Widget Self-Assessment', 'Guide'] }),
        'Widget Self-Assessment Guide',
        null,
        'Widget Self-Assessment Guide',
      ],
      [
        'kept.pdf',
        await titlePagePdf({
          layout: 'cover',
          metadata: 'Widget Handbook, second edition',
          title: ['Widget Handbook'],
        }),
        'Widget Handbook, second edition',
        'Widget Handbook, second edition',
        'Widget Handbook',
      ],
      // Neither title: the file name, as before.
      ['plain.pdf', await tinyPdf({}), 'plain.pdf', null, null],
    ];
    for (const [name, bytes] of files) writeFileSync(join(dir, name), bytes);
    const { json, text } = await listSpecs(dir, 'cache-generated');
    for (const [name, , title, metadataTitle, printedTitle] of files) {
      const entry = json.find((s) => s.file === join(dir, name));
      expect([name, entry?.title, entry?.metadataTitle, entry?.printedTitle]).toEqual([
        name,
        title,
        metadataTitle,
        printedTitle,
      ]);
      expect(text).toContain(title);
    }
    expect(text).not.toMatch(/Microsoft Word|Enscript Output/);
  }, 120_000);

  it.skipIf(!haveReal)(
    'shows the titles a user recognises for the real files the sweep named',
    async () => {
      const dir = join(tmp, 'real');
      mkdirSync(dir);
      for (const [f] of REAL) copyFileSync(join(SHARED, f), join(dir, f.split('/')[1]!));
      const { json, text } = await listSpecs(dir, 'cache-real');
      for (const [f, metadata, title] of REAL) {
        const entry = json.find((s) => s.file === join(dir, f.split('/')[1]!));
        expect([f, entry?.title, entry?.metadataTitle]).toEqual([f, title, metadata]);
        expect(text).toContain(title);
      }
    },
    180_000,
  );
});
