/**
 * Test support: hand-built PDFs that are valid on the outside and hostile
 * inside — an outline or a structure tree nested thousands deep, a page tree
 * that lies about its page count or points back at itself, deep arrays and
 * name trees — written object by object with an exact cross-reference table,
 * so that pdf.js and pdf-lib parse them as they are instead of repairing them.
 * (The object writer, and the plain N-page file of the scaling bench, live in tools/bench/plain-pdf.ts.)
 */
import { deflateSync } from 'node:zlib';
import { rawPdf } from '../../tools/bench/plain-pdf.js';

export { rawPdf };

const stream = (content: string, dict = '') =>
  `<< /Length ${Buffer.byteLength(content, 'latin1')} ${dict}>>\nstream\n${content}\nendstream`;
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
const BOLD = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';

/** What every one-page hostile file prints: a bold clause heading and a paragraph, so a reader finds section 1 and the word "hostile". */
export const HOSTILE_TEXT = {
  heading: '1 Scope',
  body: [
    'This document is hostile on the inside. Its pages are plain and readable, but the',
    'objects behind them nest, loop or lie. A reader shall survive it and go on with',
    'every other file. This paragraph gives the page enough body text to measure.',
  ],
};

function hostilePage(mcid?: number): string {
  const body = HOSTILE_TEXT.body.map((l, i) => `BT /F1 11 Tf 72 ${690 - i * 14} Td (${l}) Tj ET`).join('\n');
  const text = `BT /F2 16 Tf 72 720 Td (${HOSTILE_TEXT.heading}) Tj ET\n${body}`;
  return mcid === undefined ? text : `/P << /MCID ${mcid} >> BDC\n${text}\nEMC`;
}

/**
 * Objects 1–5 of a one-page document: 1 catalogue (with `catalogExtra`), 2 page tree,
 * 3 page, 4 its content, 5 the body font (the heading font is inline). Further objects start at 6.
 */
