/**
 * Joins text runs, in reading order, into one string: "\n" where the text
 * moves to a new line (the segmenter later applies the hyphenation rule and
 * collapses whitespace), " " where runs on the same line are visibly apart, and
 * nothing where a word was merely split into several runs.
 */
import { leadOf, type FacedText } from '../lead.js';
import type { Run } from './page-text.js';

/** A gap wider than this fraction of the font height is a word space (a space is ~0.25 em). */
const SPACE_GAP = 0.15;
/** Baselines closer than this fraction of the font height are on the same line (superscripts stay). */
const SAME_LINE = 0.55;
const DEFAULT_HEIGHT = 10;
/** A run fits a gap between two others when it overlaps neither by more than this fraction of its height. */
const GAP_TOLERANCE = 0.25;
/** A run set back at a line's end or start stands at most this many heights from the line's text. */
const NEAR_LINE = 1;
/** Baselines and heights this close (a share of the height) are the same. */
const LEVEL = 0.1;
/** A line between two others stands at least this many heights from each. */
const LINE_STEP = 0.8;

const WS_END = /\s$/;
const WS_START = /^\s/;

/** What the builder was given, in order: replayed when a run is set back into a gap of an earlier line. */
type Op = { add: Run } | { skip: Run } | { breakLine: true } | { literal: string };

export class TextBuilder {
  private parts: string[] = [];
  private prev: Run | null = null;
  private lastChar = '';
  private forceBreak = false;
  /** The first line's runs with their fonts (for its lead); recording stops when the text moves to a new line. */
  private firstLine: FacedText[] = [];
  private firstOpen = true;
  /** Whether every visible run of the first line is bold, and whether the first visible run after it is (null: none). */
  private firstBold: boolean | null = null;
  private nextBold: boolean | null = null;
  private readonly ops: Op[] = [];
  private held: Run | null = null;
  /** Where the ops of the page being read start (after the last forced break), and its lowest baseline so far. */
  private pageFrom = 0;
  private pageLow = Infinity;
  /** Top y (baseline + height) of the first run with text, and its page. */
  firstTop: number | null = null;

  /** The run added last, if any. */
  get last(): Run | null {
    return this.held ?? this.prev;
  }

  /** A run left out of the text (a footnote mark): the next run is spaced from where it ends. */
  skip(run: Run): void {
    this.flushHeld();
    this.ops.push({ skip: run });
    this.applySkip(run);
  }

  private applySkip(run: Run): void {
    if (this.prev) this.prev = run;
  }

  /** The next run starts a new line whatever its position (e.g. it is on another page). */
  breakLine(): void {
    this.flushHeld();
    this.ops.push({ breakLine: true });
    this.pageFrom = this.ops.length;
    this.pageLow = Infinity;
    this.applyBreak();
  }

  private applyBreak(): void {
    if (this.parts.length) this.forceBreak = true;
  }

  /**
   * Adds a run after the others — or where it belongs among the earlier lines of its page (gapFor): a tree may list
   * a link after the text around it, whose marked content the link interrupts ("defined in Section [2.5.1.3] are
   * fairly conventional", DWARF 4), and the words keep their printed order.
   */
  add(run: Run): void {
    if (run.s === '') return;
    const blank = run.s.trim() === '';
    // A space that goes back on the page waits for the run after it: the two may belong in an earlier line's gap.
    if (blank && this.prev && !this.forceBreak && separator(this.prev, run) === '\n') {
      this.flushHeld();
      this.held = run;
      return;
    }
    const at = blank ? -1 : this.gapFor(run);
    if (!blank) this.pageLow = Math.min(this.pageLow, run.y);
    if (at < 0) {
      this.flushHeld();
      this.ops.push({ add: run });
      this.apply(run);
      return;
    }
    this.held = null;
    this.ops.splice(at, 0, { add: run });
    this.replay();
  }

  /** A space held back by `add`, placed where it was given after all. */
  private flushHeld(): void {
    const run = this.held;
    if (!run) return;
    this.held = null;
    this.ops.push({ add: run });
    this.apply(run);
  }

  private apply(run: Run): void {
    if (this.firstTop === null && run.s.trim() !== '') this.firstTop = run.y + (run.h || DEFAULT_HEIGHT);
    const prev = this.prev;
    let before = '';
    if (prev && this.parts.length) {
      const sep = this.forceBreak ? '\n' : separator(prev, run);
      if (sep === '\n') {
        if (this.lastChar !== '\n') this.push('\n');
        this.firstOpen = false;
      } else if (sep === ' ' && !WS_END.test(this.lastChar) && !WS_START.test(run.s)) {
        this.push(' ');
        before = ' ';
      }
    }
    this.forceBreak = false;
    this.push(run.s);
    if (this.firstOpen) this.firstLine.push({ text: before + run.s, face: run.f ?? '' });
    // Only the first line and the first run after it say anything: no work per run after that.
    if ((this.firstOpen || this.nextBold === null) && run.s.trim() !== '') this.noteBold(run);
    this.prev = run;
  }

