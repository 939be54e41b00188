import { describe, expect, it } from 'vitest';
import type { RawBlock } from '../../blocks.js';
import { classify } from './classify.js';
import { declaredInformativeLabels, declaredLabelOf } from './declared-labels.js';

describe('labels a document declares informative', () => {
  it('reads the label from the declaration, in the wordings documents use', () => {
    const fhs = 'The sections of the text marked as Rationale are explanatory and are non-normative.';
    expect([...declaredInformativeLabels([fhs])]).toEqual(['Rationale']);
    expect([...declaredInformativeLabels(['Text labelled "Design Note" is explanatory, not normative.'])]).toEqual([
      'Design Note',
    ]);
    expect([...declaredInformativeLabels(['Paragraphs headed Implementation Advice are informative.'])]).toEqual([
      'Implementation Advice',
    ]);
  });

  it('reads none from a sentence that declares nothing, or names no label but the word itself', () => {
    expect(declaredInformativeLabels(['The sections marked as Rationale explain the requirements.']).size).toBe(0);
    expect(declaredInformativeLabels(['Text marked as Informative is not normative.']).size).toBe(0);
    expect(declaredInformativeLabels(['Rationale sections are important to read.']).size).toBe(0);
  });

  it('takes a paragraph that is the label alone, or opens with it and a colon', () => {
    const labels = new Set(['Rationale']);
    expect(declaredLabelOf('Rationale', labels)).toEqual({ label: 'Rationale', text: '' });
    expect(declaredLabelOf('Rationale: keys are cheap.', labels)).toEqual({
      label: 'Rationale',
      text: 'keys are cheap.',
    });
    expect(declaredLabelOf('Rationales differ between versions.', labels)).toBeNull();
    expect(declaredLabelOf('Rationale is given below.', labels)).toBeNull();
  });
});

describe('classifying under a declared label', () => {
  const p = (text: string, indent?: number): RawBlock => ({
    kind: 'paragraph',
    text,
    page: 3,
    y: 500,
    ...(indent === undefined ? {} : { indent }),
  });

  it('reads the label and the set-in paragraphs under it as one note, and the body after it as body', () => {
    const { elements } = classify([
      p('The sections of the text marked as Rationale are explanatory and are non-normative.'),
      p('Rationale', 18),
      p('The binaries must be present to restore a system.', 18),
      p('Conversely, these binaries might be omitted.', 18),
      p('There must be no subdirectories in /bin.', 0),
    ]);
    expect(elements.map((e) => [e.kind, 'label' in e ? e.label : null])).toEqual([
      ['paragraph', null],
      ['note', 'Rationale'],
      ['note', 'Rationale'],
      ['paragraph', null],
    ]);
  });

  it('leaves the label a paragraph where the document declares nothing', () => {
    const { elements } = classify([p('Rationale', 18), p('The binaries must be present.', 18)]);
    expect(elements.map((e) => e.kind)).toEqual(['paragraph', 'paragraph']);
  });
});
