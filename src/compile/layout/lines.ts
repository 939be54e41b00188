/**
 * Text runs → printed lines. Runs whose baselines lie within a fraction of the
 * font size belong to one line (so raised footnote markers stay on their
 * line); within a line, runs are ordered by x and joined with a space wherever
 * the gap is wider than letter spacing, so words never glue. A gap wider than
 * any word space splits the line into segments (table cells, Contents page
 * numbers).
 */
import { markAfter } from '../footnote-marks.js';
import { fixedWidthOf, WORD_GAP } from './code-lines.js';
import type { Line, Run, Segment } from './types.js';

/** Baselines closer than this (× font size) are the same line. */
const SAME_LINE = 0.4;
/** A gap wider than this (× font size) separates segments. */
const SEGMENT_GAP = 0.75;
/** Share of characters that must be bold/monospaced/italic for the whole line to count as such. */
const STYLE_SHARE = 0.9;

/** Letters of prose that a line mixing prose and code needs for its prose to set its size (a raised mark has fewer). */
const MIN_PROSE_LETTERS = 4;

/** The size most characters are set in, the larger of two equal. */
const dominantSize = (bySize: ReadonlyMap<number, number>): number =>
  [...bySize.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]![0];

/** The runs each line was made of, so that a line set across two columns can be made again as two (columns.ts). */
const lineRuns = new WeakMap<Line, Run[]>();

export function runsOf(line: Line): Run[] {
  return lineRuns.get(line) ?? [];
}

/** The runs are needed no more once the columns are read: the document's runs are not kept to its end. */
export function forgetRuns(lines: readonly Line[]): void {
  for (const l of lines) lineRuns.delete(l);
}

export function buildLines(page: number, runs: Run[]): Line[] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: Run[][] = [];
  let current: Run[] = [];
  let ref: Run | null = null;
  for (const run of sorted) {
    if (ref && Math.abs(run.y - ref.y) <= SAME_LINE * Math.max(run.size, ref.size)) {
      current.push(run);
      if (run.size > ref.size) ref = run;
      continue;
    }
    if (current.length) groups.push(current);
    current = [run];
    ref = run;
  }
  if (current.length) groups.push(current);
  return attachMarkers(groups)
    .map((g) => makeLine(page, g))
    .filter((l): l is Line => l !== null);
}

/** A group of smaller runs this close above a line's baseline (× its size) is raised on it: a footnote mark. */
const RAISED = 0.6;
/** … this close below it, lowered on it: a subscript. */
const LOWERED = 0.5;
/**
 * Smaller: at most this share of the line's size (WeasyPrint sets RFC 9580's "2³¹" and "log₂" at nine tenths); and
 * short, each run: a mark or an exponent, not small print.
 */
const MARKER_SIZE = 0.92;
const MARKER_CHARS = 6;
/**
 * A longer raised run is still an exponent where it starts right where a run of the line ends (RFC 9580's
 * "2^encoded_m", set in a face of its own): within this share of the line's size. Small print above a line never
 * starts exactly at the end of a word of it.
 */
const TOUCH = 0.15;

function touchesLine(run: Run, line: readonly Run[], size: number): boolean {
  return line.some((r) => r.x < run.x && Math.abs(run.x - (r.x + r.width)) <= TOUCH * size);
}
/**
 * A raised mark may stand this far (× the line's size) left of its line: a footnote's label hanging in the margin
 * of its text (SP 800-57's "²⁰" 10 pt left of "The security strength assumes …"; IR 7435's "⁸" 18 pt left of its
 * 9-point note, the quarter inch Word's footnote style indents the text by).
 */
const HANGING_MARK = 2.5;

/**
 * A group past the end of a line is no mark of it, unless it starts within half an em of its last word (FOP sets
 * "required. ¹⁴" with a space: a two-digit mark may end more than an em past the line).
 */
const beyond = (g: GroupBox, line: GroupBox) => g.x1 > line.x1 + line.size && g.x0 > line.x1 + 0.5 * line.size;

interface GroupBox {
  y: number;
  size: number;
  x0: number;
  x1: number;
}

function boxOf(g: readonly Run[]): GroupBox {
  const size = Math.max(...g.map((r) => r.size));
  const main = g.find((r) => r.size === size)!;
  return { y: main.y, size, x0: Math.min(...g.map((r) => r.x)), x1: Math.max(...g.map((r) => r.x + r.width)) };
}

/**
 * Raised and lowered runs too far from the baseline for SAME_LINE (a footnote mark set a third of the size up,
 * "element,²⁰ and"; an exponent "2⁻¹²⁸") are their line's, not a line of their own between two: a group of
 * smaller runs within the line's width, its baseline just above the line below it or just below the line above.
 */
