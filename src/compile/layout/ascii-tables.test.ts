import { describe, expect, it } from 'vitest';
import { readAsciiTable } from './ascii-tables.js';
import type { Line } from './types.js';

const lines = (page: number, ...texts: string[]) => texts.map((text) => ({ text, page }) as Line);
const cells = (t: ReturnType<typeof readAsciiTable>) => t!.rows.map((r) => r.cells.map((c) => c.text));

describe('tables drawn in text', () => {
  const bordered = lines(
    1,
    '+-----------+-------------------------+',
    '| Mode | Handshake Context |',
    '+-----------+-------------------------+',
    '| Server | ClientHello ... later |',
    '| | of EncryptedExtensions/ |',
    '| | |',
    '| Post- | ClientHello ... client |',
    '| Handshake | Finished + |',
    '+-----------+-------------------------+',
    'The text after the table.',
  );

  it('reads the header band, and body rows set apart by a line of empty cells', () => {
    const t = readAsciiTable(bordered, 0);
    expect(t!.end).toBe(9);
    expect(t!.rows.map((r) => r.header)).toEqual([true, false, false]);
    expect(cells(t)).toEqual([
      ['Mode', 'Handshake Context'],
      ['Server', 'ClientHello ... later\nof EncryptedExtensions/'],
      ['Post-\nHandshake', 'ClientHello ... client\nFinished +'],
    ]);
  });

  it('without empty lines, continues a row on a line whose first cell is empty', () => {
    const t = readAsciiTable(
      lines(1, '+--+--+', '| a | b |', '+--+--+', '| x | 1 |', '| | 2 |', '| y | 3 |', '+--+--+'),
      0,
    );
    expect(cells(t)).toEqual([
      ['a', 'b'],
      ['x', '1\n2'],
      ['y', '3'],
    ]);
  });

  it('reads a table continued on the next page as one, each row with its page', () => {
    const t = readAsciiTable(
      [...lines(1, '+--+--+', '| a | b |', '+--+--+', '| x | 1 |'), ...lines(2, '| | |', '| y | 2 |', '+--+--+')],
      0,
    );
    expect(t!.rows.map((r) => r.page)).toEqual([1, 1, 2]);
  });

  it('is no table where a line has another number of cells, or the foot border is missing', () => {
    expect(readAsciiTable(lines(1, '+--+--+', '| a | b | c |', '+--+--+'), 0)).toBeNull();
    expect(readAsciiTable(lines(1, '+--+--+', '| a | b |', 'prose'), 0)).toBeNull();
    expect(readAsciiTable(lines(1, '+-----+', 'prose'), 0)).toBeNull();
  });
});
