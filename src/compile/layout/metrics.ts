/**
 * Document-wide measures of the body text that the block rules compare
 * against: the body font size, the usual baseline-to-baseline distance per
 * size, and the text column's left and right edges (per page parity, since
 * book layouts mirror their margins).
 */
import type { Line, PageLines } from './types.js';
import { quantile } from '../quantile.js';

export interface LayoutMetrics {
  bodySize: number;
  /** Usual line pitch for a font size; falls back to 1.2 × size. */
  pitch(size: number): number;
  /** Text column edges for a page. */
  left(page: number): number;
  right(page: number): number;

  /**
   * Paragraphs are set apart by extra space. Then that space does most of
   * the work and line ends may be judged loosely — which matters because
   * optimal line breakers (InDesign's paragraph composer) end lines early
   * even mid-paragraph.
   */
  paragraphSpacing: boolean;
}

/** Share of widened body-text gaps above which the document spaces its paragraphs. */
const SPACED_SHARE = 0.08;
/** A gap above this multiple of the pitch is paragraph spacing. */
const PARA_SPACING = 1.3;
/** A page's own right edge counts with this many body lines, when its column is this share narrower. */
const MIN_PAGE_LINES = 10;
const NARROWER = 0.15;
/** A gap value is common when it occurs at least this share as often as the most frequent one. */
const COMMON_SHARE = 0.2;

const roundHalf = (v: number) => Math.round(v * 2) / 2;

function mode(values: number[]): number | null {
  const count = new Map<number, number>();
  for (const v of values) count.set(v, (count.get(v) ?? 0) + 1);
  let best: number | null = null;
  let bestN = 0;
  for (const [v, n] of count) {
    if (n > bestN || (n === bestN && best !== null && v < best)) {
      best = v;
      bestN = n;
    }
  }
  return best;
}

/**
 * The line pitch is the smallest common gap, not the most common one: a
 * document of many one-line paragraphs has more paragraph gaps than line gaps.
 */
function linePitch(gaps: number[]): number | null {
  const count = new Map<number, number>();
  for (const g of gaps) count.set(g, (count.get(g) ?? 0) + 1);
  const most = Math.max(0, ...count.values());
  const common = [...count.entries()].filter(([, n]) => n >= Math.max(2, COMMON_SHARE * most)).map(([g]) => g);
  return common.length ? Math.min(...common) : mode(gaps);
}

export { quantile };

/** The body text's size: the size most characters of the pages are set in (10 when there are none). */
export function bodySizeOf(pages: readonly PageLines[]): number {
  const charsBySize = new Map<number, number>();
  for (const p of pages) {
    for (const l of p.lines) charsBySize.set(l.size, (charsBySize.get(l.size) ?? 0) + l.text.length);
  }
  return [...charsBySize.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

export function measure(pages: PageLines[]): LayoutMetrics {
  const bodySize = bodySizeOf(pages);

  // Baseline gaps between consecutive same-size lines, up to three line heights (paragraph spacing included).
  const gapsBySize = new Map<number, number[]>();
  for (const p of pages) {
    const byY = [...p.lines].sort((a, b) => b.y - a.y);
    for (let i = 1; i < byY.length; i++) {
      const a = byY[i - 1]!;
      const b = byY[i]!;
      if (a.size !== b.size) continue;
      const gap = a.y - b.y;
      if (gap < 0.9 * a.size || gap > 3 * a.size) continue;
      const list = gapsBySize.get(a.size) ?? [];
      list.push(roundHalf(gap));
      gapsBySize.set(a.size, list);
    }
  }
  const pitchBySize = new Map<number, number>();
  for (const [size, gaps] of gapsBySize) {
    const p = linePitch(gaps);
    if (p !== null) pitchBySize.set(size, p);
  }
  const bodyPitch = pitchBySize.get(bodySize) ?? 1.2 * bodySize;
  const bodyGaps = gapsBySize.get(bodySize) ?? [];
  const wide = bodyGaps.filter((g) => g > PARA_SPACING * bodyPitch).length;

  const isBody = (l: Line) => Math.abs(l.size - bodySize) < 0.6;
  const edgesOf = (lines: Line[]) => ({
    left: mode(lines.map((l) => Math.round(l.x0))),
    right: quantile(
      lines.map((l) => l.x1),
      0.95,
    ),
  });
  // A landscape page has a text column of its own; it must not widen the portrait pages' column.
  const upright = pages.filter((p) => !p.turn);
  const edges = [0, 1].map((parity) =>
    edgesOf(upright.filter((p) => p.page % 2 === parity).flatMap((p) => p.lines.filter(isBody))),
  );
  const turned = new Map(pages.filter((p) => p.turn).map((p) => [p.page, edgesOf(p.lines.filter(isBody))]));
  const all = upright.flatMap((p) => p.lines.filter(isBody));
  const left = mode(all.map((l) => Math.round(l.x0))) ?? 72;
  const right =
    quantile(
      all.map((l) => l.x1),
      0.95,
    ) ?? 523;

  // A page whose own body lines end well short of the document's edge has a narrower column (a prose page among
  // wide table pages): its own edge counts. Pages with few lines keep the document's.
  const pageRight = new Map<number, number>();
  for (const p of upright) {
    const ends = p.lines.filter(isBody).map((l) => l.x1);
    const own = ends.length >= MIN_PAGE_LINES ? quantile(ends, 0.95) : null;
    const doc = edges[p.page % 2]!.right ?? right;
    if (own !== null && own < doc - NARROWER * (doc - (edges[p.page % 2]!.left ?? left))) pageRight.set(p.page, own);
  }
  const rightOf = (page: number) => turned.get(page)?.right ?? pageRight.get(page) ?? edges[page % 2]!.right ?? right;

  return {
    bodySize,
    pitch: (size) => pitchBySize.get(size) ?? pitchBySize.get(roundHalf(size)) ?? 1.2 * size,
    left: (page) => turned.get(page)?.left ?? edges[page % 2]!.left ?? left,
    right: rightOf,
    paragraphSpacing: bodyGaps.length > 0 && wide >= SPACED_SHARE * bodyGaps.length,
  };
}
