/**
 * pdf.js finds page n by walking the page tree from the root, and in a node
 * it visits it pushes every kid and then skips them one by one (Catalog
 * getPageDict). A file whose page tree is one node with all its pages as kids
 * (common: pdfkit, many converters) therefore costs O(pages) per page and
 * O(pages²) per compile: 20,000 pages took five minutes.
 *
 * The bytes handed to pdf.js get an incremental update (7.5.6) that gives the
 * root page tree node a balanced set of intermediate nodes, FANOUT kids each,
 * over the same pages in the same order. Nothing else changes: every page
 * object keeps its /Parent (so inherited attributes resolve as before), page
 * labels and destinations still name the same page objects. Because a page's
 * /Parent may no longer list it, pdf.js's getPageIndex cannot be used on the
 * patched bytes; the compiler resolves page references with the page tree
 * read by pdf-lib instead (raw-doc.ts). The file on disk and its hash are
 * untouched.
 *
 * The same rewrite mends a page tree whose /Count entries are wrong: pdf.js
 * believes /Count, so a root claiming one page of three would lose two pages
 * without a word. The new nodes carry the counts of the pages actually there.
 * A page object the tree lists again is left out of it: pdf.js would read it
 * once per listing (100,000 times for one hostile root).
 */
import { PDFDict, PDFName, PDFRef } from 'pdf-lib';
import type { RawDoc } from './raw-doc.js';

/** Kids per node of the added tree; a page costs at most FANOUT steps per level. */
export const FANOUT = 32;
/** Nodes with more kids than this make the file worth patching. */
export const WIDE_NODE = 128;

const STARTXREF = /startxref\s+(\d+)\s+%%EOF\s*$/;
const MAX_OBJECT_NUMBER = 8_388_607;
const OBJECT_HEADER = /(?:^|[^0-9])(\d{1,10})\s+\d{1,5}\s+obj\b/g;
const SIZE_ENTRY = /\/Size\s+(\d{1,10})/g;

/**
 * A number no object of the file uses. pdf-lib's largest number leaves out the
 * object streams and cross-reference streams it has unpacked (xml2rfc's
 * WeasyPrint files number them last), so the file's own /Size entries and
 * object headers are counted too: reusing a number would replace an object
 * stream with a page tree node, and pdf.js would then find no /Root at all.
 */
function firstFreeObjectNumber(bytes: Uint8Array, largestKnown: number): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let next = largestKnown + 1;
  // Numbers past the format's own limit (Annex C: 8,388,607) are not objects: a stray match in a stream.
  const usable = (n: number) => (n <= MAX_OBJECT_NUMBER ? n : 0);
  for (const m of text.matchAll(OBJECT_HEADER)) next = Math.max(next, usable(Number(m[1])) + 1);
  for (const m of text.matchAll(SIZE_ENTRY)) next = Math.max(next, usable(Number(m[1])));
  return next;
}

/**
 * The bytes to open with pdf.js: `bytes` itself when the page tree is already
 * narrow and counts right, or could not be read cleanly (pdf.js then reports the damage in its
 * own words), else `bytes` plus an update with a balanced page tree.
 */
export function withBalancedPageTree(bytes: Uint8Array, raw: RawDoc): Uint8Array {
  const { pages, doc } = raw;
  const worthIt = pages.widest > WIDE_NODE || pages.miscounted > 0 || pages.repeats > 0;
  if (!worthIt || pages.problems.length || !pages.refs.length) return bytes;
  const rootRef = doc.catalog.get(PDFName.of('Pages'));
  const root = doc.context.lookup(rootRef);
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  const prev = STARTXREF.exec(tail);
  const { Root, Info, ID, Encrypt } = doc.context.trailerInfo;
  if (!(rootRef instanceof PDFRef) || !(root instanceof PDFDict) || !prev || !Root) return bytes;

  const objects: Array<{ num: number; gen: number; body: string }> = [];
  interface Node {
    num: number;
    kids: string[];
    count: number;
    parent: string;
  }
  const nodes: Node[] = [];
  let next = firstFreeObjectNumber(bytes, doc.context.largestObjectNumber);
  let level: Array<{ ref: string; count: number; node?: Node }> = pages.refs.map((r) => ({
    ref: r.toString(),
    count: 1,
  }));
  while (level.length > FANOUT) {
    const up: typeof level = [];
    for (let i = 0; i < level.length; i += FANOUT) {
      const group = level.slice(i, i + FANOUT);
      const node: Node = {
        num: next++,
        kids: group.map((g) => g.ref),
        count: group.reduce((n, g) => n + g.count, 0),
        parent: '',
      };
      for (const g of group) if (g.node) g.node.parent = `${node.num} 0 R`;
      nodes.push(node);
      up.push({ ref: `${node.num} 0 R`, count: node.count, node });
    }
    level = up;
  }
  for (const g of level) if (g.node) g.node.parent = rootRef.toString();
  for (const n of nodes) {
    objects.push({
      num: n.num,
      gen: 0,
      body: `<< /Type /Pages /Parent ${n.parent} /Kids [${n.kids.join(' ')}] /Count ${n.count} >>`,
    });
  }
  // The root keeps its own entries (inheritable attributes), with the new kids and the true count.
  const keep = root
    .entries()
    .filter(([k]) => k.asString() !== '/Kids' && k.asString() !== '/Count')
    .map(([k, v]) => `${k.asString()} ${v.toString()}`);
  objects.push({
    num: rootRef.objectNumber,
    gen: rootRef.generationNumber,
    body: `<< ${keep.join(' ')} /Kids [${level.map((g) => g.ref).join(' ')}] /Count ${pages.refs.length} >>`,
  });

  const parts: string[] = ['\n'];
  let at = bytes.length + 1;
  const xref: string[] = ['xref\n'];
  for (const o of objects.sort((a, b) => a.num - b.num)) {
    const text = `${o.num} ${o.gen} obj\n${o.body}\nendobj\n`;
    xref.push(`${o.num} 1\n${String(at).padStart(10, '0')} ${String(o.gen).padStart(5, '0')} n \n`);
    parts.push(text);
    at += Buffer.byteLength(text, 'latin1');
  }
  const trailer = [`/Size ${next}`, `/Root ${Root.toString()}`, `/Prev ${prev[1]}`];
  if (Info) trailer.push(`/Info ${Info.toString()}`);
  if (ID) trailer.push(`/ID ${ID.toString()}`);
  if (Encrypt) trailer.push(`/Encrypt ${Encrypt.toString()}`);
  parts.push(...xref, `trailer\n<< ${trailer.join(' ')} >>\nstartxref\n${at}\n%%EOF\n`);
  const update = Buffer.from(parts.join(''), 'latin1');
  const out = new Uint8Array(bytes.length + update.length);
  out.set(bytes, 0);
  out.set(update, bytes.length);
  return out;
}
