/**
 * Abbreviations clauses (docs/model.md, "Definitions"): every entry a definition of kind 'abbreviation', in
 * the layouts real documents print — a two-column list read as alternating paragraphs (FIPS 203 §2.2), one
 * paragraph per entry ("AES  Advanced …" with the gap read as a space; "ABBR: …"; "ABBR — …"), lines the
 * layout ran together into one paragraph (MIL-STD-882E 3.1), a clause titled with its appendix label
 * ("Appendix C—Acronyms and Abbreviations"), a table row holding a whole letter group (IR 7435 Appendix C).
 * Symbols clauses and lead-ins give none.
 */
import { describe, expect, it } from 'vitest';
import type { RawBlock } from '../../blocks.js';
import { heading, layoutExtract, para } from '../../../../test/support/raw-blocks.js';
import { segment } from '../index.js';
import { abbreviationLike, isAbbreviationsTitle, spelledBy, splitMergedRow } from './abbreviations.js';

const h = heading;
const p = para;
const extract = (blocks: RawBlock[]) => layoutExtract(blocks);
const abbreviations = (blocks: RawBlock[]) =>
  segment(extract(blocks))
    .definitions.filter((d) => d.kind === 'abbreviation')
    .map((d) => [d.section, d.term, d.definition]);

describe('abbreviations clauses', () => {
  it('reads a list tagged by Word, its lead-in the first item and an abbreviation printed alone no entry (SRF 1.3)', () => {
    const list: RawBlock = {
      kind: 'list',
      items: [
        'This document contains the following abbreviations and acronyms:',
        'CH Container Header',
        'PHRED',
        'UTF-8 8-bit Universal Character Set/Unicode Transformation Format',
      ],
      page: 2,
      y: 680,
    };
    expect(abbreviations([h('4. Abbreviations and acronyms', 2, 700), list])).toEqual([
      ['4', 'CH', 'Container Header'],
      ['4', 'UTF-8', '8-bit Universal Character Set/Unicode Transformation Format'],
    ]);
  });

  it('knows them by title, an appendix label included; a symbols clause alone is none', () => {
    for (const t of [
      'Acronyms',
      'Abbreviations',
      'Acronyms and Abbreviations',
      'Abbreviated terms',
      'Symbols and abbreviated terms',
      'List of Acronyms',
      'Appendix C—Acronyms and Abbreviations',
    ])
      expect(isAbbreviationsTitle(t), t).toBe(true);
    for (const t of ['Symbols', 'Mathematical Symbols', 'Terms and definitions', 'Abstract'])
      expect(isAbbreviationsTitle(t), t).toBe(false);
  });

  it('takes abbreviations as printed, never the word that opens a sentence', () => {
    for (const a of ['AES', '2TDEA', 'CERT/CC', 'ASN.1', 'DoD', 'IV&V', 'SoS'])
      expect(abbreviationLike(a), a).toBe(true);
    for (const a of ['The', 'See', 'A', 'following', 'Advanced Encryption']) expect(abbreviationLike(a), a).toBe(false);
  });

  it('pairs a two-column list read as alternating paragraphs, after a lead-in (FIPS 203 §2.2)', () => {
    const ENTRIES = [
      ['AES', 'Advanced Encryption Standard'],
      ['KEM', 'Key-Encapsulation Mechanism'],
      ['SHAKE', 'Secure Hash Algorithm KECCAK'],
      ['SP', 'Special Publication'],
    ];
    expect(
      abbreviations([
        h('2 Terms, Acronyms, and Notation', 1, 800),
        h('2.2 Acronyms', 1, 780),
        p('The following acronyms are used in this standard:', 1, 770),
        ...ENTRIES.flatMap(([a, x], k) => [p(a!, 1, 760 - 30 * k), p(x!, 1, 750 - 30 * k)]),
        h('2.3 Mathematical Symbols', 2, 800),
        p('n', 2, 780),
        p('Denotes the integer 256 throughout this document.', 2, 770),
        p('q', 2, 760),
        p('Denotes the prime integer 3329 throughout this document.', 2, 750),
        p('ζ', 2, 740),
        p('Denotes the integer 17, a primitive root of unity modulo q.', 2, 730),
      ]),
    ).toEqual(ENTRIES.map(([a, x]) => ['2.2', a, x]));
  });

  it('reads one entry per paragraph, and splits lines the layout ran together (MIL-STD-882E 3.1)', () => {
    expect(
      abbreviations([
        h('3 Definitions', 1, 800),
        h('3.1 Acronyms', 1, 780),
        p('AFOSH Air Force Occupational Safety and Health ANSI American National Standards Institute', 1, 760),
        p('GPT GUID Partition Table', 1, 740),
        p('TDEA: Triple Data Encryption Algorithm; Triple DEA', 1, 720),
        p('EO — Executive Order', 1, 700),
        h('3.2 Definitions', 2, 800),
        p('Acceptable risk: Risk that the appropriate authority is willing to accept.', 2, 780),
      ]),
    ).toEqual([
      ['3.1', 'AFOSH', 'Air Force Occupational Safety and Health'],
      ['3.1', 'ANSI', 'American National Standards Institute'],
      ['3.1', 'GPT', 'GUID Partition Table'],
      ['3.1', 'TDEA', 'Triple Data Encryption Algorithm; Triple DEA'],
      ['3.1', 'EO', 'Executive Order'],
    ]);
  });

  it('keeps the body named in brackets before an expansion as part of it (OASIS DSS-X 1.2.2)', () => {
    expect(
      abbreviations([
        h('1.2.2 Abbreviated Terms', 1, 800),
        p('URI — (IETF) Uniform Resource Identifier', 1, 780),
        p('XSD — (W3C) XML Schema', 1, 760),
        p('ASN.1 — Abstract Syntax Notation One', 1, 740),
      ]),
    ).toEqual([
      ['1.2.2', 'URI', '(IETF) Uniform Resource Identifier'],
      ['1.2.2', 'XSD', '(W3C) XML Schema'],
      ['1.2.2', 'ASN.1', 'Abstract Syntax Notation One'],
    ]);
  });

  it('reads a top-level appendix of acronyms, and nothing outside abbreviations clauses', () => {
    expect(
      abbreviations([
        h('1 Introduction', 1, 800),
        p('NIST National Institute of Standards and Technology', 1, 780),
        h('8. Appendix C—Acronyms and Abbreviations', 2, 800),
        p('This appendix contains selected acronyms and abbreviations used in the publication.', 2, 780),
        p('CVSS  Common Vulnerability Scoring System', 2, 760),
        p('NVD  National Vulnerability Database', 2, 740),
      ]),
    ).toEqual([
      ['8', 'CVSS', 'Common Vulnerability Scoring System'],
      ['8', 'NVD', 'National Vulnerability Database'],
    ]);
  });

  it('splits a table row that holds a letter group among its abbreviations (IR 7435 Appendix C)', () => {
    expect(
      splitMergedRow(
        'C C CDP CERT/CC CR CVE',
        'Complete Confidentiality Collateral Damage Potential CERT Coordination Center Confidentiality Requirement Common Vulnerabilities and Exposures',
      ),
    ).toEqual([
      ['C', 'Complete'],
      ['C', 'Confidentiality'],
      ['CDP', 'Collateral Damage Potential'],
      ['CERT/CC', 'CERT Coordination Center'],
      ['CR', 'Confidentiality Requirement'],
      ['CVE', 'Common Vulnerabilities and Exposures'],
    ]);
    expect(splitMergedRow('DMA DNS', 'Direct Memory Access Domain Name System')).toEqual([
      ['DMA', 'Direct Memory Access'],
      ['DNS', 'Domain Name System'],
    ]);
    // One abbreviation of two words stays one; so does a row without a split that spells its abbreviations.
    expect(splitMergedRow('FIPS PUB', 'FIPS Publication')).toBeNull();
    expect(splitMergedRow('AES', 'Advanced Encryption Standard')).toBeNull();
    expect(splitMergedRow('X Y', 'Advanced Encryption Standard')).toBeNull();
  });

  it('reads an acronym table of letter groups, one abbreviation per entry, and a table headed "Acronym | Meaning"', () => {
    const row = (...cells: string[]) => ({
      header: false,
      cells: cells.map((text) => ({ text, header: false, colSpan: 1, rowSpan: 1 })),
    });
    const model = segment(
      extract([
        h('Appendix C—Acronyms and Abbreviations', 1, 800),
        {
          kind: 'table',
          page: 1,
          y: 780,
          pageEnd: 1,
          rows: [
            row('A AC AV', 'Availability Access Complexity Access Vector'),
            row('DMA DNS', 'Direct Memory Access Domain Name System'),
            row('FIPS PUB', 'FIPS Publication'),
          ],
        },
        h('Appendix D—Abbreviations', 2, 800),
        // A "Term | Definition" table under an abbreviations title lists terms: neither kind's entries.
        {
          kind: 'table',
          page: 2,
          y: 780,
          pageEnd: 2,
          rows: [
            {
              header: true,
              cells: ['Term', 'Definition'].map((text) => ({ text, header: true, colSpan: 1, rowSpan: 1 })),
            },
            row('archive', 'a collection of records kept for a long time'),
            row('checksum', 'a value computed from the bytes of a stream'),
            row('container', 'a file format that holds other files'),
          ],
        },
        h('Appendix E—Abbreviations', 3, 800),
        {
          kind: 'table',
          page: 3,
          y: 780,
          pageEnd: 3,
          rows: [
            {
              header: true,
              cells: ['Acronym', 'Meaning'].map((text) => ({ text, header: true, colSpan: 1, rowSpan: 1 })),
            },
            row('XMP', 'Extensible Metadata Platform'),
          ],
        },
      ]),
    );
    expect(model.definitions.map((d) => [d.kind, d.term, d.definition])).toEqual([
      ['abbreviation', 'A', 'Availability'],
      ['abbreviation', 'AC', 'Access Complexity'],
      ['abbreviation', 'AV', 'Access Vector'],
      ['abbreviation', 'DMA', 'Direct Memory Access'],
      ['abbreviation', 'DNS', 'Domain Name System'],
      ['abbreviation', 'FIPS PUB', 'FIPS Publication'],
      ['abbreviation', 'XMP', 'Extensible Metadata Platform'],
    ]);
  });
});

describe('spelledBy', () => {
  it('finds the first letter at a part of a compound, a first word or a capital inside it', () => {
    expect(spelledBy('HMAC', 'Keyed-Hash Message Authentication Code.')).toBe(true);
    expect(spelledBy('CMAC', 'Cipher-based Message Authentication Code.')).toBe(true);
    expect(spelledBy('XOF', 'See eXtendable-Output Function.')).toBe(true);
    expect(spelledBy('PRF', 'See Pseudorandom Function.')).toBe(true);
  });

  it('spells nothing from a description or from letters out of order', () => {
    expect(spelledBy('KECCAK', 'The family of all sponge functions with a KECCAK-f permutation.')).toBe(false);
    expect(spelledBy('HMAC', 'Keyed-Hash Code.')).toBe(false);
    expect(spelledBy('MAC', 'Keyed-Hash Message Authentication Code.')).toBe(false);
  });
});
