/**
 * The text account: per page, where the characters pdf.js extracts went — into the model (a heading, body
 * text, a table's cells, a table's caption), set aside as furniture, left out with a diagnostic — and how many
 * went nowhere. The model is searched, not trusted: each page's characters are looked up, as a multiset, in
 * the elements that can hold them (those whose extent covers the page: from the page an element starts on to
 * the first later page a later element starts on, or a table's last page), each model character used once. A page whose
 * text is lost finds nothing there to match it, so the loss shows on that page (or, when an element spanning
 * two pages lends its surplus, on the next one): the account never says more was kept than the model holds.
 */
import type { Element, FurnitureKind, PageAccount, Table } from '../../model/types.js';
import { countable, histogram, subtract, total, type Histogram, type PageLedger } from './ledger.js';

type Kept = 'heading' | 'body' | 'table' | 'caption';
const KEPT: readonly Kept[] = ['heading', 'body', 'table', 'caption'];

interface Piece {
  kind: Kept;
  text: string;
}

/** The texts an element holds, each with where it counts. */
function piecesOf(el: Element, tables: readonly Table[]): Piece[] {
  const margin: Piece[] =
    'marginNumber' in el && el.marginNumber !== undefined ? [{ kind: 'body', text: String(el.marginNumber) }] : [];
  switch (el.type) {
    case 'heading':
      return [{ kind: 'heading', text: el.text }];
    case 'list':
      return [...margin, ...el.items.map((text) => ({ kind: 'body' as const, text }))];
    case 'note':
    case 'example':
      return [...margin, { kind: 'body', text: `${el.label} ${el.text}` }];
    case 'table': {
      const t = tables[el.table];
      if (!t) return [];
      return [
        { kind: 'caption', text: `${t.number ?? ''} ${t.caption}` },
        ...[t.headers, ...t.rows, t.notes].flatMap((cells) => cells.map((text) => ({ kind: 'table' as const, text }))),
      ];
    }
    default:
      return [...margin, { kind: 'body', text: el.text }];
  }
}

interface Bucket {
  /** Last page whose characters this bucket may account for. */
  end: number;
  kind: Kept;
  n: number;
}

/** Model characters not yet used, per character: the buckets of the elements that hold them. */
class Pool {
  private readonly byChar = new Map<string, Bucket[]>();

  add(pieces: readonly Piece[], end: number): void {
    for (const p of pieces)
      for (const ch of countable(p.text)) {
        const list = this.byChar.get(ch) ?? [];
        const last = list[list.length - 1];
        if (last && last.end === end && last.kind === p.kind) last.n++;
        else list.push({ end, kind: p.kind, n: 1 });
        if (list.length === 1) this.byChar.set(ch, list);
      }
  }

  /** Takes up to `need` of `ch` for page `page`, the buckets that end soonest first; tallies by kind. */
  take(ch: string, need: number, page: number, tally: Partial<Record<Kept, number>>): number {
    const list = this.byChar.get(ch);
    if (!list) return 0;
    const live = list.filter((b) => b.end >= page && b.n > 0).sort((a, b) => a.end - b.end);
    let got = 0;
    for (const b of live) {
      if (got >= need) break;
      const t = Math.min(b.n, need - got);
      b.n -= t;
      got += t;
      tally[b.kind] = (tally[b.kind] ?? 0) + t;
    }
    const rest = live.filter((b) => b.n > 0);
    if (rest.length) this.byChar.set(ch, rest);
    else this.byChar.delete(ch);
    return got;
  }
}

/** Each element with its first page and the last page its text may run onto. */
interface Span {
  el: Element;
  start: number;
  end: number;
}

function extents(elements: readonly Element[], tables: readonly Table[]): Span[] {
  return elements.map((el, i) => {
    // To the first later page a later element starts on: a footnote placed after the paragraph it interrupts (on
    // that paragraph's first page) does not end a paragraph that runs over the page break. The last element may run
    // to the end of the document (a glossary list over its last pages).
    let k = i + 1;
    while (k < elements.length && elements[k]!.page <= el.page) k++;
    const next = elements[k]?.page ?? Number.MAX_SAFE_INTEGER;
    const own = el.type === 'table' ? (tables[el.table]?.pageEnd ?? el.page) : el.page;
    return { el, start: el.page, end: Math.max(el.page, own, next) };
  });
}

/**
 * What a table continued from an earlier page prints again on this one: its caption ("Table 4 (continued)"),
 * header row and notes, which the model keeps once.
 */
function printedAgain(open: readonly Span[], page: number, tables: readonly Table[]): Histogram {
  const again: string[] = [];
  for (const s of open) {
    const t = s.el.type === 'table' && s.start < page && s.end >= page ? tables[s.el.table] : undefined;
    if (t) again.push(t.number ?? '', t.caption, 'continued', ...t.headers, ...t.notes);
  }
  return histogram(again);
}

function setAsideCounts(
  residual: Histogram,
  groups: Partial<Record<string, string[]>>,
): Record<string, number> | undefined {
  let out: Record<string, number> | undefined;
  for (const [kind, texts] of Object.entries(groups)) {
    const n = texts ? subtract(residual, histogram(texts)) : 0;
    if (n) (out ??= {})[kind] = n;
  }
  return out;
}

export function accountPages(
  ledger: readonly PageLedger[],
  elements: readonly Element[],
  tables: readonly Table[],
): PageAccount[] {
  const spans = extents(elements, tables).sort((a, b) => a.start - b.start);
  const pool = new Pool();
  let next = 0;
  let openTables: Span[] = [];
  return ledger.map((entry, i) => {
    const page = i + 1;
    while (next < spans.length && spans[next]!.start <= page) {
      const s = spans[next++]!;
      pool.add(piecesOf(s.el, tables), s.end);
      if (s.el.type === 'table') openTables.push(s);
    }
    openTables = openTables.filter((s) => s.end >= page);
    const residual = histogram([entry.text]);
    const text = total(residual);
    let furniture = setAsideCounts(residual, entry.furniture) as PageAccount['furniture'];
    const dropped = setAsideCounts(residual, entry.dropped);
    const kept: Partial<Record<Kept, number>> = {};
    for (const [ch, need] of residual) if (need > 0) residual.set(ch, need - pool.take(ch, need, page, kept));
    const repeat = subtract(residual, printedAgain(openTables, page, tables));
    const unaccounted = total(residual);
    // Added to the repeats the extractor already set aside on this page (a line printed twice), never over them.
    if (repeat) furniture = { ...furniture, repeat: (furniture?.repeat ?? 0) + repeat };
    const found = Object.fromEntries(KEPT.flatMap((k) => (kept[k] ? [[k, kept[k]]] : [])));
    return {
      page,
      text,
      ...found,
      ...(furniture ? { furniture: furniture as Partial<Record<FurnitureKind, number>> } : {}),
      ...(dropped ? { dropped } : {}),
      ...(unaccounted ? { unaccounted } : {}),
      ...(entry.contentError ? { contentError: entry.contentError } : {}),
    };
  });
}
