import { describe, expect, it } from 'vitest';
import type { Element, Table } from '../../model/types.js';
import { textTotals, unbalanced } from '../../model/text-account.js';
import { accountPages } from './account.js';
import { leftOut, newLedger, setAside } from './ledger.js';

const para = (page: number, text: string): Element => ({ type: 'paragraph', page, section: null, text });
const heading = (page: number, text: string): Element => ({ type: 'heading', page, section: '1', level: 1, text });

describe('the text account', () => {
  it('finds each page’s text in the model by kind, and sets furniture and reported text aside', () => {
    const p1 = newLedger('1 Scope This document reads pages. Header 1');
    setAside(p1, 'running', 'Header');
    setAside(p1, 'page-number', '1');
    const p2 = newLedger('Table 3 Keys Key Value Rotated');
    leftOut(p2, 'rotated-text', 'Rotated');
    const table: Table = {
      number: 'Table 3',
      caption: 'Keys',
      headers: ['Key'],
      rows: [['Value']],
      notes: [],
      page: 2,
      pageEnd: 2,
      section: '1',
    };
    const elements: Element[] = [
      heading(1, '1 Scope'),
      para(1, 'This document reads pages.'),
      { type: 'table', page: 2, section: '1', table: 0 },
    ];
    const [a, b] = accountPages([p1, p2], elements, [table]);
    expect(a).toEqual({ page: 1, text: 35, heading: 6, body: 22, furniture: { running: 6, 'page-number': 1 } });
    expect(b).toEqual({ page: 2, text: 25, table: 8, caption: 10, dropped: { 'rotated-text': 7 } });
  });

  it('counts what the model lost, on the page that lost it', () => {
    const pages = [
      newLedger('The first page keeps its text.'),
      newLedger('The second page is lost entirely in the model'),
      newLedger('The third page keeps its text too.'),
    ];
    const account = accountPages(
      pages,
      [para(1, 'The first page keeps its text.'), para(3, 'The third page keeps its text too.')],
      [],
    );
    expect(account.map((p) => p.unaccounted ?? 0)).toEqual([0, 37, 0]);
    expect(account.filter(unbalanced).map((p) => p.page)).toEqual([2]);
    expect(textTotals(account)).toMatchObject({ text: 88, body: 51, unaccounted: 37 });
  });

  it('lets a paragraph that runs over a page break account for both pages, each character once', () => {
    const pages = [newLedger('A paragraph that starts here'), newLedger('and ends here.'), newLedger('Next.')];
    const account = accountPages(pages, [para(1, 'A paragraph that starts here and ends here.'), para(3, 'Next.')], []);
    expect(account.map((p) => p.unaccounted ?? 0)).toEqual([0, 0, 0]);
    // A footnote placed after the paragraph it interrupts, on the paragraph's first page (SP 800-26, p. 78).
    const noted = accountPages(
      [newLedger('A paragraph that starts here 5 A note.'), newLedger('and ends here. Next.')],
      [para(1, 'A paragraph that starts here and ends here.'), para(1, '5 A note.'), para(2, 'Next.')],
      [],
    );
    expect(noted.map((p) => p.unaccounted ?? 0)).toEqual([0, 0]);
    // The same text printed twice on a page is found once in the model: the second copy is lost.
    const twice = accountPages([newLedger('Only once. Only once.')], [para(1, 'Only once.')], []);
    expect(twice[0]).toMatchObject({ text: 16, body: 8, unaccounted: 8 });
  });

  it('counts letters and digits only, ligatures as their letters', () => {
    const account = accountPages([newLedger('ﬁle . . . . . 12 — “x”')], [para(1, 'file 12 x')], []);
    expect(account[0]).toEqual({ page: 1, text: 7, body: 7 });
  });

  it("adds a continued table's repeated header to the lines the extractor already set aside as repeats", () => {
    const table: Table = {
      number: 'Table 3',
      caption: 'Keys',
      headers: ['Key'],
      rows: [['Alpha'], ['Beta']],
      notes: [],
      page: 1,
      pageEnd: 2,
      section: '1',
    };
    const p1 = newLedger('Table 3 Keys Key Alpha');
    const p2 = newLedger('Key Beta Draft Draft');
    setAside(p2, 'repeat', 'Draft');
    const [, b] = accountPages([p1, p2], [{ type: 'table', page: 1, section: '1', table: 0 }], [table]);
    // Characters, not words: the second "Draft" lends its a and t to the repeated caption's letters.
    expect(b).toEqual({ page: 2, text: 17, table: 4, furniture: { repeat: 10 }, unaccounted: 3 });
  });
});
