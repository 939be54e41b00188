import { describe, expect, it } from 'vitest';
import { buildModel } from '../../test/support/test-model.js';
import { ratchetFindings, floorsOf } from './floors.js';
import { sectionNumber } from './normalize.js';
import { rates, scoreDoc } from './score.js';
import { parseTruth, type Truth } from './truth.js';

const truth: Truth = parseTruth(
  'inline',
  JSON.stringify({
    file: 'x.pdf',
    corpus: 'corpus-open',
    howMade: 'written for this test from the model below',
    sections: [
      { number: '1.', title: 'Scope', page: 1 },
      { number: '2', title: 'Terms and definitions', page: 1 },
      { number: 'Appendix A', title: 'History', page: 2 },
      { number: null, title: 'Bibliography', page: 3 },
    ],
    tables: [
      { number: 'TABLE I.', caption: 'Levels', headers: ['Level', 'Meaning'], rows: 2, page: 1 },
      { number: 'Table 2', caption: 'Gone', headers: [], rows: 1, page: 2 },
    ],
    definitions: [
      { term: 'Client', definition: 'The endpoint initiating', section: '2' },
      { term: 'server', definition: 'The endpoint that did not', section: '2' },
    ],
    abbreviations: [{ term: 'AEAD', definition: 'Authenticated encryption' }],
    requirements: {
      convention: 'BCP 14',
      sections: ['1'],
      items: [
        { section: '1', keyword: 'MUST', level: 'shall', text: 'A client MUST send it.' },
        { section: '1', keyword: 'MAY', level: 'may', text: 'A server MAY ignore it.' },
      ],
    },
    bodies: [{ section: '1', first: 'This  document says things.', last: 'A server MAY ignore it.' }],
  }),
);

const model = buildModel()
  .section('1', 'Scope')
  .para('This document says things. A client MUST send it.')
  .requirement('shall', 'A client MUST send it.', undefined, 'MUST')
  .note('Note:', 'A note MUST never count.')
  .requirement('shall', 'A note MUST never count.', undefined, 'MUST')
  .para('A server MAY ignore it.')
  .table({
    number: 'Table I',
    caption: 'Levels',
    headers: ['Level', 'Meaning'],
    rows: [
      ['1', 'low'],
      ['2', 'high'],
    ],
  })
  .section('2', 'Terms and Definitions')
  .definition({ term: 'client', definition: 'The endpoint initiating the connection.', section: '2' })
  .definition({ term: 'server', definition: 'Any endpoint.', section: '2' })
  .definition({ term: 'AEAD', definition: 'Authenticated encryption', section: '2' })
  // Abbreviations are scored against the truth's abbreviations, never against its terms.
  .definition({ kind: 'abbreviation', term: 'AEAD', definition: 'Authenticated Encryption with AD', section: '2' })
  .definition({ kind: 'abbreviation', term: 'TLS', definition: 'Transport Layer Security', section: '2' })
  .page(2)
  .section('Annex A', 'History', { id: 'Annex A' })
  .section('4', 'Invented')
  .table({ number: 'Table 9', caption: 'Invented', headers: [], rows: [] })
  // Clause numbers restarted in an appendix: "1" again; the truth's "1" is the first one.
  .section('1', 'Restarted', { id: '1-2' })
  .para('A reader MUST stop.')
  .requirement('shall', 'A reader MUST stop.', undefined, 'MUST')
  .build();

describe('the scoreboard scorer', () => {
  const s = scoreDoc('x', truth, model);

  it('matches sections on normalised number and title, counting misses and false hits', () => {
    expect(s.counts.sections).toEqual({ tp: 3, fp: 2, fn: 1 });
    expect(s.sectionPagesRight).toBe(3);
    expect(s.misses).toContainEqual({ facet: 'sections', kind: 'false', got: '4 Invented (p. 2)' });
    expect(s.misses).toContainEqual({
      facet: 'sections',
      kind: 'missed',
      expected: '(unnumbered) Bibliography (p. 3)',
    });
  });

  it('matches tables on their label and checks their row counts', () => {
    expect(s.counts.tables).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(s.counts.rows).toEqual({ tp: 1, fp: 1, fn: 1 });
  });

  it('matches terms case-insensitively, checks the definition text, and flags abbreviations given as terms', () => {
    expect(s.counts.definitions).toEqual({ tp: 2, fp: 1, fn: 0 });
    expect(s.counts.definitionText).toEqual({ tp: 1, fp: 2, fn: 1 });
    expect(s.misses.some((m) => m.facet === 'definitions' && m.got?.includes('[an abbreviation]'))).toBe(true);
  });

  it('scores the abbreviations against the truth abbreviations, the terms alone against the truth terms', () => {
    expect(s.counts.abbreviations).toEqual({ tp: 1, fp: 1, fn: 0 });
    expect(s.misses).toContainEqual({ facet: 'abbreviations', kind: 'false', got: 'TLS: Transport Layer Security' });
  });

  it('scores requirements of the chosen sections on sentence and level, a number printed twice as its first', () => {
    expect(s.counts.requirements).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(rates(s.counts.requirements)).toEqual({ precision: 0.5, recall: 0.5, f1: 0.5 });
  });

  it('checks the first and last sentence of a body', () => {
    // The section's last text is the table's rows, not "A server MAY ignore it."
    expect(s.counts.bodies).toEqual({ tp: 1, fp: 1, fn: 1 });
  });

  it('ratchets: a fall and a rise are both findings', () => {
    const floors = floorsOf([s]);
    expect(ratchetFindings(s, floors.x)).toEqual({ fell: [], rose: [], unset: [] });
    const higher = { ...floors.x, sections: { precision: 0.9, recall: 0.75 } };
    expect(ratchetFindings(s, higher).fell).toEqual(['x sections precision: 0.6 < floor 0.9']);
    const lower = { ...floors.x, tables: { precision: 0.1, recall: 0.5 } };
    expect(ratchetFindings(s, lower).rose).toEqual(['x tables precision: 0.5 > floor 0.1']);
  });
});

