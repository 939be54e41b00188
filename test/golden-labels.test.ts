/**
 * Numbered conformance statements on the real documents: every requirement of a golden truth that
 * carries a statement label ("MQTT-1.5.4-1") has it in the model too, on the sentence the truth quotes; and no
 * truth sentence without one gets one. The models come from the eval's cache (compiled on first use), as in
 * golden-ratchet.test.ts. Skipped, visibly, without ../shared.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocModel } from '../src/model/types.js';
import { compiledModels } from '../tools/eval/models.js';
import { loadTruths, sharedDir } from '../tools/eval/truth.js';

// Truths that quote a labelled sentence with its printed label; a truth that records the sentence without it
// (the label in `label` only) is scored by the requirements column, which compares sentences.
const labelled = loadTruths().filter(
  (t) => t.pdf && t.truth.requirements.items.some((i) => i.label !== undefined && printsLabel(i)),
);
if (!existsSync(sharedDir())) console.warn(`golden-labels: SKIPPED — no real documents at ${sharedDir()}`);
const models = new Map<string, DocModel>();
// The end-to-end files share a process (vitest.config.ts): what this file holds is let go after it.
afterAll(() => models.clear());

describe.skipIf(labelled.length === 0)('statement labels on the real documents', () => {
  beforeAll(async () => {
    for (const m of await compiledModels(labelled.map((t) => ({ stem: t.stem, pdf: t.pdf! }))))
      models.set(m.stem, m.model);
  }, 600_000);

  it.each(labelled.map((t) => t.stem))('%s: the truth sentences keep their labels', (stem) => {
    const truth = labelled.find((t) => t.stem === stem)!.truth;
    const model = models.get(stem)!;
    const byText = new Map(model.requirements.map((r) => [r.text, r]));
    // A label the text layer does not print whole ("valuesT-3.2.2-8]": its "[MQ" lost) cannot be read; left out.
    const printed = truth.requirements.items.filter((i) => i.label === undefined || printsLabel(i));
    const found = printed.flatMap((i) => {
      const r = byText.get(i.text);
      return r ? [{ text: i.text, want: i.label ?? null, got: r.label ?? null }] : [];
    });
    // The requirements score measures the sentences; here every labelled one must be found, with its label.
    const labelledItems = printed.filter((i) => i.label !== undefined);
    expect(labelledItems.length).toBeGreaterThan(0);
    expect(found.filter((f) => f.want !== null)).toHaveLength(labelledItems.length);
    expect(found.filter((f) => f.want !== f.got)).toEqual([]);
  });
});

function printsLabel(i: { text: string; label?: string }): boolean {
  return i.text.includes(`[${i.label}]`) || i.text.includes(`(${i.label})`);
}
