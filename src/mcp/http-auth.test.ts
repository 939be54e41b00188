/**
 * The bearer check: the right token passes whatever the scheme's case, a
 * missing or malformed header is "missing", any other token "wrong"; the
 * challenge and message never hold a token; token text is checked.
 */
import { describe, expect, it } from 'vitest';
import { bearerCheck, REFUSALS } from './http-auth.js';
import { tokenProblem } from './http-token.js';

const TOKEN = 'c0ffee'.repeat(8);

describe('bearerCheck', () => {
  const check = bearerCheck(TOKEN);
  it('passes the token, with the scheme in any case', () => {
    expect(check(`Bearer ${TOKEN}`)).toBeNull();
    expect(check(`bearer ${TOKEN}`)).toBeNull();
    expect(check([`BEARER  ${TOKEN} `])).toBeNull();
  });
  it.each([undefined, '', 'Bearer', 'Bearer ', `Basic ${TOKEN}`, TOKEN, `Bearer ${TOKEN} extra`])(
    'calls %j missing',
    (h) => expect(check(h)).toBe('missing'),
  );
  it.each([`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, 'Bearer x', `Bearer ${TOKEN.toUpperCase()}`])(
    'calls %j wrong',
    (h) => expect(check(h)).toBe('wrong'),
  );
  it('says what is required with a Bearer challenge, never a token', () => {
    for (const r of Object.values(REFUSALS)) {
      expect(r.challenge).toMatch(/^Bearer realm="pdfspec"/);
      expect(r.message).not.toMatch(/\n/);
    }
    expect(REFUSALS.wrong.challenge).toMatch(/error="invalid_token"/);
  });
});

describe('tokenProblem', () => {
  it('accepts visible ASCII and names the source of anything else', () => {
    expect(tokenProblem(TOKEN, 'PDFSPEC_TOKEN')).toBeNull();
    expect(tokenProblem('', 'PDFSPEC_TOKEN')).toBe('PDFSPEC_TOKEN is empty: it must hold the token');
    expect(tokenProblem('a\nb', 'F')).toMatch(/^F holds more than one line/);
    expect(tokenProblem('a b', 'F')).toMatch(/^F holds spaces or characters a header cannot carry/);
    expect(tokenProblem('tökén', 'F')).toMatch(/^F holds spaces or characters/);
    expect(tokenProblem('x'.repeat(1025), 'F')).toBe('F holds 1025 characters: a token has at most 1024');
  });
});
