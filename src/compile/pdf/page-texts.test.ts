import { describe, expect, it } from 'vitest';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import { PageReadError, readAllPageTexts } from './page-texts.js';

/** A stand-in document whose page `bad` cannot be read. */
function fakeDoc(pages: number, bad: number | null): PDFDocumentProxy {
  return {
    numPages: pages,
    async getPage(n: number) {
      if (n === bad) throw new Error('Bad FCHECK in flate stream');
      return {
        async getTextContent() {
          return {
            items: [
              { type: 'beginMarkedContentProps', tag: 'P', id: `p1R_mc0` },
              { str: `page ${n}`, transform: [1, 0, 0, 1, 0, 0], width: 5, height: 10, hasEOL: false },
              { type: 'endMarkedContent' },
            ],
          };
        },
        cleanup() {},
      };
    },
  } as unknown as PDFDocumentProxy;
}

describe('readAllPageTexts (in-process)', () => {
  it('reads every page in order and reports each one', async () => {
    const seen: number[] = [];
    const texts = await readAllPageTexts(fakeDoc(3, null), {
      file: 'x.pdf',
      data: new Uint8Array(),
      workers: 1,
      onPage: (p) => seen.push(p),
    });
    expect(seen).toEqual([1, 2, 3]);
    expect(texts.map((t) => (t.mcids.get(0)![0] as { s: string }).s)).toEqual(['page 1', 'page 2', 'page 3']);
  });

  it('names the file and the page when a page cannot be read', async () => {
    const run = readAllPageTexts(fakeDoc(5, 3), {
      file: '/specs/x.pdf',
      data: new Uint8Array(),
      workers: 1,
      onPage: () => {},
    });
    await expect(run).rejects.toBeInstanceOf(PageReadError);
    await expect(run).rejects.toThrow('/specs/x.pdf: page 3: Bad FCHECK in flate stream');
  });

  it('stops when aborted', async () => {
    const abort = new AbortController();
    abort.abort();
    await expect(
      readAllPageTexts(fakeDoc(2, null), {
        file: 'x.pdf',
        data: new Uint8Array(),
        workers: 1,
        onPage: () => {},
        signal: abort.signal,
      }),
    ).rejects.toThrow(/cancelled/);
  });
});
