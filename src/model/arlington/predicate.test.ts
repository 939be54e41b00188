import { describe, expect, it } from 'vitest';
import { parseExpr, phraseCondition } from './predicate.js';
import { readRow } from './row.js';
import { matchObjects } from './objects.js';

describe('the Arlington predicate grammar', () => {
  it('parses calls, key values, paths and operators by precedence', () => {
    expect(parseExpr('fn:IsPresent(A) || @B==5 && fn:Not(fn:IsPresent(parent::C))')).toEqual({
      kind: 'op',
      op: '||',
      left: { kind: 'call', name: 'IsPresent', args: [{ kind: 'atom', text: 'A' }] },
      right: {
        kind: 'op',
        op: '&&',
        left: { kind: 'op', op: '==', left: { kind: 'atom', text: '@B' }, right: { kind: 'atom', text: '5' } },
        right: {
          kind: 'call',
          name: 'Not',
          args: [{ kind: 'call', name: 'IsPresent', args: [{ kind: 'atom', text: 'parent::C' }] }],
        },
      },
    });
    expect(() => parseExpr('fn:IsPresent(A')).toThrow();
  });

  it('phrases conditions in words, and gives up (null) on what it does not know', () => {
    expect(phraseCondition('fn:PageContainsStructContentItems()')).toBe('the page contains structure content items');
    expect(phraseCondition('@Type!=Template')).toBe('/Type is not Template');
    expect(phraseCondition('fn:SinceVersion(1.6,fn:IsPresent(RT))')).toBe('from PDF 1.6, /RT is present');
    expect(phraseCondition('fn:Not(fn:IsPresent(P) || fn:IsPresent(A))')).toBe('none of /P, /A is present');
    expect(phraseCondition('fn:IsPDFVersion(1.5) && ((@M==F) || (@M==D))')).toBe(
      'the file is PDF 1.5 and (/M is F or /M is D)',
    );
    expect(phraseCondition('fn:IsPresent(trailer::Catalog::PieceInfo)')).toBe(
      "the document catalog's /PieceInfo is present",
    );
    expect(phraseCondition('fn:HasSpotColorants(parent::1)')).toBeNull();
  });
});

describe('an Arlington row', () => {
  const cols = (c: Partial<Record<number, string>>) => Array.from({ length: 12 }, (_, i) => c[i] ?? '');

  it('reads types, versions, requiredness, references and per-type lists', () => {
    const r = readRow(
      'X',
      cols({
        0: 'Contents',
        1: 'array;fn:SinceVersion(1.3,stream)',
        2: 'fn:Eval(fn:Extension(ISO_19005_3,1.7) || 2.0)',
        3: '2.0',
        4: 'fn:IsRequired(fn:Not(fn:IsPresent(F)))',
        5: '[FALSE];[TRUE]',
        6: 'TRUE',
        8: '[];[fn:SinceVersion(2.0,A),B]',
        10: '[ArrayOfX];[fn:SinceVersion(1.5,Y)]',
        11: 'See Table 12 and Table 13',
      }),
      ['Table 3'],
    );
    expect(r).toMatchObject({
      types: ['array', 'stream'],
      typeText: 'array; stream (PDF 1.3)',
      since: '2.0',
      sinceExtension: 'PDF 1.7 with extension ISO_19005_3',
      deprecated: '2.0',
      required: 'conditional',
      condition: '/F is absent',
      inheritable: true,
      indirect: 'array: direct or indirect; stream: indirect',
      possibleValues: ['A (PDF 2.0)', 'B'],
      links: ['ArrayOfX', 'Y'],
      table: 'Table 12',
      tables: ['Table 12', 'Table 13'],
    });
    expect(readRow('X', cols({ 0: 'A', 1: 'name', 2: '1.0', 4: 'TRUE' }), ['Table 3'])).toMatchObject({
      required: 'required',
      condition: null,
      table: 'Table 3',
    });
  });

  it('matches object names as people type them', () => {
    const objects = ['Catalog', 'PageObject', 'PageTreeNode', 'FontType1', 'FontTrueType', 'AnnotLink'];
    expect(matchObjects('catalog', objects).objects).toEqual(['Catalog']);
    expect(matchObjects('page', objects).objects).toEqual(['PageObject']);
    expect(matchObjects('Type 1 font', objects).objects).toEqual(['FontType1']);
    expect(matchObjects('link annotation', objects).objects).toEqual(['AnnotLink']);
    expect(matchObjects('font', objects).objects).toEqual(['FontType1', 'FontTrueType']);
    expect(matchObjects('nothing', objects).match).toBe('none');
  });
});
