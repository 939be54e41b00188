import { describe, expect, it } from 'vitest';
import { PdfspecError } from './errors.js';
import { OPERATIONS } from '#test-support/operations.js';
import { validate } from './validate.js';

const fail = (input: unknown) => {
  try {
    validate(OPERATIONS.search_spec.input, input);
  } catch (err) {
    expect(err).toBeInstanceOf(PdfspecError);
    return err as PdfspecError;
  }
  throw new Error('expected a validation error');
};

describe('validate', () => {
  it('refuses a value nested thousands deep as invalid input, without walking it recursively', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const err = fail({ query: deep });
    expect(err.code).toBe('invalid_input');
    expect(err.message).toBe(
      'invalid query: got an array nested more than 8 levels deep; expected a non-empty string of at most 1000 characters, without control characters, tabs or line breaks',
    );
  });

  it.each([
    ['a tab', 'a\tb', '"a\\tb"'],
    ['a line break', '7\n3', '"7\\n3"'],
    ['a carriage return', '7\r3', '"7\\r3"'],
    ['DEL', 'a\u007fb', '"a\\u007fb"'],
    ['the C1 control NEL', 'a\u0085b', '"a\\u0085b"'],
  ])('refuses %s in a string, and shows it escaped', (_name, query, shown) => {
    const err = fail({ query });
    expect(err.code).toBe('invalid_input');
    expect(err.message).toBe(
      `invalid query: got ${shown}; expected a non-empty string of at most 1000 characters, without control characters, tabs or line breaks`,
    );
  });

  it('accepts ordinary text, non-ASCII included', () => {
    expect(validate(OPERATIONS.search_spec.input, { query: 'Über “quotes” — dash' })).toEqual({
      query: 'Über “quotes” — dash',
    });
  });
});
