/**
 * The whole logical structure tree, read once in document order.
 *
 * pdfjs only offers per-page views of the tree (getStructTree), with no element
 * identity and no table attributes, so a paragraph or table that crosses a page
 * break cannot be put back together from them. pdf-lib gives raw object access:
 * we walk StructTreeRoot → K ourselves, resolve the RoleMap and keep, for each
 * marked-content reference, its physical page and MCID. Text comes from pdfjs
 * (see page-text.ts), joined to this tree by (page, MCID).
 */
import { PDFArray, PDFDict, type PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRef, PDFString } from 'pdf-lib';
import type { PDFObject } from 'pdf-lib';
import type { RawDoc } from './raw-doc.js';

/** A marked-content reference: content with this MCID in this page's content stream. */
export interface McRef {
  page: number;
  mcid: number;
}

export interface StructNode {
  /** Standard role after RoleMap resolution ("P", "H2", "TD" …). */
  role: string;
  /** Role as written in the file, when the RoleMap changed it. */
  rawRole?: string;
  kids: StructKid[];
  actualText?: string;
  /** A Figure's alternate description (/Alt); read only where the figure stands in a line of text. */
  alt?: string;
  colSpan?: number;
  rowSpan?: number;
}

export type StructKid = StructNode | McRef;

export function isMcRef(kid: StructKid): kid is McRef {
  return (kid as McRef).mcid !== undefined;
}

export interface StructTree {
  root: StructNode;
  /** Number of marked-content references in the tree; 0 means the tree is empty. */
  contentRefs: number;
  /** Objects pdf-lib could not parse and skipped (a damaged file). */
  damagedObjects: number;
  /** Elements nested deeper than MAX_STRUCT_DEPTH, not read (with everything below them). */
  tooDeep: number;
}

const N = (s: string) => PDFName.of(s);
const K_S = N('S'),
  K_K = N('K'),
  K_PG = N('Pg'),
  K_TYPE = N('Type'),
  K_MCID = N('MCID');
const K_A = N('A'),
  K_C = N('C'),
  K_ACTUAL = N('ActualText'),
  K_ALT = N('Alt'),
  K_STM = N('Stm');
/** The walk below recurses once per level; real trees nest under 20 levels. */
export const MAX_STRUCT_DEPTH = 256;

function nameOf(obj: PDFObject | undefined): string | null {
  return obj instanceof PDFName ? obj.decodeText() : null;
}

function textOf(obj: PDFObject | undefined): string | null {
  return obj instanceof PDFString || obj instanceof PDFHexString ? obj.decodeText() : null;
}

function readRoleMap(doc: PDFDocument, root: PDFDict): Map<string, string> {
  const map = new Map<string, string>();
  const rm = doc.context.lookup(root.get(N('RoleMap')));
  if (rm instanceof PDFDict) {
    for (const [key, value] of rm.entries()) {
      const target = nameOf(doc.context.lookup(value));
      if (target) map.set(key.decodeText(), target);
    }
  }
  return map;
}

function resolveRole(raw: string, roleMap: Map<string, string>): string {
  let role = raw;
  const seen = new Set<string>();
  while (roleMap.has(role) && !seen.has(role) && seen.size < 16) {
    seen.add(role);
    role = roleMap.get(role)!;
  }
  return role;
}

/** Attribute dictionaries from /A (dict, array, or array with revision numbers) and /C via the ClassMap. */
function attributeDicts(doc: PDFDocument, elem: PDFDict, classMap: PDFDict | null): PDFDict[] {
  const out: PDFDict[] = [];
  const add = (obj: PDFObject | undefined) => {
    const v = doc.context.lookup(obj);
    if (v instanceof PDFDict) out.push(v);
    else if (v instanceof PDFArray) for (const x of v.asArray()) add(x);
  };
  add(elem.get(K_A));
  if (classMap) {
    const c = doc.context.lookup(elem.get(K_C));
    const names = c instanceof PDFArray ? c.asArray() : c ? [c] : [];
    for (const n of names) {
      const name = nameOf(doc.context.lookup(n));
      if (name) add(classMap.get(N(name)));
    }
  }
  return out;
}

function spanOf(doc: PDFDocument, attrs: PDFDict[], key: string): number | undefined {
  for (const a of attrs) {
    const v = doc.context.lookup(a.get(N(key)));
    if (v instanceof PDFNumber) {
      const n = Math.trunc(v.asNumber());
      if (n > 1 && n < 1000) return n;
    }
  }
  return undefined;
}

/**
 * One walk of the tree: it counts what it keeps and what it cannot read, and remembers the elements it has been
 * through, because a damaged or hostile file may reach an element twice or loop.
 */
