/**
 * opendataloader-pdf's JSON output read into the shapes the scoreboard scores: its headings as sections and
 * its tables as the model's `Table` (tools/eval/cells.ts ReadTable). The mapping gives it what its output
 * says and no more (test/golden/README.md, "Another extractor on the same truth"):
 * - a table's cells placed by their row and column numbers, a spanning cell repeated in what it covers;
 * - its header: the leading rows whose cells it marks as header cells (TH), folded into one as the truth's
 *   are; where it marks none, its first row, as its Markdown output prints it;
 * - tables it links as one (previous/next table id, a table continued over pages) joined, a first row that
 *   repeats the header dropped;
 * - a table's label ("Table 3") from the caption it links to the table, else from the text just before or
 *   after the table on its page, when that text holds a caption-like label;
 * - a table's section: the last heading before it.
 */
import { readFileSync } from 'node:fs';
import { plain } from '../eval/normalize.js';
import type { ReadDoc, ReadTable } from '../eval/cells.js';
import { foldHeader } from '../eval/teds.js';

/** One element of its JSON: the fields read here (it writes many more). */
export interface OdlNode {
  type?: string;
  id?: number;
  content?: string;
  'page number'?: number;
  kids?: OdlNode[];
  'list items'?: OdlNode[];
  rows?: { cells?: OdlNode[] }[];
  'number of columns'?: number;
  'next table id'?: number;
  'previous table id'?: number;
  'linked content id'?: number;
  'row number'?: number;
  'column number'?: number;
  'row span'?: number;
  'column span'?: number;
  pdfua_tag?: string;
  is_header?: boolean;
}

export interface OdlHeading {
  text: string;
  number: string | null;
  title: string;
  page: number;
}

/** "Table 3", "Table 4-1", "Table A.1", "TABLE II": never the front of a longer number ("Table 4" of "Table 4.4"). */
const LABEL = String.raw`(Table|TABLE)\s+([A-Z]?\d+(?:[.\-–—][A-Z0-9]+)*|[IVXL]+|[A-Z](?:[.\-–—]\d+)+)(?![.\-–—]?[A-Za-z0-9])`;
/**
 * A label that opens a caption: at the start of the text (after a printed line number, where the document
 * numbers its lines), or after a sentence when a separator or the end of the text follows it.
 */
const CAPTION = new RegExp(String.raw`^\s*(?:\d+\s+)?${LABEL}\b|[.:]\s+${LABEL}(?=\s*[:.—–-]|\s*$)`, 'g');

/** The caption label in `text` ("Table 4-1"): its first one, or its last (the text before a table). */
export function captionLabel(text: string, which: 'first' | 'last'): string | null {
  const found = [...plain(text).matchAll(CAPTION)].map((m) => `${m[1] ?? m[3]} ${m[2] ?? m[4]}`);
  return (which === 'first' ? found[0] : found[found.length - 1]) ?? null;
}

const NUMBERED =
  /^((?:annex|appendix|chapter|part)\s+[A-Z0-9]+(?:\.\d+)*[.:]?|[A-Z]?\d+(?:\.\d+)*\.?|[A-Z](?:\.\d+)+\.?)\s+(.+)$/i;

/** A heading's text split into its number and title ("8.2 PDF Declarations …", "Appendix A: Title"). */
export function splitHeading(text: string): { number: string | null; title: string } {
  const t = plain(text);
  const m = NUMBERED.exec(t) ?? /^([IVX]+\.)\s+(.+)$/.exec(t);
  if (!m) return { number: null, title: t };
  return { number: m[1]!.replace(/[:]$/, ''), title: m[2]!.replace(/^[-–—:]\s*/, '') };
}

/** Every text of a node and what it holds, in order, one space between. */
function textOf(node: OdlNode): string {
  const parts: string[] = [];
  const walk = (n: OdlNode) => {
    if (n.content) parts.push(n.content);
    for (const k of n.kids ?? []) walk(k);
    for (const k of n['list items'] ?? []) walk(k);
    for (const r of n.rows ?? []) for (const c of r.cells ?? []) walk(c);
  };
  walk(node);
  return plain(parts.join(' '));
}

const isHeaderCell = (c: OdlNode) => c.is_header === true || c.pdfua_tag === 'TH';

/** A table's cells on a full grid, a spanning cell repeated; and which rows are header rows throughout. */
function grid(table: OdlNode): { cells: string[][]; header: boolean[] } {
  const cells: string[][] = [];
  const header: boolean[] = [];
  const width = table['number of columns'] ?? 0;
  for (const row of table.rows ?? []) {
    for (const c of row.cells ?? []) {
      const r0 = (c['row number'] ?? 1) - 1;
      const c0 = (c['column number'] ?? 1) - 1;
      const text = textOf(c);
      for (let r = r0; r < r0 + (c['row span'] ?? 1); r++) {
        cells[r] ??= Array<string>(width).fill('');
        header[r] = (header[r] ?? true) && isHeaderCell(c);
        for (let k = c0; k < c0 + (c['column span'] ?? 1); k++) cells[r]![k] = text;
      }
    }
  }
  return { cells: Array.from(cells, (r) => r ?? Array<string>(width).fill('')), header };
}

