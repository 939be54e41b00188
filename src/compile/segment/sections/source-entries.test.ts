import { describe, expect, it } from 'vitest';
import type { OutlineEntry } from '../../blocks.js';
import { isBookmarkName, isFragment, screenEntries } from './source-entries.js';

const e = (title: string, depth = 0, page = 5): OutlineEntry => ({ title, depth, page, y: null });

describe('outline entries that cannot name a clause', () => {
  it('knows a bookmark name a program made from a title a person wrote', () => {
    for (const t of ['OLE_LINK6', '_Toc123456', '_Ref98765', 'DDHeadingPage1', '_GoBack'])
      expect(isBookmarkName(t), t).toBe(true);
    for (const t of ['Bibliography', 'Scope', '7.3.4', 'A1', 'XMP', 'ISO 32000-2', '6.  Conformance'])
      expect(isBookmarkName(t), t).toBe(false);
  });

  it('knows a fragment: unnumbered, without a word of three letters', () => {
    for (const t of ['s tt', 'A', '—']) expect(isFragment(t), t).toBe(true);
    for (const t of ['Index', '4.1', 'A.2', '3D artwork', '']) expect(isFragment(t), t).toBe(false);
  });

  it('drops lists of figures and tables with what they hold, captions and the index entries — not the Index', () => {
    const { kept, rejected } = screenEntries([
      e('Contents'),
      e('Figures'),
      e('Figure 1 – Coordinates', 1),
      e('Tables'),
      e('Table 3.4 Entries', 1),
      e('1 Scope'),
      e('Table 7 – Stray caption', 1),
      e('OLE_LINK6'),
      e('Index'),
      e('A', 1),
      e('s tt', 2),
      e('streams', 2),
      e('Colophon'),
    ]);
    // A bookmark-like name is judged once the headings are matched (reconcile.ts): a heading may print it.
    expect(kept.map((k) => k.title)).toEqual(['1 Scope', 'OLE_LINK6', 'Index', 'Colophon']);
    expect(rejected.map((r) => [r.title, r.reason])).toEqual([
      ['Contents', 'contents entry'],
      ['Figures', 'list of figures or tables'],
      ['Figure 1 – Coordinates', 'list of figures or tables'],
      ['Tables', 'list of figures or tables'],
      ['Table 3.4 Entries', 'list of figures or tables'],
      ['Table 7 – Stray caption', 'figure or table entry'],
      ['A', 'index entry'],
      ['s tt', 'index entry'],
      ['streams', 'index entry'],
    ]);
  });

  it('drops the Contents list, its column heads, page locators and the title page, not front matter on page 1', () => {
    const { kept, rejected } = screenEntries([
      e('AMSC N/A AREA SAFT', 0, 1),
      e('DISTRIBUTION A: Approved for public release', 0, 1),
      e('Abstract', 0, 1),
      e('1 Scope', 0, 1),
      e('CONTENTS'),
      e('Table of Contents'),
      e('PARAGRAPH PAGE'),
      e('Page 790'),
      e('Page layout'),
    ]);
    expect(kept.map((k) => k.title)).toEqual(['Abstract', '1 Scope', 'Page layout']);
    expect(rejected.map((r) => [r.title, r.reason])).toEqual([
      ['AMSC N/A AREA SAFT', 'title page'],
      ['DISTRIBUTION A: Approved for public release', 'title page'],
      ['CONTENTS', 'contents entry'],
      ['Table of Contents', 'contents entry'],
      ['PARAGRAPH PAGE', 'contents entry'],
      ['Page 790', 'contents entry'],
    ]);
  });
});
