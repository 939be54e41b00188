import { describe, expect, it } from 'vitest';
import type { Section } from '../../../model/types.js';
import type { WorkElement } from '../work.js';
import { extractRequirements, italicCommentary } from './requirements.js';

const section: Section = {
  id: '8.1',
  number: '8.1',
  title: 'HTTP POST Transport Binding',
  level: 2,
  page: 3,
  parent: null,
} as unknown as Section;

function fromItems(items: string[]) {
  const list: WorkElement = { kind: 'list', items, itemPages: items.map(() => 3), dashList: false, page: 3, y: null };
  return extractRequirements({
    sections: [section],
    elements: [list],
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
