/**
 * What a page's ruling lines say about a table read from its text
 * (pdf/page-rules.ts reads them). A table is ruled when a stack of horizontal
 * rules of one width runs down from just above its first line: a box drawn
 * round it and at least one rule inside — a ruled box round prose or code has
 * none inside, and makes no table. The stack bounds the table (rows far apart,
 * a header of several lines set loosely stay in), and a rule between two
 * lines across most of the table's width separates rows: what lies between
 * two such rules is one row, however many lines its cells wrap to — unless a
 * line fills every column by itself (a grid that rules groups of rows, not
 * each row). A table ruled only above and below its header and at its foot
 * (booktabs: FIPS 203) has its header bounded by the rule, and its body rows
 * are told apart by the text, as without rules.
 */
import type { PageRules, Rule } from '../pdf/page-rules.js';
import { isCaption } from './line-kinds.js';
import { piecesOf } from './table-columns.js';
import type { Line } from './types.js';

/** Rules this close (pt) in height are one rule; segments this close end to end are one segment. */
const SAME = 1.5;
/** Two rules of a stack have the same width: ends within this (pt). */
const EDGE_TOL = 4;
/** A rule of the stack may reach this far (pt) outside the top one: a foot rule drawn out to a double frame. */
const FRAME_OUT = 6;
/** A rule above the first line by at most this many pitches opens the table. */
const OPEN_REACH = 2.5;
/** Consecutive rules of a stack are at most this many pitches apart (the body between a booktabs midrule and foot). */
const STACK_REACH = 30;
/** A rule separates rows when it covers this share of the table's width (less: it rules a spanning cell, or a table nested in a cell). */
const ACROSS = 0.5;

export interface RuledTable {
  /** Horizontal extent and the heights of the stack's outer rules. */
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  /** Heights of the rules inside, highest first, that cross the table. */
  inner: number[];
  /** Vertical rules stand between the columns. */
  grid: boolean;
  /** Where those vertical rules stand (x), ascending: each starts a column. */
  bounds: number[];
  /** The vertical rules within the table's width, each joined end to end. */
  verticals: Rule[];
  /** The horizontal rules between its outer rules, joined end to end: where each runs says which cells it closes. */
  horizontals: Rule[];
}

/**
 * The pages whose drawing is worth reading: those with a table caption, and the page after each (a
 * table continued without its caption), those with a line of bold column titles, and those where a table without a caption may start (whether rules
 * bound it tells a table from a list of pairs; the caller's predicate says so, and whether a bold title over smaller
 * text may head a ruled stack). Most pages are prose and are never asked for their operator list.
 */
export function tablePages(lines: Line[], mayStartUncaptioned: (lines: Line[], i: number) => boolean): number[] {
  const pages = new Set<number>();
  lines.forEach((l, i) => {
    if (isCaption(l.text)) {
      pages.add(l.page);
      pages.add(l.page + 1);
    } else if (!pages.has(l.page) && (mayStartUncaptioned(lines, i) || columnTitles(l))) pages.add(l.page);
  });
  return [...pages].sort((a, b) => a - b);
}

/** A bold line of three pieces or more: column titles, which may head a grid of blank rows (a form). */
const columnTitles = (l: Line) => l.bold && piecesOf(l).length >= 3;

/** Lines (footnotes, a short paragraph) that may follow a table ruled down to its page's foot. */
const BELOW_FOOT = 6;
/** Rules shorter than this (pt) are no table's. */
const TABLE_RULE = 100;

/** The page's lowest long rule has at most a few of its lines below it: a table drawn down to the foot. */
export function rulesReachFoot(rules: PageRules, pageLines: Line[]): boolean {
  const long = rules.horizontal.filter((r) => r.to - r.from >= TABLE_RULE);
  if (!long.length) return false;
  const lowest = Math.min(...long.map((r) => r.at));
  return pageLines.filter((l) => l.y < lowest).length <= BELOW_FOOT;
}

/** A gap (pt) in a horizontal rule where a vertical rule crosses it: Word's 3-D borders stop short of the crossing. */
const CROSSING_GAP = 4;
/** A vertical rule crosses a horizontal one when it comes this close (pt) to its height. */
const CROSSING_REACH = 3;

/**
 * Horizontal segments merged: a rule drawn cell by cell is one rule, and so is one broken where each vertical
 * rule crosses it (Word's 3-D cell borders draw each rule as thin bars that leave the crossing open).
 */
