/**
 * Furniture never eats headings: a clause heading printed at the same height on every page, its number running
 * with the page, repeats only its position, never its text, and stays a heading; the running footer beside it is
 * furniture, counted in the text account.
 */
import { describe, expect, it } from 'vitest';
import { unbalanced } from '../src/model/text-account.js';
import { CLAUSE_FOOTER, clauseHeadings, clausePagesPdf } from './support/clause-pages-pdf.js';
import { compileBytes } from './support/compile-bytes.js';

describe('one clause per page, each heading at the same height', () => {
  it.each([
    [4, 740],
    [5, 740],
    [12, 740],
    [5, 600],
    [12, 120],
  ])(
    '%i clauses with their headings at %i pt keep every section',
    async (clauses, y) => {
      const model = await compileBytes(`clauses-${clauses}-${y}.pdf`, clausePagesPdf(clauses, y));
      expect(model.sections.map((s) => `${s.id} ${s.title}`)).toEqual(clauseHeadings(clauses));
      const text = model.elements.map((e) => ('text' in e ? e.text : '')).join('\n');
      expect(text).not.toContain(CLAUSE_FOOTER);
      expect(model.textAccount?.filter(unbalanced)).toEqual([]);
      expect(model.textAccount?.[1]?.furniture?.running).toBeGreaterThan(0);
    },
    60_000,
  );
});

describe('a running header that opens like a numbered heading', () => {
  it('is removed, counted as furniture, and reported with its pages', async () => {
    const model = await compileBytes('numbered-header.pdf', clausePagesPdf(5, 740, '4 Example Standard Part 4'));
    expect(model.sections.map((s) => `${s.id} ${s.title}`)).toEqual(clauseHeadings(5));
    const report = model.diagnostics.find((d) => d.code === 'furniture-numbered');
    expect(report?.message).toMatch(/^5 line\(s\) .* first "4 Example Standard Part 4", on page\(s\) 2–6$/);
    expect(model.textAccount?.[1]?.furniture?.running).toBeGreaterThanOrEqual('4ExampleStandardPart4'.length);
  }, 60_000);
});
