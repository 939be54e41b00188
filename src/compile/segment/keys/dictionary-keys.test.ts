import { describe, expect, it } from 'vitest';
import { headerlessKeyColumns } from './dictionary-keys.js';

describe('headerlessKeyColumns', () => {
  it('reads a table without a header row as Key / Type / Value when every row is a name, a type and a text', () => {
    // PDF 2.0 AN003 Table 2, "Metadata for font streams", printed without a header row.
    const row = ['Metadata', 'stream', '(Optional; shall be an indirect reference) A metadata stream …'];
    expect(headerlessKeyColumns({ headers: [], rows: [row] })).toEqual({ type: 1, value: 2 });
    expect(
      headerlessKeyColumns({ headers: [], rows: [row, ['/K', 'array or dictionary', '(Optional) Kids']] }),
    ).toEqual({ type: 1, value: 2 });
  });

  it('leaves other headerless tables alone, and tables with a header row to the header rule', () => {
    expect(
      headerlessKeyColumns({
        headers: [],
        rows: [
          ['Metadata', 'stream', 'x'],
          ['Footnote', 'a subtype', 'y'],
        ],
      }),
    ).toBeNull();
    expect(headerlessKeyColumns({ headers: [], rows: [['Metadata', 'stream']] })).toBeNull();
    expect(headerlessKeyColumns({ headers: [], rows: [] })).toBeNull();
    expect(headerlessKeyColumns({ headers: ['Key', 'Type', 'Value'], rows: [['A', 'name', 'x']] })).toBeNull();
  });
});