function attachMarkers(groups: Run[][]): Run[][] {
  const boxes = groups.map(boxOf);
  const into = groups.map((_, i) => {
    const g = boxes[i]!;
    // Each run short: several exponents of one line ("2¹⁵⁹ … 2¹⁵⁹ < q < 2¹⁶⁰", FIPS 186-1) are marks each.
    const long = groups[i]!.filter((r) => r.text.replace(/\s/g, '').length > MARKER_CHARS);
    const fits = (k: number, reach: number, left: number) => {
      const c = boxes[k];
      if (!c || g.size > MARKER_SIZE * c.size || g.x0 < c.x0 - left * c.size || beyond(g, c)) return false;
      if (long.some((r) => !touchesLine(r, groups[k]!, c.size))) return false;
      const dy = k > i ? g.y - c.y : c.y - g.y;
      return dy > 0 && dy <= reach * c.size;
    };
    if (fits(i + 1, RAISED, HANGING_MARK)) return i + 1;
    return fits(i - 1, LOWERED, 1) ? i - 1 : i;
  });
  const out = groups.map((g) => [...g]);
  into.forEach((k, i) => {
    if (k !== i && into[k] === k) out[k]!.push(...groups[i]!);
  });
  return out.filter((_, i) => into[i] === i || into[into[i]!] !== into[i]);
}

/**
 * Word's second-level bullet is a letter "o" set in Courier New before text in another face (SP 800-63B, SP
 * 800-126): a bullet, printed as one ("◦"), so the line opens a list item as a "•" line does.
 */
function wordSubBullet(runs: Run[]): Run[] {
  const [first, ...rest] = runs;
  const next = rest.find((r) => r.text.trim() !== '');
  if (!first || !next || first.text.trim() !== 'o' || !first.font.mono || next.font.mono) return runs;
  return [{ ...first, text: first.text.replace('o', '◦') }, ...rest];
}

/** A run's size to the half point, as a line's sizes are counted. */
const sizeKey = (r: Run): number => Math.round(r.size * 2) / 2;

/** The characters of a line's runs: in all, bold, monospaced and italic, and the line's size. */
function tally(runs: readonly Run[]): { chars: number; bold: number; mono: number; italic: number; size: number } {
  let [chars, bold, mono, italic] = [0, 0, 0, 0];
  const bySize = new Map<number, number>();
  for (const r of runs) {
    const n = r.text.replace(/\s/g, '').length;
    chars += n;
    if (r.font.bold) bold += n;
    if (r.font.mono) mono += n;
    if (r.font.italic) italic += n;
    const key = sizeKey(r);
    bySize.set(key, (bySize.get(key) ?? 0) + n);
  }
  if (chars === 0) return { chars, bold, mono, italic, size: 0 };
  // A line of prose that names code set a point smaller ("the <oval-sc:collected_objects> and", Courier 10 in Times
  // 11) has the size of its prose, however many of its characters the names are: it goes on the paragraph.
  const prose = mono > 0 && mono < STYLE_SHARE * chars ? proseSizes(runs) : null;
  return { chars, bold, mono, italic, size: dominantSize(prose ?? bySize) };
}

/** Letters of a line's runs outside the code face, by size; null when fewer than MIN_PROSE_LETTERS. */
function proseSizes(runs: readonly Run[]): Map<number, number> | null {
  const bySize = new Map<number, number>();
  let letters = 0;
  for (const r of runs) {
    // Letters only: a margin's line number, in a face of its own, is no prose.
    const n = r.font.mono ? 0 : (r.text.match(/\p{L}/gu)?.length ?? 0);
    if (!n) continue;
    const key = sizeKey(r);
    bySize.set(key, (bySize.get(key) ?? 0) + n);
    letters += n;
  }
  return letters >= MIN_PROSE_LETTERS ? bySize : null;
}

/**
 * A raised run of at most PLACED_MARK_CHARS characters may fill a space a run of at most PLACED_RUN_CHARS leaves for
 * it: over a longer run, taking its characters as equally wide misplaces the space.
 */
const PLACED_MARK_CHARS = 3;
const PLACED_RUN_CHARS = 12;

/** The run of `runs` a raised run `r` is drawn over, where it is short enough to place `r` in. */
const heldIn = (runs: readonly Run[], r: Run) =>
  runs.findIndex(
    (q) =>
      q !== r &&
      q.text.length <= PLACED_RUN_CHARS &&
      q.size > r.size / MARKER_SIZE &&
      r.y > q.y &&
      r.x > q.x &&
      r.x < q.x + q.width,
  );

/**
 * A raised run drawn over a space a short run of the line leaves for it between two characters (FIPS 140-1's
 * "E PROM" with "2" raised over its space: E²PROM) fills that space — "E2PROM", not "E PROM" with a mark after it.
 */
