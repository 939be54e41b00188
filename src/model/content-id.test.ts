import { describe, expect, it } from 'vitest';
import { CONTENT_ID, contentId, contentIds, documentIdentity } from './content-id.js';

describe('content ids', () => {
  const id = (text: string, section = '3.1.2', identity = documentIdentity('MQTT Version 5.0')) =>
    contentId(identity, section, text);

  it('look like c- and eight hex digits', () => {
    expect(id('The Server MUST close the Network Connection.')).toMatch(CONTENT_ID);
  });

  it('stay the same when a reprint changes only spacing, case, quotes, dashes or ligatures', () => {
    const a = id('The Client MUST send a “CONNECT” packet — first.');
    expect(id('The  Client MUST send a "CONNECT" packet - first.')).toBe(a);
    expect(id('the client must send a CONNECT packet first')).toBe(a);
    expect(id('ﬁle')).toBe(id('file'));
  });

  it('change with a word, the section or the document', () => {
    const a = id('The Client MUST send a CONNECT packet first.');
    expect(id('The Client MUST send a CONNACK packet first.')).not.toBe(a);
    expect(id('The Client MUST send a CONNECT packet first.', '3.1.3')).not.toBe(a);
    expect(
      id('The Client MUST send a CONNECT packet first.', '3.1.2', documentIdentity('MQTT Version 3.1.1')),
    ).not.toBe(a);
  });

  it('name the document by its title, without a word processor prefix or file extension', () => {
    expect(documentIdentity('Microsoft Word - NIST-SP800-147-April2011.docx')).toBe('nist sp800 147 april2011');
    expect(documentIdentity(null)).toBe('');
  });

  it('number a sentence printed twice in a section -2, -3 in document order', () => {
    const ids = contentIds('doc', [
      { section: '1', text: 'A shall be B.' },
      { section: '1', text: 'A shall be B.' },
      { section: '2', text: 'A shall be B.' },
      { section: '1', text: 'A shall be B.' },
    ]);
    expect(ids[1]).toBe(`${ids[0]}-2`);
    expect(ids[3]).toBe(`${ids[0]}-3`);
    expect(ids[2]).not.toBe(ids[0]);
    for (const x of ids) expect(x).toMatch(CONTENT_ID);
  });
});
