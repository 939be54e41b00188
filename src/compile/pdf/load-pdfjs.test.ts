/**
 * pdf.js is loaded without its canvas: the canvas only draws, and as it loads it reads every font of the system.
 */
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { tinyPdf } from '#test-support/test-pdfs.js';
import { importWithoutFetch, loadPdfjs } from './load-pdfjs.js';

const require = createRequire(import.meta.url);
const canvasPath = (() => {
  try {
    return createRequire(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).resolve('@napi-rs/canvas');
  } catch {
    return null;
  }
})();

describe('loadPdfjs', () => {
  it('never loads the canvas, installed or not, and reads text all the same', async () => {
    const pdfjs = await loadPdfjs();
    const loadedCanvas = Object.keys(require.cache).filter((k) => /[\\/]@napi-rs[\\/]canvas-/.test(k));
    expect(loadedCanvas).toEqual([]);
    if (canvasPath) {
      const standIn = require.cache[canvasPath]!.exports as Record<string, unknown>;
      expect(Object.keys(standIn).sort()).toEqual(['DOMMatrix', 'ImageData', 'Path2D']);
      expect(standIn.createCanvas).toBeUndefined();
    } else console.warn('load-pdfjs.test.ts: @napi-rs/canvas is not installed; only the reading is checked');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(await tinyPdf({ title: 'Hello' })), verbosity: 0 })
      .promise;
    const text = await (await doc.getPage(1)).getTextContent();
    expect(text.items.map((i) => ('str' in i ? i.str : '')).join('')).toContain('Hello');
    await doc.destroy();
  });
});

describe('importWithoutFetch', () => {
  it('shows the loading code a Response that has bytes, without touching the lazy one, and puts that one back', async () => {
    const kept = Object.getOwnPropertyDescriptor(globalThis, 'Response')!;
    class Real {}
    let loads = 0;
    Object.defineProperty(globalThis, 'Response', {
      configurable: true,
      enumerable: false,
      get: () => (loads++, Real),
    });
    try {
      const g = globalThis as unknown as { Response: { prototype: { bytes?: unknown } } };
      const seen = await importWithoutFetch(async () => typeof g.Response.prototype.bytes);
      expect([seen, loads]).toEqual(['function', 0]);
      expect(typeof Object.getOwnPropertyDescriptor(globalThis, 'Response')?.get).toBe('function');
      expect(g.Response).toBe(Real);
      expect(loads).toBe(1);
      const bytes = g.Response.prototype.bytes as (this: { arrayBuffer(): Promise<ArrayBuffer> }) => unknown;
      await expect(bytes.call({ arrayBuffer: async () => new Uint8Array([7, 8]).buffer })).resolves.toEqual(
        new Uint8Array([7, 8]),
      );
    } finally {
      Object.defineProperty(globalThis, 'Response', kept);
    }
  });
});

describe('importWithoutFetch in a reader thread', () => {
  it('never reads the lazy Response (on Node 22+ reading its descriptor loads fetch) and leaves a stand-in that refuses to be built', async () => {
    const kept = Object.getOwnPropertyDescriptor(globalThis, 'Response')!;
    const loadList = () => (process as unknown as { moduleLoadList: string[] }).moduleLoadList;
    const undiciLoaded = () => loadList().some((m) => m.includes('undici'));
    const undiciBefore = undiciLoaded();
    vi.resetModules();
    const thread = await import('./reader-thread.js');
    const { importWithoutFetch: fresh } = await import('./load-pdfjs.js');
    thread.declareReaderThread();
    const reads = vi.spyOn(Object, 'getOwnPropertyDescriptor');
    try {
      const g = globalThis as unknown as { Response: new () => { bytes?: unknown } };
      const seen = await fresh(async () => typeof g.Response.prototype.bytes);
      expect(seen).toBe('function');
      expect(reads.mock.calls.filter(([owner, key]) => owner === globalThis && key === 'Response')).toEqual([]);
      expect(() => new g.Response()).toThrow(/reader threads .* no fetch Response/);
      if (!undiciBefore) expect(undiciLoaded()).toBe(false);
    } finally {
      reads.mockRestore();
      Object.defineProperty(globalThis, 'Response', kept);
      vi.resetModules();
    }
  });
});
