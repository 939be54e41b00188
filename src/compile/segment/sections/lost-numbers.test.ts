import { describe, expect, it } from 'vitest';
import {
  citedAnnexes,
  joinSplitNumbers,
  labelAnnexTitles,
  restoreLostNumbers,
  type NumberedDraft,
} from './lost-numbers.js';

const drafts = (...rows: [string | null, string][]): NumberedDraft[] =>
  rows.map(([number, title], i) => ({ number, title, level: number ? number.split('.').length : 1, page: i + 1 }));
const numbers = (ds: NumberedDraft[]) => ds.map((d) => d.number);

describe('restoreLostNumbers', () => {
  it('reads level-2 numbers a Word text layer lost from the numbering around them', () => {
    const ds = drafts(
      [null, 'Abstract'],
      ['4', 'Authenticator Assurance Levels'],
      [null, 'Authenticator Assurance Level 1'],
      ['4.1.1', 'Permitted Authenticator Types'],
      ['4.1.2', 'Reauthentication'],
      [null, 'Authenticator Assurance Level 2'],
      ['4.2.1', 'Permitted Authenticator Types'],
      [null, 'Privacy Requirements'],
      [null, 'Summary of Requirements'],
      ['5', 'Authenticator and Verifier Requirements'],
      [null, 'Requirements by Authenticator Type'],
      ['5.1.1', 'Memorized Secrets'],
      ['9', 'Privacy Considerations'],
      [null, 'Privacy Risk Assessment'],
      [null, 'Privacy Controls'],
      ['Appendix A', 'Strength of Memorized Secrets'],
      [null, 'Introduction'],
    );
    const restored = restoreLostNumbers(ds);
    expect(numbers(ds)).toEqual([
      null,
      '4',
      '4.1',
      '4.1.1',
      '4.1.2',
      '4.2',
      '4.2.1',
      '4.3',
      '4.4',
      '5',
      '5.1',
      '5.1.1',
      '9',
      '9.1',
      '9.2',
      'Appendix A',
      null,
    ]);
    expect(ds[2]!.level).toBe(2);
    expect(restored.map((r) => [r.number, r.evidence])).toEqual([
      ['4.1', 'parent'],
      ['4.2', 'parent'],
      ['5.1', 'parent'],
      ['4.3', 'level'],
      ['4.4', 'level'],
      ['9.1', 'level'],
      ['9.2', 'level'],
    ]);
  });

  it('takes a stray page number read as an entry number for no number, and decodes the entry', () => {
    const ds = drafts(
      ['8', 'Threats'],
      [null, 'Authenticator Threats'],
      ['8.1.1', 'Kinds'],
      [null, 'Mitigation'],
      ['8.2.1', 'Plans'],
      ['9', 'Privacy Considerations'],
      [null, 'Privacy Risk Assessment'],
      [null, 'Processing Limitation'],
      ['48', 'Agency-Specific Privacy Compliance'],
      ['10', 'Usability Considerations'],
      [null, 'Common to Authenticators'],
      [null, 'By Authenticator Type'],
      ['10.2.1', 'Memorized Secrets'],
    );
    const restored = restoreLostNumbers(ds);
    expect(numbers(ds)).toEqual([
      '8',
      '8.1',
      '8.1.1',
      '8.2',
      '8.2.1',
      '9',
      '9.1',
      '9.2',
      '9.3',
      '10',
      '10.1',
      '10.2',
      '10.2.1',
    ]);
    expect(restored.find((r) => r.number === '9.3')).toMatchObject({ replaced: '48', evidence: 'level' });
  });

  it('leaves unnumbered headings alone where the document prints numbers of that depth', () => {
    const ds = drafts(
      ['1', 'Scope'],
      [null, 'Part one'],
      ['1.1.1', 'First'],
      ['1.2', 'Printed'],
      [null, 'Part two'],
      ['1.3.1', 'Second'],
      ['2', 'Security levels'],
      [null, 'SECURITY LEVEL 1'],
      [null, 'SECURITY LEVEL 2'],
    );
    restoreLostNumbers(ds);
    // 1.1 and 1.3 are the parents the sequence asks for; level 2 is printed (1.2), so nothing else is numbered.
    expect(numbers(ds)).toEqual(['1', '1.1', '1.1.1', '1.2', '1.3', '1.3.1', '2', null, null]);
  });

  it('names no parent the sequence does not lead to', () => {
    const ds = drafts(['3', 'Terms'], [null, 'NOTE'], ['4.2.1', 'Jump'], ['4.2.2', 'Next']);
    expect(restoreLostNumbers(ds)).toEqual([]);
    expect(numbers(ds)).toEqual(['3', null, '4.2.1', '4.2.2']);
  });

  it('does nothing before the first number or without one', () => {
    const ds = drafts([null, 'Foreword'], [null, 'Introduction'], ['1.1', 'Scope']);
    expect(restoreLostNumbers(ds)).toEqual([]);
    expect(restoreLostNumbers(drafts([null, 'A'], [null, 'B']))).toEqual([]);
  });
});

