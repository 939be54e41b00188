/**
 * A page's link annotations read with pdf-lib, so pdf.js need not be asked for
 * them. Asked for display, pdf.js extracts the text under every link (its
 * `overlaidText`, unused here: links.ts reads the text from the page's own
 * runs) — a second text pass over the page; asked for print, it lists only
 * links whose flags say Print, which LaTeX, html2ps and InDesign never set
 * (link-intent.ts). Here each link's rectangle and destination are read the
 * way pdf.js reads them for display (Annotation, LinkAnnotation and
 * Catalog.parseDestDictionary in pdf.js 5): the /Annots of the page itself,
 * links not flagged NoView, the rectangle normalized, /A before /Dest before
 * /AA (/D, then /U), a GoTo action's /D, a named destination or an explicit
 * one `[page /XYZ …]` checked as pdf.js checks it. A page where pdf.js might
 * see something else — inherited /Annots, a destination name that is not
 * plain ASCII, a link whose destination would come from its structure element
 * (/SE) — is not read here (null), and pdf.js reads its links as before.
 */
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFNull, PDFNumber, PDFRef, PDFString } from 'pdf-lib';
import type { PDFDocument } from 'pdf-lib';

/** A link annotation as pdf.js lists it for display (the fields links.ts reads). */
export interface PlainLink {
  subtype: 'Link';
  rect: number[];
  dest?: unknown;
  /** Set for a link that leaves the document (a URI, another file): links.ts skips it. */
  url?: string;
}

const K = {
  Annots: PDFName.of('Annots'),
  Parent: PDFName.of('Parent'),
  Subtype: PDFName.of('Subtype'),
  F: PDFName.of('F'),
  Rect: PDFName.of('Rect'),
  A: PDFName.of('A'),
  AA: PDFName.of('AA'),
  Dest: PDFName.of('Dest'),
  D: PDFName.of('D'),
  U: PDFName.of('U'),
  S: PDFName.of('S'),
  SE: PDFName.of('SE'),
  URI: PDFName.of('URI'),
};
const LINK = PDFName.of('Link');
const NOVIEW = 0x20;

/** Thrown when pdf.js might read a link differently: the page keeps pdf.js's reading. */
class NotPlain extends Error {}

/** A name or string destination as pdf.js hands it over, when it is plain printable ASCII. */
function asciiText(bytes: Uint8Array): string {
  if (!bytes.length) throw new NotPlain();
  let s = '';
  for (const b of bytes) {
    if (b < 0x20 || b > 0x7e) throw new NotPlain();
    s += String.fromCharCode(b);
  }
  return s;
}

/** pdf.js's isValidExplicitDest, on the raw array (its items unresolved, as pdf.js leaves them). */
function explicitDest(arr: PDFArray): unknown[] | undefined {
  const items = arr.asArray();
  if (items.length < 2) return undefined;
  const [page, zoom, ...args] = items;
  let first: unknown;
  if (page instanceof PDFRef) first = { num: page.objectNumber, gen: page.generationNumber };
  else if (page instanceof PDFNumber && Number.isInteger(page.asNumber())) first = page.asNumber();
  else return undefined;
  if (!(zoom instanceof PDFName)) return undefined;
  const kind = asciiText(zoom.asBytes());
  let allowNull = true;
  switch (kind) {
    case 'XYZ':
      if (args.length < 2 || args.length > 3) return undefined;
      break;
    case 'Fit':
    case 'FitB':
      if (args.length !== 0) return undefined;
      break;
    case 'FitH':
    case 'FitBH':
    case 'FitV':
    case 'FitBV':
      if (args.length > 1) return undefined;
      break;
    case 'FitR':
      if (args.length !== 4) return undefined;
      allowNull = false;
      break;
    default:
      return undefined;
  }
  const rest: (number | null)[] = [];
  for (const a of args) {
    if (a instanceof PDFNumber) rest.push(a.asNumber());
    else if (allowNull && a === PDFNull) rest.push(null);
    else return undefined;
  }
  return [first, { name: kind }, ...rest];
}

