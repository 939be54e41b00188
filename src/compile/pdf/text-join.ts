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

const WS_END = /\s$/;
const WS_START = /^\s/;

export class TextBuilder {
  private parts: string[] = [];
  private prev: Run | null = null;
  private lastChar = '';
  private forceBreak = false;
  /** The first line's runs with their fonts (for its lead); recording stops when the text moves to a new line. */
  private readonly firstLine: FacedText[] = [];
  private firstOpen = true;
  /** Top y (baseline + height) of the first run with text, and its page. */
  firstTop: number | null = null;
  first = true;

  /** The run added last, if any. */
  get last(): Run | null {
    return this.prev;
  }

  /** A run left out of the text (a footnote mark): the next run is spaced from where it ends. */
  skip(run: Run): void {
    if (this.prev) this.prev = run;
  }

  /** The next run starts a new line whatever its position (e.g. it is on another page). */
  breakLine(): void {
    if (this.parts.length) this.forceBreak = true;
  }

  add(run: Run): void {
    if (run.s === '') return;
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
    this.prev = run;
  }

  /** The first line's lead: its opening text in another font than the rest (lead.ts). */
  get lead(): string | null {
    return this.firstLine.length > 1 ? leadOf(this.firstLine) : null;
  }

  /** Literal text with no geometry (ActualText), set off from its neighbours by a space. */
  addLiteral(text: string): void {
    if (!text) return;
    this.firstOpen = false;
    if (this.parts.length && !WS_END.test(this.lastChar) && !WS_START.test(text)) this.push(' ');
    this.push(text);
    this.forceBreak = false;
  }

  get empty(): boolean {
    return this.parts.length === 0;
  }

  toString(): string {
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