describe('joinSplitNumbers', () => {
  it('reads "5. 1 Key Types …" (a space after the dot) as 5.1 where the numbers around it say so', () => {
    const ds = drafts(
      ['4.3', 'Security Strength'],
      ['5', 'General Key Management Guidance'],
      ['5', '1 Key Types and Other Information'],
      ['5.1.1', 'Cryptographic Keys'],
      ['5.2', 'Key Usage'],
    );
    expect(joinSplitNumbers(ds)).toEqual([
      { number: '5.1', title: 'Key Types and Other Information', page: 3, evidence: 'split', replaced: '5' },
    ]);
    expect(ds.map((d) => [d.number, d.title, d.level])).toEqual([
      ['4.3', 'Security Strength', 2],
      ['5', 'General Key Management Guidance', 1],
      ['5.1', 'Key Types and Other Information', 2],
      ['5.1.1', 'Cryptographic Keys', 3],
      ['5.2', 'Key Usage', 2],
    ]);
  });

  it('leaves a title that opens with a figure alone where its number already follows ("4 64 Bit Types" after 3.2)', () => {
    const ds = drafts(['3.2', 'Widths'], ['4', '64 Bit Types'], ['4.1', 'Layout'], ['5', '2 Paths'], ['6', 'End']);
    expect(joinSplitNumbers(ds)).toEqual([]);
    expect(ds.map((d) => d.title)).toEqual(['Widths', '64 Bit Types', 'Layout', '2 Paths', 'End']);
  });
});

describe('labelAnnexTitles', () => {
  const citing = ['Guidance is given in Appendix A and in APPENDIX B.', 'See Annex Z.1 for the table.'];
  const cited = citedAnnexes(citing);

  it('collects the letters the text cites, with the word it cites each by first', () => {
    expect([...cited]).toEqual([
      ['A', 'Appendix'],
      ['B', 'Appendix'],
    ]);
  });

  it("numbers an unnumbered title over a cited annex's first clause as that annex (MIL-STD-882E)", () => {
    const ds = drafts(
      ['4.3', 'Risk acceptance'],
      [null, 'GUIDANCE FOR THE SYSTEM SAFETY EFFORT'],
      ['A.1', 'Scope'],
      ['A.2', 'Task Application'],
      [null, 'SOFTWARE SYSTEM SAFETY ENGINEERING AND ANALYSIS'],
      ['B.1', 'Scope'],
      [null, 'CONCLUDING MATERIAL'],
      ['C.1', 'Scope'],
    );
    expect(labelAnnexTitles(ds, () => citing).map((r) => [r.number, r.title, r.evidence])).toEqual([
      ['Appendix A', 'GUIDANCE FOR THE SYSTEM SAFETY EFFORT', 'annex'],
      ['Appendix B', 'SOFTWARE SYSTEM SAFETY ENGINEERING AND ANALYSIS', 'annex'],
    ]);
    // C is cited nowhere: its title stays unnumbered.
    expect(numbers(ds)).toEqual(['4.3', 'Appendix A', 'A.1', 'A.2', 'Appendix B', 'B.1', null, 'C.1']);
    expect(ds[1]!.level).toBe(1);
  });

  it('leaves the title alone where the annex has a section already', () => {
    const ds = drafts(['Appendix A', 'Guidance'], [null, 'Overview'], ['A.1', 'Scope']);
    expect(labelAnnexTitles(ds, () => citing)).toEqual([]);
    expect(numbers(ds)).toEqual(['Appendix A', null, 'A.1']);
  });
});
