/**
 * Which pages' links pdf.js can hand over without reading the page's text a
 * second time. pdf.js 5 answers getAnnotations() for display by extracting the
 * text under every link annotation (its `overlaidText`, which pdfspec does not
 * use: links.ts reads the text from the page's own runs) — a second text pass
 * over each page with links, as long as the first. Asked for print, it skips
 * that pass, but lists only printable annotations. So a page is read for print
 * only when, for each of its link annotations, being listed for display and
 * being listed for print are the same: its flags (12.5.3) are set, include
 * Print, and include neither Hidden nor NoView (pdf.js: Annotation.viewable
 * and .printable; a link's Invisible flag is cleared). Anything else — no
 * flags (LaTeX's hyperref writes none), a link hidden or not viewed, an
 * /Annots the page inherits, a page tree pdf.js may number differently — keeps
 * the display read, so the links found are the same either way.
 */
import { PDFArray, PDFDict, PDFName, PDFNumber, type PDFDocument, type PDFRef } from 'pdf-lib';
import { MAX_PAGE_TREE_DEPTH } from './raw-doc.js';

const K_ANNOTS = PDFName.of('Annots');
const K_PARENT = PDFName.of('Parent');
const K_SUBTYPE = PDFName.of('Subtype');
const K_F = PDFName.of('F');
const LINK = PDFName.of('Link');

const PRINT = 0x04;
const HIDDEN = 0x02;
const NOVIEW = 0x20;

/** A link annotation that pdf.js lists both for display and for print. */
function listedEitherWay(flags: unknown): boolean {
  if (!(flags instanceof PDFNumber)) return false;
  const f = flags.asNumber();
  return Number.isInteger(f) && f > 0 && (f & PRINT) !== 0 && (f & (HIDDEN | NOVIEW)) === 0;
}

function pageIsSafe(doc: PDFDocument, ref: PDFRef): boolean {
  const ctx = doc.context;
  const page = ctx.lookup(ref);
  if (!(page instanceof PDFDict)) return false;
  const annots = ctx.lookup(page.get(K_ANNOTS));
  if (annots === undefined) {
    // Inherited from a page tree node (pdf.js looks there too): not judged here.
    for (
      let node = ctx.lookup(page.get(K_PARENT)), hops = 0;
      node instanceof PDFDict && hops < MAX_PAGE_TREE_DEPTH;
      hops++
    ) {
      if (node.get(K_ANNOTS) !== undefined) return false;
      node = ctx.lookup(node.get(K_PARENT));
    }
    return true;
  }
  if (!(annots instanceof PDFArray)) return false;
  for (const item of annots.asArray()) {
    const annot = ctx.lookup(item);
    if (!(annot instanceof PDFDict)) continue; // pdf.js skips it either way
    if (ctx.lookup(annot.get(K_SUBTYPE)) !== LINK) continue; // only links are read (links.ts)
    if (!listedEitherWay(ctx.lookup(annot.get(K_F)))) return false;
  }
  return true;
}

/**
 * For each page (index = page number − 1), whether its links may be read with
 * the print intent. `pdfjsPages` is pdf.js's page count: when it differs from
 * the page tree pdf-lib walked, page numbers may not line up and every page
 * keeps the display read.
 */
export function printIntentPages(doc: PDFDocument, pages: readonly PDFRef[], pdfjsPages: number): boolean[] {
  if (pages.length !== pdfjsPages) return new Array<boolean>(pdfjsPages).fill(false);
  return pages.map((ref) => {
    try {
      return pageIsSafe(doc, ref);
    } catch {
      return false;
    }
  });
}
