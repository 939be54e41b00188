import { describe, expect, it } from 'vitest';
import { numberLevel } from '../../../model/section-number.js';
import { assignSections } from './assign.js';
import type { SectionDraft } from './sections.js';

/** Drafts in document order, one element each: "7 Title" is numbered, a bare title is unnumbered (level 1). */
function assign(lines: string[]) {
  const drafts: SectionDraft[] = lines.map((line, i) => {
    const m = /^((?:Appendix|APPENDIX|Annex) [A-Z0-9]+|[A-Z](?:\.\d+)+|\d+(?:\.\d+)*)\.? (.*)$/.exec(line);
    const number = m ? m[1]! : null;
    return {
      number,
      title: m ? m[2]! : line,
      level: number ? numberLevel(number) : 1,
      page: i + 1,
      pageLabel: String(i + 1),
      y: null,
      source: 'headings',
    };
  });
  const starts = drafts.map((_, i) => ({ start: i, heading: null }));
  const { sections } = assignSections(drafts, starts, drafts.length);
  return sections.map((s) => `${s.id} ${s.level} ${s.parent ?? '-'}`);
}

describe('a numbering that starts again', () => {
  it('after the last appendix, under an unnumbered title, is that title text (the GNU FDL in DWARF 4)', () => {
    expect(
      assign([
        '1 Introduction',
        '2 General',
        'Appendix F Version numbers',
        'GNU Free Documentation License',
        '0. PREAMBLE',
        '1. APPLICABILITY',
        '2. VERBATIM COPYING',
        '3. COPYING IN QUANTITY',
        'Index',
      ]),
    ).toEqual([
      '1 1 -',
      '2 1 -',
      'Appendix F 1 -',
      'gnu-free-documentation-license 1 -',
      '0 2 gnu-free-documentation-license',
      '1-2 2 gnu-free-documentation-license',
      '2-2 2 gnu-free-documentation-license',
      '3 2 gnu-free-documentation-license',
      'index 1 -',
    ]);
  });

  it('inside an annex nests under the annex heading, clauses numbered in it included', () => {
    expect(
      assign(['1 Scope', '2 Terms', 'A.1 Licence', '1. Preamble', '2. Copying', '2.1 Verbatim', 'Concept Index']),
    ).toEqual(['1 1 -', '2 1 -', 'A.1 2 -', '1-2 3 A.1', '2-2 3 A.1', '2.1 4 2-2', 'concept-index 1 -']);
  });

  it('with a number a chapter already has, under an unnumbered title, belongs to that title (a second part)', () => {
    expect(assign(['Part one', '1 Scope', '2 Terms', 'Part two', '1 Scope', '2 Terms'])).toEqual([
      'part-one 1 -',
      '1 1 -',
      '2 1 -',
      'part-two 1 -',
      '1-2 2 part-two',
      '2-2 2 part-two',
    ]);
  });

  it('is no restart where the chapters go on: after front matter, or after a numbered clause', () => {
    expect(assign(['Foreword', '1 Scope', '2 Terms', 'Notes', '3 Syntax', '3.1 Objects'])).toEqual([
      'foreword 1 -',
      '1 1 -',
      '2 1 -',
      'notes 1 -',
      '3 1 -',
      '3.1 2 3',
    ]);
  });

  it("leaves a labelled appendix's own clauses where they are ('2.1.' of APPENDIX 2)", () => {
    expect(
      assign(['1 Introduction', '7 RSA', 'APPENDIX 1 Proof', 'APPENDIX 2 Primes', '2.1 Test', '2.2 Generation']),
    ).toEqual(['1 1 -', '7 1 -', 'APPENDIX 1 1 -', 'APPENDIX 2 1 -', '2.1 2 APPENDIX 2', '2.2 2 APPENDIX 2']);
  });
});
