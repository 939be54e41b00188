/**
 * One walk of the structure tree in reading order, across all pages, turning
 * elements into raw blocks (headings, paragraphs, lists, tables, code).
 *
 * The walk is deliberately generic: grouping elements (Document, Art, Sect,
 * Div, unknown roles) and paragraph-like ones behave the same — their direct
 * text and inline children form a paragraph, and any block-level child (the
 * ISO "Table wrapped in a P") ends that paragraph, is emitted, and a new one
 * starts after it. A footnote (Note) is one paragraph, read after the paragraph it interrupts.
 */
import type { RawBlock, RawCell, RawRow } from '../blocks.js';
import type { PageText, Run } from './page-text.js';
import { isMcRef, type McRef, type StructKid, type StructNode } from './struct-tree.js';
import { classifyRole, headingLevel } from './struct-roles.js';
import { TextBuilder } from './text-join.js';

export type PageTextLookup = (page: number) => PageText | undefined;

/** Text gathered for one block, with where it starts. */
class Acc {
  readonly b = new TextBuilder();
  page: number | null = null;
  pageEnd: number | null = null;
  y: number | null = null;
  private lastPage: number | null = null;

  run(page: number, run: Run): void {
    if (this.lastPage !== null && this.lastPage !== page) this.b.breakLine();
    this.lastPage = page;
    const wasUnset = this.b.firstTop === null;
    this.b.add(run);
    if (wasUnset && this.b.firstTop !== null) {
      this.page = page;
      this.y = this.b.firstTop;
    }
    if (run.s.trim() !== '') this.pageEnd = Math.max(this.pageEnd ?? page, page);
  }

  literal(text: string, page: number | null): void {
    this.b.addLiteral(text);
    if (this.page === null && page !== null && text.trim() !== '') this.page = page;
  }

  get text(): string {
    return this.b.toString();
  }

  get hasText(): boolean {
    return this.b.toString().trim() !== '';
  }
}

function firstPage(node: StructNode): number | null {
  for (const k of node.kids) {
    if (isMcRef(k)) return k.page;
    const p = firstPage(k);
    if (p !== null) return p;
  }
  return null;
}

export class StructWalker {
  readonly blocks: RawBlock[] = [];
  private readonly consumed = new Set<string>();
  private para: Acc | null = null;
  private deferred: StructNode[] = [];

  constructor(private readonly pageText: PageTextLookup) {}

  walkRoot(root: StructNode): RawBlock[] {
    this.walkBlockKids(root);
    this.flush();
    return this.blocks;
  }

  // ── text of marked content ────────────────────────────────────────────────

  private content(acc: Acc, ref: McRef): void {
    const key = `${ref.page}:${ref.mcid}`;
    if (this.consumed.has(key)) return;
    this.consumed.add(key);
    const pieces = this.pageText(ref.page)?.mcids.get(ref.mcid);
    if (!pieces) return;
    for (const p of pieces) {
      if ('nested' in p) this.content(acc, { page: ref.page, mcid: p.nested });
      else acc.run(ref.page, p);
    }
  }

  /** All text of a subtree, flattened, into acc. */
  private inline(acc: Acc, node: StructNode): void {
    if (classifyRole(node.role) === 'skip') return;
    if (node.actualText !== undefined) {
      this.actualText(acc, node, node.actualText);
      return;
    }
    for (const k of node.kids) {
      if (isMcRef(k)) this.content(acc, k);
      else this.inline(acc, k);
    }
  }

  /** ActualText replaces the element's content but takes its place on the page, for spacing. */
  private actualText(acc: Acc, node: StructNode, text: string): void {
    const replaced: { page: number; run: Run }[] = [];
    const collect = (n: StructNode) => {
      for (const k of n.kids) {
        if (!isMcRef(k)) {
          collect(k);
          continue;
        }
        const key = `${k.page}:${k.mcid}`;
        if (this.consumed.has(key)) continue;
        this.consumed.add(key);
        for (const p of this.pageText(k.page)?.mcids.get(k.mcid) ?? []) {
          if (!('nested' in p) && p.s.trim() !== '') replaced.push({ page: k.page, run: p });
        }
      }
    };
    collect(node);
    const first = replaced[0];
    const last = replaced.filter((r) => r.page === first?.page && Math.abs(r.run.y - first.run.y) < 1).pop();
    if (!first || !last) {
      acc.literal(text, firstPage(node));
      return;
    }
    const { x, y, h } = first.run;
    acc.run(first.page, { s: text, x, y, h, w: Math.max(0, last.run.x + last.run.w - x), eol: false });
  }

  private consumeAll(node: StructNode): void {
    for (const k of node.kids) {
      if (isMcRef(k)) this.consumed.add(`${k.page}:${k.mcid}`);
      else this.consumeAll(k);
    }
  }

  private textOf(node: StructNode): Acc {
    const acc = new Acc();
    this.inline(acc, node);
    return acc;
  }

  // ── paragraphs ────────────────────────────────────────────────────────────

  private flush(): void {
    const acc = this.para;
    this.para = null;
    if (acc && acc.hasText && acc.page !== null) {
      this.blocks.push({ kind: 'paragraph', text: acc.text, page: acc.page, y: acc.y });
    }
    if (this.deferred.length) {
      const notes = this.deferred;
      this.deferred = [];
      for (const n of notes) this.note(n);
    }
  }

  private paraAcc(): Acc {
    return (this.para ??= new Acc());
  }

  // ── the walk ──────────────────────────────────────────────────────────────

