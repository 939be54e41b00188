/**
 * Test support: a standard printed one clause per page, each page opening with its clause heading at the same
 * height ("1 Scope" on page 2, "2 Normative references" on page 3 …), under a title page, with a running footer
 * that carries the page number. The heading's number runs with the page as a page number does: only its words
 * tell it from furniture.
 */
import { rawPdf } from '../../tools/bench/plain-pdf.js';

const TITLES = [
  'Scope',
  'Normative references',
  'Terms and definitions',
  'Conformance',
  'Document structure',
  'Fonts',
  'Pages',
  'Annotations',
  'Security',
  'Accessibility',
  'Interchange',
  'Extensions',
];

export const clauseHeadings = (clauses: number): string[] => TITLES.slice(0, clauses).map((t, i) => `${i + 1} ${t}`);
export const CLAUSE_FOOTER = 'ES-1:2026 All rights reserved';

const stream = (c: string) => `<< /Length ${Buffer.byteLength(c, 'latin1')} >>\nstream\n${c}\nendstream`;
const text = (size: number, y: number, s: string) => `BT /F1 ${size} Tf 72 ${y} Td (${s}) Tj ET`;

/**
 * `clauses` clause pages after a title page; each heading at height `y` (pt from the page's foot); `header`, a
 * running header printed the same on every clause page.
 */
export function clausePagesPdf(clauses: number, y: number, header?: string): Buffer {
  const headings = clauseHeadings(clauses);
  const pages = [
    [text(20, 600, 'Example Standard for Clause Pages'), text(12, 560, 'Edition 1')],
    ...headings.map((h, i) => {
      const body = y > 400 ? y - 40 : y + 200;
      return [
        text(14, y, h),
        text(11, body, `This clause is clause ${i + 1} of the standard, and its text is kept in the model.`),
        text(11, body - 14, 'A reader finds it by its number and by its title.'),
        text(9, 30, `${CLAUSE_FOOTER} ${i + 2}`),
        ...(header ? [text(9, 770, header)] : []),
      ];
    }),
  ];
  const n = pages.length;
  const objs = ['<< /Type /Catalog /Pages 2 0 R >>'];
  objs.push(`<< /Type /Pages /Kids [${pages.map((_, i) => `${3 + 2 * i} 0 R`).join(' ')}] /Count ${n} >>`);
  const font = 3 + 2 * n;
  pages.forEach((lines, i) => {
    objs.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${4 + 2 * i} 0 R >>`,
    );
    objs.push(stream(lines.join('\n')));
  });
  objs.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  return rawPdf(objs);
}