class TreeWalk {
  contentRefs = 0;
  tooDeep = 0;
  private readonly visited = new Set<PDFDict>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly pageIndex: Map<string, number>,
    private readonly roleMap: Map<string, string>,
    private readonly classMap: PDFDict | null,
  ) {}

  /** An element's /K: one kid or an array of them (either may be an indirect reference). */
  readKids(out: StructKid[], k: PDFObject | undefined, page: number | null, depth: number): void {
    const kLooked = k instanceof PDFRef ? this.doc.context.lookup(k) : k;
    if (kLooked instanceof PDFArray) for (const x of kLooked.asArray()) this.readKid(out, x, page, depth);
    else this.readKid(out, k, page, depth);
  }

  /** A /Pg names the page of everything below it, unless a kid names its own. */
  private pageOf(obj: PDFObject | undefined, inherited: number | null): number | null {
    if (obj instanceof PDFRef) return this.pageIndex.get(obj.toString()) ?? inherited;
    return inherited;
  }

  private readKid(out: StructKid[], raw: PDFObject | undefined, page: number | null, depth: number): void {
    if (raw === undefined) return;
    if (raw instanceof PDFNumber) {
      if (page !== null) this.keepContent(out, page, raw.asNumber());
      return;
    }
    const kid = this.doc.context.lookup(raw);
    if (!(kid instanceof PDFDict)) return;
    const type = nameOf(kid.get(K_TYPE));
    if (type === 'MCR') return this.readMarkedContentRef(out, kid, page);
    if (type === 'OBJR') return; // annotations (links, widgets) carry no text of their own
    const node = this.readElement(kid, page, depth + 1);
    if (node) out.push(node);
  }

  private keepContent(out: StructKid[], page: number, mcid: number): void {
    out.push({ page, mcid });
    this.contentRefs++;
  }

  private readMarkedContentRef(out: StructKid[], mcr: PDFDict, page: number | null): void {
    // Marked content inside a form XObject (Stm) is not reachable by (page, MCID); skipped.
    if (mcr.get(K_STM)) return;
    const p = this.pageOf(mcr.get(K_PG), page);
    const mcid = this.doc.context.lookup(mcr.get(K_MCID));
    if (p !== null && mcid instanceof PDFNumber) this.keepContent(out, p, mcid.asNumber());
  }

  private readElement(elem: PDFDict, inheritedPage: number | null, depth: number): StructNode | null {
    if (this.visited.has(elem)) return null;
    if (depth > MAX_STRUCT_DEPTH) {
      this.tooDeep++;
      return null;
    }
    this.visited.add(elem);
    const rawRole = nameOf(elem.get(K_S)) ?? '';
    const role = resolveRole(rawRole, this.roleMap);
    const node: StructNode = { role, kids: [] };
    if (role !== rawRole) node.rawRole = rawRole;
    const actual = textOf(this.doc.context.lookup(elem.get(K_ACTUAL)));
    if (actual !== null) node.actualText = actual;
    if (role === 'Figure') {
      const alt = textOf(this.doc.context.lookup(elem.get(K_ALT)));
      if (alt !== null && alt.trim() !== '') node.alt = alt.trim();
    }
    if (role === 'TD' || role === 'TH') this.readCellSpans(node, elem);
    this.readKids(node.kids, elem.get(K_K), this.pageOf(elem.get(K_PG), inheritedPage), depth);
    return node;
  }

  private readCellSpans(node: StructNode, elem: PDFDict): void {
    const attrs = attributeDicts(this.doc, elem, this.classMap);
    const cs = spanOf(this.doc, attrs, 'ColSpan');
    const rs = spanOf(this.doc, attrs, 'RowSpan');
    if (cs) node.colSpan = cs;
    if (rs) node.rowSpan = rs;
  }
}

export function readStructTree(raw: RawDoc): StructTree | null {
  const { doc, damagedObjects } = raw;
  if (doc.isEncrypted) throw new Error('the file is encrypted and pdf-lib cannot decrypt its objects');
  const treeRoot = doc.context.lookup(doc.catalog.get(N('StructTreeRoot')));
  if (!(treeRoot instanceof PDFDict)) return null;
  const cm = doc.context.lookup(treeRoot.get(N('ClassMap')));
  const walk = new TreeWalk(doc, raw.pages.index, readRoleMap(doc, treeRoot), cm instanceof PDFDict ? cm : null);
  const root: StructNode = { role: 'StructTreeRoot', kids: [] };
  walk.readKids(root.kids, treeRoot.get(K_K), null, 0);
  return { root, contentRefs: walk.contentRefs, damagedObjects, tooDeep: walk.tooDeep };
}
