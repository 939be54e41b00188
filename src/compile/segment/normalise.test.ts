import { describe, expect, it } from 'vitest';
import { compact, normaliseCode, normaliseText } from './normalise.js';

describe('normaliseText', () => {
  it('collapses whitespace runs, NBSP and tabs, and trims', () => {
    expect(normaliseText('  a\t\tb\u00A0\u00A0c \n d  ')).toBe('a b c d');
  });
  it('removes zero-width characters and soft hyphens', () => {
    expect(normaliseText('5.1.1 \u200BGe\u00ADneral\uFEFF\u200C\u200D')).toBe('5.1.1 General');
  });
  it('joins a hyphenated line end before a lower-case letter', () => {
    expect(normaliseText('hyphen-\nation')).toBe('hyphenation');
    expect(normaliseText('hyphen- \n  ation')).toBe('hyphenation');
  });
  it('keeps a line-final hyphen before an upper-case letter or a digit, with no space after it', () => {
    expect(normaliseText('ISO 32000-\n2:2020')).toBe('ISO 32000-2:2020');
    expect(normaliseText('PDF-\nBased')).toBe('PDF-Based');
  });
  it('keeps a hyphen that follows a non-letter, with no space after it', () => {
    expect(normaliseText('x 1-\nabc')).toBe('x 1-abc');
  });
  it('leaves a free-standing dash at a line end as a separator', () => {
    expect(normaliseText('Table 1 -\nCaption')).toBe('Table 1 - Caption');
  });
  it('joins an identifier or a path broken after an underscore or a slash, without a space', () => {
    expect(normaliseText('server_handshake_traffic_\nsecret')).toBe('server_handshake_traffic_secret');
    expect(normaliseText('[sender]_application_\ntraffic_secret_N')).toBe('[sender]_application_traffic_secret_N');
    expect(normaliseText('EncryptedExtensions/\nCertificateRequest')).toBe('EncryptedExtensions/CertificateRequest');
  });
  it("joins a URN broken after one of its colons, and keeps the space after a label's colon", () => {
    expect(normaliseText('urn:oasis:names:tc:opendocument:xmlns:\nmanifest:1.0')).toBe(
      'urn:oasis:names:tc:opendocument:xmlns:manifest:1.0',
    );
    expect(normaliseText('as follows:\nThe value')).toBe('as follows: The value');
    expect(normaliseText('Note: see 3.1:\nthe rest')).toBe('Note: see 3.1: the rest');
  });
  it('keeps a space after a free-standing slash or a rule of underscores', () => {
    expect(normaliseText('read /\nwrite')).toBe('read / write');
    expect(normaliseText('Name: ____\nDate')).toBe('Name: ____ Date');
  });
  it('turns other line breaks into one space so words never glue', () => {
    expect(normaliseText('This\nand')).toBe('This and');
  });
  it('joins a soft hyphen at a line end without a space', () => {
    expect(normaliseText('hyphen\u00AD\nation')).toBe('hyphenation');
  });
});

describe('normaliseCode', () => {
  it('keeps lines and their spaces as printed, dropping blank ones and the indentation all share', () => {
    expect(normaliseCode('  <a>\n     <b>  x </b>  \n\n  </a>')).toBe('<a>\n   <b>  x </b>\n</a>');
    expect(normaliseCode('\tint\u00A0x;\u200B\n\t\u00ADy')).toBe('int x;\ny');
  });
});

describe('compact', () => {
  it('keeps only lower-case letters and digits', () => {
    expect(compact('6.  Conformance ')).toBe('6conformance');
  });
});

describe('control characters', () => {
  it('reads a control character that opens a line before a space as a bullet, and drops any other', () => {
    expect(normaliseText('\u001F Vulnerability: a bug')).toBe('• Vulnerability: a bug');
    expect(normaliseText('a\u0007b\u001Fc')).toBe('abc');
  });
});
