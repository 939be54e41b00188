import { describe, expect, it } from 'vitest';
import type { Section } from '../../../model/types.js';
import type { WorkElement, WorkTable } from '../work.js';
import { extractRequirements, informativeSections, italicCommentary, quotedDocument } from './requirements.js';
import { workTable } from '../../../../test/support/work-table.js';
import { workList, workParagraph } from '../../../../test/support/work-elements.js';

const section: Section = {
  id: '8.1',
  number: '8.1',
  title: 'HTTP POST Transport Binding',
  level: 2,
  page: 3,
  parent: null,
} as unknown as Section;

function fromItems(items: string[]) {
  return extractRequirements({
    sections: [section],
    elements: [workList(items, 3)],
    elementSection: ['8.1'],
    tables: [],
    skip: new Set(),
    convention: 'bcp14',
  });
}

describe('requirements stated by list items', () => {
  it('quote the sentence without the item’s enumerator, and keep a conformance label as the label', () => {
    const got = fromItems([
      '3. « The Content-Type header MUST be set to “application/xml”. » [DSS-8.1-1]',
      'a. If the Encoding key has a value of Identity-H, any Registry MAY be used.',
      '(ii) Arbitrary headers MAY be present. Servers MUST ignore them.',
    ]);
    expect(got.map((r) => [r.text, r.label ?? null])).toEqual([
      ['« The Content-Type header MUST be set to “application/xml”. » [DSS-8.1-1]', 'DSS-8.1-1'],
      ['If the Encoding key has a value of Identity-H, any Registry MAY be used.', null],
      ['Arbitrary headers MAY be present.', null],
      ['Servers MUST ignore them.', null],
    ]);
  });
});

describe('commentary set in italic', () => {
  const para = (text: string, italic: boolean): WorkElement => ({
    kind: 'paragraph',
    text,
    page: 3,
    y: null,
    ...(italic ? { italic: true as const } : {}),
  });
  const read = (elements: WorkElement[]) =>
    extractRequirements({
      italicCommentary: italicCommentary(elements) > 0,
      sections: [section],
      elements,
      elementSection: elements.map(() => '8.1'),
      tables: [],
      skip: new Set(),
      convention: 'bcp14',
    }).map((r) => r.text);

  it('states no requirement where italic paragraphs are a minority of the body', () => {
    const body = ['Servers MUST ignore them.', 'Clients SHOULD retry once.', 'Proxies MAY cache it.'];
    const got = read([...body.map((t) => para(t, false)), para('Software MUST check the value again.', true)]);
    expect(got).toEqual(body);
  });

  it('counts italic paragraphs where the body itself is set in italic', () => {
    const got = read([para('Servers MUST ignore them.', true), para('Clients SHOULD retry once.', true)]);
    expect(got).toEqual(['Servers MUST ignore them.', 'Clients SHOULD retry once.']);
  });
});

describe('tables that quote another document', () => {
  const table = (headers: string[], rows: string[][]): WorkTable =>
    workTable(headers, rows, { number: 'Table 1', caption: 'Explicit Metadata usage', page: 3 });
  const read = (t: WorkTable) =>
    extractRequirements({
      sections: [section],
      elements: [{ kind: 'table', table: 0, page: 3, y: null }],
      elementSection: ['8.1'],
      tables: [t],
      skip: new Set(),
      convention: 'directives',
    }).map((r) => r.text);

  it('read no requirement where every row cites a part of the document a column is titled with', () => {
    const quoting = table(
      ['Object type', 'ISO 32000-2 reference', 'Description'],
      [
        ['Catalog', 'Table 29', '(Optional) A metadata stream that shall contain metadata for the document.'],
        ['Font', '9.8.1', '(Optional) A metadata stream that shall contain metadata for the font program.'],
      ],
    );
    expect(quotedDocument(quoting)).toBe('ISO 32000-2');
    expect(read(quoting)).toEqual([]);
  });

  it('read them where a row cites nothing there, or no column names a document', () => {
    const mapping = table(
      ['Requirement', 'ISO 32000-2 reference'],
      [
        ['A writer shall embed every font.', 'Table 29'],
        ['A reader shall ignore unknown keys.', 'see the note below'],
      ],
    );
    expect(quotedDocument(mapping)).toBeNull();
    expect(read(mapping)).toHaveLength(2);
  });
});