  /**
   * Where a run of text that does not go on from the last one fits between two runs added one after the other on
   * an earlier line (same baseline, nothing between them where it stands), or right after a line's last run or
   * right before its first (a link that ends or opens the line): the index of the op it goes before, or -1.
   */
  private gapFor(run: Run): number {
    if (!this.prev || run.s.trim() === '' || separator(this.prev, run) !== '\n') return -1;
    const height = run.h || DEFAULT_HEIGHT;
    // Below every line read so far on its page (the next line, as most are): no gap to fill.
    if (run.y < this.pageLow - height * SAME_LINE) return -1;
    const tol = GAP_TOLERANCE * height;
    const near = NEAR_LINE * height;
    // As `separator` judges it: by the taller of the two, so a subscript stays on its line.
    const sameLine = (r: Run) => Math.abs(r.y - run.y) < Math.max(r.h, height) * SAME_LINE;
    // At a line's end or start nothing bounds it on one side: only text of the line's own size and baseline, right
    // beside it (never a subscript or an exponent, which a formula may list anywhere).
    const beside = (r: Run) =>
      Math.abs(r.y - run.y) <= LEVEL * height && (r.h === 0 || Math.abs(r.h - run.h) <= LEVEL * height);
    const overlaps = (r: Run) => run.x < r.x + r.w && r.x < run.x + run.w;
    // Only on the page it is on: text before a forced break (another page) is at other coordinates.
    for (let k = Math.max(1, this.pageFrom + 1); k < this.ops.length; k++) {
      const a = this.ops[k - 1]!;
      const b = this.ops[k]!;
      if (!('add' in a) || !('add' in b)) continue;
      const [left, right] = [a.add, b.add];
      const after = left.x + left.w <= run.x + tol;
      const before = run.x + run.w <= right.x + tol;
      if (sameLine(left) && sameLine(right) && after && before) return k;
      if (beside(left) && !sameLine(right) && right.y < run.y && after && run.x - (left.x + left.w) <= near) return k;
      if (beside(right) && !sameLine(left) && left.y > run.y && before && right.x - (run.x + run.w) <= near) return k;
      // A whole line given after the lines below it: between the line above and the one below, in their column.
      if (
        left.y - run.y > LINE_STEP * height &&
        run.y - right.y > LINE_STEP * height &&
        overlaps(left) &&
        overlaps(right)
      )
        return k;
    }
    return -1;
  }

  /** Builds the text again from the ops, in their order. */
  private replay(): void {
    this.parts = [];
    this.prev = null;
    this.lastChar = '';
    this.forceBreak = false;
    this.firstLine = [];
    this.firstOpen = true;
    this.firstBold = null;
    this.nextBold = null;
    this.firstTop = null;
    for (const op of this.ops) {
      if ('add' in op) this.apply(op.add);
      else if ('skip' in op) this.applySkip(op.skip);
      else if ('breakLine' in op) this.applyBreak();
      else this.applyLiteral(op.literal);
    }
  }

  private noteBold(run: Run): void {
    if (this.firstOpen) this.firstBold = (this.firstBold ?? true) && run.b === true;
    else this.nextBold ??= run.b === true;
  }

  /**
   * The first line, when every run of it is bold and the line after it opens in a face that is not: a title printed
   * over the text in one marked-content sequence (NIST SP 800-152's "Authority" over its paragraphs, one text box
   * tagged as one P). Null otherwise.
   */
  get boldHead(): string | null {
    if (this.firstBold !== true || this.nextBold !== false) return null;
    const text = this.parts.join('');
    const end = text.indexOf('\n');
    return end > 0 ? text.slice(0, end) : null;
  }

  /** The first line's lead: its opening text in another font than the rest (lead.ts). */
  get lead(): string | null {
    return this.firstLine.length > 1 ? leadOf(this.firstLine) : null;
  }

  /** Literal text with no geometry (ActualText), set off from its neighbours by a space. */
  addLiteral(text: string): void {
    if (!text) return;
    this.flushHeld();
    this.ops.push({ literal: text });
    this.applyLiteral(text);
  }

  private applyLiteral(text: string): void {
    this.firstOpen = false;
    if (this.parts.length && !WS_END.test(this.lastChar) && !WS_START.test(text)) this.push(' ');
    this.push(text);
    this.forceBreak = false;
  }

  get empty(): boolean {
    return this.parts.length === 0;
  }

  toString(): string {
    this.flushHeld();
    return this.parts.join('');
  }

  private push(s: string): void {
    this.parts.push(s);
    this.lastChar = s.at(-1) ?? this.lastChar;
  }
}

/** What goes between two consecutive runs: a line break, a space, or nothing. */
export function separator(prev: Run, next: Run): '\n' | ' ' | '' {
  const height = Math.max(prev.h, next.h) || DEFAULT_HEIGHT;
  const sameLine = Math.abs(next.y - prev.y) < height * SAME_LINE;
  if (!sameLine) return '\n';
  const gap = next.x - (prev.x + prev.w);
  if (gap < -height * 0.5) return '\n'; // moved back left on the same baseline: a new column or row
  return gap > height * SPACE_GAP ? ' ' : '';
}

export function joinRuns(runs: Run[]): string {
  const b = new TextBuilder();
  for (const r of runs) b.add(r);
  return b.toString();
}
