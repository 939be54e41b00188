/**
 * Footnotes at the foot of an untagged page ("103) When applied to a
 * parameter …", set smaller than the body under the last body line). Read in
 * place they would cut a paragraph that runs on over the page break in two,
 * so they leave the line flow and come back as paragraphs after the last
 * block that starts on their page — the paragraph they interrupt, as the
 * structure-tree walk reads a tagged Note. A raised mark that calls a note
 * printed on its page or before it ("operator¹⁰³⁾") leaves the text
 * (footnote-marks.ts).
 */
import type { RawBlock } from '../blocks.js';
import { markLabel, withoutMark } from '../footnote-marks.js';
import type { LayoutMetrics } from './metrics.js';
import type { Line, PageLines } from './types.js';

/** "103)", "1)", "*": the label a footnote starts with. */
const LABEL = /^(?:\d{1,4}\)|[*†‡])\s+\S/;
/** Footnote text is set smaller than the body. */
const SMALLER = 0.92;

export interface FootnoteSplit {
  /** The pages without their footnote lines. */
  pages: PageLines[];
  /** One paragraph block per footnote, in page order. */
  footnotes: RawBlock[];
  /** The marks calling them that left the text, with their pages. */
  marks: { page: number; text: string }[];
}

/**
 * A bare number before a capital, a web address or a path ("12 In some cases …", "17 https://…", "14 /lib<qual>/cpp
 * is still permitted …", Apache FOP): Word's and FOP's footnote label,
 * the raised mark set on the line. A footnote only where the page's labels count on one by one (12, 13, 14): a
 * small row of a table says nothing so.
 */
const NUMBER_LABEL = /^(\d{1,3})\s+(?:[\p{Lu}"“(/]|https?:\/\/|www\.)/u;
/**
 * A bare number set tight against the capitalised word that opens its note ("2See below, in the /usr/libexec
 * section, …", "10A description of …", FHS 3.0: Apache FOP's raised label, printed with no space after it on some
 * notes of a page and with one on others). Counted with the bare numbers; the note's text gets the space back.
 */
const GLUED_LABEL = /^(\d{1,3})(?=\p{Lu}(?:\p{Ll}|\s))/u;

/** Bottom-up, the run of smaller lines under the body; the footnotes are its part from the first labelled line down. */
function footnoteLines(page: PageLines, m: LayoutMetrics): Line[] {
  const byY = [...page.lines].sort((a, b) => a.y - b.y);
  const run: Line[] = [];
  for (const l of byY) {
    if (l.mono || l.size >= SMALLER * m.bodySize) break;
    run.push(l);
  }
  run.reverse(); // top-down
  // Not in the margin: at the body's left edge, or at the page's own where it sets all its text further left (an
  // appendix page of SP 800-26 set from 72 pt where the body starts at 90 pt).
  const left = Math.min(m.left(page.page), ...page.lines.map((l) => l.x0));
  const atLeft = (l: Line) => l.x0 >= left - 2;
  const labelled = labelTest(run);
  const first = run.findIndex((l) => labelled(l) && atLeft(l));
  return first < 0 ? [] : run.slice(first);
}

const isLabel = (l: Line) => LABEL.test(l.text);

/** What opens a footnote among `lines`: a label, or a bare number where their bare numbers count on one by one. */
const labelTest = (lines: readonly Line[]): ((l: Line) => boolean) =>
  numberedNotes(lines) ? (l) => isLabel(l) || NUMBER_LABEL.test(l.text) || GLUED_LABEL.test(l.text) : isLabel;

/** The run's lines that open with a bare number count on one by one from the first (two at least, or one alone). */
function numberedNotes(run: readonly Line[]): boolean {
  const numbers = run.flatMap((l) => {
    const n = NUMBER_LABEL.exec(l.text) ?? GLUED_LABEL.exec(l.text);
    return n ? [Number(n[1])] : [];
  });
  return numbers.length > 0 && numbers.every((n, k) => k === 0 || n === numbers[k - 1]! + 1);
}

/** The label a footnote opens with ("103)", "12", "*"). */
const openingLabel = (l: Line): string => GLUED_LABEL.exec(l.text)?.[1] ?? markLabel(/^\S+/.exec(l.text)?.[0] ?? '');

/**
 * The line without the marks that call a note printed so far (`printed`), or on its page after a digit (`here`:
 * "SHA-1²¹", where an exponent is otherwise read), and those marks.
 */
function unmarked(l: Line, printed: ReadonlySet<string>, here: ReadonlySet<string>): [Line, string[]] {
  const calls = (l.marks ?? []).filter((k) => (k.after === 'digit' ? here : printed).has(markLabel(k.text)));
  if (!calls.length) return [l, []];
  let text = l.text;
  const segments = l.segments.map((s) => ({ ...s }));
  for (const k of calls) {
    text = withoutMark(text, k.text, k.after);
    const seg = segments.find((s) => withoutMark(s.text, k.text, k.after) !== s.text);
    if (seg) seg.text = withoutMark(seg.text, k.text, k.after);
  }
  return [{ ...l, text, segments }, calls.map((k) => k.text)];
}

export function splitFootnotes(pages: PageLines[], m: LayoutMetrics): FootnoteSplit {
  const footnotes: RawBlock[] = [];
  const marks: FootnoteSplit['marks'] = [];
  // Labels of the notes printed so far: a mark repeated further on (a table's header row printed again over each
  // continuation page) calls the note printed under its first appearance.
  const printed = new Set<string>();
  const out = pages.map((p) => {
    const lines = footnoteLines(p, m);
    let current: Line[] = [];
    const flush = () => {
      if (current.length) {
        footnotes.push({
          kind: 'paragraph',
          page: p.page,
          y: current[0]!.y + current[0]!.size,
          text: current.map((l, k) => (k === 0 ? l.text.replace(GLUED_LABEL, '$1 ') : l.text)).join('\n'),
          footnote: true,
        });
      }
      current = [];
    };
    const starts = labelTest(lines);
    const here = new Set<string>();
    for (const l of lines) {
      if (starts(l)) {
        flush();
        here.add(openingLabel(l));
        printed.add(openingLabel(l));
      }
      current.push(l);
    }
    flush();
    if (!printed.size) return p;
    const drop = new Set(lines);
    const body = p.lines.flatMap((l) => {
      if (drop.has(l)) return [];
      const [line, called] = unmarked(l, printed, here);
      for (const text of called) marks.push({ page: p.page, text });
      return [line];
    });
    return { ...p, lines: body };
  });
  return { pages: out, footnotes, marks };
}

/** The blocks with each footnote after the last block that starts on or before its page. */
export function placeFootnotes(blocks: RawBlock[], footnotes: readonly RawBlock[]): RawBlock[] {
  if (!footnotes.length) return blocks;
  const out: RawBlock[] = [];
  let k = 0;
  for (let i = 0; i < blocks.length; i++) {
    out.push(blocks[i]!);
    const nextPage = blocks[i + 1]?.page ?? Infinity;
    while (k < footnotes.length && footnotes[k]!.page < nextPage) out.push(footnotes[k++]!);
  }
  while (k < footnotes.length) out.push(footnotes[k++]!);
  return out;
}
