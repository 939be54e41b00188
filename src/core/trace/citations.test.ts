import { describe, expect, it } from 'vitest';
import { findCitations, type CitationNames } from './citations.js';

const MQTT: CitationNames = { designations: ['MQTT', 'MQTT 5.0', 'MQTT Version 5.0'], labelPrefixes: ['MQTT'] };
const PDF: CitationNames = { designations: ['ISO 32000-2', 'ISO 32000', 'PDF 2.0', 'PDF'], labelPrefixes: [] };
const TLS: CitationNames = { designations: ['RFC 8446'], labelPrefixes: [] };
const found = (text: string, names: CitationNames) => findCitations(text, names).map((c) => `${c.kind}:${c.target}`);

describe('findCitations', () => {
  it('finds conformance labels, bracketed or not, and reads a range as every label in it', () => {
    expect(found('// [MQTT-3.1.2-3] and MQTT-4.3.3-2: check', MQTT)).toEqual([
      'label:MQTT-3.1.2-3',
      'label:MQTT-4.3.3-2',
    ]);
    expect(found('// (see [MQTT-3.3.1-9] through [MQTT-3.3.1-11])', MQTT)).toEqual([
      'label:MQTT-3.3.1-9',
      'label:MQTT-3.3.1-10',
      'label:MQTT-3.3.1-11',
    ]);
  });

  it('finds sections with the document named, and a section sign alone', () => {
    expect(found('// ISO 32000-2 7.3.4 says so', PDF)).toEqual(['section:7.3.4']);
    expect(found('// ISO 32000-2:2020, 12.8.1', PDF)).toEqual(['section:12.8.1']);
    expect(found('// PDF spec section 7.5.2', PDF)).toEqual(['section:7.5.2']);
    expect(found('// See PDF spec 7.3.4.3', PDF)).toEqual(['section:7.3.4.3']);
    expect(found('// See section "7.9.4 Dates" of the PDF specification', PDF)).toEqual(['section:7.9.4']);
    expect(found('// RFC 8446 4.1.2', TLS)).toEqual(['section:4.1.2']);
    expect(found('// § 12.8', PDF)).toEqual(['section:12.8']);
    expect(found('// MQTT section 4.7', MQTT)).toEqual(['section:4.7']);
  });

  it('takes a version for a version, and another document for another document', () => {
    expect(found('// MQTT 3.1.1 clients', MQTT)).toEqual([]);
    expect(found('// several test PDFs (spec 1.7) created in', PDF)).toEqual([]);
    expect(found('// From Unicode 3.0 spec, section 3.7:', PDF)).toEqual([]);
    expect(found('// From the PDF-A3 specification, section 3.1.', PDF)).toEqual([]);
  });

  it('finds tables, named or capitalised as documents print them', () => {
    expect(found('/** From PDF spec table 221 */', PDF)).toEqual(['table:Table 221']);
    expect(found('// (see Table 229) and Table D.2 – PDFDocEncoding', PDF)).toEqual([
      'table:Table 229',
      'table:Table D.2',
    ]);
    expect(found('// a table 3 of results', PDF)).toEqual([]);
  });

  it('finds requirement ids and content ids', () => {
    expect(found('// R-7.3.4-2, R-Annex A-1, R-Appendix B-67 and c-3fa9b2c1', PDF)).toEqual([
      'requirement-id:R-7.3.4-2',
      'requirement-id:R-Annex A-1',
      'requirement-id:R-Appendix B-67',
      'content-id:c-3fa9b2c1',
    ]);
  });

  it('finds quoted requirement text: in quotation marks, a > line, or the sentence a label closes', () => {
    const quote = (t: string) =>
      findCitations(t, MQTT)
        .filter((c) => c.kind === 'quote')
        .map((c) => c.target);
    expect(quote('throw new Error("The Client MUST NOT send more than one CONNECT packet")')).toEqual([
      'The Client MUST NOT send more than one CONNECT packet',
    ]);
    expect(quote(' * > The Server MUST send a CONNACK before any other packet')).toEqual([
      'The Server MUST send a CONNACK before any other packet',
    ]);
    expect(quote('// The DUP flag MUST be set to 0 for all QoS 0 messages [MQTT-3.3.1-2].')).toEqual([
      'The DUP flag MUST be set to 0 for all QoS 0 messages',
    ]);
    // Prose about the requirement, in lower case, is no quote of it.
    expect(quote('// incomplete handshake must not survive a clean-session reconnect [MQTT-3.1.2-6]')).toEqual([]);
  });
});
