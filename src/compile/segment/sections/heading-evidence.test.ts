import { describe, expect, it } from 'vitest';
import { applyNumberedSequence } from './apply-sequence.js';
import type { WorkElement } from '../work.js';

const para = (text: string, page = 1): WorkElement => ({ kind: 'paragraph', text, page, y: null });
const heading = (text: string, page = 1): WorkElement => ({
  kind: 'heading',
  text,
  page,
  y: null,
  tagLevel: 2,
  number: null,
  title: text,
});

describe('headings the document evidence does not support', () => {
  const clauses = ['1 Scope', '2 Terms', '3 Cipher', '3.1 Rounds', '3.2 Keys'].flatMap((t) => [
    heading(t),
    para('Text of the clause.'),
  ]);

  it('reads a display formula, a hex constant or a stray reference as text, never a bare annex letter', () => {
    const work = [...clauses, heading('(5.1)'), heading('{63} {7c}'), heading('G. 1717).'), heading('A'), heading('')];
    const s = applyNumberedSequence(work);
    expect(s.demoted).toEqual(['"(5.1)" (p. 1)', '"{63} {7c}" (p. 1)', '"G. 1717)." (p. 1)']);
    expect(s.elements.slice(-5).map((e) => e.kind)).toEqual([
      'paragraph',
      'paragraph',
      'paragraph',
      'heading',
      'heading',
    ]);
  });

  it('reads as text a heading whose top-level number is far past the last clause, near it a clause all the same', () => {
    const five = ['1 Scope', '2 Terms', '3 Cipher', '4 Keys', '5 Modes'].flatMap((t) => [heading(t), para('Text.')]);
    const s = applyNumberedSequence([...five, heading('48 BITS'), heading('8 Annexes'), heading('2.1 Rounds')]);
    expect(s.demoted).toEqual(['"48 BITS" (p. 1)']);
    // Four top-level clauses are too few to rule a number out.
    const four = five.slice(0, 8);
    expect(applyNumberedSequence([...four, heading('48 BITS')]).demoted).toEqual([]);
  });

  it('reads a line of markup as text (an XML listing tagged as headings), unless a section list names it', () => {
    const lines = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<ows:Keywords>',
      '<ows:Keyword>tile</ows:Keyword>',
      '</Contents>',
    ];
    const outline = [{ title: '<Document>' }];
    const s = applyNumberedSequence([...clauses, ...lines.map((t) => heading(t)), heading('<Document>')], [outline]);
    expect(s.demoted).toEqual(lines.map((t) => `"${t}" (p. 1)`));
    expect(s.elements.at(-1)).toMatchObject({ kind: 'heading', text: '<Document>' });
  });

  it("puts a heading back into the list after it whose first item it is, not a clause's number or a lone item", () => {
    const items = (...texts: string[]): WorkElement => ({
      kind: 'list',
      items: texts,
      itemPages: texts.map(() => 2),
      dashList: false,
      page: 2,
      y: 300,
    });
    const first =
      'a) A ServiceMetadata resource (in response to a GetCapabilities operation) – It describes the server.';
    const s = applyNumberedSequence([...clauses, heading(first, 1), items('b) A tile resource.', 'c) A FeatureInfo.')]);
    expect(s.demoted).toEqual([`"${first}" (p. 1)`]);
    expect(s.elements.at(-1)).toEqual({
      ...items(first, 'b) A tile resource.', 'c) A FeatureInfo.'),
      itemPages: [1, 2, 2],
      page: 1,
      y: null,
    });
    expect(s.elements).toHaveLength(clauses.length + 1);
    // Before a paragraph that opens the next item: text.
    expect(applyNumberedSequence([...clauses, heading('(i) First.'), para('(ii) Second.')]).demoted).toEqual([
      '"(i) First." (p. 1)',
    ]);
    // A number with a full stop may be a clause's; an item followed by no next item is left to the other evidence.
    const kept = applyNumberedSequence([...clauses, heading('b) Tiles'), items('d) Four.'), heading('x) Other')]);
    expect(kept.demoted).toEqual([]);
    expect(applyNumberedSequence([heading('4. Scope'), items('5. Five.')]).demoted).toEqual([]);
  });

  it('reads as text a numbered heading whose number the sequence gives to another title, not one listed twice', () => {
    const s = applyNumberedSequence([heading('3 Scope of the announcement'), heading('1 Scope'), ...clauses]);
    expect(s.demoted).toEqual(['"3 Scope of the announcement" (p. 1)']);
    expect(s.elements[1]).toMatchObject({ kind: 'heading', text: '1 Scope' });
  });
});

describe('headings the document lists itself are supported, whatever their words', () => {
  const clauses = ['1 Scope', '2 Terms', '3 Cipher'].flatMap((t) => [heading(t), para('Text of the clause.')]);

  it('keeps a short heading the outline or the Contents names ("AT", "<H1> – <H6>"), not one it does not', () => {
    const work = [...clauses, heading('AT'), heading('<H1> – <H6>'), heading('{63} {7c}')];
    const outline = [{ title: 'AT' }, { title: '<H1>  –  <H6>' }];
    expect(applyNumberedSequence(work, [outline]).demoted).toEqual(['"{63} {7c}" (p. 1)']);
    expect(applyNumberedSequence(work, [[], outline]).demoted).toEqual(['"{63} {7c}" (p. 1)']);
    expect(applyNumberedSequence(work).demoted).toEqual(['"AT" (p. 1)', '"<H1> – <H6>" (p. 1)', '"{63} {7c}" (p. 1)']);
  });

  it('keeps a bare clause number over the heading that holds its title ("4.1" / "author")', () => {
    const work = [...clauses, heading('4.1'), heading('author'), para('Text.'), heading('4.2'), para('(5.1)')];
    expect(applyNumberedSequence(work).demoted).toEqual(['"4.2" (p. 1)']);
  });
});
