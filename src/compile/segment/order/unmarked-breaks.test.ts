import { describe, expect, it } from 'vitest';
import type { RawBlock } from '../../blocks.js';
import { joinUnmarkedBreaks, unmarkedBreaksDiagnostic } from './unmarked-breaks.js';
import { normaliseText } from '../normalise.js';

const para = (text: string): RawBlock => ({ kind: 'paragraph', text, page: 1, y: null });
const texts = (blocks: RawBlock[]) =>
  joinUnmarkedBreaks(blocks).blocks.map((b) =>
    b.kind === 'paragraph' || b.kind === 'code' ? normaliseText(b.text) : '',
  );

describe('words split at a line end with no hyphen in the text layer', () => {
  it('joins a head printed nowhere else to its tail where the document prints the word whole (NBS FIPS 46-1)', () => {
    expect(
      texts([
        para('Software implemen\ntations of this algorithm do not comply. Implemen\ntations in hardware do.'),
        para('Such implementations are validated.'),
      ]),
    ).toEqual([
      'Software implementations of this algorithm do not comply. Implementations in hardware do.',
      'Such implementations are validated.',
    ]);
  });

  it('keeps apart two words the document prints apart, or a word it never prints whole', () => {
    const out = texts([
      para('The value can\nnot be read here, and the acknowledg\nement is kept.'),
      para('It cannot be changed; it can be read; the signed acknowledgment is new.'),
    ]);
    expect(out[0]).toBe('The value can not be read here, and the acknowledg ement is kept.');
  });

  it('joins in table cells, never in code, and says what it joined', () => {
    const table: RawBlock = {
      kind: 'table',
      page: 1,
      y: null,
      rows: [{ cells: [{ text: 'Identifi\ner' }, { text: 'An Identifier names it.' }] }],
    } as RawBlock;
    const code: RawBlock = { kind: 'code', text: 'int identifi\ner = 0;', page: 1, y: null } as RawBlock;
    const d = joinUnmarkedBreaks([table, code]);
    expect(d.blocks[0]!.kind === 'table' && d.blocks[0]!.rows[0]!.cells[0]!.text).toBe('Identifier');
    expect(d.blocks[1]).toBe(code);
    expect(unmarkedBreaksDiagnostic(d)?.message).toMatch(/^1 word\(s\) split at a line end .*"Identifi\|er"/);
    expect(unmarkedBreaksDiagnostic(joinUnmarkedBreaks([para('No\nbreak here.')]))).toBeNull();
  });
});
