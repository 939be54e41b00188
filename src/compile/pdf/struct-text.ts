/**
 * Reading the text of structure elements: each marked-content reference (page,
 * MCID) is read once, nested marked content in printed order, ActualText in
 * place of the content it replaces, and the result joined by geometry.
 */
import { FAR_PAGES } from '../blocks.js';
import { markAfter, markLabel, NOTE_OPENING } from '../footnote-marks.js';
import type { PageText, Run } from './page-text.js';
import { isMcRef, type McRef, type StructNode } from './struct-tree.js';
import { classifyRole } from './struct-roles.js';
import { TextBuilder } from './text-join.js';

export type PageTextLookup = (page: number) => PageText | undefined;

/** Text gathered for one block, with where it starts. */
export class Acc {
  readonly b = new TextBuilder();
  page: number | null = null;
  pageEnd: number | null = null;
  y: number | null = null;
  /** The fonts its visible text is set in (pdf.js ids): a header row set apart from the body shows in them. */
  readonly fonts = new Set<string>();
  private lastPage: number | null = null;

  /** The run added last, for a mark printed after it. */
  get last(): Run | null {
    return this.b.last;
  }

  /** The page of the run added last. */
  get lastRunPage(): number | null {
    return this.lastPage;
  }

  /** Left and right edge of its visible text on the page it starts on (a table cell's place in its row). */
  x0 = Infinity;
  x1 = -Infinity;

  /** A run left out of the text (a footnote mark): the next run is spaced from where it ends. */
  skip(run: Run): void {
    this.b.skip(run);
  }

  private runWidth = 0;
  private runChars = 0;

  /** The mean width of a character of its visible runs: in a fixed-width face, one character's width (0: none). */
  get charWidth(): number {
    return this.runChars ? this.runWidth / this.runChars : 0;
  }

  /** Whether it holds visible text set in a face that is not italic. */
  private roman = false;

  /** Every visible character set in an italic face (page-text.ts `i`); pageEnd is set by visible text only. */
  get italic(): boolean {
    return this.pageEnd !== null && !this.roman;
  }

  /** Whether it holds visible text set in a face that is not bold. */
  private light = false;

  /** Every visible character set in a bold face (page-text.ts `b`). */
  get bold(): boolean {
    return this.pageEnd !== null && !this.light;
  }

  /** The baseline of its first visible run, and whether every other stands on it (one printed line). */
  private baseline: { page: number; y: number } | null = null;
  private lines = 0;

  /** The baseline of its first visible run, or null before any. */
  get baselineY(): number | null {
    return this.baseline?.y ?? null;
  }

  /** Its visible text stands on one line of one page. */
  get oneLine(): boolean {
    return this.lines === 1;
  }

  private countLine(page: number, run: Run): void {
    const b = this.baseline;
    if (b !== null && b.page === page && Math.abs(run.y - b.y) <= run.h / 2) return;
    if (b === null) this.baseline = { page, y: run.y };
    this.lines++;
  }

  run(page: number, run: Run): void {
    const visible = run.s.trim() !== '';
    if (visible) {
      if (!run.i) this.roman = true;
      if (!run.b) this.light = true;
      if (run.f !== undefined) this.fonts.add(run.f);
      this.countLine(page, run);
    }
    if (visible && (this.page === null || this.page === page)) {
      this.x0 = Math.min(this.x0, run.x);
      this.x1 = Math.max(this.x1, run.x + run.w);
    }
    if (visible && run.w > 0) {
      this.runWidth += run.w;
      this.runChars += run.s.length;
    }
    if (this.lastPage !== null && this.lastPage !== page) this.b.breakLine();
    this.lastPage = page;
    const wasUnset = this.b.firstTop === null;
    this.b.add(run);
    if (wasUnset && this.b.firstTop !== null) {
      this.page = page;
      this.y = this.b.firstTop;
    }
    if (visible) this.pageEnd = Math.max(this.pageEnd ?? page, page);
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

  /** Opening text of the first line set in another font (a run-in term); see lead.ts. */
  get lead(): string | null {
    return this.b.lead;
  }

  /** The first line set wholly in bold over lines that open in another face (text-join.ts `boldHead`). */
  get boldHead(): string | null {
    return this.b.boldHead;
  }
}

/** A marked-content reference's identity: its page and MCID. */
const refKey = (ref: McRef): string => `${ref.page}:${ref.mcid}`;

function firstPage(node: StructNode): number | null {
  for (const k of node.kids) {
    if (isMcRef(k)) return k.page;
    const p = firstPage(k);
    if (p !== null) return p;
  }
  return null;
}

/** An Alt longer than this describes a picture; it is no stand-in for a few printed glyphs. */
const MAX_INLINE_ALT = 120;

/** A footnote is set smaller than the text that calls it. */
const NOTE_SIZE = 0.92;

interface NoteOpening {
  label: string;
  x: number;
  y: number;
  h: number;
}

/** Text the walk passes over on purpose: a figure's labels, an artifact element's text. */
export interface SkippedText {
  page: number;
  role: string;
  text: string;
}

/** Is `page` far from every page the text gathered so far is on? */
function farFrom(acc: Acc, page: number): boolean {
  if (acc.page === null) return false;
  return Math.abs(page - acc.page) > FAR_PAGES && Math.abs(page - (acc.pageEnd ?? acc.page)) > FAR_PAGES;
}

export class StructText {
  private readonly consumed = new Set<string>();
  readonly skipped: SkippedText[] = [];
  /**
   * Content a tree attaches to an element printed many pages away (DWARF 4's page 233, each line tagged into a
   * list item of page 143): read where it is printed, one paragraph per element and page.
   */
  readonly strays: Acc[] = [];
  private readonly straysOf = new WeakMap<Acc, Acc>();