export function mergedRules(rules: Rule[], verticals: readonly Rule[] = []): Rule[] {
  return bridgedAtCrossings(joinedEndToEnd(rules), verticals);
}

function bridgedAtCrossings(rules: Rule[], verticals: readonly Rule[]): Rule[] {
  // Another rule of the grid runs unbroken from one piece's start to the other's end: the gap is a cell's edge
  // drawn without a border (MIL-STD-2045 TABLE IX's header), not two tables side by side.
  const spanned = (at: number, from: number, to: number) =>
    rules.some((o) => Math.abs(o.at - at) > SAME && o.from <= from + EDGE_TOL && o.to >= to - EDGE_TOL);
  // Left to right: the pieces of one rule may differ in height by a fraction of a point.
  const sorted = [...rules].sort((a, b) => a.from - b.from || b.at - a.at);
  const out: Rule[] = [];
  for (const r of sorted) {
    const before = out.find(
      (o) =>
        Math.abs(o.at - r.at) <= SAME &&
        r.from > o.to &&
        r.from - o.to <= CROSSING_GAP &&
        (verticals.some(
          (v) =>
            v.at >= o.to - SAME &&
            v.at <= r.from + SAME &&
            v.from <= o.at + CROSSING_REACH &&
            v.to >= o.at - CROSSING_REACH,
        ) ||
          spanned(o.at, o.from, r.to)),
    );
    if (before) before.to = Math.max(before.to, r.to);
    else out.push({ ...r });
  }
  return out.sort((a, b) => b.at - a.at || a.from - b.from);
}

function joinedEndToEnd(rules: Rule[]): Rule[] {
  const sorted = [...rules].sort((a, b) => b.at - a.at || a.from - b.from);
  const out: Rule[] = [];
  for (const r of sorted) {
    const same = out.filter((o) => Math.abs(o.at - r.at) <= SAME && r.from <= o.to + SAME && r.to >= o.from - SAME);
    if (!same.length) {
      out.push({ ...r });
      continue;
    }
    const into = same[0]!;
    into.from = Math.min(into.from, r.from, ...same.map((s) => s.from));
    into.to = Math.max(into.to, r.to, ...same.map((s) => s.to));
    for (const s of same.slice(1)) out.splice(out.indexOf(s), 1);
  }
  return out;
}

/**
 * The heights of the rules between rows: the pieces at one height cover at least ACROSS of the width together. A
 * rule left out under a cell that spans rows leaves a column's gap in it (SP 800-126 Table 12's "1, and only 1, of
 * these elements" beside five rows), and its pieces still divide the other columns' rows; so do pieces that stand
 * apart however little they cover (`apart`).
 */
function innerRules(
  pieces: Rule[],
  top: Rule,
  width: number,
  edges: readonly number[],
  verticals: readonly Rule[],
): number[] {
  const heights: { at: number; spans: [number, number][] }[] = [];
  for (const r of [...pieces].sort((a, b) => b.at - a.at)) {
    const span: [number, number] = [Math.max(r.from, top.from), Math.min(r.to, top.to)];
    const same = heights.find((h) => Math.abs(h.at - r.at) <= SAME);
    if (same) same.spans.push(span);
    else heights.push({ at: r.at, spans: [span] });
  }
  const covered = (spans: [number, number][]) => spans.reduce((sum, [from, to]) => sum + to - from, 0);
  const cellWide = ([from, to]: [number, number]) =>
    edges.some((x) => Math.abs(x - from) <= EDGE_TOL) && edges.some((x) => Math.abs(x - to) <= EDGE_TOL);
  // A piece from a column's edge to another's that vertical rules inside it end at from below, none inside it
  // crossing the row above: the bottom of a cell spanning those columns over the cells that divide them (RISC-V
  // Table 2.1's "CSR Address" over "[11:10] | [9:8] | [7:6]"), no underline, no rule of a nested grid.
  const inside = (v: Rule, [from, to]: [number, number]) => v.at > from + EDGE_TOL && v.at < to - EDGE_TOL;
  const met = (at: number, span: [number, number]) =>
    verticals.some((v) => inside(v, span) && Math.abs(v.to - at) <= SAME + 1) &&
    !verticals.some((v) => inside(v, span) && v.from < at + SAME + 1 && v.to > at + SAME + 1);
  // Pieces over the same columns at two heights or more, each between two vertical rules that run on above and below
  // it: the bottoms of a column's cells, beside cells that span on (AAPCS64 Table 1's "VG×64-bit vector of 8-bit
  // elements" over "… of 16-bit elements" and two more, "Scalable Vector" and "VG×8" beside them spanning four rows).
  // One such piece alone may be a title's underline, which divides nothing.
  const crosses = (x: number, at: number) =>
    verticals.some((v) => Math.abs(v.at - x) <= EDGE_TOL && v.from < at - SAME - 1 && v.to > at + SAME + 1);
  const sameSpan = (a: [number, number], b: [number, number]) =>
    Math.abs(a[0] - b[0]) <= EDGE_TOL && Math.abs(a[1] - b[1]) <= EDGE_TOL;
  const repeated = (at: number, span: [number, number]) =>
    heights.some((h) => Math.abs(h.at - at) > SAME && h.spans.some((o) => sameSpan(o, span)));
  const closesCells = (at: number, span: [number, number]) =>
    crosses(span[0], at) && crosses(span[1], at) && repeated(at, span);
  return heights
    .filter(
      (h) =>
        covered(h.spans) >= ACROSS * width ||
        apart(h.spans.filter(cellWide)) ||
        h.spans.some((span) => cellWide(span) && (met(h.at, span) || closesCells(h.at, span))),
    )
    .map((h) => h.at);
}

