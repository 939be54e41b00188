/**
 * Term entries printed "Term: definition" (NIST FIPS glossaries, RFC terminology), "Term:" alone before
 * its definition (OASIS), or as list items; clauses that name their terms later in the title ("Conventions
 * and Terminology"); acronym subclauses, whose entries are abbreviations, not terms. Blocks are what the
 * layout path yields.
 */
import { describe, expect, it } from 'vitest';
import type { RawBlock } from '../../blocks.js';
import { heading, layoutExtract, para } from '../../../../test/support/raw-blocks.js';
import { segment } from '../index.js';

const h = heading;
const p = para;
const extract = (blocks: RawBlock[]) => layoutExtract(blocks);

describe('numbered entries tagged as the items of a list (Word, SRF 1.3)', () => {
  it('reads each "3.2.1 byte: …" item as an entry, its number the entry\'s own', () => {
    const list: RawBlock = {
      kind: 'list',
      page: 1,
      y: 760,
      items: [
        '3.2.1 byte: Eight bits of data, used as a synonym for octet.',
        '3.2.2 Big endian: Indicates that the byte order is most significant byte first.',
      ],
    };
    const defs = segment(extract([h('3.2 Glossary of terms', 1, 800), list])).definitions;
    expect(defs.map((d) => [d.section, d.term, d.definition])).toEqual([
      ['3.2.1', 'byte', 'Eight bits of data, used as a synonym for octet.'],
      ['3.2.2', 'Big endian', 'Indicates that the byte order is most significant byte first.'],
    ]);
  });
});

describe('a lead-in ending in a colon over entries that name their own terms', () => {
  const terms = (next: RawBlock) =>
    segment(
      extract([
        h('1 Definitions and conventions', 1, 800),
        p('Informally:', 1, 780),
        next,
        p('LAST(M): collects the tokens potentially used last.', 1, 740),
      ]),
    ).definitions.map((d) => [d.term, d.definition]);

  it('is no term without a definition, over paragraphs or a list of entries (the Rust Reference)', () => {
    expect(terms(p('FIRST(M): collects the tokens potentially used first.', 1, 760))).toEqual([
      ['FIRST(M)', 'collects the tokens potentially used first.'],
      ['LAST(M)', 'collects the tokens potentially used last.'],
    ]);
    const list: RawBlock = { kind: 'list', page: 1, y: 760, items: ['— FIRST(M): collects the tokens used first.'] };
    expect(terms(list)[0]).toEqual(['FIRST(M)', 'collects the tokens used first.']);
  });

  it('is a term where its definition follows as a paragraph of its own (OASIS)', () => {
    expect(terms(p('A construct provided by the underlying transport protocol.', 1, 760))[0]).toEqual([
      'Informally',
      'A construct provided by the underlying transport protocol.',
    ]);
  });
});

describe('definitions printed as "Term: definition"', () => {
  const model = segment(
    extract([
      h('1 Introduction', 1, 800),
      p('This standard has terms.', 1, 780),
      h('1.1 Conventions and Terminology', 1, 700),
      p('The following terms are used:', 1, 680),
      p('client: The endpoint initiating the connection.', 1, 660),
      p('Note: this paragraph explains, it defines nothing.', 1, 640),
      h('2 DEFINITIONS AND ACRONYMS', 2, 800),
      h('2.1 Definitions', 2, 780),
      p('Compromise: the unauthorized disclosure, modification or use of sensitive data.', 2, 760),
      p('Cryptographic key (key): a parameter used with a cryptographic algorithm.', 2, 740),
      p('Network Connection:', 2, 720),
      p('A construct provided by the underlying transport protocol.', 2, 700),
      { kind: 'list', page: 2, y: 680, items: ['— session: a stateful interaction.', '— the rest is prose.'] },
      h('2.2 Acronyms', 3, 800),
      p('ANSI: American National Standards Institute', 3, 780),
      h('3 Overview', 3, 600),
      p('Security: it matters a lot in this clause.', 3, 580),
    ]),
  );

  it('reads every entry with its clause, and nothing from notes, lead-ins, acronyms or other clauses', () => {
    const terms = model.definitions.filter((d) => d.kind === 'term');
    expect(terms.map((d) => [d.section, d.term, d.definition])).toEqual([
      ['1.1', 'client', 'The endpoint initiating the connection.'],
      ['2.1', 'Compromise', 'the unauthorized disclosure, modification or use of sensitive data.'],
      ['2.1', 'Cryptographic key (key)', 'a parameter used with a cryptographic algorithm.'],
      ['2.1', 'Network Connection', 'A construct provided by the underlying transport protocol.'],
      ['2.1', 'session', 'a stateful interaction.'],
    ]);
  });

  it('reads the acronym as an abbreviation', () => {
    expect(model.definitions.filter((d) => d.kind === 'abbreviation').map((d) => [d.section, d.term])).toEqual([
      ['2.2', 'ANSI'],
    ]);
  });
});

