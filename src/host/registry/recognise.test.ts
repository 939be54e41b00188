import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../core/catalogue.js';
import { idByFileName, idByTitle, slugOfFileName, uniqueId } from './recognise.js';

const cat = loadCatalogue();

describe('catalogue data', () => {
  it('has the 17 specs in order, then the two samples', () => {
    const ids = cat.specs.map((s) => s.id);
    expect(ids).toEqual([
      'iso32000-2',
      'iso32000-2-2020',
      'pdf17',
      'pdf17old',
      'ts32001',
      'ts32002',
      'ts32003',
      'ts32004',
      'ts32005',
      'pdfua1',
      'pdfua2',
      'tagged-bpg',
      'wtpdf',
      'declarations',
      'an001',
      'an002',
      'an003',
      'sample17',
      'sample20',
    ]);
    expect(cat.specs.slice(17).every((s) => s.category === 'sample')).toBe(true);
  });

  it('tells, for every real spec, which file to look for and where to get it', () => {
    for (const s of cat.specs) {
      expect(s.fileNames?.length, s.id).toBeGreaterThan(0);
      expect(s.where, s.id).toBeTruthy();
    }
  });

  it("recognises each spec's own suggested file names (except <year> placeholders)", () => {
    for (const s of cat.specs) {
      for (const name of s.fileNames ?? []) expect(idByFileName(cat, name.replace('<year>', '2022')), name).toBe(s.id);
    }
  });
});

describe('recognition by file name', () => {
  const cases: [string, string][] = [
    // the file names of the catalogue's specs as they are published
    ['ISO_32000-2_sponsored-ec2.pdf', 'iso32000-2'],
    ['ISO_32000-2_sponsored_EC3.pdf', 'iso32000-2'],
    ['ISO_32000-2_sponsored-EC3.pdf', 'iso32000-2'],
    ['ISO_32000-2-2020_sponsored.pdf', 'iso32000-2-2020'],
    ['PDF32000_2008.pdf', 'pdf17'],
    ['pdfreference1.7old.pdf', 'pdf17old'],
    ['ISO_TS_32001-2022_sponsored.pdf', 'ts32001'],
    ['ISO_TS_32002-2022_sponsored.pdf', 'ts32002'],
    ['ISO_TS_32003-2023_sponsored.pdf', 'ts32003'],
    ['ISO-TS-32004-2024-sponsored.pdf', 'ts32004'],
    ['ISO-TS-32005-2023-sponsored.pdf', 'ts32005'],
    ['ISO-14289-1-2014-sponsored.pdf', 'pdfua1'],
    ['ISO-14289-2-2024-sponsored.pdf', 'pdfua2'],
    // ../shared/corpus/ATTRIBUTION.md
    ['PDF-Declarations.pdf', 'declarations'],
    ['PDF20_AN001-BPC.pdf', 'an001'],
    ['PDF20_AN002-AF.pdf', 'an002'],
    ['PDF20_AN003-ObjectMetadataLocations.pdf', 'an003'],
    ['Tagged-PDF-Best-Practice-Guide.pdf', 'tagged-bpg'],
    ['Well-Tagged-PDF-WTPDF-1.0.pdf', 'wtpdf'],
    // the bundled samples
    ['sample17.pdf', 'sample17'],
    ['sample20.pdf', 'sample20'],
  ];
  it.each(cases)('%s → %s', (name, id) => {
    expect(idByFileName(cat, name)).toBe(id);
  });

  it('ignores case', () => {
    expect(idByFileName(cat, 'iso_32000-2_SPONSORED-ec2.PDF')).toBe('iso32000-2');
    expect(idByFileName(cat, 'well-tagged-pdf-wtpdf-1.0.pdf')).toBe('wtpdf');
    expect(idByFileName(cat, 'pdf32000_2008.PDF')).toBe('pdf17');
  });

  it('does not confuse neighbours or match unrelated names', () => {
    expect(idByFileName(cat, 'ISO_32000-2-2020_sponsored.pdf')).not.toBe('iso32000-2');
    expect(idByFileName(cat, 'notes.pdf')).toBeNull();
    expect(idByFileName(cat, 'my ISO_32000-2_sponsored-ec2.pdf')).toBeNull();
    expect(idByFileName(cat, 'ISO_32000-2_sponsored-ec2.pdf.bak')).toBeNull();
  });
});

describe('recognition by document title', () => {
  const cases: [string, string][] = [
    ['Well-Tagged PDF (WTPDF) 1.0', 'wtpdf'],
    ['Tagged PDF Best Practice Guide: Syntax 1.0.1', 'tagged-bpg'],
    ['PDF Declarations', 'declarations'],
    ['PDF 2.0 Application Note 001: Usage of Black Point Compensation', 'an001'],
    ['PDF 2.0 Application Note 003: Clarification on locations for object metadata streams', 'an003'],
    ['ISO 32000-2:2020', 'iso32000-2-2020'],
    ['ISO 32000-2 with Errata Collection 2', 'iso32000-2'],
    ['ISO/TS 32003:2023', 'ts32003'],
    ['ISO 14289-2:2024 PDF/UA-2', 'pdfua2'],
  ];
  it.each(cases)('%s → %s', (title, id) => {
    expect(idByTitle(cat, title)).toBe(id);
  });

  it('collapses whitespace and knows nothing of unrelated or missing titles', () => {
    expect(idByTitle(cat, '  Well-Tagged   PDF (WTPDF) 1.0 ')).toBe('wtpdf');
    expect(idByTitle(cat, 'Quarterly report')).toBeNull();
    expect(idByTitle(cat, null)).toBeNull();
    expect(idByTitle(cat, '   ')).toBeNull();
  });
});

describe('user spec ids', () => {
  it('are lower-case slugs of the file name', () => {
    expect(slugOfFileName('My Spec (Draft 3).PDF')).toBe('my-spec-draft-3');
    expect(slugOfFileName('Über_Norm.pdf')).toBe('uber-norm');
    expect(slugOfFileName('---.pdf')).toBe('spec');
  });

  it('are made unique with -2, -3', () => {
    const taken = new Set(['wtpdf']);
    expect(uniqueId('wtpdf', taken)).toBe('wtpdf-2');
    expect(uniqueId('wtpdf', taken)).toBe('wtpdf-3');
    expect(uniqueId('other', taken)).toBe('other');
  });
});

describe('the bundled samples', () => {
  it('are recognised by their document titles too', () => {
    expect(idByTitle(cat, 'pdfspec sample specification — Reading order in tagged PDF (edition 1)')).toBe('sample17');
    expect(idByTitle(cat, 'pdfspec sample specification — Reading order in tagged PDF (edition 2)')).toBe('sample20');
  });
});