/**
 * Pieces at one height, each from a column's edge to another's (`edges`: the grid's vertical rules and sides; a
 * link's underline is none), with a gap between them wider than a cell's padding: a rule cut where cells span the rows
 * on either side of it (SP 800-57 Table 4's "112" row: "Applying" over "Processing" and "Disallowed" over "Legacy
 * use" ruled apart, the two "Acceptable" cells between them spanning both), which divides rows however little of
 * the width it covers. One piece (a group title's underline) divides nothing.
 */
function apart(spans: [number, number][]): boolean {
  if (spans.length < 2) return false;
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let end = sorted[0]![1];
  for (const [from, to] of sorted.slice(1)) {
    if (from - end > EDGE_TOL) return true;
    end = Math.max(end, to);
  }
  return false;
}

/**
 * The ruled table whose top rule sits just above `first`, or null. `pitch` is the line pitch of
 * the table's text; `lines` are the page's lines (a line reaching outside the stack's width
 * between two rules ends the stack: the text between two tables).
 */
export function ruledTableAt(rules: PageRules, first: Line, lines: Line[], pitch: number): RuledTable | null {
  const merged = mergedRules(rules.horizontal, rules.vertical).filter((r) => !underlines(r, lines));
  const top = merged
    .filter(
      (r) =>
        r.at > first.y &&
        r.at - first.y <= OPEN_REACH * pitch &&
        r.from <= first.x0 + EDGE_TOL &&
        r.to >= first.x1 - EDGE_TOL,
    )
    .sort((a, b) => a.at - b.at)[0];
  if (!top) return null;
  // The sides of shaded cells bound columns as vertical rules do (a shaded header drawn without rules inside).
  const sides = rules.boxes.flatMap((b) => [
    { at: b.x0, from: b.y0, to: b.y1 },
    { at: b.x1, from: b.y0, to: b.y1 },
  ]);
  const verticals = mergedVerticals([...rules.vertical, ...sides]).filter(
    (v) => v.at >= top.from - EDGE_TOL && v.at <= top.to + EDGE_TOL,
  );
  const stack = stackOfRules(top, merged, verticals, lines, pitch);
  if (stack.length < 2) return null;
  const last = stack[stack.length - 1]!.at;
  const bottom = openFoot(verticals, top, last, lines) ?? last;
  const width = top.to - top.from;
  const inner = innerRules(
    merged.filter((r) => r.at < top.at - SAME && r.at > bottom + SAME && r.from < top.to && r.to > top.from),
    top,
    width,
    [top.from, top.to, ...verticals.map((v) => v.at)],
    verticals,
  );
  const inside = verticals.filter((v) => v.at > top.from + EDGE_TOL && v.at < top.to - EDGE_TOL);
  const middles = [top.at, ...inner, bottom].slice(1).map((lo, i, all) => (lo + (i ? all[i - 1]! : top.at)) / 2);
  const bounds = inside
    .filter((v) => reachesFoot(v, bottom) || bandsCrossed(inside, v.at, middles.slice(1)) >= MIN_BANDS)
    .map((v) => v.at)
    .sort((a, b) => a - b)
    .filter((x, i, all) => i === 0 || x - all[i - 1]! > EDGE_TOL);
  if (stack.length === 2 && !rowCarriedOver(top.at, bottom, inside, lines)) return null;
  const horizontals = merged.filter(
    (r) => r.at < top.at - SAME && r.at > bottom + SAME && r.to > top.from && r.from < top.to,
  );
  return {
    x0: top.from,
    x1: top.to,
    top: top.at,
    bottom,
    inner,
    grid: bounds.length > 0,
    bounds,
    verticals,
    horizontals,
  };
}

