/**
 * The probe's titles over generated first pages: the printed title of a cover
 * page, of an RFC set in one size, beside a larger letter-spaced banner, and
 * with line numbers beside it; whether the metadata title is the one to show.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { titlePagePdf, type TitlePage } from '#test-support/title-pdfs.js';
import { probePdf } from './open.js';
import { readFirstPage } from './printed-title.js';

const dir = mkdtempSync(join(tmpdir(), 'pdfspec-titles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function probe(name: string, page: TitlePage) {
  const file = join(dir, name);
  writeFileSync(file, await titlePagePdf(page));
  return probePdf(file);
}

describe('probePdf: the printed title and the metadata title', () => {
  it.each([
    ['Microsoft Word - NIST-SP900-1-May2030.docx', 'a word processor or printer artefact'],
    ['sp900-1-final.pdf', 'a file name'],
    ['C:\\Users\\me\\drafts\\guide.docx', 'a file name'],
    ['Guide_Final_v2', 'a file name'],
    ['Untitled', 'a word processor or printer artefact'],
    ['900-1 Rev 3 - Draft', 'not on the first page'],
    [undefined, 'missing'],
  ] as const)('shows the printed cover title when the metadata title is %j (%s)', async (metadata, fault) => {
    const info = await probe('cover.pdf', { layout: 'cover', metadata, title: ['Firmware Protection', 'Guidelines'] });
    expect(info.printedTitle).toBe('Firmware Protection Guidelines');
    expect(info.titleFault).toBe(fault);
    expect(info.title).toBe(metadata ?? null);
  });

  it('keeps a metadata title the first page prints', async () => {
    const info = await probe('good.pdf', {
      layout: 'cover',
      metadata: 'Firmware Protection Guidelines (Special Publication 900-1)',
      title: ['Firmware Protection', 'Guidelines'],
    });
    expect([info.titleFault, info.printedTitle]).toEqual([null, 'Firmware Protection Guidelines']);
  });

  it('reads the centred title of a page set in one size, and catches a title whose brackets a converter lost', async () => {
    const enscript = await probe('rfc9999.txt.pdf', {
      layout: 'rfc',
      metadata: 'Enscript Output',
      title: ['The Widget Transfer Protocol (WTP)', 'Version 2'],
    });
    expect([enscript.printedTitle, enscript.titleFault]).toEqual([
      'The Widget Transfer Protocol (WTP) Version 2',
      'a word processor or printer artefact',
    ]);
    const mangled = await probe('rfc9999.pdf', {
      layout: 'rfc',
      metadata: 'RFC 9999 - The Widget Transfer Protocol †WTP‡ Version 2',
      title: ['The Widget Transfer Protocol (WTP) Version 2'],
    });
    expect([mangled.printedTitle, mangled.titleFault]).toEqual([
      'The Widget Transfer Protocol (WTP) Version 2',
      'not on the first page',
    ]);
  });

  it('passes over a letter-spaced banner in larger type, and line numbers beside the title', async () => {
    const banner = await probe('banner.pdf', { layout: 'banner', title: ['Security Self-Assessment', 'Guide'] });
    expect(banner.printedTitle).toBe('Security Self-Assessment Guide');
    const numbered = await probe('numbered.pdf', {
      layout: 'numbered',
      title: ['Assertions and Protocols for', 'the Markup Language V2.0'],
    });
    expect(numbered.printedTitle).toBe('Assertions and Protocols for the Markup Language V2.0');
  });

  it("reads a manual's one-word name in the largest type, not its authors' names in the next size", async () => {
    const info = await probe('manual.pdf', { layout: 'manual', title: ['Libwdg3'] });
    expect(info.printedTitle).toBe('Libwdg3');
    const acronym = await probe('logo.pdf', { layout: 'manual', title: ['NIST'] });
    expect(acronym.printedTitle).toBe('Ada Author Bea Writer (help-widgets@example.org)');
  });
});

describe('readFirstPage on a page of endless text', () => {
  it('reads the first runs as they stream, then cancels the rest (a page never read to its end)', async () => {
    let sent = 0;
    let cancelled = false;
    // A title in display type over lines of body text, 50 to a page, repeated for ever.
    const run = (i: number) =>
      i === 0
        ? { str: 'Endless Page', transform: [30, 0, 0, 30, 72, 760], width: 200 }
        : { str: 'body text', transform: [10, 0, 0, 10, 72, 700 - (i % 50) * 12], width: 40 };
    const stream = new ReadableStream<{ items: unknown[] }>({
      pull(controller) {
        controller.enqueue({ items: Array.from({ length: 100 }, (_, k) => run(sent + k)) });
        sent += 100;
      },
      cancel() {
        cancelled = true;
      },
    });
    const first = await readFirstPage({ streamTextContent: () => stream } as never);
    expect(first.title).toBe('Endless Page');
    expect(cancelled).toBe(true);
    expect(sent).toBeLessThan(10_000);
  });
});