describe('sectionNumber', () => {
  it('reads a lettered annex as its letter, a numbered appendix as itself, never as the clause of its number', () => {
    expect(sectionNumber('Annex A')).toBe(sectionNumber('A'));
    expect(sectionNumber('Appendix B')).toBe(sectionNumber('APPENDIX B.'));
    expect(sectionNumber('4.1.')).toBe('4.1');
    expect(sectionNumber('Chapter 3')).toBe('3');
    expect(sectionNumber('Appendix A.1')).toBe(sectionNumber('A.1'));
    expect(sectionNumber('APPENDIX 2')).toBe(sectionNumber('Appendix 2'));
    expect(sectionNumber('APPENDIX 2')).not.toBe(sectionNumber('2.'));
  });
});

describe('requirements and their conformance labels', () => {
  it('match a short sentence whether or not the truth quotes its printed label', () => {
    const labelled = parseTruth(
      'inline',
      JSON.stringify({
        file: 'y.pdf',
        corpus: 'corpus-open-2',
        howMade: 'written for this test',
        sections: [{ number: '8.1', title: 'Binding', page: 1 }],
        tables: [],
        definitions: [],
        abbreviations: [],
        requirements: {
          convention: 'BCP 14',
          sections: ['8.1'],
          items: [
            { section: '8.1', keyword: 'MUST', level: 'shall', text: 'The Content-Length header MUST be present.' },
          ],
        },
        bodies: [],
      }),
    );
    const got = buildModel()
      .section('8.1', 'Binding')
      .para('« The Content-Length header MUST be present. » [DSS-8.1-2]')
      .requirement('shall', '« The Content-Length header MUST be present. » [DSS-8.1-2]', undefined, 'MUST')
      .build();
    expect(scoreDoc('y', labelled, got).counts.requirements).toEqual({ tp: 1, fp: 0, fn: 0 });
  });
});

describe('a lead-in and its items', () => {
  const truthOf = (text: string) =>
    parseTruth(
      'inline',
      JSON.stringify({
        file: 'z.pdf',
        corpus: 'corpus-open-2',
        howMade: 'written for this test',
        sections: [{ number: '8', title: 'Requirements', page: 1 }],
        tables: [],
        definitions: [],
        abbreviations: [],
        requirements: {
          convention: 'ISO/IEC Directives',
          sections: ['8'],
          items: [{ section: '8', keyword: 'shall', level: 'shall', text }],
        },
        bodies: [],
      }),
    );
  const model = (items?: string[]) => {
    const m = buildModel()
      .section('8', 'Requirements')
      .para('A PDF file containing a declaration shall:')
      .requirement('shall', 'A PDF file containing a declaration shall:', undefined, 'shall')
      .build();
    if (items) m.requirements[0]!.listItems = items;
    return m;
  };
  const items = ['adhere to all requirements of ISO 32000 and its metadata additions', 'include its declarations'];
  const whole = `A PDF file containing a declaration shall: ${items.join(' ')}`;

  it('are one requirement, whether the truth quotes the lead-in alone or with its items', () => {
    expect(scoreDoc('z', truthOf(whole), model(items)).counts.requirements).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(
      scoreDoc('z', truthOf('A PDF file containing a declaration shall:'), model(items)).counts.requirements,
    ).toEqual({ tp: 1, fp: 0, fn: 0 });
  });

  it('but a lead-in without its items does not state the whole', () => {
    expect(scoreDoc('z', truthOf(whole), model()).counts.requirements).toEqual({ tp: 0, fp: 1, fn: 1 });
  });
});