function onePage(catalogExtra: string, content = hostilePage(), pageExtra = ''): string[] {
  return [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R /F2 ${BOLD} >> >> /Contents 4 0 R ${pageExtra}>>`,
    stream(content),
    FONT,
  ];
}

/** A valid one-page file whose outline items nest `depth` deep (each the only child of the one before). */
export function deepOutlinePdf(depth = 5000): Buffer {
  const objs = onePage('/Outlines 6 0 R /PageMode /UseOutlines ');
  const item = (i: number) => 7 + i; // object number of item i (0-based)
  objs.push(`<< /Type /Outlines /First ${item(0)} 0 R /Last ${item(0)} 0 R /Count ${depth} >>`);
  for (let i = 0; i < depth; i++) {
    const parent = i === 0 ? 6 : item(i - 1);
    const kids = i + 1 < depth ? `/First ${item(i + 1)} 0 R /Last ${item(i + 1)} 0 R /Count ${depth - i - 1} ` : '';
    objs.push(`<< /Title (Level ${i + 1}) /Parent ${parent} 0 R ${kids}/Dest [3 0 R /XYZ 0 792 0] >>`);
  }
  return rawPdf(objs);
}

/**
 * A one-page file whose outline is flat but numbers its entries "1", "1.1", "1.1.1" … `count` deep: sections
 * nested by number as deep as the outline is long, with numbers thousands of components long.
 */
export function deepNumberingPdf(count = 2000): Buffer {
  const objs = onePage('/Outlines 6 0 R ');
  const item = (i: number) => 7 + i;
  objs.push(`<< /Type /Outlines /First ${item(0)} 0 R /Last ${item(count - 1)} 0 R /Count ${count} >>`);
  for (let i = 0; i < count; i++) {
    const links = `${i > 0 ? `/Prev ${item(i - 1)} 0 R ` : ''}${i + 1 < count ? `/Next ${item(i + 1)} 0 R ` : ''}`;
    objs.push(
      `<< /Title (${Array(i + 1)
        .fill('1')
        .join('.')} Level ${i + 1}) /Parent 6 0 R ${links}/Dest [3 0 R /XYZ 0 792 0] >>`,
    );
  }
  return rawPdf(objs);
}

/** A tagged one-page file whose structure elements nest `depth` deep, the innermost holding the page's text. */
export function deepStructurePdf(depth = 5000): Buffer {
  const objs = onePage('/StructTreeRoot 6 0 R /MarkInfo << /Marked true >> ', hostilePage(0), '/StructParents 0 ');
  const elem = (i: number) => 7 + i;
  objs.push(`<< /Type /StructTreeRoot /K ${elem(0)} 0 R >>`);
  for (let i = 0; i < depth; i++) {
    const parent = i === 0 ? 6 : elem(i - 1);
    const k = i + 1 < depth ? `${elem(i + 1)} 0 R` : '0';
    objs.push(`<< /Type /StructElem /S /${i + 1 < depth ? 'Div' : 'P'} /P ${parent} 0 R /Pg 3 0 R /K ${k} >>`);
  }
  return rawPdf(objs);
}

/** A one-page file whose page tree claims `claimed` pages. */
export function lyingPageCountPdf(claimed = 1_000_000): Buffer {
  const objs = onePage('');
  objs[1] = `<< /Type /Pages /Kids [3 0 R] /Count ${claimed} >>`;
  return rawPdf(objs);
}

/** A one-page file whose root /Kids lists its one page object `times` times, with a /Count that agrees. */
export function repeatedPagePdf(times = 100_000, title?: string): Buffer {
  const objs = onePage('');
  objs[1] = `<< /Type /Pages /Kids [${Array(times).fill('3 0 R').join(' ')}] /Count ${times} >>`;
  if (title === undefined) return rawPdf(objs);
  objs.push(`<< /Title (${title}) >>`);
  return rawPdf(objs, 1, '/Info 6 0 R ');
}

/** A one-page file whose /Info title is `title` as written in the file: a literal string, escapes and all ("A\\000B"). */
export function titledPdf(title: string): Buffer {
  const objs = onePage('');
  objs.push(`<< /Title (${title}) >>`);
  return rawPdf(objs, 1, '/Info 6 0 R ');
}

/** A page tree whose second node lists the root as its kid: a cycle that never reaches a page past the first. */
export function cyclicPageTreePdf(title?: string): Buffer {
  const objs = onePage('');
  objs[1] = '<< /Type /Pages /Kids [3 0 R 6 0 R] /Count 3 >>';
  objs.push('<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 2 >>');
  if (title === undefined) return rawPdf(objs);
  objs.push(`<< /Title (${title}) >>`);
  return rawPdf(objs, 1, '/Info 7 0 R ');
}

/** An /Info entry holding an array nested `depth` deep (parsers that recurse into arrays overflow). */
export function deepArrayPdf(depth = 100_000): Buffer {
  const objs = onePage('');
  objs.push(`<< /Title (Deep array) /Junk ${'['.repeat(depth)}${']'.repeat(depth)} >>`);
  return rawPdf(objs, 1, '/Info 6 0 R ');
}

/** Named destinations in a name tree whose Kids nest `depth` deep. */
export function deepNameTreePdf(depth = 5000): Buffer {
  const objs = onePage('/Names << /Dests 6 0 R >> /Outlines 7 0 R ');
  const node = (i: number) => 9 + i;
  objs.push(`<< /Kids [${node(0)} 0 R] >>`);
  objs.push('<< /Type /Outlines /First 8 0 R /Last 8 0 R /Count 1 >>');
  objs.push('<< /Title (1 Scope) /Parent 7 0 R /Dest (scope) >>');
  for (let i = 0; i < depth; i++) {
    objs.push(
      i + 1 < depth
        ? `<< /Kids [${node(i + 1)} 0 R] /Limits [(scope) (scope)] >>`
        : '<< /Names [(scope) [3 0 R /XYZ 0 792 0]] /Limits [(scope) (scope)] >>',
    );
  }
  return rawPdf(objs);
}

/**
 * One page whose (deflated, ~10 KB) content stream shows a single character
 * `runs` times: reading its text builds one object per run, hundreds of MB of
 * heap for a file of kilobytes. For the limit on a compile's memory.
 */
export function memoryHungryPdf(runs = 1_500_000): Buffer {
  const ops = Buffer.from('BT /F1 11 Tf 72 700 Td\n' + '(x) Tj 1 0 Td\n'.repeat(runs) + 'ET', 'latin1');
  const packed = deflateSync(ops, { level: 9 });
  const objs = onePage('');
  objs[3] = `<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n${packed.toString('latin1')}\nendstream`;
  return rawPdf(objs);
}

/**
 * A file of `pages` pages (each the hostile page, with its own clause heading "N Clause N", and an outline
 * entry for it) whose /PageLabels number tree says `labels` for the first page on: `/S /R /St 2000000000`
 * makes every label a Roman numeral of two million characters, `/S /A /St 2000000000` one of 77 million
 * letters, `/P (…)` a long prefix.
 */
export function pageLabelsPdf(pages: number, labels: string, title = 'Labelled'): Buffer {
  const first = 8;
  const page = (i: number) => first + 3 * i;
  const kids = Array.from({ length: pages }, (_, i) => `${page(i)} 0 R`).join(' ');
  const objs = [
    `<< /Type /Catalog /Pages 2 0 R /Outlines 7 0 R /PageLabels << /Nums [0 << ${labels} >>] >> >>`,
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    FONT,
    BOLD,
    `<< /Title (${title}) >>`,
    '<< >>',
    `<< /Type /Outlines /First ${page(0) + 2} 0 R /Last ${page(pages - 1) + 2} 0 R /Count ${pages} >>`,
  ];
  for (let i = 0; i < pages; i++) {
    const body = HOSTILE_TEXT.body.map((l, j) => `BT /F1 11 Tf 72 ${690 - j * 14} Td (${l}) Tj ET`).join('\n');
    const content = `BT /F2 16 Tf 72 720 Td (${i + 1} Clause ${i + 1}) Tj ET\n${body}`;
    const links = `${i > 0 ? `/Prev ${page(i - 1) + 2} 0 R ` : ''}${i + 1 < pages ? `/Next ${page(i + 1) + 2} 0 R ` : ''}`;
    objs.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${page(i) + 1} 0 R >>`,
      stream(content),
      `<< /Title (${i + 1} Clause ${i + 1}) /Parent 7 0 R ${links}/Dest [${page(i)} 0 R /XYZ 0 792 0] >>`,
    );
  }
  return rawPdf(objs, 1, '/Info 5 0 R ');
}