describe('an entry whose first paragraph is a sentence (MQTT 1.2)', () => {
  const model = segment(
    extract([
      h('1 Terms and definitions', 1, 800),
      p('Network Connection:', 1, 780),
      p('A construct provided by the underlying transport protocol that is being used by MQTT.', 1, 760),
      p('A server shall refer to 4.2 for the connections it accepts.', 1, 740),
      p('1.1', 1, 720),
      p('portable document format file', 1, 700),
      p('PDF file', 1, 680),
      p('digital document encoded as specified in this document', 1, 660),
    ]),
  );

  it('takes the sentence for the definition, never for an admitted term, and gives the paragraph after it back to the clause', () => {
    expect(model.definitions.map((d) => [d.term, d.admittedTerms, d.definition])).toEqual([
      [
        'Network Connection',
        [],
        'A construct provided by the underlying transport protocol that is being used by MQTT.',
      ],
      ['portable document format file', ['PDF file'], 'digital document encoded as specified in this document'],
    ]);
    // Its own paragraph again: read for requirements like any other of the clause.
    expect(model.requirements.map((r) => r.text)).toEqual([
      'A server shall refer to 4.2 for the connections it accepts.',
    ]);
  });
});

const row = (...cells: string[]) => ({
  header: false,
  cells: cells.map((text) => ({ text, header: false, colSpan: 1, rowSpan: 1 })),
});
const table = (page: number, y: number, rows: ReturnType<typeof row>[]): RawBlock => ({
  kind: 'table',
  page,
  y,
  rows,
  pageEnd: page,
});

describe('a glossary printed as a two-column table without a header row (NIST)', () => {
  const glossary = [
    row('Access control', 'Restricts access to resources to only privileged entities.'),
    row('Key pair', 'A public key and its corresponding private key.'),
    row('Security strength', 'A number associated with the amount of work that is required to break it.'),
  ];
  const acronyms = [
    row('AES', 'Advanced Encryption Standard'),
    row('ANSI', 'American National Standards Institute'),
    row('CA', 'Certification Authority'),
  ];
  const model = segment(
    extract([
      h('2 GLOSSARY OF TERMS AND ACRONYMS', 1, 800),
      h('2.1 Glossary', 1, 780),
      table(1, 760, glossary),
      h('2.2 Acronyms', 2, 800),
      table(2, 780, acronyms),
      h('3 Key types', 3, 800),
      table(3, 780, [
        row('Signing key', 'Used to sign data.'),
        row('Verification key', 'Used to verify signatures.'),
        row('Wrapping key', 'Used to wrap other keys.'),
      ]),
    ]),
  );

  it('reads one term per row of the glossary, one abbreviation per row of the acronyms, none from another table', () => {
    expect(model.definitions.map((d) => [d.kind, d.section, d.term, d.definition])).toEqual([
      ...glossary.map((r) => ['term', '2.1', r.cells[0]!.text, r.cells[1]!.text]),
      ...acronyms.map((r) => ['abbreviation', '2.2', r.cells[0]!.text, r.cells[1]!.text]),
    ]);
  });
});

describe('a clause named for definitions that gives a syntax (the X Logical Font Description\'s "FontName Field Definitions")', () => {
  const model = segment(
    extract([
      h('3 FontName Field Definitions', 1, 800),
      p('This section discusses the FontName:', 1, 780),
      p('The syntax of a font name is', 1, 760),
      table(1, 740, [
        row('FontName ::=', 'Registry Suffix | PrivRegistry PrivSuffix'),
        row('Registry ::=', 'Delim | ExtPrefix Version Delim'),
        row('Delim ::=', 'OCTET "-" (HYPHEN)'),
      ]),
      table(1, 600, [
        row('Range', '::= Number | Number Underscore Number'),
        row('Number', '::= "0x" HexNumber | DecNumber'),
        row('HexNumber', '::= HexDigit | HexDigit HexNumber'),
      ]),
      p('Typeface: the design of a set of glyphs, whatever its size.', 1, 500),
    ]),
  );

  it('reads no term from a lead-in that names its clause, nor from grammar productions, and the entries beside them', () => {
    expect(model.definitions.map((d) => [d.term, d.definition])).toEqual([
      ['Typeface', 'the design of a set of glyphs, whatever its size.'],
    ]);
  });
});

