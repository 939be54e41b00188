import { describe, expect, it } from 'vitest';
import { destinationY } from './outline.js';

const ref = { num: 12, gen: 0 };

describe('destinationY', () => {
  it.each([
    [[ref, { name: 'XYZ' }, 56, 756, 0], 756],
    [[ref, { name: 'XYZ' }, null, null, null], null],
    [[ref, { name: 'FitH' }, 700], 700],
    [[ref, { name: 'FitBH' }, 650], 650],
    [[ref, { name: 'FitR' }, 10, 20, 300, 400], 400],
    [[ref, { name: 'Fit' }], null],
  ])('%j → %s', (dest, y) => {
    expect(destinationY(dest as unknown[])).toBe(y);
  });
});