function fillPlacedMarks(runs: Run[]): Run[] {
  const out = [...runs];
  for (const r of runs) {
    if (r.text.length > PLACED_MARK_CHARS || /\s/.test(r.text)) continue;
    const k = heldIn(out, r);
    const q = out[k];
    if (!q) continue;
    const at = Math.round(((r.x - q.x) / q.width) * q.text.length);
    const between = (i: number) =>
      q.text[i] === ' ' && /\S/.test(q.text[i - 1] ?? ' ') && /\S/.test(q.text[i + 1] ?? ' ');
    const space = [at, at - 1, at + 1].find(between);
    if (space === undefined) continue;
    out[k] = { ...q, text: q.text.slice(0, space) + r.text + q.text.slice(space + 1) };
    out.splice(out.indexOf(r), 1);
  }
  return out;
}

export function makeLine(page: number, group: Run[]): Line | null {
  const runs = fillPlacedMarks(wordSubBullet(dropDoubleStrikes([...group].sort((a, b) => a.x - b.x))));
  const { chars, bold, mono, italic, size } = tally(runs);
  if (chars === 0) return null;
  // The baseline of the line is that of its main-size text, not of a raised marker.
  const main = runs.find((r) => sizeKey(r) === size) ?? runs[0]!;

  const segments: Segment[] = [];
  const faceOf = (r: Run) => `${r.font.name ?? ''}|${r.font.bold}|${r.font.italic}`;
  const firstFace = faceOf(runs[0]!);
  const mixed = runs.some((r) => faceOf(r) !== firstFace);
  const pieces: NonNullable<Line['pieces']> = [];
  let seg: Segment | null = null;
  let prevEnd = -Infinity;
  let prevRun: Run | null = null;
  for (const r of runs) {
    const gap = r.x - prevEnd;
    // The space pdf.js saw before a run stands after the run drawn before it: here only if that is its neighbour.
    const spaced =
      r.spaceBefore === true && (r.seq === undefined || prevRun?.seq === undefined || prevRun.seq === r.seq - 1);
    let text = r.text.replace(/\s+/g, ' ');
    if (!seg || gap > SEGMENT_GAP * size) {
      const opensLine = seg === null;
      seg = { text, x0: r.x, x1: r.x + r.width };
      if (!opensLine) text = ` ${text}`;
      segments.push(seg);
    } else {
      const space =
        (gap > WORD_GAP * Math.max(size, r.size) || (spaced && gap > -WORD_GAP * r.size)) && !seg.text.endsWith(' ');
      seg.text += space ? ' ' : '';
      if (space && gap > 0) (seg.runStarts ??= []).push({ x: r.x, gap, at: seg.text.length });
      seg.text += text;
      seg.x1 = Math.max(seg.x1, r.x + r.width);
      if (space) text = ` ${text}`;
    }
    if (mixed)
      pieces.push({ text, face: faceOf(r), x: r.x, bold: r.font.bold, ...(r.font.mono ? { mono: true } : {}) });
    prevEnd = Math.max(prevEnd, r.x + r.width);
    prevRun = r;
  }
  for (const s of segments) s.text = s.text.trimEnd();

  const first = runs[0]!;
  const firstWord = first.text.split(/\s/)[0] ?? first.text;
  const line: Line = {
    page,
    text: segments.map((s) => s.text).join(' '),
    x0: segments[0]!.x0,
    x1: segments[segments.length - 1]!.x1,
    y: main.y,
    size,
    bold: bold >= STYLE_SHARE * chars,
    mono: mono >= STYLE_SHARE * chars,
    ...(italic >= STYLE_SHARE * chars ? { italic: true as const } : {}),
    segments,
    spaceWidth: 0.25 * size,
    firstWordWidth: first.text.length ? (first.width * firstWord.length) / first.text.length : 0,
    ...(mixed ? { pieces } : {}),
  };
  const fixed = line.mono ? fixedWidthOf(runs) : null;
  if (fixed) line.fixed = fixed;
  const marks = raisedMarks(runs);
  if (marks.length) line.marks = marks;
  lineRuns.set(line, runs);
  return line;
}

/** The raised marks right after a word among a line's runs (left to right). */
function raisedMarks(runs: readonly Run[]): NonNullable<Line['marks']> {
  const printed = (r: Run) => ({ text: r.text, size: r.size, y: r.y });
  return runs.flatMap((r, i) => {
    const after = i > 0 ? markAfter(printed(r), printed(runs[i - 1]!)) : null;
    return after ? [{ text: r.text.trim(), after }] : [];
  });
}

/** Some producers fake bold by printing the same text twice, a fraction of a point apart. */
function dropDoubleStrikes(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const r of runs) {
    const prev = out[out.length - 1];
    if (
      prev &&
      prev.text === r.text &&
      Math.abs(prev.x - r.x) < 0.1 * r.size &&
      Math.abs(prev.y - r.y) < 0.1 * r.size
    ) {
      continue;
    }
    out.push(r);
  }
  return out;
}