/** Catalog.parseDestDictionary, for what links.ts reads: the destination, or that the link goes elsewhere. */
function readTarget(doc: PDFDocument, link: PDFDict): { dest?: unknown; url?: string } {
  const ctx = doc.context;
  let action = ctx.lookup(link.get(K.A));
  let dest: unknown;
  if (!(action instanceof PDFDict)) {
    if (link.has(K.Dest)) action = ctx.lookup(link.get(K.Dest));
    else {
      action = ctx.lookup(link.get(K.AA));
      if (action instanceof PDFDict) {
        if (action.has(K.D)) action = ctx.lookup(action.get(K.D));
        else if (action.has(K.U)) action = ctx.lookup(action.get(K.U));
      }
    }
  }
  if (action instanceof PDFDict) {
    const type = ctx.lookup(action.get(K.S));
    if (!(type instanceof PDFName)) return {};
    const name = type.decodeText();
    // Every other action leaves the document or goes to no place in it (links.ts skips it);
    // a URI one is marked as pdf.js marks it.
    if (name === 'URI') {
      const uri = ctx.lookup(action.get(K.URI));
      const isUrl = uri instanceof PDFString || uri instanceof PDFHexString || uri instanceof PDFName;
      return isUrl ? { url: uri instanceof PDFName ? `/${uri.decodeText()}` : uri.decodeText() } : {};
    }
    if (name !== 'GoTo') return {};
    dest = ctx.lookup(action.get(K.D));
  } else if (link.has(K.Dest)) {
    dest = ctx.lookup(link.get(K.Dest));
  }
  if (dest === undefined || dest === PDFNull) {
    // pdf.js would look for a destination in the structure element.
    if (link.get(K.SE) instanceof PDFRef) throw new NotPlain();
    return {};
  }
  if (dest instanceof PDFName) return { dest: asciiText(dest.asBytes()) };
  if (dest instanceof PDFString || dest instanceof PDFHexString) {
    const bytes = dest.asBytes();
    if (!bytes.length) {
      if (link.get(K.SE) instanceof PDFRef) throw new NotPlain();
      return {};
    }
    return { dest: asciiText(bytes) };
  }
  if (dest instanceof PDFArray) {
    const d = explicitDest(dest);
    if (d) return { dest: d };
  }
  if (link.get(K.SE) instanceof PDFRef) throw new NotPlain();
  return {};
}

function readRect(doc: PDFDocument, link: PDFDict): number[] {
  const rect = doc.context.lookup(link.get(K.Rect));
  if (!(rect instanceof PDFArray) || rect.size() !== 4) return [0, 0, 0, 0];
  const v: number[] = [];
  for (let i = 0; i < 4; i++) {
    const n = doc.context.lookup(rect.get(i));
    if (!(n instanceof PDFNumber)) return [0, 0, 0, 0];
    v.push(n.asNumber());
  }
  // Util.normalizeRect
  return [Math.min(v[0]!, v[2]!), Math.min(v[1]!, v[3]!), Math.max(v[0]!, v[2]!), Math.max(v[1]!, v[3]!)];
}

function readPage(doc: PDFDocument, ref: PDFRef): PlainLink[] | null {
  const ctx = doc.context;
  const page = ctx.lookup(ref);
  if (!(page instanceof PDFDict)) return null;
  const annots = ctx.lookup(page.get(K.Annots));
  if (annots === undefined) {
    // Inherited from a page tree node (pdf.js looks there too): not read here.
    for (let node = ctx.lookup(page.get(K.Parent)), hops = 0; node instanceof PDFDict && hops < 64; hops++) {
      if (node.get(K.Annots) !== undefined) return null;
      node = ctx.lookup(node.get(K.Parent));
    }
    return [];
  }
  if (!(annots instanceof PDFArray)) return annots === PDFNull ? [] : null;
  const out: PlainLink[] = [];
  for (const item of annots.asArray()) {
    const annot = ctx.lookup(item);
    if (!(annot instanceof PDFDict)) continue; // pdf.js skips it too
    if (ctx.lookup(annot.get(K.Subtype)) !== LINK) continue; // only links are read (links.ts)
    const f = ctx.lookup(annot.get(K.F));
    const flags = f instanceof PDFNumber && Number.isInteger(f.asNumber()) && f.asNumber() > 0 ? f.asNumber() : 0;
    if (flags & NOVIEW) continue; // not listed for display
    out.push({ subtype: 'Link', rect: readRect(doc, annot), ...readTarget(doc, annot) });
  }
  return out;
}

/**
 * For each page (index = page number − 1), its link annotations as pdf.js
 * would list them for display, or null where pdf.js is to read them.
 * `pdfjsPages` is pdf.js's page count: when it differs from the page tree
 * pdf-lib walked, page numbers may not line up and pdf.js reads every page.
 */
export function plainLinkPages(doc: PDFDocument, pages: readonly PDFRef[], pdfjsPages: number): (PlainLink[] | null)[] {
  if (pages.length !== pdfjsPages) return new Array<PlainLink[] | null>(pdfjsPages).fill(null);
  return pages.map((ref) => {
    try {
      return readPage(doc, ref);
    } catch {
      return null;
    }
  });
}
