import { describe, expect, it } from 'vitest';
import { PdfspecError } from '../../core/errors.js';
import { loadCatalogue } from '../registry/index.js';
import { registryNaming } from './registry-naming.js';

const naming = registryNaming();
const published = loadCatalogue().specs.filter((s) => s.category !== 'sample');

describe('registryNaming', () => {
  it.each([
    ['wtpdf', 'wtpdf'],
    ['WTPDF', 'wtpdf'],
    ['tagged', 'tagged-bpg'],
    ['pdfua2', 'pdfua2'],
  ])('--as %s resolves to %s', (as, id) => {
    expect(naming.resolveId(as)).toBe(id);
  });

  it.each(['iso', 'sample17', 'nope', '../../etc/passwd'])('--as %s is an unknown spec', (as) => {
    const err = (() => {
      try {
        naming.resolveId(as);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(PdfspecError);
    expect((err as PdfspecError).code).toBe('unknown_spec');
  });

  it('gives every published spec a file name the registry recognises as that spec', () => {
    expect(published).toHaveLength(17);
    for (const s of published) {
      const name = naming.canonicalFileName(s.id, { title: `${s.title} 2023`, urlName: 'download.pdf' });
      expect([s.id, name, naming.idByFileName(name)]).toEqual([s.id, name, s.id]);
    }
  });

  it('takes the year of an ISO/TS file name from the title, else from the URL', () => {
    expect(naming.canonicalFileName('ts32001', { title: 'ISO/TS 32001:2022(E)', urlName: 'a.pdf' })).toBe(
      'ISO_TS_32001-2022_sponsored.pdf',
    );
    expect(naming.canonicalFileName('ts32003', { title: null, urlName: 'ts32003-2023.pdf' })).toBe(
      'ISO_TS_32003-2023_sponsored.pdf',
    );
  });

  it('uses a year from the URL name, and falls back to <id>.pdf (recognised by title) when there is none', () => {
    expect(naming.canonicalFileName('ts32004', { title: null, urlName: 'ISO-TS-32004-2024-sponsored.pdf' })).toBe(
      'ISO_TS_32004-2024_sponsored.pdf',
    );
    expect(naming.canonicalFileName('ts32005', { title: null, urlName: 'ISO_TS_32005_sponsored.pdf' })).toBe(
      'ts32005.pdf',
    );
  });

  it('recognises by name and by title like the registry', () => {
    expect(naming.idByFileName('Well-Tagged-PDF-WTPDF-1.0.pdf')).toBe('wtpdf');
    expect(naming.idByTitle('Tagged PDF Best Practice Guide: Syntax 1.0.1')).toBe('tagged-bpg');
    expect(naming.idByTitle('Some other document')).toBeNull();
  });
});
