import { describe, expect, it } from 'vitest';
import { codeText } from './code-lines.js';
import { buildLines } from './lines.js';
import type { LayoutMetrics } from './metrics.js';
import type { FontStyle, Line, Run } from './types.js';

const mono: FontStyle = { name: 'Courier', bold: false, italic: false, mono: true };
/** Courier at 10 pt: 6 pt a character, spaces included. */
const CHAR = 6;
const run = (text: string, col: number, y: number, left = 72): Run => ({
  text,
  x: left + col * CHAR,
  y,
  width: text.length * CHAR,
  size: 10,
  font: mono,
});
const metrics = (left: (page: number) => number = () => 72): LayoutMetrics =>
  ({ left, right: () => 540, pitch: (s: number) => 1.2 * s, bodySize: 10, paragraphSpacing: false }) as LayoutMetrics;

const lineOf = (runs: Run[], page = 1): Line => buildLines(page, runs)[0]!;

describe('codeText: a listing in a fixed-width font as printed', () => {
  it('keeps each line indented against the others and the runs of one line in their columns', () => {
    const lines = [
      lineOf([run('struct {', 4, 700)]),
      lineOf([run('ProtocolVersion version;', 8, 688), run('/* TLS v1.2 */', 36, 688)]),
      lineOf([run('Random  random;', 8, 676)]),
      lineOf([run('} Hello;', 4, 664)]),
    ];
    expect(codeText(lines, metrics())).toBe(
      ['struct {', '    ProtocolVersion version;    /* TLS v1.2 */', '    Random  random;', '} Hello;'].join('\n'),
    );
  });

  it('measures indentation from each page’s own text edge, so a listing continued on a facing page keeps its levels', () => {
    const lines = [lineOf([run('begin', 0, 700, 72)]), lineOf([run('step();', 2, 700, 90)], 2)];
    expect(
      codeText(
        lines,
        metrics((p) => (p === 1 ? 72 : 90)),
      ),
    ).toBe('begin\n  step();');
  });

  it('lays out only the runs within the line’s edges: a number a pass took out of the margin is no column', () => {
    const [numbered] = buildLines(1, [run('243', -6, 700), run('<schema>', 0, 700)]);
    const taken: Line = { ...numbered!, text: '<schema>', x0: 72, segments: numbered!.segments.slice(1) };
    expect(codeText([taken], metrics())).toBe('<schema>');
  });

  it('keeps the text as read where the runs no longer give its characters', () => {
    const line = lineOf([run('a = b;', 0, 700)]);
    expect(codeText([{ ...line, text: 'a = c;' }], metrics())).toBe('a = c;');
  });

  it('joins the lines as read when no line was set in a fixed-width face', () => {
    const prose: Line = { ...lineOf([run('plain words', 3, 700)]), fixed: undefined };
    expect(codeText([prose], metrics())).toBe('plain words');
  });

  it('keeps the text as read where the measure is no listing’s: glyphs a hair wide, text far off the page', () => {
    const hair = (text: string, col: number, y: number): Run => ({
      ...run(text, 0, y),
      x: 72 + col * 0.001,
      width: text.length * 0.001,
    });
    const lines = [lineOf([hair('a', 0, 700), hair('b', 2e6, 700)]), lineOf([run('far', 0, 688, 5e6)])];
    expect(codeText(lines, metrics())).toBe('a b\nfar');
  });
});
