import { describe, expect, it } from 'vitest';
import { dispositionName } from './http-attempt.js';
import { parseRetryAfter, statusError } from './http-status.js';
import { nameFromUrl, safeFileName } from './target-name.js';
import { PdfspecError } from '../../core/errors.js';
import { isTransient } from '../../core/resilience/index.js';

describe('target names', () => {
  it.each([
    ['PDF32000_2008.pdf', 'PDF32000_2008.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['..\\..\\win.ini', 'win.ini.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['a b:c?.PDF', 'a_b_c_.PDF'],
    ['', 'download.pdf'],
    ['...', 'download.pdf'],
    ['x'.repeat(300), `${'x'.repeat(176)}.pdf`],
  ])('safeFileName(%j) = %j', (raw, safe) => {
    expect(safeFileName(raw)).toBe(safe);
  });

  it('takes the server-suggested name first, then the last URL segment', () => {
    expect(nameFromUrl('https://h/a/b/Spec%20v2.pdf?x=1', null)).toBe('Spec_v2.pdf');
    expect(nameFromUrl('https://h/a/b/', null)).toBe('b.pdf');
    expect(nameFromUrl('https://h/', null)).toBe('download.pdf');
    expect(nameFromUrl('https://h/x', 'ISO_32000-2_sponsored-ec2.pdf')).toBe('ISO_32000-2_sponsored-ec2.pdf');
  });

  it.each([
    ['attachment; filename="WTPDF.pdf"', 'WTPDF.pdf'],
    ['attachment; filename=plain.pdf; size=3', 'plain.pdf'],
    ['attachment; filename*=UTF-8\'\'na%C3%AFve.pdf; filename="naive.pdf"', 'naïve.pdf'],
    ['inline', null],
  ])('Content-Disposition %j names %j', (header, name) => {
    expect(dispositionName(header)).toBe(name);
  });
});

describe('HTTP statuses', () => {
  it('parses Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:27:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });

  it.each([500, 502, 503, 504, 429])('%i is transient', (status) => {
    expect(isTransient(statusError('http://h/a.pdf', status, 'x'))).toBe(true);
  });

  it.each([400, 401, 403, 404, 410, 451])('%i is permanent (missing_file)', (status) => {
    const err = statusError('http://h/a.pdf', status, 'Nope');
    expect(isTransient(err)).toBe(false);
    expect(err).toBeInstanceOf(PdfspecError);
    expect((err as PdfspecError).message).toBe(`HTTP ${status} Nope: http://h/a.pdf`);
  });

  it('carries Retry-After on a 429', () => {
    expect(statusError('http://h', 429, 'Too Many Requests', '7')).toMatchObject({ status: 429, retryAfterMs: 7000 });
  });
});