  private walkBlockKids(node: StructNode): void {
    for (const k of node.kids) {
      if (isMcRef(k)) this.content(this.paraAcc(), k);
      else this.walk(k);
    }
  }

  private walk(node: StructNode): void {
    switch (classifyRole(node.role)) {
      case 'skip':
        this.consumeAll(node);
        return;
      case 'inline':
        this.inline(this.paraAcc(), node);
        return;
      case 'note':
        if (this.para?.hasText) this.deferred.push(node);
        else this.note(node);
        return;
      case 'heading':
        this.flush();
        this.heading(node);
        return;
      case 'caption':
        this.flush();
        this.walkBlockKids(node);
        this.flush();
        return;
      case 'list':
        this.flush();
        this.list(node);
        return;
      case 'table':
        this.flush();
        this.table(node);
        return;
      case 'code':
        if (this.para?.hasText && !node.kids.some((k) => !isMcRef(k) && classifyRole(k.role) === 'block')) {
          this.inline(this.para, node); // inline code inside running text
          return;
        }
        this.flush();
        this.code(node);
        return;
      case 'block':
        if (node.actualText !== undefined) {
          this.inline(this.paraAcc(), node);
          return;
        }
        this.flush();
        this.walkBlockKids(node);
        this.flush();
        return;
    }
  }

  /** A footnote reads as one paragraph: its label ("1)") and its text. */
  private note(node: StructNode): void {
    this.flush();
    this.para = this.textOf(node);
    this.flush();
  }

  private heading(node: StructNode): void {
    const acc = this.textOf(node);
    if (!acc.hasText || acc.page === null) return;
    this.blocks.push({ kind: 'heading', text: acc.text, tagLevel: headingLevel(node.role), page: acc.page, y: acc.y });
  }

  private code(node: StructNode): void {
    const lines: string[] = [];
    let page: number | null = null;
    let y: number | null = null;
    const take = (acc: Acc) => {
      if (page === null && acc.page !== null) {
        page = acc.page;
        y = acc.y;
      }
      for (const line of acc.text.split('\n')) lines.push(line);
    };
    let loose: Acc | null = null;
    for (const k of node.kids) {
      if (isMcRef(k)) {
        this.content((loose ??= new Acc()), k);
        continue;
      }
      if (loose) take(loose), (loose = null);
      take(this.textOf(k));
    }
    if (loose) take(loose);
    while (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
    while (lines.length && lines[0].trim() === '') lines.shift();
    if (lines.length && page !== null) this.blocks.push({ kind: 'code', text: lines.join('\n'), page, y });
  }

  private list(node: StructNode): void {
    const items: string[] = [];
    const itemPages: number[] = [];
    let page: number | null = null;
    let y: number | null = null;
    const collect = (list: StructNode) => {
      for (const k of list.kids) {
        if (isMcRef(k)) continue;
        if (k.role === 'L') {
          collect(k);
          continue;
        }
        if (classifyRole(k.role) === 'caption') {
          this.walk(k); // a list caption reads as a paragraph before the items
          continue;
        }
        const acc = new Acc();
        const nested: StructNode[] = [];
        const gather = (n: StructNode) => {
          if (n.actualText === undefined) {
            for (const kk of n.kids) {
              if (isMcRef(kk)) this.content(acc, kk);
              else if (kk.role === 'L') nested.push(kk);
              else gather(kk);
            }
          } else this.inline(acc, n);
        };
        if (classifyRole(k.role) !== 'skip') gather(k);
        if (acc.hasText && acc.page !== null) {
          items.push(acc.text);
          itemPages.push(acc.page);
          if (page === null) {
            page = acc.page;
            y = acc.y;
          }
        }
        for (const n of nested) collect(n);
      }
    };
    collect(node);
    if (items.length && page !== null) this.blocks.push({ kind: 'list', items, itemPages, page, y });
  }

  private table(node: StructNode): void {
    const rows: RawRow[] = [];
    const captions: StructNode[] = [];
    let page: number | null = null;
    let pageEnd: number | null = null;
    let y: number | null = null;
    const addRow = (tr: StructNode, header: boolean) => {
      const cells: RawCell[] = [];
      let rowPage: number | null = null;
      for (const c of tr.kids) {
        if (isMcRef(c)) continue;
        const acc = this.textOf(c);
        if (acc.page !== null) {
          if (page === null) (page = acc.page), (y = acc.y);
          rowPage ??= acc.page;
          pageEnd = Math.max(pageEnd ?? acc.page, acc.pageEnd ?? acc.page);
        }
        cells.push({ text: acc.text, header: c.role === 'TH', colSpan: c.colSpan ?? 1, rowSpan: c.rowSpan ?? 1 });
      }
      if (cells.length) rows.push(rowPage === null ? { cells, header } : { cells, header, page: rowPage });
    };
    const visit = (n: StructNode, header: boolean) => {
      for (const k of n.kids) {
        if (isMcRef(k)) continue;
        if (k.role === 'TR') addRow(k, header);
        else if (k.role === 'THead') visit(k, true);
        else if (k.role === 'TBody' || k.role === 'TFoot') visit(k, false);
        else if (k.role === 'Caption') captions.push(k);
        else if (classifyRole(k.role) === 'block') visit(k, header); // a stray grouping element
      }
    };
    visit(node, false);
    for (const c of captions) this.walk(c);
    if (rows.length && page !== null) this.blocks.push({ kind: 'table', rows, page, pageEnd: pageEnd ?? page, y });
  }
}

export function structToBlocks(root: StructNode, pageText: PageTextLookup): RawBlock[] {
  return new StructWalker(pageText).walkRoot(root);
}

export type { StructKid };
