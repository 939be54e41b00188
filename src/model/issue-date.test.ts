import { describe, expect, it } from 'vitest';
import { isDateAlone } from './issue-date.js';

describe('isDateAlone', () => {
  it.each([
    '1988 January 22',
    '1998 December 15',
    'January 22, 1988',
    '22 January 1988',
    'May 2001',
    '2001 May',
    'Sept. 5, 1994',
    ' 1994  January 11 ',
  ])('reads %j as a date', (text) => expect(isDateAlone(text)).toBe(true));
  it.each([
    'Announcing the',
    'Processing Standards Publication 46-1',
    '1988 January 22 and after',
    'May 1',
    'January 32, 1988',
    '1899 May',
    'Effective 1988 January 22',
    'March of 1990',
  ])('does not read %j as a date', (text) => expect(isDateAlone(text)).toBe(false));
});
