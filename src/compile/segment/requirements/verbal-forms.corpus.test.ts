/**
 * Precision and recall of the "may" rule on hand-labelled sentences of the
 * PDF Association guides (test/support/may-decisions.ts). A sentence counts
 * as a permission when verbalForm gives it level "may"; the labels say
 * whether a reader takes it as one. test/compile-corpus.test.ts checks that
 * every labelled sentence is a sentence of the compiled documents.
 */
import { describe, expect, it } from 'vitest';
import { MAY_DECISIONS } from '../../../../test/support/may-decisions.js';
import { verbalForm } from './verbal-forms.js';

/**
 * Sentences another rule decides, so the "may" rule is not asked: a stronger form in the same sentence ("… may
 * appear …, it is recommended that …" is a recommendation) or a passage quoted from another document.
 */
const decidedElsewhere = (text: string) => {
  const level = verbalForm(text)?.level;
  return (level !== undefined && level !== 'may') || /^[“"][\s\S]*[”"]$/.test(text.trim());
};

function score(counted: (text: string) => boolean) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const d of MAY_DECISIONS) {
    if (decidedElsewhere(d.text)) continue;
    const yes = counted(d.text);
    if (yes && d.decision === 'permission') tp++;
    else if (yes) fp++;
    else if (d.decision === 'permission') fn++;
  }
  return { tp, fp, fn, precision: tp / (tp + fp), recall: tp / (tp + fn) };
}

describe('the "may" rule on the labelled guide sentences', () => {
  it('counts permissions with precision ≥ 0.9 and recall ≥ 0.96 (counting every "may": precision 0.69)', () => {
    const rule = score((t) => verbalForm(t)?.level === 'may');
    const everyMay = score(() => true);
    console.info(
      `"may" rule on ${MAY_DECISIONS.length} labelled sentences: precision ${rule.precision.toFixed(3)}, recall ${rule.recall.toFixed(3)} ` +
        `(${rule.tp} permissions kept, ${rule.fp} possibilities counted, ${rule.fn} permissions missed); ` +
        `counting every "may": precision ${everyMay.precision.toFixed(3)}`,
    );
    expect(MAY_DECISIONS.length).toBe(127);
    expect(everyMay.precision).toBeLessThan(0.7);
    expect(rule.precision).toBeGreaterThanOrEqual(0.9);
    // 0.97 since compiler 515: a "may" in a relative clause describes its noun, which misses AN003's "a generic
    // Metadata key that may be present in any dictionary" — labelled a permission here, judged a description by
    // the AN003 golden truth — and spares five descriptions across the scoreboard. 0.96 since compiler 742: a "may"
    // in a sentence that walks through an example says what happens there, which misses AN003's "In the following
    // example object 10 0 … may then reference the actual metadata stream object" — labelled a permission here,
    // "describes an example (possibility), excluded" in the AN003 golden truth's notes.
    expect(rule.recall).toBeGreaterThanOrEqual(0.96);
  });
});