describe('definitions a lead-in announces outside the terms clauses, each term on a line over its paragraph (XLFD 5)', () => {
  const code = (text: string, page: number, y: number): RawBlock => ({ kind: 'code', text, page, y });
  const model = segment(
    extract([
      h('5 Scalable Fonts', 1, 800),
      p('The following definitions are useful for discussing scalable fonts:', 1, 780),
      code('Well-formed pattern', 1, 760),
      { kind: 'list', page: 1, y: 740, items: ['• Well-formed pattern'] },
      p('A pattern string containing 14 hyphens. Wildcards are permitted in its fields.', 1, 720),
      code('• Scalable font name', 1, 700),
      p('A well-formed pattern containing no wildcards.', 1, 680),
      p('Global list', 1, 660),
      p('The list of names a server would return for the pattern "*".', 1, 640),
      p('A scaling engine is permitted to interpret the scalable fields.', 1, 620),
      h('6 Rendering', 2, 800),
      p('The following terms are used below:', 2, 780),
      code('Hinting', 2, 760),
      p('Adjusting outlines to the pixel grid.', 2, 740),
      p('Nothing else is announced here.', 2, 720),
    ]),
  );

  it('reads each term and the first sentence under it while the pairs go on, a term printed twice once', () => {
    expect(model.definitions.map((d) => [d.section, d.term, d.definition])).toEqual([
      ['5', 'Well-formed pattern', 'A pattern string containing 14 hyphens.'],
      ['5', 'Scalable font name', 'A well-formed pattern containing no wildcards.'],
      ['5', 'Global list', 'The list of names a server would return for the pattern "*".'],
    ]);
  });

  it('keeps the paragraphs as text, their rules read as requirements', () => {
    expect(model.requirements.map((r) => r.text)).toEqual([
      'A scaling engine is permitted to interpret the scalable fields.',
    ]);
  });
});

describe('a "Term: definition" entry over a longer one (an acronym in a terms clause)', () => {
  it('is an entry of its own, never a term line whose definition is the entry below', () => {
    const model = segment(
      extract([
        h('1 Terms and definitions', 1, 800),
        p('QoS: Quality of Service', 1, 780),
        p('Session: A stateful interaction between a Client and a Server.', 1, 760),
      ]),
    );
    expect(model.definitions.map((d) => [d.term, d.definition])).toEqual([
      ['QoS', 'Quality of Service'],
      ['Session', 'A stateful interaction between a Client and a Server.'],
    ]);
  });
});

describe('a glossary table in a clause of terms and acronyms, under a lead-in that names its kind (FIPS 197 2.1)', () => {
  const glossary = [
    row('AES', 'Advanced Encryption Standard'),
    row('Affine Transformation', 'A transformation consisting of multiplication by a matrix followed by a vector.'),
    row('Array', 'An enumerated collection of identical entities (e.g., an array of bytes).'),
  ];
  const kinds = (leadIn: string) =>
    segment(
      extract([h('2.1 Glossary of Terms and Acronyms', 1, 800), p(leadIn, 1, 780), table(1, 760, glossary)]),
    ).definitions.map((d) => [d.kind, d.term]);

  it('reads every row as the lead-in says ("the following definitions"), the acronym a term too', () => {
    expect(kinds('The following definitions are used throughout this standard:')).toEqual([
      ['term', 'AES'],
      ['term', 'Affine Transformation'],
      ['term', 'Array'],
    ]);
  });

  it('leaves the title to decide where the lead-in names both kinds ("the following terms and acronyms")', () => {
    expect(kinds('The following terms and acronyms are used throughout this standard:')).toEqual([
      ['abbreviation', 'AES'],
      ['term', 'Affine Transformation'],
      ['term', 'Array'],
    ]);
  });
  it('declares nothing by a lead-in naming both kinds over "Term: definition" items either', () => {
    const model = segment(
      extract([
        h('2.1 Glossary of Terms and Acronyms', 1, 800),
        p('The following terms and acronyms are used throughout this standard:', 1, 780),
        {
          kind: 'list',
          page: 1,
          y: 760,
          items: ['AES: Advanced Encryption Standard', 'Array: An enumerated collection of identical entities.'],
        },
      ]),
    );
    expect(model.definitions.map((d) => [d.kind, d.term])).toEqual([
      ['abbreviation', 'AES'],
      ['term', 'Array'],
    ]);
  });
});

describe('a ruled glossary grid with a spare column empty in every row (SP 800-152 Appendix B)', () => {
  const glossary = [
    row('Archive facility', 'A facility used for long-term key and/or metadata storage.', ''),
    row('Auditor', 'See Audit administrator.', ''),
    row('Ciphertext', 'Data in its encrypted form.', ''),
  ];
  const model = segment(extract([h('Appendix B: Glossary', 1, 800), table(1, 760, glossary)]));

  it('reads the two columns that hold text as term and definition', () => {
    expect(model.definitions.map((d) => [d.term, d.definition])).toEqual(
      glossary.map((r) => [r.cells[0]!.text, r.cells[1]!.text]),
    );
  });
});