/**
 * The rules of one table from its top down: rules of its width (a part's foot rule out to a double frame's outer
 * line), each joined to the one above by a vertical rule where vertical rules meet them, no text of another kind
 * between.
 */
function stackOfRules(
  top: Rule,
  merged: readonly Rule[],
  verticals: readonly Rule[],
  lines: readonly Line[],
  pitch: number,
): Rule[] {
  // Word draws a part's foot rule out to the outer line of a double frame (MIL-STD-2045): wider, never narrower.
  const sameWidth = (r: Rule) =>
    r.from - top.from <= EDGE_TOL &&
    top.from - r.from <= FRAME_OUT &&
    top.to - r.to <= EDGE_TOL &&
    r.to - top.to <= FRAME_OUT;
  // A rule that vertical rules meet belongs to a grid: the grid's rules are joined by them, and end where they do
  // (a rule over a boxed comment above a grid is not the grid's top).
  const touched = (at: number) =>
    verticals.some((v) => Math.abs(v.to - at) <= SAME + 1 || Math.abs(v.from - at) <= SAME + 1);
  const joined = (hi: number, lo: number) => verticals.some((v) => v.to >= hi - SAME - 1 && v.from <= lo + SAME + 1);
  // A line reaching outside the width, or a caption, between two rules: the text between two tables. Not a caption
  // in a row that a vertical rule joins: a cell's text ("… in accordance with" / "TABLE I.", MIL-STD-2045 TABLE E-I).
  const between = (hi: number, lo: number) =>
    lines.some(
      (l) =>
        l.y < hi &&
        l.y > lo &&
        (l.x0 < top.from - EDGE_TOL || l.x1 > top.to + EDGE_TOL || (isCaption(l.text) && !joined(hi, lo))),
    );
  const stack = [top];
  for (const r of merged.filter((r) => r.at < top.at && sameWidth(r)).sort((a, b) => b.at - a.at)) {
    const last = stack[stack.length - 1]!;
    // A row taller than the reach still belongs when a vertical rule joins its two rules (MIL-STD-2045 TABLE E-IV's
    // CASE 9, a row of 33 lines).
    if ((last.at - r.at > STACK_REACH * pitch && !joined(last.at, r.at)) || between(last.at, r.at)) break;
    if (!joined(last.at, r.at) && leadsIn(last.at, r.at, lines, pitch)) break;
    // A double rule holds no line between its two: nothing to join.
    const double = last.at - r.at < 0.5 * pitch;
    if (!double && (touched(last.at) || touched(r.at)) && !joined(last.at, r.at)) break;
    stack.push(r);
  }
  return stack;
}

/**
 * Between two rules that no vertical rule joins, a sentence ending in a colon, in the body's face and in one piece,
 * over a line of bold column titles just under the lower rule (as close as a table's top rule to its first line): the lead-in of a second table ruled as the first is
 * (both ruled above and below their titles and at their feet, one width: the ICCCM's WM_SIZE_HINTS fields over its
 * flags), not a row of the first. A cell's sentence ("No registrations at this time.") ends no table.
 */
function leadsIn(hi: number, lo: number, lines: readonly Line[], pitch: number): boolean {
  const band = lines.filter((l) => l.y < hi && l.y > lo).sort((a, b) => b.y - a.y);
  const next = lines.filter((l) => l.y < lo).sort((a, b) => b.y - a.y)[0];
  const last = band[band.length - 1];
  return (
    !!last &&
    band.length <= LEAD_IN_LINES &&
    band.every((l) => !l.bold && piecesOf(l).length === 1) &&
    last.text.trimEnd().endsWith(':') &&
    !!next?.bold &&
    lo - next.y <= OPEN_REACH * pitch
  );
}

