/**
 * The fonts a page can draw its text with, read from its resources with pdf-lib (which has parsed the file
 * already), each with the name pdf.js will give it. pdf.js hands a font's name to this thread only while it
 * builds a page's operator list, a second parse of the page's content; the layout's font styles
 * (layout/font-styles.ts) ask for one only where these names cannot tell a page's new fonts apart.
 *
 * The name is predicted only where pdf.js's rule is plain (its translateFont): a font with a FontDescriptor
 * whose FontName and BaseFont agree, or where one of them is missing or BaseFont extends FontName. A Type 3
 * font, a font without a descriptor, a font given directly in the resources (pdf.js numbers it apart from any
 * object) and any entry pdf.js might read otherwise get no name: pdf.js is asked.
 */
import { PDFArray, PDFDict, PDFName, PDFRef, PDFStream, type PDFDocument, type PDFObject } from 'pdf-lib';
import { MAX_PAGE_TREE_DEPTH } from './raw-doc.js';

export interface PageFont {
  /** The font dictionary's object ("12 0 R"): pdf.js loads each object once per document. */
  key: string;
  /** The name pdf.js gives the font, or null where only pdf.js can say. */
  name: string | null;
}

/** Forms nested deeper than this leave the page's fonts to pdf.js (real files nest two or three). */
const MAX_FORM_DEPTH = 12;
/** Fonts and forms looked at per page at most; beyond this the page's fonts are left to pdf.js. */
const MAX_ENTRIES = 2000;

const K = {
  resources: PDFName.of('Resources'),
  parent: PDFName.of('Parent'),
  font: PDFName.of('Font'),
  xobject: PDFName.of('XObject'),
  subtype: PDFName.of('Subtype'),
  descendants: PDFName.of('DescendantFonts'),
  descriptor: PDFName.of('FontDescriptor'),
  fontName: PDFName.of('FontName'),
  baseFont: PDFName.of('BaseFont'),
};

class TooMany extends Error {}

/**
 * A name's text as pdf.js reads it (one character per byte, #-escapes decoded); null for a name with a `#` of
 * its own, which pdf-lib cannot tell from an escape in lower-case hex (that only pdf.js decodes).
 */
function plainName(obj: PDFObject | undefined): string | null | undefined {
  if (obj === undefined) return undefined;
  if (!(obj instanceof PDFName)) return null;
  return obj.asString().includes('#23') ? null : obj.decodeText();
}

/** pdf.js's name for a font dictionary (its translateFont), or null where it is not plain. */
export function pdfjsFontName(doc: PDFDocument, font: PDFDict): string | null {
  const subtype = plainName(font.get(K.subtype));
  if (!subtype || subtype === 'Type3') return null;
  let dict = font;
  if (subtype === 'Type0') {
    const kids = doc.context.lookup(font.get(K.descendants));
    const first = kids instanceof PDFArray ? doc.context.lookup(kids.get(0)) : kids;
    if (!(first instanceof PDFDict) || !plainName(first.get(K.subtype))) return null;
    dict = first;
  }
  if (!(doc.context.lookup(dict.get(K.descriptor)) instanceof PDFDict)) return null;
  const descriptor = doc.context.lookup(dict.get(K.descriptor)) as PDFDict;
  const fontName = plainName(doc.context.lookup(descriptor.get(K.fontName)));
  const baseFont = plainName(doc.context.lookup(dict.get(K.baseFont)));
  if (fontName === null || baseFont === null || fontName === '') return null;
  if (fontName === undefined) return baseFont ?? null;
  if (baseFont === undefined || baseFont === fontName) return fontName;
  // Names that differ: pdf.js keeps FontName unless BaseFont extends it or only BaseFont is a font it knows.
  return baseFont.startsWith(fontName) ? baseFont : null;
}

/** A page's resources, its own or inherited through its parents (pdf.js's getInheritableProperty). */
export function inheritedResources(doc: PDFDocument, page: PDFDict): PDFDict | null {
  let node: PDFDict | undefined = page;
  for (let depth = 0; node && depth < MAX_PAGE_TREE_DEPTH; depth++) {
    const res = doc.context.lookup(node.get(K.resources));
    if (res instanceof PDFDict) return res;
    if (res !== undefined) return null;
    const parent: PDFObject | undefined = doc.context.lookup(node.get(K.parent));
    node = parent instanceof PDFDict ? parent : undefined;
  }
  return null;
}

/** Every font of `res` and of the forms it draws, once each. */
function walkResources(doc: PDFDocument, res: PDFDict, depth: number, seen: Set<string>, out: PageFont[]): void {
  const fonts = doc.context.lookup(res.get(K.font));
  if (fonts instanceof PDFDict) {
    for (const [, raw] of fonts.entries()) {
      if (out.length + seen.size > MAX_ENTRIES) throw new TooMany();
      const key = raw instanceof PDFRef ? raw.toString() : null;
      if (key && seen.has(key)) continue;
      if (key) seen.add(key);
      const dict = doc.context.lookup(raw);
      const name = key && dict instanceof PDFDict ? pdfjsFontName(doc, dict) : null;
      out.push({ key: key ?? `direct ${out.length}`, name });
    }
  }
  const forms = doc.context.lookup(res.get(K.xobject));
  if (!(forms instanceof PDFDict)) return;
  // Fonts in forms nested deeper would be missing from the list: the page is left to pdf.js.
  if (depth >= MAX_FORM_DEPTH && forms.entries().length) throw new TooMany();
  for (const [, raw] of forms.entries()) {
    if (out.length + seen.size > MAX_ENTRIES) throw new TooMany();
    const key = raw instanceof PDFRef ? `form ${raw.toString()}` : null;
    if (key && seen.has(key)) continue;
    if (key) seen.add(key);
    const form = doc.context.lookup(raw);
    if (!(form instanceof PDFStream) || plainName(form.dict.get(K.subtype)) !== 'Form') continue;
    const own = doc.context.lookup(form.dict.get(K.resources));
    if (own instanceof PDFDict) walkResources(doc, own, depth + 1, seen, out);
  }
}

/**
 * The fonts of a page (its resources, inherited or its own, and those of every form it may draw), or null
 * where the page's resources cannot be read plainly.
 */
export function readPageFonts(doc: PDFDocument, pageRef: PDFRef): PageFont[] | null {
  try {
    const page = doc.context.lookup(pageRef);
    if (!(page instanceof PDFDict)) return null;
    const res = inheritedResources(doc, page);
    if (!res) return null;
    const out: PageFont[] = [];
    walkResources(doc, res, 0, new Set(), out);
    return out;
  } catch {
    return null;
  }
}

/**
 * A reader by pdf.js page number of what `read` finds on a page object of pdf-lib's page tree, read on first use; null
 * for every page when the two page trees disagree (pdf.js is then asked).
 */
export function perPdfjsPage<T>(
  pages: readonly PDFRef[],
  pdfjsPages: number,
  read: (page: PDFRef) => T | null,
): (page: number) => T | null {
  if (pages.length !== pdfjsPages) return () => null;
  return (n) => (n >= 1 && n <= pages.length ? read(pages[n - 1]!) : null);
}

/** Per pdf.js page number, its fonts, read on first use; null for every page when the page trees disagree. */
export const pageFontsReader = (doc: PDFDocument, pages: readonly PDFRef[], pdfjsPages: number) =>
  perPdfjsPage(pages, pdfjsPages, (ref) => readPageFonts(doc, ref));
