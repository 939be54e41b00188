import { describe, expect, it } from 'vitest';
import { plainInteger } from './plain-integer.js';

describe('plainInteger: decimal digits, one form everywhere', () => {
  it.each([
    ['0', 0],
    ['5', 5],
    ['1000', 1000],
    ['-1', -1],
  ])('reads %j', (text, n) => expect(plainInteger(text)).toBe(n));

  it.each(['', '.5e1', '5e0', '+5', ' 5', '5 ', '00005', '-0', '1.5', '0x10', 'abc', '99999999999999999999'])(
    'refuses %j',
    (text) => expect(plainInteger(text)).toBeNull(),
  );
});
