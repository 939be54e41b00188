/**
 * Which browser origins reach the HTTP server, and which addresses count as
 * this machine only.
 */
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, originAllowed } from './http-limits.js';

describe('originAllowed', () => {
  it.each([
    'http://localhost:6274',
    'http://127.0.0.1:8767',
    'http://[::1]:8767',
    'http://[::1]:80',
    'http://[::1]',
    'http://localhost:80',
    'https://127.0.0.1:443',
  ])('allows the loopback origin %s', (origin) => expect(originAllowed(origin, [])).toBe(true));

  it.each([
    'https://evil.example',
    'http://localhost.evil.example',
    'http://[::1]:80/path',
    'http://user@localhost:80',
    'http://localhost:0080',
    'file://localhost',
    'null',
  ])('refuses %s', (origin) => expect(originAllowed(origin, [])).toBe(false));

  it('allows a named origin or any with *; no Origin at all is not a browser', () => {
    expect(originAllowed('https://ok.example', ['https://ok.example'])).toBe(true);
    expect(originAllowed('https://x.example', ['*'])).toBe(true);
    expect(originAllowed(undefined, [])).toBe(true);
  });
});

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST', '::ffff:127.0.0.1'])('%s is', (h) =>
    expect(isLoopbackHost(h)).toBe(true),
  );
  it.each(['0.0.0.0', '::', '192.168.1.5', 'example.org', 'localhost.example', '128.0.0.1'])('%s is not', (h) =>
    expect(isLoopbackHost(h)).toBe(false),
  );
});
