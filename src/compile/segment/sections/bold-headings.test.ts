import { describe, expect, it } from 'vitest';
import type { RawBlock } from '../../blocks.js';
import { heading, layoutExtract, para } from '../../../../test/support/raw-blocks.js';
import { segment } from '../index.js';

const bold = (text: string, y: number, size: 'body' | 'larger' = 'body'): RawBlock =>
  ({ ...para(text, 1, y), boldAlone: size }) as RawBlock;
const prose = (n: number, y: number) =>
  para(`${n}. The entry of the register encodes the mode of the field it holds.`, 1, y);
/**
 * A clause: its heading and a lead sentence, then each title alone in bold over a paragraph of prose, 40 points
 * apart; under the last title, `last` instead of prose where given.
 */
const clause = (head: string, lead: string, titles: string[], opts: { size?: 'body' | 'larger'; last?: string } = {}) =>
  segment(
    layoutExtract([
      heading(head, 1, 760),
      para(lead, 1, 740),
      ...titles.flatMap((title, k) => {
        const y = 720 - 40 * k;
        const under =
          k === titles.length - 1 && opts.last !== undefined ? para(opts.last, 1, y - 20) : prose(k + 1, y - 20);
        return [bold(title, y, opts.size), under];
      }),
    ]),
  );

describe('sub-headings set alone in bold in the body size', () => {
  it('are sections inside a numbered clause where three or more stand between sentences and prose', () => {
    const m = clause('3.6 Physical Memory Protection', 'The registers are described below.', [
      'Address Matching',
      'Locking and Privilege Mode',
      'Priority and Matching Logic',
    ]);
    expect(m.sections.map((s) => [s.title, s.parent])).toEqual([
      ['Physical Memory Protection', null],
      ['Address Matching', '3.6'],
      ['Locking and Privilege Mode', '3.6'],
      ['Priority and Matching Logic', '3.6'],
    ]);
  });

  it("are no sections where the prose under each is set in: a description list's terms (Sphinx)", () => {
    const setIn = (text: string, y: number): RawBlock => ({ ...para(text, 1, y), indent: 18 }) as RawBlock;
    const described = (indent: (text: string, y: number) => RawBlock) =>
      segment(
        layoutExtract([
          heading('8.6 The shlibs system', 1, 760),
          para('The files are these:', 1, 740),
          ...['Local shlibs files', 'Build directory shlibs files', 'Installed shlibs files'].flatMap((title, k) => [
            bold(title, 720 - 40 * k),
            indent('These files list the shared libraries of the packages built or installed.', 700 - 40 * k),
          ]),
        ]),
      ).sections.map((s) => s.title);
    expect(described(setIn)).toEqual(['The shlibs system']);
    // Items set in under each are a heading's body (FIPS 140-1's "The Long Run Test" over "1. A long run is …").
    const items = (text: string, y: number) => setIn(`1. ${text}`, y);
    expect(described(items)).toHaveLength(4);
  });

  it('stand over a short paragraph only where it is a whole sentence of five words or more', () => {
    const under = (last: string) =>
      clause(
        'E.2 Using Compilation Units',
        'The examples follow.',
        ['C Example', 'C++ Example', 'Ada Example', 'Fortran Example'],
        { last },
      ).sections.map((s) => s.title);
    // DWARF 4 E.2's "Fortran Example" over "For a Fortran example, consider Figure 85.".
    expect(under('For a Fortran example, consider Figure 85.')).toEqual([
      'Using Compilation Units',
      'C Example',
      'C++ Example',
      'Ada Example',
      'Fortran Example',
    ]);
    for (const text of ['See Figure 85 below.', 'For a Fortran example, consider Figure 85'])
      expect(under(text), text).toEqual(['Using Compilation Units', 'C Example', 'C++ Example', 'Ada Example']);
  });

  it('are terms, not sections, in a terms clause; a line with a figure in it is a label', () => {
    const glossary = clause('2 Glossary', 'The following terms are used.', [
      'Access Control',
      'Approved Mode',
      'Key Management',
    ]);
    expect(glossary.sections.map((s) => s.title)).toEqual(['Glossary']);
    const log = clause('4 Change Log', 'The changes of each release are listed below.', [
      'Revision Three Release 1',
      'Revision Three Release 0',
      'Revision Two Release 1',
    ]);
    expect(log.sections.map((s) => s.title)).toEqual(['Change Log']);
  });

  it('take a title of one word only where it is set larger than the body', () => {
    const words = (size: 'body' | 'larger') =>
      clause('3 Algorithm', 'The algorithm is described below.', ['Enciphering', 'Deciphering', 'Introduction'], {
        size,
      }).sections.map((s) => s.title);
    expect(words('larger')).toEqual(['Algorithm', 'Enciphering', 'Deciphering', 'Introduction']);
    expect(words('body')).toEqual(['Algorithm']);
  });

  it('count with the headings set apart that the Contents does not list (SP 800-26), never a blank to fill in', () => {
    // The Contents lists Appendix A only: the group titles under it are a heading by size, or bold in the body size.
    const appendix = (fieldLabel: string) =>
      segment({
        ...layoutExtract([
          heading('Appendix A System Questionnaire', 1, 760),
          para('The questionnaire has three parts, one for each group of controls.', 1, 740),
          bold(fieldLabel, 735),
          prose(0, 730),
          // A form's fill-in line closes the text above it as a full stop does.
          para('____________________________________________', 1, 725),
          bold('Management Controls', 720),
          prose(1, 700),
          heading('Operational Controls', 1, 680, 1),
          prose(2, 660),
          heading('Technical Controls', 1, 640, 1),
          prose(3, 620),
        ]),
        contents: [{ title: 'Appendix A System Questionnaire', page: 1, y: null, depth: 0 }],
      }).sections.map((s) => [s.title, s.level, s.source]);
    expect(appendix('System Name: ______________')).toEqual([
      ['System Questionnaire', 1, 'contents-page'],
      ['Management Controls', 2, 'headings'],
      ['Operational Controls', 2, 'headings'],
      ['Technical Controls', 2, 'headings'],
    ]);
    expect(appendix('System Name and Title').map(([title]) => title)).toEqual([
      'System Questionnaire',
      'System Name and Title',
      'Management Controls',
      'Operational Controls',
      'Technical Controls',
    ]);
  });

  it("leave the label over a non-normative comment or example (MQTT's boxes), in bold as they are", () => {
    const m = segment(
      layoutExtract([
        heading('4.12 Enhanced authentication', 1, 760),
        para('The exchange of data is described below.', 1, 740),
        bold('Non-normative comment', 720),
        prose(1, 700),
        bold('Non-normative example showing a SCRAM challenge', 680),
        prose(2, 660),
        bold('Non-normative example showing a Kerberos challenge', 640),
        prose(3, 620),
      ]),
    );
    expect(m.sections.map((s) => s.title)).toEqual(['Enhanced authentication']);
  });
});

