/**
 * Standard boilerplate in a terms clause gives no definition: the ISO/IEC terminology-database lead-in and
 * its "Name: available at <address>" items (as list items and as paragraphs), "For the purposes of this
 * document …", "No terms and definitions are listed in this document", availability and licence lines; what
 * was set aside is counted in the profile and named in `reading`. The generated iso-named and iso-direct
 * editions print the lead-in too (test/compile-fixtures.test.ts tagged, src/compile/layout/tagged-fixtures.test.ts
 * untagged).
 */
import { describe, expect, it } from 'vitest';
import { heading, layoutExtract, para } from '../../../../test/support/raw-blocks.js';
import { segment } from '../index.js';
import { boilerplateKind, isLocator } from './boilerplate.js';

describe('boilerplate in a terms clause', () => {
  const model = segment(
    layoutExtract([
      heading('1 Scope', 1, 800),
      para('This document specifies things.', 1, 780),
      heading('3 Terms and definitions', 1, 700),
      para('For the purposes of this document, the following terms and definitions apply.', 1, 680),
      para('ISO and IEC maintain terminology databases for use in standardization at the following addresses:', 1, 660),
      {
        kind: 'list',
        page: 1,
        y: 640,
        items: [
          '— ISO Online browsing platform: available at https://www.iso.org/obp',
          '— IEC Electropedia: available at https://www.electropedia.org/',
        ],
      },
      para('3.1', 1, 600),
      para('glyph', 1, 580),
      para('recognizable abstract graphic symbol', 1, 560),
      heading('4 Definitions', 2, 800),
      para('No terms and definitions are listed in this document.', 2, 780),
      para('Online platform: available at https://www.example.org/terms', 2, 760),
      heading('5 Glossary', 2, 600),
      para('This publication is available free of charge from: https://doi.org/10.6028/X', 2, 580),
      para('Client: the endpoint initiating the connection.', 2, 560),
    ]),
  );

  it('reads the entries and nothing from the lead-ins, the address items or the availability line', () => {
    expect(model.definitions.map((d) => [d.section, d.term, d.definition])).toEqual([
      ['3.1', 'glyph', 'recognizable abstract graphic symbol'],
      ['5', 'Client', 'the endpoint initiating the connection.'],
    ]);
  });

  it('counts what it set aside in the profile and names it in reading', () => {
    const profile = model.diagnostics.find((d) => d.code === 'document-profile')!;
    expect(profile.message).toContain('terms-clause boilerplate set aside (7)');
    const said = model.diagnostics.find((d) => d.code === 'terms-boilerplate')!;
    expect(said.message).toMatch(
      /^7 boilerplate line\(s\) in the terms clauses read as no definition \(terms lead-in, /,
    );
    expect(said.message).toContain('p. 1 "ISO Online browsing platform: available at https://www.is…"');
    expect(said.page).toBe(1);
  });
});

describe('the formulae', () => {
  it('names each formula by its wording, never a sentence that only shares words with one', () => {
    expect(boilerplateKind('For the purposes of this standard, the definitions specified in clause 4 apply.')).toBe(
      'terms lead-in',
    );
    expect(boilerplateKind('No terms and definitions are listed in this document.')).toBe('no terms');
    expect(boilerplateKind('This work is licensed under a Creative Commons Attribution 4.0 License.')).toBe('licence');
    expect(boilerplateKind('© ISO 2020 – All rights reserved')).toBe('copyright');
    expect(
      boilerplateKind(
        'Attention is drawn to the possibility that some of the elements of this document may be the subject of patent rights.',
      ),
    ).toBe('patent');
    expect(boilerplateKind('For the purposes of signing, the key is used.')).toBeNull();
    expect(boilerplateKind('glyph')).toBeNull();
  });

  it('takes an address alone as a locator, a definition that mentions one as none', () => {
    expect(isLocator('available at https://www.iso.org/obp')).toBe(true);
    expect(isLocator('<https://www.electropedia.org/>')).toBe(true);
    expect(isLocator('a resource available at https://example.org/x for the client')).toBe(false);
  });
});

describe('the BCP 14 statement', () => {
  it('is boilerplate, cut anywhere after its first two keywords, spaced as a layout leaves them', () => {
    expect(boilerplateKind('The key words "MUST ", " MUST NOT ", " REQUIRED ", " SHALL ",')).toBe('keywords');
    expect(boilerplateKind('The key words “MUST”, “MUST NOT”, “REQUIRED” in this document are to be interpreted')).toBe(
      'keywords',
    );
    expect(boilerplateKind('The key words of this clause are defined below.')).toBeNull();
  });
});
