/**
 * An RFC-style document (html2ps): every line in Courier, headings told apart only by their numbering
 * and their place, the footer "[Page N]" set at 14 % of the page, a Contents page with dot leaders, and
 * the BCP 14 keyword convention. The expectations are the lines this test prints.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Segmented } from '../segment/index.js';
import { segmentTextGrid } from '#test-support/text-grid-pdf.js';

const leader = (title: string, page: number, indent: number) =>
  `${' '.repeat(indent)}${title} ${'.'.repeat(66 - indent - title.length - String(page).length)}${page}`;

const PAGES: string[][] = [
  [
    'Internet Engineering Task Force (IETF)                      A. Writer',
    'Request for Comments: 9999                                   Example',
    'Category: Standards Track                                   May 2026',
    '',
    '',
    '                   The Grid Protocol Version 1',
  ],
  [
    'Table of Contents',
    '',
    leader('1. Introduction', 3, 3),
    leader('1.1. Conventions and Terminology', 3, 6),
    leader('2. Protocol Overview', 3, 3),
    leader('2.1. Handshake', 4, 6),
    leader('Appendix A. State Machine', 4, 3),
  ],
  [
    '1.  Introduction',
    '',
    '   The Grid protocol moves cells between two peers.  A peer that',
    '   receives a cell must read it in order; this lower-case word is',
    '   prose in this document.',
    '',
    '1.1.  Conventions and Terminology',
    '',
    '   The key words "MUST", "MUST NOT", "REQUIRED", "SHALL", "SHALL',
    '   NOT", "SHOULD", "SHOULD NOT", "RECOMMENDED", "NOT RECOMMENDED",',
    '   "MAY", and "OPTIONAL" in this document are to be interpreted as',
    '   described in BCP 14 [RFC2119] [RFC8174] when, and only when, they',
    '   appear in all capitals, as shown here.',
    '',
    '2.  Protocol Overview',
    '',
    '   A client MUST send a Hello cell first.  The server SHOULD NOT',
    '   answer before the Hello cell arrives.  Either peer MAY close the',
    '   connection at any time.',
  ],
  [
    '2.1.  Handshake',
    '',
    '   The handshake has two messages.  Implementations MUST NOT reuse',
    '   a nonce, and the client SHOULD retry once.',
    '',
    'Appendix A.  State Machine',
    '',
    '   The state machine is informative and shows the handshake.',
  ],
];

let model: Segmented;

beforeAll(async () => {
  model = await segmentTextGrid({
    pages: PAGES,
    header: 'RFC 9999                     Grid                          May 2026',
    footer: 'Writer                       Standards Track',
  });
});

describe('a document printed as fixed-width text (RFC, html2ps)', () => {
  it('finds every section of the Contents page at its heading, numbers without their trailing dot', () => {
    expect(model.sections.map((s) => [s.id, s.title, s.page, s.pageLabel])).toEqual([
      ['1', 'Introduction', 3, '3'],
      ['1.1', 'Conventions and Terminology', 3, '3'],
      ['2', 'Protocol Overview', 3, '3'],
      ['2.1', 'Handshake', 4, '4'],
      ['Appendix A', 'State Machine', 4, '4'],
    ]);
    expect(model.sectionSource).toBe('contents-page');
  });

  it('reads the body as text, not as code, and drops the header and the "[Page N]" footer', () => {
    const intro = model.sections[0]!;
    const body = model.elements.slice(intro.start + 1, intro.end);
    expect(body).toEqual([
      {
        type: 'paragraph',
        page: 3,
        section: '1',
        text: 'The Grid protocol moves cells between two peers. A peer that receives a cell must read it in order; this lower-case word is prose in this document.',
      },
    ]);
    const all = JSON.stringify(model.elements);
    expect(all).not.toContain('[Page');
    // The footer's "Writer  Standards Track" is gone from every page; the title page's "Category:" line stays.
    expect(all.match(/Standards Track/g)).toEqual(['Standards Track']);
    expect(all).toContain('Category: Standards Track May 2026');
    expect(model.elements.some((e) => e.type === 'code')).toBe(false);
  });

  it('decides the BCP 14 convention from the statement and reads only the capitalised keywords', () => {
    expect(model.diagnostics.find((d) => d.code === 'keyword-convention')).toMatchObject({ page: 3 });
    expect(model.requirements.map((r) => [r.section, r.level, r.keyword, r.text])).toEqual([
      ['2', 'shall', 'MUST', 'A client MUST send a Hello cell first.'],
      ['2', 'should not', 'SHOULD NOT', 'The server SHOULD NOT answer before the Hello cell arrives.'],
      ['2', 'may', 'MAY', 'Either peer MAY close the connection at any time.'],
      ['2.1', 'shall not', 'MUST NOT', 'Implementations MUST NOT reuse a nonce, and the client SHOULD retry once.'],
    ]);
  });
});
