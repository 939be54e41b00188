import { describe, expect, it } from 'vitest';
import { spanAfter, spanBefore, wholeSentence, wholeSentences } from './interrupted-sentences.js';
import { splitSentences } from '../sentences.js';
import type { WorkElement } from '../work.js';
import { workList as list, workParagraph as para } from '../../../../test/support/work-elements.js';

const code = (text: string): WorkElement => ({ kind: 'code', text, page: 1, y: null });
const one = (els: WorkElement[]) => els.map(() => '1');
const whole = (els: WorkElement[], k: number) => {
  const span = spanBefore(els, one(els), k);
  return span && wholeSentence(span);
};

describe('a sentence printed in pieces', () => {
  it('runs from a lead-in over its list to a paragraph that goes on with a joining word (AAPCS64)', () => {
    const els = [
      para('Read this. If, for a call C to S:'),
      list(['S is lazy;', 'ZA is dormant; and', 'X has the value B']),
      para('then conforming software must ensure that B is kept. Other text.'),
    ];
    expect(whole(els, 2)).toBe(
      'If, for a call C to S: S is lazy; ZA is dormant; and X has the value B then conforming software must ensure that B is kept.',
    );
  });

  it('runs over numbered lines from an opener stopped after a word (DWARF 4)', () => {
    const els = [
      para('If a type has safe semantics such that'),
      para('1. Names are scoped, and/or'),
      para('2. Names are not converted'),
      para('then the entry may have a flag.'),
    ];
    expect(whole(els, 3)).toBe(
      'If a type has safe semantics such that 1. Names are scoped, and/or 2. Names are not converted then the entry may have a flag.',
    );
  });

  it('runs over a formula, and is closed by a formula carrying its equation number (FIPS 203)', () => {
    const els = [
      para('It takes one input. It will be denoted by'),
      para('PRF : {2, 3} × B → B , (4.2)'),
      para('and it shall be instantiated as'),
      para('PRF(s) := SHAKE256(s) , (4.3)'),
      para('where s is a string. More.'),
      para('The function G shall be instantiated as'),
      para('G(c) := SHA3-512(c) . (4.5)'),
      para('eXtendable-Output Function (XOF). This standard uses one.'),
    ];
    expect(whole(els, 2)).toBe('It will be denoted by PRF : {2, 3} × B → B , (4.2) and it shall be instantiated as');
    expect(spanAfter(els, one(els), 2)).toMatchObject({ continuation: 4, closing: 'where s is a string.' });
    expect(spanAfter(els, one(els), 5)).toMatchObject({
      continuation: null,
      displays: ['G(c) := SHA3-512(c) . (4.5)'],
    });
    expect(spanBefore(els, one(els), 7)).toBeNull();
  });

  it('joins a paragraph cut in two with nothing between, and goes on after a number or a quotation', () => {
    expect(whole([para('The device is something'), para('you have, and it SHALL be activated.')], 1)).toBe(
      'The device is something you have, and it SHALL be activated.',
    );
    expect(whole([para('Servers MUST NOT use a value greater than'), para('604800 seconds (7 days). Zero.')], 1)).toBe(
      'Servers MUST NOT use a value greater than 604800 seconds (7 days).',
    );
    expect(whole([para('A sentence. Where feasible, organ'), para('systems should be named.')], 1)).toBe(
      'Where feasible, organ systems should be named.',
    );
    const item = [list(['(1) Noise. Where feasible, target organ']), para('systems should be named.')];
    expect(whole(item, 1)).toBe('Where feasible, target organ systems should be named.');
  });

  it('runs from a clause stopped at a comma over code to the verb after it (Haskell 98 FFI)', () => {
    const els = [
      para('Similarly, it refers to a nullary function. If a program needs to access a C variable bar,'),
      code('foreign import ccall "&" bar :: Ptr CInt'),
      para('must be used to obtain a pointer. The variable can be read.'),
    ];
    expect(whole(els, 2)).toBe(
      'If a program needs to access a C variable bar, foreign import ccall "&" bar :: Ptr CInt must be used to obtain a pointer.',
    );
    expect(whole([para('It is, for example,'), code('x = 1'), para('said to hold.')], 2)).toBe(
      'It is, for example, x = 1 said to hold.',
    );
    // A formula with a full stop after a comma is out of place: the verb is still to come (FIPS 203, 7.2).
    const misplaced = [para('It need not be checked by the party,'), para('t ← H(d)) .'), para('nor by every run.')];
    expect(spanAfter(misplaced, one(misplaced), 0)).toBeNull();
  });

  it('is closed by the rest of a path broken at its slash, in the code face on its own line, one word (FHS 3.0)', () => {
    const els = [para('Applications using a single file may use /usr/'), code('share/misc.')];
    const span = spanAfter(els, one(els), 0);
    expect(span?.displays).toEqual(['share/misc.']);
    expect(wholeSentence(span!)).toBe('Applications using a single file may use /usr/share/misc.');
    // "and/or" ends no line so; a sentence ended by its full stop after a path stays as it is.
    expect(spanAfter([para('Logs are kept in /var/log/.'), code('share/misc.')], ['1', '1'], 0)).toBeNull();
  });

  it('is closed by a name in the code face alone on its line, and goes on with a name in snake case (libdwarf)', () => {
    const closed = [para('The function should be called after a successful call to'), code('dwarf_producer_init().')];
    expect(spanAfter(closed, one(closed), 0)).toEqual({
      opener: 0,
      opening: 'The function should be called after a successful call to',
      displays: ['dwarf_producer_init().'],
      continuation: null,
      closing: '',
    });
    const named = [
      para('For symbolic relocations the user code should use'),
      code('dwarf_get_relocation_info_count()   and'),
      para('dwarf_get_relocation_info() to retrieve the relocation info. More text.'),
    ];
    expect(whole(named, 2)).toBe(
      'For symbolic relocations the user code should use dwarf_get_relocation_info_count() and dwarf_get_relocation_info() to retrieve the relocation info.',
    );
    // Code of more than a name, with a full stop, still breaks the sentence (a statement of a listing).
    const listing = [para('The value is then set by'), code('x = f(y); return x.')];
    expect(spanAfter(listing, one(listing), 0)).toBeNull();
  });

  it('takes no list whose last item is one clause as an opener, and no caption or prose as a display', () => {
    expect(whole([list(['S is lazy;', 'X has the value B']), para('then it must hold.')], 1)).toBeNull();
    expect(
      whole([para('The bits may be written'), para('Figure 3.12: Register (mie).'), para('by M-mode.')], 2),
    ).toBeNull();
    const prose = [para('Care must be taken with the document'), para('It is appropriate to delete the elements.')];
    expect(spanAfter(prose, one(prose), 0)).toBeNull();
  });

  it('takes a list item cut after an article as an opener: a paragraph its tagger listed (DWARF 4)', () => {
    const listed = [
      list(['When referencing into a removable section group .debug_info from another .debug_info, the']),
      para('<prefix>.<file-designator>.<gid-number>'),
      para('name should be used for an external symbol.'),
    ];
    expect(whole(listed, 2)).toBe(
      'When referencing into a removable section group .debug_info from another .debug_info, the <prefix>.<file-designator>.<gid-number> name should be used for an external symbol.',
    );
    expect(whole([list(['S is lazy;', 'X has the value B']), para('then it must hold.')], 1)).toBeNull();
  });

  it('after a colon, goes on only with a word that joins a clause: a formula in lower case is no continuation', () => {
    expect(whole([para('It is converted as shown below:'), para('x = x1 + x2 -> { x1, x2 }.')], 1)).toBeNull();
    expect(whole([para('Defines content as:'), code('content [0] ANY OPTIONAL'), para('and so on.')], 2)).toBe(
      'Defines content as: content [0] ANY OPTIONAL and so on.',
    );
  });

  it('is closed by no numbered line after a word, and by no paragraph after a colon', () => {
    const numbered = [para('The level shall be determined'), para('(2) Octave band analysis.'), para('whole body.')];
    expect(whole(numbered, 2)).toBeNull();
    expect(spanAfter([para('Use this:'), para('G(c) := H(c) . (4.5)')], ['1', '1'], 0)).toBeNull();
    expect(spanAfter([para('It may be omitted'), para('DW_AT_location(...)')], ['1', '1'], 0)).toBeNull();
  });

  it('stays in its section, and spans three displays at most', () => {
    const els = [para('It is denoted by'), para('F : A → B'), para('and it shall be used.')];
    expect(spanBefore(els, ['1', '1', '2'], 2)).toBeNull();
    const far = [para('It is denoted by'), para('A'), para('B'), para('C'), para('D'), para('and it shall be used.')];
    expect(spanBefore(far, one(far), 5)).toBeNull();
  });
});

describe('wholeSentences', () => {
  const states = (sentence: string) => /\b(?:shall|must|may)\b/.test(sentence);
  const sentencesOf = (els: WorkElement[], i: number) =>
    wholeSentences(els, one(els), i, splitSentences((els[i] as { text: string }).text), states);

  it('gives the continuation the whole sentence when the opener states no requirement', () => {
    const els = [para('If:'), list(['A holds; and', 'B holds']), para('then the platform must act. It must log.')];
    expect(sentencesOf(els, 2)).toEqual(['If: A holds; and B holds then the platform must act.', 'It must log.']);
    expect(sentencesOf(els, 0)).toEqual(['If:']);
  });

  it('gives the opener the whole sentence when it states the requirement, and the continuation none of it', () => {
    const els = [para('The value shall be one of'), code('0x01 | 0x02'), para('or a reserved value. Then text.')];
    expect(sentencesOf(els, 0)).toEqual(['The value shall be one of 0x01 | 0x02 or a reserved value.']);
    expect(sentencesOf(els, 2)).toEqual(['Then text.']);
  });
});
