import { describe, expect, it } from 'vitest';
import { colors, layout, type Style } from './style.js';

const piped: Style = { tty: false, c: colors(false), columns: 80 };
const terminal: Style = { tty: true, c: colors(true), columns: 80 };

describe('layout: one record per row, no control character in a field', () => {
  it('piped: tabs and line breaks become spaces, NUL, BEL and DEL are left out', () => {
    expect(layout([['a\u0000b\u0007c\u007f', 'x\ty\r\nz']], piped)).toEqual(['abc\tx y z']);
  });

  it('on a terminal: the same, and the formatters’ own colours stay', () => {
    const red = terminal.c.red('hit');
    const lines = layout([[`t\u0000i\u001btle`, red]], terminal);
    expect(lines).toEqual([`title  ${red}`]);
  });
});
