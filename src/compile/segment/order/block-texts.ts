/**
 * The texts of a block that its line breaks run through (paragraphs, list items, table cells, headings, code), and
 * the block with each of them rewritten: the passes that decide line ends from the whole document read and write
 * blocks through these (line-end-hyphens.ts, unmarked-breaks.ts).
 */
import type { RawBlock, RawRow } from '../../blocks.js';

export function blockTexts(b: RawBlock): string[] {
  switch (b.kind) {
    case 'heading':
    case 'code':
      return [b.text];
    case 'paragraph':
      return b.lead === undefined ? [b.text] : [b.text, b.lead];
    case 'list':
      return b.items;
    case 'table':
      return b.rows.flatMap((r) => r.cells.flatMap((c) => [c.text, ...(c.paragraphs ?? [])]));
  }
}

function resolveRows(rows: RawRow[], resolve: (t: string) => string): RawRow[] {
  return rows.map((r) => ({
    ...r,
    cells: r.cells.map((c) => ({
      ...c,
      text: resolve(c.text),
      ...(c.paragraphs ? { paragraphs: c.paragraphs.map(resolve) } : {}),
    })),
  }));
}

export function resolveBlock(b: RawBlock, resolve: (t: string) => string): RawBlock {
  switch (b.kind) {
    case 'heading':
    case 'paragraph': {
      const lead = b.kind === 'paragraph' && b.lead !== undefined ? { lead: resolve(b.lead) } : {};
      return { ...b, text: resolve(b.text), ...lead };
    }
    case 'list':
      return { ...b, items: b.items.map(resolve) };
    case 'table':
      return { ...b, rows: resolveRows(b.rows, resolve) };
    case 'code':
      return b;
  }
}
