import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { checkPdfBytes, cleanTitle, MAX_TITLE, openPdf } from './open.js';

const pdf = (body: string) => new Uint8Array(Buffer.from(`%PDF-1.7\n1 0 obj\n<< >>\nendobj\n${body}`, 'latin1'));
const reasonOf = (data: Uint8Array) => {
  try {
    checkPdfBytes('f.pdf', data);
    return null;
  } catch (err) {
    return (err as { reason: string }).reason;
  }
};

describe('checkPdfBytes: the PDF up to its last %%EOF', () => {
  it('keeps a file that ends with %%EOF whole', () => {
    const data = pdf('trailer\n<< >>\nstartxref\n9\n%%EOF\n');
    expect(checkPdfBytes('f.pdf', data)).toBe(data);
  });

  it('reads a file with a megabyte appended after %%EOF up to its %%EOF', () => {
    const whole = pdf('startxref\n9\n%%EOF\r\n');
    const data = new Uint8Array(Buffer.concat([whole, Buffer.alloc(1 << 20, 'A')]));
    expect(Buffer.from(checkPdfBytes('f.pdf', data)).equals(Buffer.from(whole))).toBe(true);
  });

  it.each([
    ['no %%EOF at all', pdf('startxref\n9\n'), 'truncated (no %%EOF at the end of the file)'],
    [
      'an update cut short after the last %%EOF',
      pdf('startxref\n9\n%%EOF\n12 0 obj\n<< /Type /Catalog'),
      'truncated (an update after the last %%EOF is cut short)',
    ],
    [
      'a cross-reference section cut short',
      pdf('startxref\n9\n%%EOF\nxref\n0 1\n000000'),
      'truncated (an update after the last %%EOF is cut short)',
    ],
    ['no header', new Uint8Array(Buffer.from('hello %%EOF')), 'not a PDF (no %PDF- header)'],
    ['nothing', new Uint8Array(0), 'empty file (0 bytes)'],
  ])('refuses %s', (_what, data, reason) => {
    expect(reasonOf(data)).toBe(reason);
  });
});

describe('cleanTitle', () => {
  it('makes control characters spaces and keeps the rest', () => {
    expect(cleanTitle('Nul\u0000title\tand\nmore ')).toBe('Nul title and more');
    expect(cleanTitle(' \u0000 ')).toBeNull();
    expect(cleanTitle(42)).toBeNull();
  });

  it(`cuts a title past ${MAX_TITLE} characters, with an ellipsis`, () => {
    const t = cleanTitle('T'.repeat(100_000))!;
    expect([...t]).toHaveLength(MAX_TITLE);
    expect(t.endsWith('…')).toBe(true);
  });
});

describe('loading pdf.js', () => {
  // core-js makes its replacements print as native code through a patched Function.prototype.toString;
  // the one of a fresh realm prints their source.
  const sourceOf = (f: unknown) => String(runInNewContext('Function.prototype.toString').call(f));
  const replaced = () =>
    [Array.prototype.push, JSON.parse, JSON.stringify].filter((f) => !sourceOf(f).includes('[native code]'));

  it("leaves the engine's own push, JSON.parse and JSON.stringify in place after a page is read", async () => {
    const doc = await openPdf(fileURLToPath(new URL('../../../corpus/sample/sample20.pdf', import.meta.url)));
    try {
      await (await doc.getPage(1)).getTextContent();
    } finally {
      await doc.destroy();
    }
    expect(replaced().map(sourceOf), 'built-ins replaced by a JavaScript version').toEqual([]);
  });
});