  /** The footnote marks that left the text, with their pages (footnote-marks.ts). */
  readonly marks: { page: number; text: string }[] = [];
  private readonly openings = new Map<number, NoteOpening[]>();

  constructor(private readonly pageText: PageTextLookup) {}

  content(acc: Acc, ref: McRef): void {
    const key = refKey(ref);
    if (this.consumed.has(key)) return;
    this.consumed.add(key);
    const pieces = this.pageText(ref.page)?.mcids.get(ref.mcid);
    if (!pieces) return;
    if (farFrom(acc, ref.page)) acc = this.strayFor(acc, ref.page);
    for (const p of pieces) {
      if ('nested' in p) this.content(acc, { page: ref.page, mcid: p.nested });
      else if (this.callsNote(acc.last, p, ref.page)) {
        this.marks.push({ page: ref.page, text: p.s });
        acc.skip(p);
      } else acc.run(ref.page, p);
    }
  }

  /** Is `run` a raised mark after `last` whose note the page prints lower down, opening with its label? */
  private callsNote(last: Run | null, run: Run, page: number): boolean {
    if (!last || Math.abs(run.x - (last.x + last.w)) > last.h * 0.5) return false;
    if (!markAfter({ text: run.s, size: run.h, y: run.y }, { text: last.s, size: last.h, y: last.y })) return false;
    const label = markLabel(run.s);
    return this.noteOpenings(page).some(
      (o) => o.label === label && o.y < run.y && o.x < run.x && o.h <= NOTE_SIZE * last.h,
    );
  }

  private noteOpenings(page: number): NoteOpening[] {
    let found = this.openings.get(page);
    if (found) return found;
    found = [];
    for (const pieces of this.pageText(page)?.mcids.values() ?? []) {
      for (const p of pieces) {
        if ('nested' in p) continue;
        const label = NOTE_OPENING.exec(p.s.trim());
        if (label) found.push({ label: markLabel(label[1]!), x: p.x, y: p.y, h: p.h });
      }
    }
    this.openings.set(page, found);
    return found;
  }

  /** One element's far content on one page reads as one paragraph; another element's is another. */
  private strayFor(home: Acc, page: number): Acc {
    const last = this.straysOf.get(home);
    if (last && last.page === page) return last;
    const stray = new Acc();
    this.straysOf.set(home, stray);
    this.strays.push(stray);
    return stray;
  }

  /**
   * A figure printed inside a line of text — a formula drawn with a radical or a fraction bar, its glyphs on the
   * line — reads as its Alt, where it is printed; its glyphs are left out as any figure's text is. A figure
   * anywhere else, or without glyphs of its own on the line (a picture), is no part of the sentence.
   */
  inlineFigure(acc: Acc, node: StructNode): boolean {
    const last = acc.last;
    const page = acc.lastRunPage;
    if (node.alt === undefined || node.alt.length > MAX_INLINE_ALT || !last || page === null) return false;
    const runs = this.visibleRuns(this.unread(node));
    if (!runs.length || runs.some((r) => r.page !== page || Math.abs(r.run.y - last.y) > last.h)) return false;
    const x = Math.min(...runs.map((r) => r.run.x));
    const end = Math.max(...runs.map((r) => r.run.x + r.run.w));
    this.consumeAll(node);
    acc.run(page, { s: node.alt.replace(/\s+/g, ' '), x, y: last.y, h: last.h, w: end - x, eol: false });
    return true;
  }

  /** The marked-content references of a subtree not read yet, in tree order, each once. */
  private unread(node: StructNode): McRef[] {
    const out: McRef[] = [];
    const listed = new Set<string>();
    const collect = (n: StructNode) => {
      for (const k of n.kids) {
        if (!isMcRef(k)) collect(k);
        else if (!this.consumed.has(refKey(k)) && !listed.has(refKey(k))) {
          listed.add(refKey(k));
          out.push(k);
        }
      }
    };
    collect(node);
    return out;
  }

  /** The visible runs of these references' content. */
  private visibleRuns(refs: readonly McRef[]): { page: number; run: Run }[] {
    return refs.flatMap((k) =>
      (this.pageText(k.page)?.mcids.get(k.mcid) ?? []).flatMap((p) =>
        'nested' in p || p.s.trim() === '' ? [] : [{ page: k.page, run: p }],
      ),
    );
  }

  /** All text of a subtree, flattened, into acc. */
  inline(acc: Acc, node: StructNode): void {
    if (classifyRole(node.role) === 'skip') {
      if (node.role === 'Figure' && acc.hasText) this.inlineFigure(acc, node);
      return;
    }
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
    const refs = this.unread(node);
    for (const k of refs) this.consumed.add(refKey(k));
    const replaced = this.visibleRuns(refs);
    const first = replaced[0];
    const last = replaced.filter((r) => r.page === first?.page && Math.abs(r.run.y - first.run.y) < 1).pop();
    if (!first || !last) {
      acc.literal(text, firstPage(node));
      return;
    }
    const { x, y, h } = first.run;
    acc.run(first.page, { s: text, x, y, h, w: Math.max(0, last.run.x + last.run.w - x), eol: false });
  }

  consumeAll(node: StructNode, role = node.role): void {
    for (const k of this.unread(node)) {
      this.consumed.add(refKey(k));
      const runs = (this.pageText(k.page)?.mcids.get(k.mcid) ?? []).flatMap((p) => ('nested' in p ? [] : [p.s]));
      if (runs.length) this.skipped.push({ page: k.page, role, text: runs.join(' ') });
    }
  }

  textOf(node: StructNode): Acc {
    const acc = new Acc();
    this.inline(acc, node);
    return acc;
  }
}
