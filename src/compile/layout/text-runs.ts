/**
 * A page's text as positioned runs: one pdfjs `getTextContent` pass, keeping
 * horizontal text only (rotated margin notes and watermarks are not body text).
 */
import type { PDFPageProxy, TextItem } from 'pdfjs-dist/types/src/display/api.js';
import type { FontStyleResolver } from './font-styles.js';
import type { Run } from './types.js';

export interface PageRuns {
  page: number;
  bottom: number;
  top: number;
  runs: Run[];
  /** Runs set at an angle (rotated tables, margin notes), which the fallback does not read. */
  rotated: number;
}

/** Width of a space in ems (Helvetica 0.278, Times 0.25). */
const SPACE_EM = 0.26;

const UNKNOWN_FONT = { name: null, bold: false, italic: false, mono: false };

export async function readPageRuns(page: PDFPageProxy, fonts: FontStyleResolver): Promise<PageRuns> {
  const content = await page.getTextContent();
  const styles = await fonts.resolve(page, content.styles);
  const [, bottom, , top] = page.view;
  const runs: Run[] = [];
  let rotated = 0;
  let spaceNext = false;
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const item = raw as TextItem;
    if (!item.str) continue;
    if (!item.str.trim()) {
      spaceNext = true;
      continue;
    }
    const [a, b, c, d, e, f] = item.transform as number[];
    if (Math.abs(b) > 0.01 * Math.abs(a) || Math.abs(c) > 0.01 * Math.abs(d) || a <= 0 || d <= 0) {
      rotated++;
      continue;
    }
    const size = d;
    const lead = item.str.length - item.str.trimStart().length;
    const trail = item.str.length - item.str.trimEnd().length;
    const text = item.str.trim();
    // pdfjs reports one width for the whole string; a blank is about a quarter em wide.
    const blank = Math.min(SPACE_EM * size, item.width / item.str.length);
    runs.push({
      text,
      x: e + lead * blank,
      y: f,
      width: Math.max(0, item.width - (lead + trail) * blank),
      size,
      font: styles.get(item.fontName) ?? UNKNOWN_FONT,
      ...(spaceNext || lead > 0 ? { spaceBefore: true } : {}),
    });
    spaceNext = trail > 0;
  }
  return { page: page.pageNumber, bottom: Math.min(bottom!, top!), top: Math.max(bottom!, top!), runs, rotated };
}
