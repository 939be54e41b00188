import { describe, expect, it } from 'vitest';
import { parseNumberedTitle, slugify } from './numbers.js';

describe('parseNumberedTitle', () => {
  it.each([
    ['5.1.1 \u200BGeneral ', '5.1.1', 'General'],
    ['6.  Conformance', '6', 'Conformance'],
    ['6. Conformance', '6', 'Conformance'],
    ['1 Scope', '1', 'Scope'],
    ['A.1.2 Details', 'A.1.2', 'Details'],
    ['Annex A (normative) Deprecated features', 'Annex A', 'Deprecated features'],
    ['Appendix A: Example PDF Declaration', 'Appendix A', 'Example PDF Declaration'],
    ['APPENDIX B – KEY RECOVERY', 'Appendix B', 'KEY RECOVERY'],
    ['ANNEX C Notes', 'Annex C', 'Notes'],
    ['APPENDIX 2. GENERATION OF PRIMES FOR THE DSA', 'Appendix 2', 'GENERATION OF PRIMES FOR THE DSA'],
    ['TASK 101', 'TASK 101', ''],
    ['TASK SECTION 100 - MANAGEMENT', 'TASK SECTION 100', 'MANAGEMENT'],
    ['Task 204 Subsystem hazard analysis', 'Task 204', 'Subsystem hazard analysis'],
    ['4.1', '4.1', ''],
    ['7.3.4\u00A0Stream objects', '7.3.4', 'Stream objects'],
  ])('%j → %s / %s', (raw, number, title) => {
    expect(parseNumberedTitle(raw)).toEqual({ number, title });
  });

  it.each([
    'Foreword',
    'Table of Contents ',
    'A Title',
    'Bibliography',
    '2024 overview',
    'Annexes',
    'APPENDIXES',
    'Table 3 Levels',
    'Tasks 101 and 102',
  ])('%j is unnumbered', (raw) => {
    expect(parseNumberedTitle(raw).number).toBeNull();
  });

  it('keeps an unnumbered title as printed, normalised', () => {
    expect(parseNumberedTitle(' Table\u200B of  Contents ').title).toBe('Table of Contents');
  });
});

describe('parseNumberedTitle: how long a number is', () => {
  it('reads at most 16 components as a number; a longer dotted run is an unnumbered title', () => {
    const n16 = Array(16).fill('1').join('.');
    const n17 = Array(17).fill('1').join('.');
    expect(parseNumberedTitle(`${n16} Deep`)).toEqual({ number: n16, title: 'Deep' });
    expect(parseNumberedTitle(`${n17} Deeper`)).toEqual({ number: null, title: `${n17} Deeper` });
  });
});

describe('slugify', () => {
  it('lower-cases and turns runs of non-alphanumerics into one dash', () => {
    expect(slugify('Table of Contents')).toBe('table-of-contents');
    expect(slugify('What is Black Point Compensation?')).toBe('what-is-black-point-compensation');
    expect(slugify(' -- ')).toBe('section');
  });
});
