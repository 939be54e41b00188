/**
 * Test support: untagged files set in a non-embedded Helvetica with an encoding of its own (a /Differences
 * array that maps codes 1… to the letters, as Ghostscript writes for fonts it does not embed), the text drawn
 * with the matrices real producers use: upright, slanted (a synthetic oblique), mirrored (a page whose y axis
 * the producer flipped) and a little askew (a page scanned or set at 2°); and the same page set at 45° (a
 * watermark-like angle no reader takes for a line). Each page prints a numbered clause heading and a paragraph.
 */
import { rawPdf } from '../../tools/bench/plain-pdf.js';

export type TextMatrix = 'upright' | 'slanted' | 'mirrored' | 'askew' | 'diagonal';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,';
const GLYPHS = [...'abcdefghijklmnopqrstuvwxyz', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].concat(
  ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'period', 'comma'],
  ['space'],
);
const DIFFERENCES = `[1 ${GLYPHS.map((g) => `/${g}`).join(' ')}]`;

/** A string in the font's own encoding: code 1 is "a", …, the last code a space. */
function encode(text: string): string {
  return [...text]
    .map((ch) => {
      const i = ch === ' ' ? GLYPHS.length - 1 : ALPHABET.indexOf(ch);
      if (i < 0) throw new Error(`no code for ${JSON.stringify(ch)}`);
      return `\\${(i + 1).toString(8).padStart(3, '0')}`;
    })
    .join('');
}

const MATRICES: Record<TextMatrix, (size: number, y: number) => string> = {
  upright: (s, y) => `${s} 0 0 ${s} 72 ${y}`,
  slanted: (s, y) => `${s} 0 ${(0.21 * s).toFixed(3)} ${s} 72 ${y}`,
  mirrored: (s, y) => `${s} 0 0 ${-s} 72 ${y}`,
  askew: (s, y) =>
    `${(0.9994 * s).toFixed(4)} ${(0.0349 * s).toFixed(4)} ${(-0.0349 * s).toFixed(4)} ${(0.9994 * s).toFixed(4)} 72 ${y}`,
  diagonal: (s, y) =>
    `${(0.7071 * s).toFixed(4)} ${(0.7071 * s).toFixed(4)} ${(-0.7071 * s).toFixed(4)} ${(0.7071 * s).toFixed(4)} 150 ${y - 400}`,
};

/** Clause headings whose numbers do not run with the pages (that would make them look like running page numbers). */
const HEADINGS = ['1 Scope', '1.1 Fonts', '1.2 Pages', '2 Conformance', '2.1 Readers'];
export const CUSTOM_ENCODING_SECTIONS = HEADINGS.map((h) => h.split(' ')[0]!);

export const CUSTOM_ENCODING_TEXT = (page: number): string[] => [
  HEADINGS[(page - 1) % HEADINGS.length]!,
  'This page is set in Helvetica with an encoding of its own.',
  'The font is not embedded, and every line of it is text.',
];

/** One page per matrix, in order. */
export function customEncodingPdf(matrices: readonly TextMatrix[]): Buffer {
  const n = matrices.length;
  const font = 3 + 2 * n;
  const objs = ['<< /Type /Catalog /Pages 2 0 R >>'];
  objs.push(`<< /Type /Pages /Kids [${matrices.map((_, i) => `${3 + 2 * i} 0 R`).join(' ')}] /Count ${n} >>`);
  matrices.forEach((m, i) => {
    const lines = CUSTOM_ENCODING_TEXT(i + 1);
    const content = lines
      .map((l, k) => `BT /R7 1 Tf ${MATRICES[m](k ? 11 : 14, 720 - k * 16)} Tm (${encode(l)}) Tj ET`)
      .join('\n');
    objs.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /R7 ${font} 0 R >> >> /Contents ${4 + 2 * i} 0 R >>`,
    );
    objs.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });
  objs.push(
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /Differences ${DIFFERENCES} >> >>`,
  );
  return rawPdf(objs);
}
