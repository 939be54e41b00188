import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue.js';
import { coverageGapOf, describeGap } from './coverage-gap.js';

const gaps = loadCatalogue().coverage.gaps;
const areaOf = (q: string) => coverageGapOf(q, gaps)?.area ?? null;

describe('coverageGapOf', () => {
  it("finds the gap by the area's name, its gloss or a standard's number, in any case", () => {
    expect(areaOf('PAdES baseline')).toMatch(/^PAdES/);
    expect(areaOf('pades')).toMatch(/^PAdES/);
    expect(areaOf('ETSI EN 319 142 B-T')).toMatch(/^PAdES/);
    expect(areaOf('PDF/A-2b')).toMatch(/^PDF\/A/);
    expect(areaOf('ISO 19005 conformance')).toMatch(/^PDF\/A/);
    expect(areaOf('archival pdf')).toMatch(/^PDF\/A/);
  });
  it('leaves other queries alone, and a longer word that only starts like an area', () => {
    expect(areaOf('logical structure')).toBeNull();
    expect(areaOf('PDF/AcroForm')).toBeNull();
    expect(areaOf('padestrian')).toBeNull();
  });
  it('words the gap with the standards that cover it', () => {
    const pades = gaps.find((g) => g.area.startsWith('PAdES'))!;
    expect(describeGap(pades)).toMatch(
      /^PAdES \(PDF advanced electronic signatures\) is not in this corpus: ETSI EN 319 142-1, ETSI EN 319 142-2 cover it\. The PAdES baseline levels .*12\.8$/,
    );
  });
});