describe('sub-headings alone in bold stacked, or over a scan speck', () => {
  const build = (under: RawBlock[]) =>
    segment(
      layoutExtract([
        heading('4 Specification', 1, 760),
        para('The algorithm is specified below.', 1, 740),
        bold('Deciphering', 700, 'larger'),
        prose(1, 680),
        bold('The Cipher Function', 640, 'larger'),
        prose(2, 620),
        ...under,
      ]),
    ).sections.map((s) => s.title);

  it('takes a title right over a sub-heading, each of them, and a sub-heading over a one-letter speck', () => {
    // NBS FIPS 46-1: "DATA ENCRYPTION ALGORITHM" over "Introduction", an OCR speck "b" under it, then prose.
    const stack = [
      bold('Data Encryption Algorithm', 580, 'larger'),
      bold('Introduction', 560, 'larger'),
      para('b', 1, 550),
      prose(3, 540),
    ];
    expect(build(stack)).toEqual([
      'Specification',
      'Deciphering',
      'The Cipher Function',
      'Data Encryption Algorithm',
      'Introduction',
    ]);
  });

  it('takes no title over a line of the style that stands over no prose', () => {
    const noProse = [
      bold('Data Encryption Algorithm', 580, 'larger'),
      bold('Introduction', 560, 'larger'),
      para('Table 3', 1, 540),
    ];
    // Neither line counts, so the style is used twice only: too few to be a style of sub-heading.
    expect(build(noProse)).toEqual(['Specification']);
  });
});
