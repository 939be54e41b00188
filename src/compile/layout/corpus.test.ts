/**
 * The layout fallback on a real, professionally typeset spec (WTPDF, from
 * ../shared/corpus), read as if it had no structure tree. Its outline is the
 * check: every numbered outline entry must come back as a heading block.
 * Expectations were read off the PDF itself (pdftotext -layout).
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractResult, RawBlock } from '../blocks.js';
import { openPdf } from '../pdf/open.js';
import { extractLayout } from './index.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const WTPDF = resolve(ROOT, '../shared/corpus/Well-Tagged-PDF-WTPDF-1.0.pdf');
const present = existsSync(WTPDF);
if (!present) console.warn(`SKIPPED: layout fallback on the real corpus — ${WTPDF} is absent`);

const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/^(\S+?)\.(\s)/, '$1$2')
    .replace(/[^\p{L}\p{N}]+/gu, '');

describe.skipIf(!present)('layout fallback on WTPDF (../shared/corpus)', () => {
  let r: ExtractResult;
  beforeAll(async () => {
    const doc = await openPdf(WTPDF);
    try {
      r = await extractLayout(doc, () => undefined);
    } finally {
      await doc.destroy();
    }
  });

  it('finds a heading block for every numbered outline entry (183 entries)', () => {
    expect(r.outline).toHaveLength(183);
    const headings = new Set(
      r.blocks.filter((b) => b.kind === 'heading').map((b) => squash((b as { text: string }).text)),
    );
    const numbered = r.outline.filter((o) => /^\s*(?:\d|[A-Z]\.\d)/.test(o.title));
    const missing = numbered.filter((o) => !headings.has(squash(o.title))).map((o) => o.title);
    expect(missing).toEqual([]);
  });

  it('reads the definitions clause as headed entries 4.1–4.8', () => {
    const at = r.blocks.findIndex((b) => b.kind === 'heading' && squash(b.text) === squash('4. Terms and definitions'));
    const entries = r.blocks
      .slice(at + 1)
      .filter((b): b is Extract<RawBlock, { kind: 'heading' }> => b.kind === 'heading')
      .slice(0, 8)
      .map((h) => h.text.split(' ')[0]);
    expect(entries).toEqual(['4.1', '4.2', '4.3', '4.4', '4.5', '4.6', '4.7', '4.8']);
  });

  it('keeps the running footer and page numbers out of every block', () => {
    const text = r.blocks.flatMap((b) =>
      b.kind === 'table'
        ? b.rows.flatMap((row) => row.cells.map((c) => c.text))
        : b.kind === 'list'
          ? b.items
          : [b.text],
    );
    expect(text.filter((t) => t.includes('PDF Association — Well-Tagged PDF (WTPDF)'))).toEqual([]);
    // A bare number may be content (the index of a root sign in 8.2.5.29), but never the page's own number.
    const pageNumbers = r.blocks.filter(
      (b) => b.kind !== 'table' && b.kind !== 'list' && b.text.trim() === r.pageLabels[b.page - 1],
    );
    expect(pageNumbers).toEqual([]);
  });

  it('reads Table 1 under its caption with its header and its one body row', () => {
    const at = r.blocks.findIndex(
      (b) => b.kind === 'paragraph' && b.text.startsWith('Table 1. FENote Attribute Owner'),
    );
    const table = r.blocks[at + 1];
    expect(table?.kind).toBe('table');
    const rows = (table as Extract<RawBlock, { kind: 'table' }>).rows.map((row) =>
      row.cells.map((c) => c.text.replace(/\s+/g, ' ')),
    );
    expect(rows).toEqual([
      ['Owner value for the attribute object’s O entry', 'Description'],
      ['FENote', 'Attribute governing type of footnotes, endnotes and other types of FENote.'],
    ]);
  });
});
