import { describe, expect, it } from 'vitest';
import type { RawBlock } from '../../blocks.js';
import { decideLineEndHyphens, hyphenDiagnostic } from './line-end-hyphens.js';
import { normaliseText } from '../normalise.js';

const para = (text: string): RawBlock => ({ kind: 'paragraph', text, page: 1, y: null });
/** What the model's text of each paragraph is after the decision and the one normaliser. */
const texts = (blocks: RawBlock[]) =>
  decideLineEndHyphens(blocks).blocks.map((b) => (b.kind === 'paragraph' ? normaliseText(b.text) : ''));

describe('line-end hyphens decided from the whole document', () => {
  it('keeps a compound the document prints unbroken elsewhere, and joins a word it prints whole', () => {
    expect(
      texts([
        para('The behaviour is implementation-\ndependent and the hyphen-\nation is a word.'),
        para('Other behaviour is implementation-dependent too; hyphenation is common.'),
      ])[0],
    ).toBe('The behaviour is implementation-dependent and the hyphenation is a word.');
  });

  it('joins a name broken before a capital only where the document prints it whole elsewhere', () => {
    const out = texts([
      para('Furthermore, if ASI-\nDLEN < ASIDMAX, ignore bits ASIDMAX-1:ASIDLEN; set AVER-\nAGE_WIDTH.'),
      para('ASIDLEN bits and the AVERAGE_WIDTH field; UTF-\n16 and ISO 32000-\n2; the Content-\nType header.'),
    ]);
    expect(out).toEqual([
      'Furthermore, if ASIDLEN < ASIDMAX, ignore bits ASIDMAX-1:ASIDLEN; set AVERAGE_WIDTH.',
      'ASIDLEN bits and the AVERAGE_WIDTH field; UTF-16 and ISO 32000-2; the Content-Type header.',
    ]);
  });

  it('in a document that hyphenates no words, keeps a hyphen next to a word printed elsewhere, joins two fragments', () => {
    const out = texts([
      para('A cost-\neffective, Government-\noperated service with configura-\ntions.'),
      para('The cost is paid by the Government.'),
    ]);
    expect(out[0]).toBe('A cost-effective, Government-operated service with configurations.');
  });

  it('in a document that hyphenates words, joins fragments and keeps two words it prints on their own', () => {
    const out = texts([
      para('The soft-\nware, the hard-\nware and the regis-\nters, con-\nsisting of a right-\nhand side.'),
      para('Software and hardware have registers on the right; the hand is not consisting of anything.'),
    ]);
    expect(out[0]).toBe('The software, the hardware and the registers, consisting of a right-hand side.');
  });

  it('keeps the whole compound ("out-of-" + "band") and says what it decided in reading', () => {
    const d = decideLineEndHyphens([para('An out-of-\nband channel; out-of-band again.')]);
    expect(normaliseText((d.blocks[0] as { text: string }).text)).toBe('An out-of-band channel; out-of-band again.');
    expect(hyphenDiagnostic(d)?.message).toBe(
      '1 line-end hyphen(s) kept as a compound\'s ("out-of-band"), 0 joined as hyphenation; the document hyphenates no words',
    );
  });

  it('reaches table cells and list items', () => {
    const d = decideLineEndHyphens([
      para('A key is known when it is signed.'),
      { kind: 'list', items: ['a well-\nknown key'], page: 1, y: null },
      {
        kind: 'table',
        rows: [{ header: false, cells: [{ text: 'self-\nsigned', header: false, colSpan: 1, rowSpan: 1 }] }],
        page: 1,
        pageEnd: 1,
        y: null,
      },
    ]);
    expect(d.blocks[1]).toMatchObject({ items: ['a well-known key'] });
    expect(d.blocks[2]).toMatchObject({ rows: [{ cells: [{ text: 'self-signed' }] }] });
  });
});
