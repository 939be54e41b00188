/**
 * Byte-level damage is reported where it loses text: when pdf.js stops reading a page's content at damage, the
 * page is named in a diagnostic (with where its text stops) and its text account says so.
 */
import { describe, expect, it } from 'vitest';
import { accountSummary } from '../src/model/text-account.js';
import { compileBytes } from './support/compile-bytes.js';
import { damagedPdf } from './support/damaged-pdf.js';

describe('a page whose content stream is damaged', () => {
  it('one flipped byte: the page is named, with where its text stops, and its account shows the damage', async () => {
    const model = await compileBytes('one-flip.pdf', damagedPdf(3, [0.6]));
    const damaged = model.diagnostics.filter((d) => d.code === 'content-damaged');
    expect(damaged.map((d) => d.page)).toEqual([3]);
    expect(damaged[0]?.message).toMatch(/^page 3: its content is damaged \(.+\); its text stops after "….+", and what/);
    expect(model.textAccount?.[2]?.contentError).toBeTruthy();
    expect(accountSummary(model.textAccount ?? []).unbalanced.map((p) => p.page)).toEqual([3]);
  }, 60_000);

  it('five flips on the title page: the page is named, never lost without a word', async () => {
    const model = await compileBytes('five-flips.pdf', damagedPdf(1, [0.2, 0.35, 0.5, 0.65, 0.8]));
    const damaged = model.diagnostics.filter((d) => d.code === 'content-damaged');
    expect(damaged.map((d) => d.page)).toEqual([1]);
    expect(model.textAccount?.[0]?.contentError).toBeTruthy();
  }, 60_000);

  it('an undamaged file reports no damage', async () => {
    const model = await compileBytes('no-flip.pdf', damagedPdf(3, []));
    expect(model.diagnostics.map((d) => d.code)).not.toContain('content-damaged');
    expect(model.textAccount?.every((p) => p.contentError === undefined)).toBe(true);
  }, 60_000);
});