describe('a lead-in carries the items it introduces', () => {
  const para = (text: string) => workParagraph(text, 3);
  const list = (items: string[]) => workList(items, 3);
  const read = (elements: WorkElement[], sections = elements.map(() => '8.1' as string | null)) =>
    extractRequirements({
      sections: [section, { ...section, id: '8.2', number: '8.2' }],
      elements,
      elementSection: sections,
      tables: [],
      skip: new Set(),
      convention: 'directives',
    }).map((r) => [r.text, r.listItems ?? null]);

  it('the list after a paragraph ending in the lead-in (PDF Declarations, clause 8)', () => {
    const got = read([
      para('Files are checked. A PDF file containing a declaration shall:'),
      list(['adhere to ISO 32000', 'include the declaration in its XMP metadata']),
    ]);
    expect(got).toEqual([
      [
        'A PDF file containing a declaration shall:',
        ['adhere to ISO 32000', 'include the declaration in its XMP metadata'],
      ],
    ]);
  });

  it('paragraphs labelled a., b. in sequence after it (FIPS 186-1, Waiver Procedure), up to the first that is not', () => {
    const got = read([
      para('Waiver shall be granted only when:'),
      para('a. Compliance would adversely affect the mission; or'),
      para('b. Cause a major adverse financial impact.'),
      para('Agency heads may act upon a written request.'),
    ]);
    expect(got).toEqual([
      [
        'Waiver shall be granted only when:',
        ['a. Compliance would adversely affect the mission; or', 'b. Cause a major adverse financial impact.'],
      ],
      ['Agency heads may act upon a written request.', null],
    ]);
  });

  it('the labelled items a paragraph runs in after it, each still a sentence of its own', () => {
    const got = read([
      para('A key shall be replaced in these cases: a) after a loss, b) after a theft, and c) yearly.'),
    ]);
    expect(got).toEqual([
      ['A key shall be replaced in these cases:', ['a) after a loss,', 'b) after a theft, and', 'c) yearly.']],
    ]);
  });

  it('no items: a list in the next section, one labelled paragraph alone, labels out of sequence, no colon', () => {
    expect(read([para('The writer shall:'), list(['sign', 'seal'])], ['8.1', '8.2'])).toEqual([
      ['The writer shall:', null],
    ]);
    expect(read([para('The writer shall:'), para('a. sign it.'), para('The reader may check it.')])[0]).toEqual([
      'The writer shall:',
      null,
    ]);
    expect(read([para('The writer shall:'), para('a. sign it;'), para('c. seal it.')])[0]).toEqual([
      'The writer shall:',
      null,
    ]);
    expect(read([para('The writer shall sign it.'), list(['once', 'twice'])])[0]).toEqual([
      'The writer shall sign it.',
      null,
    ]);
  });
});

describe('informative front matter', () => {
  const unnumbered = (id: string, title: string, parent: string | null = null): Section =>
    ({ id, number: null, title, level: 1, page: 1, parent }) as unknown as Section;

  it("reads no requirement in a cover's Status or Notices and their children, but reads an Abstract's", () => {
    const sections = [
      unnumbered('abstract', 'Abstract'),
      unnumbered('status', 'Status'),
      unnumbered('notices', 'Notices'),
      unnumbered('trademarks', 'Trademarks', 'notices'),
      section,
    ];
    expect([...informativeSections(sections)]).toEqual(['status', 'notices', 'trademarks']);
  });
});
