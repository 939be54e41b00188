/**
 * Column titles set at a right angle (a wide matrix with narrow columns: SP 800-63B's Table 10-1 prints its nine
 * authenticator types turned 90°). Read upright, they would be lost and the band they fill an empty gap between
 * the caption and the rows. A band of such titles side by side — at least MIN_TITLES, each beside the next — is
 * read as one line of upright titles at the band's foot: each title the turned lines that touch one another,
 * joined in reading order, as wide as they stand. An upright text that stands wholly inside the band beside them
 * (the first column's title, centred in the band) is moved onto that line, so the row reads as one header line.
 * A lone turned text (a margin stamp, a watermark) is no band and stays unread.
 */
import type { Run } from './types.js';

/** A run set at a right angle to the page's text, in the page's (upright) frame. */
export interface AcrossRun {
  text: string;
  /** The box of its glyphs: across the baseline (x) and along it (y). */
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** Reads bottom to top (90, counter-clockwise) or top to bottom (270). */
  turn: 90 | 270;
  size: number;
  font: Run['font'];
  /** Its entry in the page's left-out texts (PageRuns.angled), which a band that reads it takes out; null for a
   * turned page's upright running header or footer, set aside as furniture instead. */
  at: number | null;
}

/** Pieces of one turned line stand less than this far apart (em) along it. */
const PIECE_GAP = 2;
/** A band needs at least this many titles. */
const MIN_TITLES = 3;
/** Lines of one title stand closer than this (em) across their baselines; titles of two columns farther apart. */
const LINE_GAP = 0.5;
/**
 * Titles are turned because their columns are narrower than they are long: neighbouring ones stand closer than the
 * longer of the two is long, and never farther apart than this (pt): a matrix's columns, not text scattered over a
 * page.
 */
const TITLE_GAP = 100;

const longest = (a: AcrossRun, b: AcrossRun) => Math.max(a.y1 - a.y0, b.y1 - b.y0);

export interface TitleBand {
  /** The titles as upright runs on the band's foot line. */
  titles: Run[];
  /** Upright runs inside the band, moved onto that line: the run and its new baseline. */
  moved: Map<Run, number>;
  /** The turned runs read into titles. */
  read: AcrossRun[];
}

const overlaps = (a: AcrossRun, b: { y0: number; y1: number }) => a.y0 < b.y1 && b.y0 < a.y1;

/** The turned runs grouped into lines (same position across the baseline), in reading order along each. */
function turnedLines(runs: readonly AcrossRun[]): AcrossRun[][] {
  const lines: AcrossRun[][] = [];
  // Pieces of one line stand within a word space or two of each other along it; a title over another table
  // further up or down the page, at the same position across, is a line of its own.
  const along = (l: AcrossRun[], r: AcrossRun) =>
    l.some((p) => r.y0 - p.y1 < PIECE_GAP * r.size && p.y0 - r.y1 < PIECE_GAP * r.size);
  for (const r of [...runs].sort((a, b) => a.x0 - b.x0)) {
    const line = lines.find((l) => Math.abs(l[0]!.x0 - r.x0) < 0.3 * r.size && l[0]!.turn === r.turn && along(l, r));
    if (line) line.push(r);
    else lines.push([r]);
  }
  for (const l of lines) l.sort((a, b) => (a.turn === 90 ? a.y0 - b.y0 : b.y1 - a.y1));
  return lines;
}

function lineBox(line: AcrossRun[]): AcrossRun {
  const first = line[0]!;
  return {
    ...first,
    x0: Math.min(...line.map((r) => r.x0)),
    x1: Math.max(...line.map((r) => r.x1)),
    y0: Math.min(...line.map((r) => r.y0)),
    y1: Math.max(...line.map((r) => r.y1)),
  };
}

type Line = AcrossRun[];
type Title = Line[];

const textOf = (t: Title) => t.map((l) => l.map((r) => r.text).join(' ')).join(' ');

/** Lines that touch across their baselines are one title; a title's lines read first to last as the text turns. */
function titlesOf(lines: Line[]): Title[] {
  const titles: Title[] = [];
  for (const l of lines) {
    const box = lineBox(l);
    const last = titles.at(-1)?.at(-1);
    const lastBox = last && lineBox(last);
    if (lastBox && lastBox.turn === box.turn && box.x0 - lastBox.x1 < LINE_GAP * box.size && overlaps(box, lastBox))
      titles.at(-1)!.push(l);
    else titles.push([l]);
  }
  return titles.map((t) => (t[0]![0]!.turn === 270 ? t.reverse() : t));
}

/** The longest run of titles side by side, each beside the next. */
function widestBand(titles: Title[]): Title[] {
  let best: Title[] = [];
  let run: Title[] = [];
  for (const t of titles) {
    const prev = run.at(-1);
    const box = lineBox(t.flat());
    const prevBox = prev && lineBox(prev.flat());
    const near =
      prevBox && prevBox.turn === box.turn && box.x0 - prevBox.x1 < Math.min(longest(box, prevBox), TITLE_GAP);
    run = near && overlaps(box, prevBox) ? [...run, t] : [t];
    if (run.length > best.length) best = run;
  }
  return best;
}

/** The lines in groups whose extents along the baseline overlap (one group per height on the page), in order across. */
function byHeight(lines: Line[]): Line[][] {
  const groups: { y0: number; y1: number; lines: Line[] }[] = [];
  for (const l of lines) {
    const box = lineBox(l);
    const group = groups.find((g) => overlaps(box, g));
    if (!group) groups.push({ y0: box.y0, y1: box.y1, lines: [l] });
    else {
      group.lines.push(l);
      group.y0 = Math.min(group.y0, box.y0);
      group.y1 = Math.max(group.y1, box.y1);
    }
  }
  return groups.map((g) => g.lines);
}

/** The bands of turned titles on a page (one per table whose titles are turned), none when its turned text is no such band. */
export function titleBands(across: readonly AcrossRun[], upright: readonly Run[]): TitleBand[] {
  const bands = byHeight(turnedLines(across))
    .map((lines) => widestBand(titlesOf(lines)))
    .filter((b) => b.length >= MIN_TITLES);
  const taken = new Set<Run>();
  return bands.map((band) => {
    const read = bandOf(
      band,
      upright.filter((r) => !taken.has(r)),
    );
    for (const r of read.moved.keys()) taken.add(r);
    return read;
  });
}

function bandOf(band: Title[], upright: readonly Run[]): TitleBand {
  const boxes = band.map((t) => lineBox(t.flat()));
  const foot = Math.min(...boxes.map((b) => b.y0));
  const top = Math.max(...boxes.map((b) => b.y1));
  const left = boxes[0]!.x0;
  const right = boxes.at(-1)!.x1;
  const titles: Run[] = band.map((t, k) => ({
    text: textOf(t),
    x: boxes[k]!.x0,
    y: foot,
    width: boxes[k]!.x1 - boxes[k]!.x0,
    size: boxes[k]!.size,
    font: boxes[k]!.font,
  }));
  const moved = new Map<Run, number>();
  for (const r of upright) {
    const beside = r.x + r.width <= left || r.x >= right;
    if (beside && r.y >= foot && r.y + r.size <= top) moved.set(r, foot);
  }
  return { titles, moved, read: band.flat(2) };
}
