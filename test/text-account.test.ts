/**
 * Conservation of text on files made here: what pdf.js reads is in the model or accounted for, whatever
 * matrix and font the producer drew it with; a page pdf.js reads text from is never said to have none.
 */
import { describe, expect, it } from 'vitest';
import { textTotals, unbalanced } from '../src/model/text-account.js';
import type { DocModel } from '../src/model/types.js';
import { compileBytes } from './support/compile-bytes.js';
import { TINY_RUNS_BODY, TINY_RUNS_HEADINGS, tinyRunsPdf } from './support/tiny-runs-pdf.js';
import {
  CUSTOM_ENCODING_SECTIONS,
  CUSTOM_ENCODING_TEXT,
  customEncodingPdf,
  type TextMatrix,
} from './support/custom-encoding-pdf.js';

const textOf = (m: DocModel) => m.elements.map((e) => ('text' in e ? e.text : '')).join('\n');

describe('text drawn in a non-embedded font with its own encoding', () => {
  const matrices: TextMatrix[] = ['upright', 'slanted', 'mirrored', 'askew'];

  it('keeps every line, whatever matrix draws it, and the account balances', async () => {
    const model = await compileBytes('custom-encoding.pdf', customEncodingPdf(matrices));
    const text = textOf(model);
    for (const [i] of matrices.entries()) for (const line of CUSTOM_ENCODING_TEXT(i + 1)) expect(text).toContain(line);
    expect(model.sections.map((s) => s.id)).toEqual(CUSTOM_ENCODING_SECTIONS.slice(0, matrices.length));
    expect(model.diagnostics.map((d) => d.code)).not.toContain('no-text');
    expect(model.diagnostics.map((d) => d.code)).not.toContain('rotated-text');
    expect(model.textAccount?.filter(unbalanced)).toEqual([]);
    expect(textTotals(model.textAccount ?? []).accounted).toBe(1);
  });

  it('says text set at 45° was not read, never that the page has no text, and accounts for it', async () => {
    const model = await compileBytes('diagonal.pdf', customEncodingPdf(['upright', 'diagonal']));
    const codes = model.diagnostics.map((d) => d.code);
    expect(codes).not.toContain('no-text');
    expect(model.diagnostics.find((d) => d.code === 'rotated-text')?.message).toContain(': 2');
    const page2 = model.textAccount?.[1];
    expect(page2?.dropped?.['rotated-text']).toBe(page2?.text);
    expect(page2?.unaccounted).toBeUndefined();
  });
});

describe('a page of 50,000 text runs too small to read', () => {
  it('keeps the page’s heading and paragraph, and says the specks were not read', async () => {
    const model = await compileBytes('tiny-runs.pdf', tinyRunsPdf());
    expect(model.sections.map((s) => `${s.id} ${s.title}`)).toEqual(TINY_RUNS_HEADINGS);
    expect(model.elements.filter((e) => e.page === 1).map((e) => ('text' in e ? e.text : ''))).toContain(
      TINY_RUNS_BODY,
    );
    const tiny = model.diagnostics.find((d) => d.code === 'tiny-text');
    expect(tiny?.message).toMatch(/^50000 characters .* on 1 page\(s\): 1$/);
    expect(model.textAccount?.[0]?.dropped?.['tiny-text']).toBe(50_000);
    expect(model.textAccount?.filter(unbalanced)).toEqual([]);
  }, 120_000);
});
