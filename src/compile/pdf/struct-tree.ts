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

export function readStructTree(raw: RawDoc): StructTree | null {
  const { doc, damagedObjects } = raw;
  if (doc.isEncrypted) throw new Error('the file is encrypted and pdf-lib cannot decrypt its objects');
  const ctx = doc.context;
  const treeRoot = ctx.lookup(doc.catalog.get(N('StructTreeRoot')));
  if (!(treeRoot instanceof PDFDict)) return null;

  const pageIndex = raw.pages.index;
  const roleMap = readRoleMap(doc, treeRoot);
  const cm = ctx.lookup(treeRoot.get(N('ClassMap')));
  const classMap = cm instanceof PDFDict ? cm : null;
  const visited = new Set<PDFDict>();
  let contentRefs = 0;
  let tooDeep = 0;

  const pageOf = (obj: PDFObject | undefined, inherited: number | null): number | null => {
    if (obj instanceof PDFRef) return pageIndex.get(obj.toString()) ?? inherited;
    return inherited;
  };

  const addKid = (out: StructKid[], raw: PDFObject | undefined, page: number | null, depth: number) => {
    if (raw === undefined) return;
    if (raw instanceof PDFNumber) {
      if (page !== null) {
        out.push({ page, mcid: raw.asNumber() });
        contentRefs++;
      }
      return;
    }
    const kid = ctx.lookup(raw);
    if (!(kid instanceof PDFDict)) return;
    const type = nameOf(kid.get(K_TYPE));
    if (type === 'MCR') {
      // Marked content inside a form XObject (Stm) is not reachable by (page, MCID); skipped.
      if (kid.get(K_STM)) return;
      const p = pageOf(kid.get(K_PG), page);
      const mcid = ctx.lookup(kid.get(K_MCID));
      if (p !== null && mcid instanceof PDFNumber) {
        out.push({ page: p, mcid: mcid.asNumber() });
        contentRefs++;
      }
      return;
    }
    if (type === 'OBJR') return; // annotations (links, widgets) carry no text of their own
    const node = readElement(kid, page, depth + 1);
    if (node) out.push(node);
  };

  const readElement = (elem: PDFDict, inheritedPage: number | null, depth: number): StructNode | null => {
    if (visited.has(elem)) return null;
    if (depth > MAX_STRUCT_DEPTH) {
      tooDeep++;
      return null;
    }
    visited.add(elem);
    const rawRole = nameOf(elem.get(K_S)) ?? '';
    const role = resolveRole(rawRole, roleMap);
    const node: StructNode = { role, kids: [] };
    if (role !== rawRole) node.rawRole = rawRole;
    const actual = textOf(ctx.lookup(elem.get(K_ACTUAL)));
    if (actual !== null) node.actualText = actual;
    if (role === 'TD' || role === 'TH') {
      const attrs = attributeDicts(doc, elem, classMap);
      const cs = spanOf(doc, attrs, 'ColSpan');
      const rs = spanOf(doc, attrs, 'RowSpan');
      if (cs) node.colSpan = cs;
      if (rs) node.rowSpan = rs;
    }
    const page = pageOf(elem.get(K_PG), inheritedPage);
    const k = elem.get(K_K);
    const kLooked = k instanceof PDFRef ? ctx.lookup(k) : k;
    if (kLooked instanceof PDFArray) for (const x of kLooked.asArray()) addKid(node.kids, x, page, depth);
    else addKid(node.kids, k, page, depth);
    return node;
  };

  const root: StructNode = { role: 'StructTreeRoot', kids: [] };
  const k = treeRoot.get(K_K);
  const kLooked = k instanceof PDFRef ? ctx.lookup(k) : k;
  if (kLooked instanceof PDFArray) for (const x of kLooked.asArray()) addKid(root.kids, x, null, 0);
  else addKid(root.kids, k, null, 0);
  return { root, contentRefs, damagedObjects, tooDeep };
}
