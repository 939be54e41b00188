import { describe, expect, it } from 'vitest';
import { edgeNumbers } from './running-numbers.js';

describe('edgeNumbers', () => {
  it('reads a folio numbered within a chapter at either end of a line, its hyphen spaced or not', () => {
    expect(edgeNumbers('C - 9')).toEqual([{ token: 'C-9', kind: 'sectioned', value: 9, chapter: 'C' }]);
    expect(edgeNumbers('Guide   A-18')).toEqual([{ token: 'A-18', kind: 'sectioned', value: 18, chapter: 'A' }]);
    expect(edgeNumbers('B - 2   Guide')).toEqual([{ token: 'B-2', kind: 'sectioned', value: 2, chapter: 'B' }]);
  });

  it('reads a dressed folio as its number, and nothing inside a line', () => {
    expect(edgeNumbers('Housley Standards Track [Page 24]')).toEqual([{ token: '24', kind: 'arabic', value: 24 }]);
    expect(edgeNumbers('Let L - 1 = n*160 + b, where both')).toEqual([]);
  });
});