/** The elements in reading order, tables and headings inside table cells left in their table. */
function flatten(root: OdlNode): OdlNode[] {
  const out: OdlNode[] = [];
  const walk = (n: OdlNode) => {
    out.push(n);
    if (n.type === 'table') return;
    for (const k of n.kids ?? []) walk(k);
    for (const k of n['list items'] ?? []) walk(k);
  };
  for (const k of root.kids ?? []) walk(k);
  return out;
}

/**
 * The label of each table: from the caption it links to the table first, then from the text just before or
 * after it on its page; a text labels one table only.
 */
function labels(order: readonly OdlNode[], captions: ReadonlyMap<number, OdlNode>): Map<OdlNode, string> {
  const out = new Map<OdlNode, string>();
  const used = new Set<OdlNode>();
  const take = (t: OdlNode, n: OdlNode | undefined, which: 'first' | 'last', linked = false) => {
    if (!n?.content || used.has(n) || (!linked && n['page number'] !== t['page number'])) return false;
    const label = captionLabel(n.content, which);
    if (label === null) return false;
    out.set(t, label);
    used.add(n);
    return true;
  };
  const tables = order.flatMap((n, at) => (n.type === 'table' ? [{ t: n, at }] : []));
  for (const { t } of tables) if (t.id !== undefined) take(t, captions.get(t.id), 'first', true);
  for (const { t, at } of tables) {
    if (!out.has(t) && !take(t, order[at - 1], 'last')) take(t, order[at + 1], 'first');
  }
  return out;
}

/** One table from a chain of linked tables: rows joined, a continuation's repeated header row dropped. */
function joined(chain: readonly OdlNode[]): Pick<ReadTable, 'headers' | 'rows' | 'page' | 'pageEnd'> {
  const first = grid(chain[0]!);
  let heads = first.header.findIndex((h) => !h);
  // No row marked: its first row, as its Markdown prints it. Every row marked: the first heads the rest.
  if (heads < 0 || heads === first.cells.length) heads = first.cells.length > 1 ? 1 : 0;
  else if (heads === 0 && first.cells.length > 1) heads = 1;
  const headers = foldHeader(first.cells.slice(0, heads))[0] ?? [];
  const rows = first.cells.slice(heads);
  const same = (a: readonly string[], b: readonly string[]) => a.join('\u0000') === b.join('\u0000');
  for (const next of chain.slice(1)) {
    const g = grid(next).cells;
    rows.push(...(g[0] && first.cells[0] && same(g[0], first.cells[0]) ? g.slice(1) : g));
  }
  const pages = chain.map((t) => t['page number'] ?? 0);
  return { headers, rows, page: pages[0]!, pageEnd: Math.max(...pages) };
}

/** Its headings and its tables, read from one JSON file it wrote. */
export function readOdl(root: OdlNode): { doc: ReadDoc; headings: OdlHeading[] } {
  const order = flatten(root);
  const tablesById = new Map(order.flatMap((n) => (n.type === 'table' && n.id !== undefined ? [[n.id, n]] : [])));
  const captions = new Map(
    order.flatMap((n) =>
      n.type === 'caption' && n['linked content id'] !== undefined ? [[n['linked content id'], n]] : [],
    ),
  );
  const labelled = labels(order, captions);
  const headings: OdlHeading[] = [];
  const tables: ReadTable[] = [];
  order.forEach((n) => {
    if (n.type === 'heading' && n.content) {
      headings.push({ text: plain(n.content), ...splitHeading(n.content), page: n['page number'] ?? 0 });
    }
    const previous = n['previous table id'];
    if (n.type !== 'table' || (previous !== undefined && tablesById.has(previous))) return;
    const chain = [n];
    for (let next = n['next table id']; next !== undefined && tablesById.has(next);) {
      const t = tablesById.get(next)!;
      if (chain.includes(t)) break;
      chain.push(t);
      next = t['next table id'];
    }
    const number = labelled.get(n) ?? null;
    const section = headings.length ? String(headings.length - 1) : null;
    tables.push({ number, caption: '', ...joined(chain), section });
  });
  const sections = headings.map((h, i) => ({ id: String(i), number: h.number, title: h.title }));
  return { doc: { tables, sections }, headings };
}

export function readOdlFile(path: string): { doc: ReadDoc; headings: OdlHeading[] } {
  const json = JSON.parse(readFileSync(path, 'utf8')) as OdlNode;
  if (!Array.isArray(json.kids)) throw new Error(`${path}: not opendataloader-pdf JSON (no "kids")`);
  return readOdl(json);
}
