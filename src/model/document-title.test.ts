/**
 * When a document's metadata title is not the one to show: the junk titles of
 * real files (with the text their first pages print), against good titles
 * that their pages print.
 */
import { describe, expect, it } from 'vitest';
import { metadataTitleFault, shownTitle } from './document-title.js';

describe('metadataTitleFault', () => {
  it.each([
    [
      'Microsoft Word - NIST-SP800-147-April2011.docx',
      'SP800-147.pdf',
      'BIOS Protection Guidelines',
      'a word processor or printer artefact',
    ],
    [
      'Enscript Output',
      'rfc5652.txt.pdf',
      'Cryptographic Message Syntax (CMS)',
      'a word processor or printer artefact',
    ],
    ['riscv-privileged-v1.10.pdf', 'riscv.pdf', 'The RISC-V Instruction Set Manual', 'a file name'],
    ['riscv-privileged-v1.10', 'riscv-privileged-v1.10.pdf', 'The RISC-V Instruction Set Manual', 'a file name'],
    [
      '882D Rev 1 - Draft',
      'MIL-STD-882E.pdf',
      'MIL-STD-882E w/CHANGE 1\nDEPARTMENT OF DEFENSE\nSTANDARD PRACTICE\nSYSTEM SAFETY',
      'not on the first page',
    ],
    [
      'RFC 8446 - The Transport Layer Security †TLS‡ Protocol Version 1.3',
      'rfc8446.pdf',
      'Request for Comments: 8446\nThe Transport Layer Security (TLS) Protocol Version 1.3',
      'not on the first page',
    ],
    ['  ', 'x.pdf', 'Anything', 'missing'],
    [null, 'x.pdf', 'Anything', 'missing'],
  ] as const)('%j is %s', (title, file, page, fault) => expect(metadataTitleFault(title, file, page)).toBe(fault));

  it.each([
    ['Special Publication 800-26', 'NIST Special Publication 800-26 Security Self-Assessment Guide'],
    [
      'Procedure Call Standard for the Arm® 64-bit Architecture (AArch64)',
      'Procedure Call Standard for the Arm® 64-bit Architecture (AArch64)',
    ],
    ['OGC 07-057r7', 'Reference number of this document:OGC 07-057r7'],
    ['RFC 9580: OpenPGP', 'Request for Comments: 9580\nOpenPGP'],
  ])('keeps %j, which the first page prints', (title, page) =>
    expect(metadataTitleFault(title, 'f.pdf', page)).toBeNull(),
  );

  it('judges only the title itself when the first page has no text (a scan)', () => {
    expect(metadataTitleFault('882D Rev 1 - Draft', 'f.pdf', '')).toBeNull();
    expect(metadataTitleFault('Document1', 'f.pdf', '')).toBe('a word processor or printer artefact');
  });
});

describe('shownTitle', () => {
  it('shows the printed title only for a faulty metadata title, and never an empty one', () => {
    expect(shownTitle('Enscript Output', 'CMS', 'a word processor or printer artefact')).toBe('CMS');
    expect(shownTitle('Good Title', 'Printed', null)).toBe('Good Title');
    expect(shownTitle('Enscript Output', null, 'a word processor or printer artefact')).toBe('Enscript Output');
    expect(shownTitle(null, null, 'missing')).toBeNull();
  });
});