describe('a two-column list of terms read as alternating paragraphs (FIPS 203)', () => {
  const TERMS = [
    ['approved', 'FIPS-approved and/or NIST-recommended.'],
    ['(KEM) ciphertext', 'A bit string that is produced by encapsulation and used as an input to decapsulation.'],
    ['decapsulation', 'The process of applying the Decaps algorithm of a KEM.'],
  ];
  const model = segment(
    extract([
      h('2 Terms, Acronyms, and Notation', 1, 800),
      h('2.1 Terms and Definitions', 1, 780),
      ...TERMS.flatMap(([term, def], k) => [p(term!, 1, 760 - 40 * k), p(def!, 1, 740 - 40 * k)]),
      h('3 Overview', 2, 800),
      p('Short line', 2, 780),
      p('A paragraph of prose after a short line is no definition outside a terms clause.', 2, 760),
    ]),
  );

  it('pairs each term with the definition beside it', () => {
    expect(model.definitions.map((d) => [d.section, d.term, d.definition])).toEqual(
      TERMS.map(([term, def]) => ['2.1', term, def]),
    );
  });
});

describe('a glossary titled only by a line of its own, with run-in bold terms (an appendix reprinting a framework)', () => {
  const bold = (lead: string, rest: string, y: number): RawBlock => ({
    kind: 'paragraph',
    text: `${lead} ${rest}`,
    lead,
    page: 3,
    y,
  });
  const model = segment(
    extract([
      h('1 Scope', 1, 800),
      p('This guide has an appendix.', 1, 780),
      h('Appendix A Framework', 2, 800),
      p('The framework is reprinted here.', 2, 780),
      p('Terminology', 3, 800),
      bold('Acceptable Risk', 'is a concern that is acceptable to responsible management.', 780),
      bold('Asset', 'is a major application or general support system.', 760),
      p('and Designated Approving Authority.', 3, 740),
    ]),
  );

  it('makes the title a section, and each run-in term an entry with its definition', () => {
    expect(model.sections.map((s) => s.title)).toEqual(['Scope', 'Framework', 'Terminology']);
    expect(model.definitions.map((d) => [d.term, d.definition, d.section])).toEqual([
      ['Acceptable Risk', 'is a concern that is acceptable to responsible management.', 'terminology'],
      ['Asset', 'is a major application or general support system.', 'terminology'],
    ]);
  });
});

describe('"Terms of art": each term on a line of its own, its definition the paragraph below', () => {
  const model = segment(
    extract([
      h('1.3 Terms of art', 1, 800),
      p('For technical definitions, see ISO 32000-2.', 1, 780),
      p('Associated File', 1, 760),
      p('A file that is embedded or referenced from a PDF file using additional entries.', 1, 740),
      p('Embedded file', 1, 720),
      p('A file stream that is embedded into a container PDF file.', 1, 700),
      p('Appendix C', 1, 680),
      p('Federal IT Security Assessment Framework', 1, 660),
      h('2 What are Associated Files?', 2, 800),
      p('Files associated with parts of a document.', 2, 780),
    ]),
  );

  it('reads each term with the sentence below it, and no running header as a term', () => {
    expect(model.definitions.map((d) => [d.term, d.definition])).toEqual([
      ['Associated File', 'A file that is embedded or referenced from a PDF file using additional entries.'],
      ['Embedded file', 'A file stream that is embedded into a container PDF file.'],
    ]);
  });
});

describe('numbered run-in entries of a definitions clause (MIL-STD "3.2.6 Contractor. An entity …")', () => {
  it('reads every entry, also one whose definition runs to several sentences, and makes none a section', () => {
    const model = segment(
      extract([
        p('1. SCOPE', 1, 800),
        p('1.1 Scope. This standard covers system safety.', 1, 780),
        p('2. APPLICABLE DOCUMENTS', 1, 760),
        p('2.1 General. The documents listed below apply.', 1, 740),
        p('3. DEFINITIONS', 1, 720),
        p('3.1 Definitions. The terms below are used in this standard.', 1, 700),
        p(
          '3.1.1 Contractor. An entity in private industry that enters into contracts. In this standard it is the seller.',
          1,
          680,
        ),
        p('3.1.2 Hazard. A real or potential condition that could lead to a mishap.', 1, 660),
        p('4. GENERAL REQUIREMENTS', 2, 800),
        p('4.1 General. The program shall follow this standard.', 2, 780),
      ]),
    );
    expect(model.definitions.map((d) => [d.section, d.term, d.definition])).toEqual([
      [
        '3.1.1',
        'Contractor',
        'An entity in private industry that enters into contracts. In this standard it is the seller.',
      ],
      ['3.1.2', 'Hazard', 'A real or potential condition that could lead to a mishap.'],
    ]);
    expect(model.sections.map((s) => s.number)).toEqual(['1', '1.1', '2', '2.1', '3', '3.1', '4', '4.1']);
  });
});
