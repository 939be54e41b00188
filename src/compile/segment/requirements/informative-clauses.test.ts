import { describe, expect, it } from 'vitest';
import { sectionRecord } from '#test-support/model-records.js';
import { informativeClauses, normativeOnlyStatement } from './informative-clauses.js';
import type { WorkElement } from '../work.js';

const para = (text: string): WorkElement => ({ kind: 'paragraph', text, page: 1 }) as WorkElement;
const heading = (text: string): WorkElement => ({ kind: 'heading', text, page: 1 }) as WorkElement;

describe('clauses marked informative', () => {
  it('finds the statement that limits the keywords to normative text, in the convention or anywhere', () => {
    const rfc2119 =
      'The key words "MUST", "SHOULD" and "MAY" are to be interpreted as described in RFC 2119, except where they appear in text that is marked as non-normative.';
    expect(normativeOnlyStatement([], { text: rfc2119 })?.text).toBe(rfc2119);
    const body = 'All sections of this document are normative, except those explicitly labelled informative.';
    expect(normativeOnlyStatement([para('Intro.'), para(body)], null)?.text).toBe(body);
    // A convention that says nothing about informative text, and prose that mentions "informative": no statement.
    expect(normativeOnlyStatement([para('The annex gives informative examples.')], { text: 'RFC 2119 applies.' })).toBe(
      null,
    );
  });

  it('marks clauses by their title or opening sentence, with their subclauses, and numbered front clauses', () => {
    const sections = [
      sectionRecord('1', { title: 'Introduction', start: 0, end: 2, subtreeEnd: 4 }),
      sectionRecord('1.1', { title: 'Data representation', parent: '1', level: 2, start: 2, end: 4, subtreeEnd: 4 }),
      sectionRecord('5', { title: 'Security (non-normative)', start: 4, end: 6, subtreeEnd: 8 }),
      sectionRecord('5.1', { title: 'Replay', parent: '5', level: 2, start: 6, end: 8, subtreeEnd: 8 }),
      sectionRecord('6', { title: 'Examples', start: 8, end: 10, subtreeEnd: 10 }),
      sectionRecord('7', { title: 'Wire format', start: 10, end: 12, subtreeEnd: 12 }),
    ];
    const elements = [
      ...[
        ['1 Introduction', 'x'],
        ['1.1 Data', 'x'],
        ['5 Security', 'x'],
        ['5.1 Replay', 'x'],
      ].flatMap(([h, p]) => [heading(h!), para(p!)]),
      heading('6 Examples'),
      para('This section is informative.'),
      heading('7 Wire format'),
      para('This section is normative.'),
    ];
    const found = informativeClauses(sections, elements);
    expect([...found.marked]).toEqual(['5', '5.1', '6']);
    expect([...found.front]).toEqual(['1']);
  });
});
