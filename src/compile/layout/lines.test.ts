import { describe, expect, it } from 'vitest';
import { buildLines } from './lines.js';
import type { FontStyle, Run } from './types.js';

const regular: FontStyle = { name: 'Helvetica', bold: false, italic: false, mono: false };
const bold: FontStyle = { name: 'Helvetica-Bold', bold: true, italic: false, mono: false };
const mono: FontStyle = { name: 'Courier', bold: false, italic: false, mono: true };
/** A run 5 pt per character wide at size 10, roughly Helvetica's average. */
const run = (text: string, x: number, y: number, font = regular, size = 10): Run => ({
  text,
  x,
  y,
  width: text.length * 0.5 * size,
  size,
  font,
});

describe('buildLines', () => {
  it('gives a line of prose that names code a point smaller the size of its prose, however many characters the names hold', () => {
    const [line] = buildLines(1, [
      run('<oval-sc:collected_objects>', 72, 700, mono, 10),
      run('and', 240, 700, regular, 11),
      run('<oval-sc:system_data>', 262, 700, mono, 10),
      run('elements SHALL', 392, 700, regular, 11),
    ]);
    expect(line!.size).toBe(11);
    expect(line!.mono).toBe(false);
  });

  it('keeps the size of the code in a line of code with a word or a margin number beside it', () => {
    const names = run('urn:oasis:names:tc:SAML:2.0:status:NoAvailableIDP', 72, 700, mono, 10);
    expect(buildLines(1, [names, run('or', 370, 700, regular, 10)])[0]!.size).toBe(10);
    expect(buildLines(1, [run('2174', 40, 700, regular, 8), names, run('or', 370, 700, regular, 10)])[0]!.size).toBe(
      10,
    );
  });

  it('groups runs by baseline, top to bottom, and orders each line by x', () => {
    const lines = buildLines(1, [run('second', 72, 688), run('line', 110, 700), run('First', 72, 700)]);
    expect(lines.map((l) => l.text)).toEqual(['First line', 'second']);
    expect(lines[0]!.y).toBe(700);
  });

  it('reads a Courier "o" before text in another face as a bullet (Word\'s second level), not an "o" of a code line', () => {
    const item = buildLines(1, [run('o', 108, 700, mono), run('The agency SHALL publish', 126, 700)]);
    expect(item[0]!.text).toBe('◦ The agency SHALL publish');
    expect(buildLines(1, [run('o', 108, 700), run('The agency', 126, 700)])[0]!.text).toBe('o The agency');
    expect(buildLines(1, [run('o', 108, 700, mono), run('= f(x)', 126, 700, mono)])[0]!.text).toBe('o = f(x)');
  });

  it('never glues words split into runs with a visible gap, and joins a word split without one', () => {
    // "This" ends at 92; "and" starts 3 pt later (a word space) — "Thi"+"s" touch.
    const lines = buildLines(1, [run('Thi', 72, 700), run('s', 87, 700), run('and', 95, 700)]);
    expect(lines[0]!.text).toBe('This and');
  });

  it('trusts a space pdfjs reported between two runs, however narrow the gap', () => {
    // "Table 1" ends at 107; "of" starts 0.9 pt later — narrower than a space, but pdfjs emitted one.
    const lines = buildLines(1, [run('Table 1', 72, 700), { ...run('of this', 107.9, 700), spaceBefore: true }]);
    expect(lines[0]!.text).toBe('Table 1 of this');
  });

  it('puts the space pdfjs saw after the run drawn before, not before a bold word drawn later (WeasyPrint)', () => {
    // Drawn in this order: "… is" (ends at 72 + 60 = 132), a step over the keyword, "." at 217, then the keyword at
    // 137.5–217: the space stands between "is" and the keyword, none before the full stop.
    const drawn: Run[] = [
      { ...run('property is', 72, 700), width: 60, seq: 0 },
      { ...run('.', 217, 700), spaceBefore: true, seq: 1 },
      { ...run('NOT RECOMMENDED', 137.5, 700, bold), width: 79.5, seq: 2 },
    ];
    expect(buildLines(1, drawn)[0]!.text).toBe('property is NOT RECOMMENDED.');
    // Drawn in reading order, the reported space stands where pdfjs saw it.
    const inOrder = [run('Table 1', 72, 700), { ...run('of this', 107.9, 700), spaceBefore: true }].map((r, seq) => ({
      ...r,
      seq,
    }));
    expect(buildLines(1, inOrder)[0]!.text).toBe('Table 1 of this');
  });

  it('keeps a mark raised half the size (Word) or an exponent lowered on its line, never a line of small print', () => {
    // Lines 12 pt apart; "20" raised 5.4 pt (too far for one baseline), "-128" lowered 4 pt.
    const raised = buildLines(1, [
      run('report-', 72, 712),
      run('element,', 72, 700),
      run('20', 112, 705.4, regular, 6.3),
      run('and', 122, 700),
    ]);
    expect(raised.map((l) => l.text)).toEqual(['report-', 'element,20 and']);
    const lowered = buildLines(1, [run('equal to 2', 72, 700), run('-128', 122, 696, regular, 6)]);
    expect(lowered.map((l) => l.text)).toEqual(['equal to 2-128']);
    // Apache FOP: "14" (7.5 pt, raised 4.5 pt) a space after the line's last word, ending more than an em past it.
    const spaced = buildLines(1, [run('is not required.', 120, 667), run('14', 203, 671.5, regular, 7.5)]);
    expect(spaced.map((l) => l.text)).toEqual(['is not required. 14']);
    // … but small print starting further on is no mark of the line.
    const apart = buildLines(1, [run('is not required.', 120, 667), run('14', 210, 671.5, regular, 7.5)]);
    expect(apart).toHaveLength(2);
    // Small print of more than a mark stays a line of its own.
    const small = buildLines(1, [run('element, and', 72, 700), run('(CCEP) when', 80, 705.4, regular, 6.3)]);
    expect(small).toHaveLength(2);
  });

  it("puts a footnote's label raised at the margin on its note's first line, a quarter inch left of it", () => {
    // IR 7435: "8" (6 pt, raised 4 pt) at 72, its 9-point note at 90 under the body's last line.
    const note = run('CVSS uses the term "medium" as opposed to "moderate".', 90, 117.9, regular, 9);
    const lines = buildLines(1, [run('http://nvd.nist.gov/scap.cfm.', 72, 160), run('8', 72, 121.9, regular, 6), note]);
    expect(lines.map((l) => l.text)).toEqual([
      'http://nvd.nist.gov/scap.cfm.',
      '8 CVSS uses the term "medium" as opposed to "moderate".',
    ]);
    // Further out than two and a half times the note's size it is no label of that line.
    expect(buildLines(1, [run('8', 60, 121.9, regular, 6), note])).toHaveLength(2);
  });

  it('puts a raised run drawn over a space a short run leaves for it into that space, nowhere else', () => {
    // FIPS 140-1: "E PROM" (11.2 pt, 6 pt a character) with "2" (6.7 pt) raised 4.6 pt over its space.
    const line = (x: number, text = 'E PROM') =>
      buildLines(1, [run(text, 72, 266.2, regular, 11.2), run('2', x, 270.8, regular, 6.7)])[0]!.text;
    expect(line(78.8)).toBe('E2PROM');
    // Over a letter, past the run, or over a run too long to place it in: a mark after the run, as before.
    expect(line(90)).toBe('E PROM2');
    expect(line(110)).toBe('E PROM 2');
    expect(line(78.8, 'E PROM and RAM')).toBe('E PROM and RAM2');
  });

  it('keeps several exponents of one line on it, each a mark, however many characters they hold together', () => {
    // FIPS 186-1: "q = U OR 2¹⁵⁹ OR 1. Note that 2¹⁵⁹ < q < 2¹⁶⁰." — three raised runs of three digits.
    const line = buildLines(1, [
      run('q = U OR 2', 72, 700),
      run('159', 122, 705.5, regular, 6.6),
      run('OR 1. Note that 2', 134, 700),
      run('159', 219, 705.5, regular, 6.6),
      run('< q < 2', 231, 700),
      run('160', 266, 705.5, regular, 6.6),
      run('.', 276, 700),
    ]);
    expect(line.map((l) => l.text)).toEqual(['q = U OR 2159 OR 1. Note that 2159 < q < 2160.']);
  });

  it('keeps an exponent and an index set at nine tenths of the size, half a size off the baseline (WeasyPrint)', () => {
    // RFC 9580: "3+ceil(log₂(p)) to 31, … from 8*p to 2³¹." — "2" lowered 4.5 pt, "31" raised 4.5 pt, both 9 pt.
    const line = buildLines(1, [
      run('log', 72, 700),
      run('2', 87, 695.5, regular, 9),
      run('(p)) to 31, from 8*p to 2', 92, 700),
      run('31', 217, 704.5, regular, 9),
      run('.', 227, 700),
    ]);
    expect(line.map((l) => l.text)).toEqual(['log2(p)) to 31, from 8*p to 231.']);
  });

  it('keeps a longer exponent on its line where it starts right at the end of its base, and only there', () => {
    // RFC 9580: "The memory size m is 2^encoded_m kibibytes", the exponent in a mono face 4.5 pt up, 0.5 pt apart.
    const exponent = buildLines(1, [
      run('memory size m is 2', 72, 700),
      run('encoded_m', 162, 704.5, mono, 8.5),
      run('kibibytes', 202.5, 700),
    ]);
    expect(exponent.map((l) => l.text)).toEqual(['memory size m is 2encoded_m kibibytes']);
    // The same small print a word's width away from where a run of the line ends is a line of its own.
    const apart = buildLines(1, [
      run('memory size m is 2', 72, 700),
      run('encoded_m', 170, 704.5, mono, 8.5),
      run('kibibytes', 212, 700),
    ]);
    expect(apart.map((l) => l.text)).toEqual(['encoded_m', 'memory size m is 2 kibibytes']);
  });

  it('keeps a raised footnote marker on its line and takes the baseline from the main text', () => {
    // "WCAG," ends at 97 where the marker starts; the marker ends at 105.25, 3 pt before "include".
    const lines = buildLines(1, [run('WCAG,', 72, 700), run('[5]', 97, 703.5, regular, 5.5), run('include', 108, 700)]);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.text).toBe('WCAG,[5] include');
    expect(lines[0]!.y).toBe(700);
    expect(lines[0]!.size).toBe(10);
  });

  it('splits a line into segments at gaps wider than any word space (table cells, Contents page numbers)', () => {
    const lines = buildLines(1, [run('Key', 72, 700, bold), run('Type', 180, 700, bold), run('Value', 260, 700, bold)]);
    expect(lines[0]!.segments.map((s) => s.text)).toEqual(['Key', 'Type', 'Value']);
    expect(lines[0]!.segments.map((s) => s.x0)).toEqual([72, 180, 260]);
    expect(lines[0]!.bold).toBe(true);
  });

  it('calls a line bold or monospaced only when (nearly) all of its characters are', () => {
    const [mixed, code] = buildLines(1, [
      run('The', 72, 700),
      run('Type', 92, 700, bold),
      run('entry of this dictionary is required', 115, 700),
      run('<< /Type /Catalog >>', 72, 680, mono),
    ]);
    expect(mixed!.bold).toBe(false);
    expect(code!.mono).toBe(true);
  });

  it('drops text printed twice a fraction of a point apart (faked bold)', () => {
    const lines = buildLines(1, [run('Scope', 72, 700, bold), run('Scope', 72.3, 700, bold)]);
    expect(lines[0]!.text).toBe('Scope');
  });
});