/** A lead-in runs to at most this many lines. */
const LEAD_IN_LINES = 3;

/**
 * Where the grid's two sides go on below its last rule, down to the same end: a last row that Word leaves open at
 * the foot of a page when the table goes on over the next (MIL-STD-2045 TABLE VII's "CRITIC/ECP" row). The lowest
 * end of the sides, or null; never past a line reaching outside the grid's width.
 */
function openFoot(verticals: readonly Rule[], top: Rule, last: number, lines: readonly Line[]): number | null {
  const below = (at: number) =>
    verticals.find((v) => Math.abs(v.at - at) <= EDGE_TOL && v.to >= last - SAME && v.from < last - SAME);
  const left = below(top.from);
  const right = below(top.to);
  if (!left || !right || Math.abs(left.from - right.from) > SAME) return null;
  const foot = Math.min(left.from, right.from);
  const outside = lines.some(
    (l) => l.y < last && l.y > foot && (l.x0 < top.from - EDGE_TOL || l.x1 > top.to + EDGE_TOL),
  );
  return outside ? null : foot;
}

/**
 * A box with no rule inside is a table only as a grid of one row opening its page: vertical rules divide it into
 * columns from its top to its foot, and no text of the page stands above it (a table's row carried over to the next
 * page, MIL-STD-2045 TABLE E-IV). A box round prose, or a row boxed apart inside a larger drawing, is none.
 */
function rowCarriedOver(top: number, bottom: number, inside: readonly Rule[], lines: readonly Line[]): boolean {
  const divided = inside.some((v) => v.to >= top - SAME - 1 && v.from <= bottom + SAME + 1);
  return divided && !lines.some((l) => l.y > top);
}

/**
 * Column boundaries: vertical rules inside the width that reach the foot, or that stand, broken by cells
 * spanning past them, in this many rows below the first (FIPS 140-1 Table 1, whose last row spans every column).
 * A rule only between the label rows at the top, or down a nested table, bounds no column of the table.
 */
const MIN_BANDS = 2;

const reachesFoot = (v: Rule, bottom: number) => v.from <= bottom + SAME + 1 && v.to > bottom + SAME;

/** How many of the rows (given by their middles) a vertical rule at `x` crosses. */
function bandsCrossed(verticals: readonly Rule[], x: number, middles: readonly number[]): number {
  const at = verticals.filter((v) => Math.abs(v.at - x) <= SAME);
  return middles.filter((y) => at.some((v) => v.from <= y && v.to >= y)).length;
}

/** Vertical segments at one x joined end to end: a rule drawn row by row is one rule. */
export function mergedVerticals(rules: Rule[]): Rule[] {
  const sorted = [...rules].sort((a, b) => a.at - b.at || a.from - b.from);
  const out: Rule[] = [];
  for (const r of sorted) {
    const last = out.find(
      (o) => Math.abs(o.at - r.at) <= SAME && r.from <= o.to + SAME + 1 && r.to >= o.from - SAME - 1,
    );
    if (last) {
      last.from = Math.min(last.from, r.from);
      last.to = Math.max(last.to, r.to);
    } else out.push({ ...r });
  }
  return out;
}

/** The rule underlines a piece of text (a link): it starts where the text does, just under its baseline. */
function underlines(r: Rule, lines: Line[]): boolean {
  return lines.some(
    (l) =>
      r.at <= l.y &&
      r.at >= l.y - 0.35 * l.size &&
      piecesOf(l).some((p) => Math.abs(p.x0 - r.from) <= SAME && r.to <= p.x1 + EDGE_TOL),
  );
}

/** The line lies inside the ruled table (between its outer rules, within its width). */
export function insideRuled(t: RuledTable, l: Line): boolean {
  return l.y < t.top && l.y > t.bottom && l.x0 >= t.x0 - EDGE_TOL && l.x1 <= t.x1 + EDGE_TOL;
}

/**
 * Which band between the table's inner rules the line sits in (0 above the first): by the middle of its
 * x-height, so a cell spanning two ruled rows, set halfway down, falls in the lower one.
 */
export function bandOf(t: RuledTable, l: Line): number {
  const middle = l.y + 0.3 * l.size;
  return t.inner.filter((at) => at > middle).length;
}
