/**
 * Footnotes at the foot of an untagged page (footnotes.ts): a label raised and hanging left of its text's first
 * line is that line's (lines.ts), and a page set further left than the body (an appendix page of SP 800-26 set
 * from 72 pt where the body starts at 90 pt) still has its footnotes at its own left edge.
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './lines.js';
import { splitFootnotes } from './footnotes.js';
import type { LayoutMetrics } from './metrics.js';
import { run } from '../../../test/support/table-lines.js';

const m = (left: number): LayoutMetrics => ({
  bodySize: 12,
  pitch: (s) => 1.2 * s,
  left: () => left,
  right: () => 540,
  paragraphSpacing: false,
});

const page = (runs: ReturnType<typeof run>[]) => ({ page: 1, top: 720, bottom: 72, lines: buildLines(1, runs) });

describe('footnotes at a page foot', () => {
  it('reads a raised label hanging left of its text as the start of its first line', () => {
    const lines = buildLines(1, [run('20', 72, 171.4, 6.5), run('The security strength assumes that', 84, 166.8, 10)]);
    expect(lines.map((l) => l.text)).toEqual(['20 The security strength assumes that']);
  });

  it('keeps a raised mark far left of a line a line of its own', () => {
    const lines = buildLines(1, [run('20', 40, 171.4, 6.5), run('The security strength assumes that', 82, 166.8, 10)]);
    expect(lines).toHaveLength(2);
  });

  it("takes the footnotes of a page set left of the body margin from that page's own left edge", () => {
    const p = page([
      run('A paragraph of the body set in twelve point type on this page.', 72, 400, 12),
      run('1.2.3 Have additional controls been identified?', 72, 200, 10),
      run('2 Draft NIST Special Publication 800-30, dated June 2001.', 72, 93.6, 10),
    ]);
    const split = splitFootnotes([p], m(90));
    expect(split.footnotes.map((f) => (f.kind === 'paragraph' ? f.text : ''))).toEqual([
      '2 Draft NIST Special Publication 800-30, dated June 2001.',
    ]);
    expect(split.pages[0]!.lines.map((l) => l.text)).not.toContain(
      '2 Draft NIST Special Publication 800-30, dated June 2001.',
    );
  });
});

describe('footnotes labelled by a bare number', () => {
  const notes = (texts: string[]) =>
    splitFootnotes(
      [page([run('A paragraph of the body.', 72, 400, 12), ...texts.map((t, k) => run(t, 72, 110 - 12 * k, 10))])],
      m(72),
    ).footnotes.map((f) => (f.kind === 'paragraph' ? f.text : ''));

  it('reads a note that holds a web address alone, alone on its page or among others', () => {
    expect(notes(['7 https://csrc.nist.gov/publications/detail/sp/800-117/rev-1/draft'])).toEqual([
      '7 https://csrc.nist.gov/publications/detail/sp/800-117/rev-1/draft',
    ]);
    expect(notes(['1 Products can be used otherwise.', '2 https://nvd.nist.gov/', '3 Refer to www.gsa.gov.'])).toEqual([
      '1 Products can be used otherwise.',
      '2 https://nvd.nist.gov/',
      '3 Refer to www.gsa.gov.',
    ]);
  });

  it('reads a note whose text opens with a path (Apache FOP: "14 /lib<qual>/cpp is still permitted")', () => {
    expect(notes(['14 /lib<qual>/cpp is still permitted.', '15 A compliant distribution might have two.'])).toEqual([
      '14 /lib<qual>/cpp is still permitted.',
      '15 A compliant distribution might have two.',
    ]);
  });

  it('reads no note from small lines that open with a number and a word in lower case', () => {
    expect(notes(['7 bits of the key are parity bits.'])).toEqual([]);
  });

  it('reads a note whose label is set tight against its first word (Apache FOP: "2See below, …"), spaced again', () => {
    expect(
      notes(['1 Miscellaneous files must be placed in /usr/share.', '2See below, in the /usr/libexec section.']),
    ).toEqual(['1 Miscellaneous files must be placed in /usr/share.', '2 See below, in the /usr/libexec section.']);
    expect(notes(['12For example, section 4 may be omitted.'])).toEqual(['12 For example, section 4 may be omitted.']);
    expect(notes(['9Found at https://example.org/.', '10A description is there.', '11 Shared ones are here.'])).toEqual(
      ['9 Found at https://example.org/.', '10 A description is there.', '11 Shared ones are here.'],
    );
  });

  it('reads no note from a small line that opens with a number glued to a name in capitals ("3DES", "2D")', () => {
    expect(notes(['3DES keys are retired.'])).toEqual([]);
  });
});

describe('footnote marks in the text', () => {
  const foot = (label: string, y = 93.6) => run(`${label} Examples of recorded data include the date.`, 72, y, 10);

  it('takes a raised mark out of its line where the page prints the note it calls, and says which', () => {
    const p = page([
      run('the CKMS design shall specify the data to be recorded', 72, 400, 12),
      run('12', 72 + 53 * 6, 404.5, 8),
      run('.', 72 + 53 * 6 + 8, 400, 12),
      foot('12'),
    ]);
    const split = splitFootnotes([p], m(72));
    expect(split.pages[0]!.lines[0]!.text).toBe('the CKMS design shall specify the data to be recorded.');
    expect(split.marks).toEqual([{ page: 1, text: '12' }]);
  });

  it('keeps a mark whose note is printed nowhere before it, and a raised number after a digit on another page', () => {
    const noNote = page([run('recorded', 72, 400, 12), run('7', 72 + 24, 404.5, 8)]);
    expect(splitFootnotes([noNote], m(72)).pages[0]!.lines[0]!.text).toBe('recorded7');
    const first = page([run('A paragraph of the body.', 72, 400, 12), foot('21')]);
    const exponent = { ...page([run('SHA-1', 72, 400, 12), run('21', 72 + 15, 404.5, 8)]), page: 2 };
    const repeated = { ...page([run('Key Derivation Functions', 72, 300, 12), run('21', 72 + 72, 304.5, 8)]), page: 2 };
    const split = splitFootnotes([first, exponent], m(72));
    expect(split.pages[1]!.lines[0]!.text).toBe('SHA-121');
    // A word's mark calls a note printed on an earlier page (a header row printed again over a continuation page).
    expect(splitFootnotes([first, repeated], m(72)).pages[1]!.lines[0]!.text).toBe('Key Derivation Functions');
  });
});
