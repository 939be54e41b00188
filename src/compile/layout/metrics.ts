/**
 * Document-wide measures of the body text that the block rules compare
 * against: the body font size, the usual baseline-to-baseline distance per
 * size, and the text column's left and right edges (per page parity, since
 * book layouts mirror their margins).
 */
import type { Line, PageLines } from './types.js';

export interface LayoutMetrics {
  bodySize: number;
  /** Usual line pitch for a font size; falls back to 1.2 × size. */
  pitch(size: number): number;
  /** Text column edges for a page. */
  left(page: number): number;
  right(page: number): number;
  /**
   * Paragraphs are set apart by extra space. Then that space, not the line
   * length, is the paragraph break: optimal line breakers (InDesign's
   * paragraph composer) end lines early even mid-paragraph.
   */
  paragraphSpacing: boolean;
}

/** Share of widened body-text gaps above which the document spaces its paragraphs. */
const SPACED_SHARE = 0.08;

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

function quantile(values: number[], q: number): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

export function measure(pages: PageLines[]): LayoutMetrics {
  const charsBySize = new Map<number, number>();
  for (const p of pages) {
    for (const l of p.lines) charsBySize.set(l.size, (charsBySize.get(l.size) ?? 0) + l.text.length);
  }
  const bodySize = [...charsBySize.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;

  const gapsBySize = new Map<number, number[]>();
  for (const p of pages) {
    const byY = [...p.lines].sort((a, b) => b.y - a.y);
    for (let i = 1; i < byY.length; i++) {
      const a = byY[i - 1]!;
      const b = byY[i]!;
      if (a.size !== b.size) continue;
      const gap = a.y - b.y;
      if (gap < 0.9 * a.size || gap > 2 * a.size) continue;
      const list = gapsBySize.get(a.size) ?? [];
      list.push(roundHalf(gap));
      gapsBySize.set(a.size, list);
    }
  }
  const bodyGaps = { normal: 0, wide: 0 };
  for (const p of pages) {
    const byY = [...p.lines].sort((a, b) => b.y - a.y);
    for (let i = 1; i < byY.length; i++) {
      const a = byY[i - 1]!;
      const b = byY[i]!;
      if (a.size !== bodySize || b.size !== bodySize) continue;
      const gap = (a.y - b.y) / bodySize;
      if (gap >= 0.9 && gap <= 1.45) bodyGaps.normal++;
      else if (gap > 1.45 && gap <= 3) bodyGaps.wide++;
    }
  }
  const pitchBySize = new Map<number, number>();
  for (const [size, gaps] of gapsBySize) {
    const m = mode(gaps);
    if (m !== null) pitchBySize.set(size, m);
  }

  const isBody = (l: Line) => Math.abs(l.size - bodySize) < 0.6;
  const edges = [0, 1].map((parity) => {
    const lines = pages.filter((p) => p.page % 2 === parity).flatMap((p) => p.lines.filter(isBody));
    return {
      left: mode(lines.map((l) => Math.round(l.x0))),
      right: quantile(lines.map((l) => l.x1), 0.95),
    };
  });
  const all = pages.flatMap((p) => p.lines.filter(isBody));
  const left = mode(all.map((l) => Math.round(l.x0))) ?? 72;
  const right = quantile(all.map((l) => l.x1), 0.95) ?? 523;

  return {
    bodySize,
    pitch: (size) => pitchBySize.get(size) ?? pitchBySize.get(roundHalf(size)) ?? 1.2 * size,
    left: (page) => edges[page % 2]!.left ?? left,
    right: (page) => edges[page % 2]!.right ?? right,
    paragraphSpacing: bodyGaps.wide >= SPACED_SHARE * (bodyGaps.normal + bodyGaps.wide),
  };
}
