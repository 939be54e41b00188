/**
 * One walk over every body line of the document, in reading order, turning
 * lines into raw blocks: captions and the tables under them, headings, code
 * (monospaced lines) and paragraphs. Lines from different pages are one
 * stream, so a paragraph or table can run over a page break.
 */
import { isJustifiedLine } from './justified.js';
import { pageList } from '../page-list.js';
import type { ExtractResult, RawBlock, RawRow } from '../blocks.js';
import { leadOf } from '../lead.js';
import { groupBulletLists } from './bullet-lists.js';
import { headingRanks, isPlainHeading, strongHeadingTest } from './headings.js';
import { isContinuedCaption, parseCaption } from '../table-text.js';
import { isCaption, isNumberedHeadingText, startsItem, startsStrong } from './line-kinds.js';
import type { LayoutMetrics } from './metrics.js';
import { continuesParagraph, gapBetween, lineIsFull, sameStyle } from './paragraphs.js';
import { piecesOf } from './table-columns.js';
import { asHeader, continuesColumns, readTable, startsRuled, type TableRead } from './tables.js';
import { captionSide } from './caption-side.js';
import type { Nominated } from './nominated-headings.js';
import type { Line } from './types.js';
import { isAnnexLabel } from '../../model/section-number.js';
import type { PageRules } from '../pdf/page-rules.js';

/** An annex's number alone on its line (its title below): "Annex A". */

export type Diagnostic = ExtractResult['diagnostics'][number];

export interface FlowResult {
  blocks: RawBlock[];
  diagnostics: Diagnostic[];
  /** Captions printed again over the rest of a table ("… (continued)"): the model keeps the first. */
  repeated: { page: number; text: string }[];
}

/** Top of a line in user space, as the structure-tree extractor reports it (baseline + font size). */
const topOf = (l: Line) => l.y + l.size;

const joinLines = (lines: Line[]) => lines.map((l) => l.text).join('\n');

const centred = (a: Line, b: Line) => Math.abs((a.x0 + a.x1) / 2 - (b.x0 + b.x1) / 2) < 0.5 * a.size;

interface OpenTable {
  columns: number[];
  headerTexts: string[];
  lastPage: number;
  /** The table's last line was the last line on its page. */
  reachesPageEnd: boolean;
}

/**
 * What was read without a caption is a table only when it has at least two
 * columns, a header and two rows, and most of its rows have text in more than
 * one column (a hanging NOTE or a term and its definition line up once, not
 * row after row).
 */
function alignedOverRows(t: TableRead): boolean {
  if (t.columns.length < 2 || t.rows.length - (t.noteLines ? 1 : 0) < 3) return false;
  const body = t.rows.slice(0, t.noteLines ? -1 : undefined);
  const filled = body.filter((r) => r.cells.filter((c) => c.text.trim() !== '').length >= 2).length;
  // A first column of bullets or enumerators ("■", "a)", "1.") is a list with hanging items.
  const labels = body.filter((r) => LIST_LABEL.test(r.cells[0]?.text.trim() ?? '')).length;
  // Lines of a justified paragraph line up by their widened word gaps, not by cells (justified.ts).
  const justified = t.lines.filter(isJustifiedLine).length;
  return (
    filled >= Math.max(3, Math.ceil(0.75 * body.length)) &&
    labels < 0.5 * body.length &&
    justified < 0.5 * t.lines.length
  );
}

const LIST_LABEL = /^(?:[^\p{L}\p{N}\s]{1,2}|\(?[\p{L}\p{N}]{1,3}[.)])$/u;

/**
 * Cheap checks before reading a table without a caption at line `i`: it has
 * text in two places, does not start like a note, list item or bullet, and
 * one of the next two lines on the page (past a header's second line) has
 * text in two places too — or, for a row of two cells whose second cell wraps
 * (a term and its definition), the first line after the wrapped lines does,
 * on the same two column starts.
 */
function mayStartUncaptioned(lines: Line[], i: number): boolean {
  const l = lines[i]!;
  if (l.mono || piecesOf(l).length < 2 || isJustifiedLine(l)) return false;
  const rowBelow =
    [lines[i + 1], lines[i + 2]].some((n) => n !== undefined && n.page === l.page && piecesOf(n).length >= 2) ||
    hangingRowBelow(lines, i);
  return rowBelow && !startsStrong(l.text) && !startsItem(l.text) && !LIST_LABEL.test(piecesOf(l)[0]!.text);
}

/** Column starts of two rows agree within this (pt). */
const SAME_START = 2;

/**
 * Line `i` holds two pieces, the first with a word in it, the lines after it on the page continue its second
 * piece alone (a definition wrapping beside its term), and the next line that does not holds two pieces again at the same two starts:
 * the next row of a borderless two-column list.
 */
function hangingRowBelow(lines: Line[], i: number): boolean {
  const l = lines[i]!;
  const p = piecesOf(l);
  // The left cell names a term: a word, never a check box "[ ]" or a label before hanging text.
  if (p.length !== 2 || !/\p{L}{2}/u.test(p[0]!.text)) return false;
  const near = (a: number, b: number) => Math.abs(a - b) <= SAME_START;
  for (let j = i + 1; j < lines.length && lines[j]!.page === l.page; j++) {
    const q = piecesOf(lines[j]!);
    if (q.length === 1 && near(q[0]!.x0, p[1]!.x0)) continue;
    return q.length === 2 && near(q[0]!.x0, p[0]!.x0) && near(q[1]!.x0, p[1]!.x0);
  }
  return false;
}

/**
 * `knownTitles`: outline or Contents entry titles, which vouch for unnumbered headings; `nominated`:
 * lines that an outline or Contents entry names by number, title and page (nominated-headings.ts).
 */
export function buildBlocks(
  lines: Line[],
  m: LayoutMetrics,
  knownTitles: string[] = [],
  nominated: Nominated = () => false,
  /** The ruling lines of a page, where they were read (only pages whose text suggests a table). */
  ruling: (page: number) => PageRules | undefined = () => undefined,
): FlowResult {
  const blocks: RawBlock[] = [];
  const diagnostics: Diagnostic[] = [];
  const repeatedCaptions: FlowResult['repeated'] = [];
  const headingLines: { block: Extract<RawBlock, { kind: 'heading' }>; first: Line }[] = [];
  const heading = strongHeadingTest(lines, m, knownTitles);
  const stopTable = (l: Line) => isCaption(l.text) || heading(l);
  const side = captionSide(lines);
  let open: OpenTable | null = null;
  let lastCaption: { number: string; headerTexts: string[] } | null = null;
  const ruledPages = { rows: [] as number[], header: [] as number[] };

  /**
   * Reads a table from `start` and emits it. The first row is its header under a caption (`headerTexts`
   * null), or when it repeats the header of the part before (`headerTexts`); without a caption
   * (`'bold'`) only when it is set in bold. `accept` may still turn down what was read.
   */
  const emitTable = (
    start: number,
    columns: number[] | undefined,
    headerTexts: string[] | null | 'bold',
    accept: (t: TableRead) => boolean = () => true,
  ): number => {
    const t = readTable(lines, start, m, stopTable, columns, ruling(lines[start]!.page));
    if (!t || !accept(t)) return start;
    if (t.ruled) ruledPages[t.ruled].push(t.lines[0]!.page);
    let rows: RawRow[] = t.rows;
    const firstTexts = rows[0]?.cells.map((c) => c.text) ?? [];
    const isHeader =
      headerTexts === 'bold'
        ? t.lines[0]!.bold
        : headerTexts === null || firstTexts.join('\u0000') === headerTexts.join('\u0000');
    if (isHeader && rows.length) {
      const heads = headerTexts === null ? Math.min(t.headerRows, rows.length - 1) || 1 : 1;
      rows = [...rows.slice(0, heads).map(asHeader), ...rows.slice(heads)];
    }
    const last = t.lines[t.lines.length - 1]!;
    const end = start + t.lines.length;
    blocks.push({ kind: 'table', page: t.lines[0]!.page, y: topOf(t.lines[0]!), rows, pageEnd: last.page });
    if (t.columns.length < 2) {
      diagnostics.push({
        severity: 'warning',
        code: 'table-uncertain',
        message: 'table with a single column of text',
        page: last.page,
      });
    }
    if (t.uncertain)
      diagnostics.push({ severity: 'warning', code: 'table-uncertain', message: t.uncertain, page: t.lines[0]!.page });
    open = {
      columns: t.columns,
      headerTexts: Array.isArray(headerTexts) ? headerTexts : isHeader ? firstTexts : [],
      lastPage: last.page,
      reachesPageEnd: end >= lines.length || lines[end]!.page !== last.page,
    };
    return end;
  };

  /** Index after the run of lines from `start + 1` on that `continues(previous, next)` accepts. */
  const extend = (start: number, continues: (prev: Line, next: Line, run: Line[], at: number) => boolean): number => {
    const run = [lines[start]!];
    let j = start + 1;
    while (j < lines.length && continues(run[run.length - 1]!, lines[j]!, run, j)) run.push(lines[j++]!);
    return j;
  };

  /** A heading runs on over lines of its own style: a wrapped title, or "Annex A" / "(normative)" / title. */
  const headingContinues = (p: Line, n: Line) =>
    n.page === p.page &&
    sameStyle(p, n) &&
    gapBetween(p, n) <= 1.5 * m.pitch(n.size) &&
    !isNumberedHeadingText(n.text) &&
    !isCaption(n.text) &&
    (lineIsFull(p, n, m) || centred(p, n) || isAnnexLabel(p.text) || /^\(\w+\)$/.test(p.text));

  /** A caption wraps onto lines of its own style; the table header below it has several cells. */
  const captionContinues = (p: Line, n: Line) =>
    n.page === p.page &&
    sameStyle(p, n) &&
    n.segments.length === 1 &&
    gapBetween(p, n) <= 1.3 * m.pitch(n.size) &&
    lineIsFull(p, n, m) &&
    !stopTable(n);

  /** Code runs on over monospaced lines, across a page break too; a blank line or two stays inside. */
  const codeContinues = (p: Line, n: Line) =>
    n.mono && !nominated(n) && (n.page === p.page + 1 || (n.page === p.page && p.y - n.y <= 2.5 * m.pitch(n.size)));

  const headingAt = (k: number): boolean => {
    const l = lines[k]!;
    if (heading(l) || nominated(l)) return true;
    const before = k > 0 ? gapBetween(lines[k - 1]!, l) : Infinity;
    const after = k + 1 < lines.length ? gapBetween(l, lines[k + 1]!) : Infinity;
    return isPlainHeading(l, before, after, m);
  };

  let i = 0;
  while (i < lines.length) {
    const l = lines[i]!;
    const prev = lines[i - 1];
    const firstOnPage = !prev || prev.page !== l.page;

    const table = open as OpenTable | null;
    if (
      table &&
      firstOnPage &&
      table.reachesPageEnd &&
      l.page === table.lastPage + 1 &&
      (continuesColumns(l, table.columns) || startsRuled(lines, i, m, ruling(l.page)))
    ) {
      const next = emitTable(i, table.columns, table.headerTexts);
      if (next > i) {
        i = next;
        continue;
      }
    }
    open = null;

    // Captions set below their tables: a run of aligned lines that ends right at a caption is that caption's table.
    if (side === 'below' && !isCaption(l.text) && piecesOf(l).length >= 2 && !headingAt(i)) {
      const t = readTable(lines, i, m, stopTable, undefined, ruling(l.page));
      const after = t ? i + t.lines.length : i;
      const caption = lines[after];
      if (t && t.rows.length >= 2 && caption && caption.page === l.page && isCaption(caption.text)) {
        const j = extend(after, captionContinues);
        // In printed order, table then caption: the segmenter gives the caption below its table to it.
        const rows = [asHeader(t.rows[0]!), ...t.rows.slice(1)];
        blocks.push({ kind: 'table', page: l.page, y: topOf(l), rows, pageEnd: l.page });
        blocks.push({
          kind: 'paragraph',
          page: caption.page,
          y: topOf(caption),
          text: joinLines(lines.slice(after, j)),
        });
        i = j;
        continue;
      }
    }

    if (isCaption(l.text) && side === 'below') {
      // A caption with no aligned lines right above it (a figure's, or a table read otherwise): a paragraph.
      const j = extend(i, captionContinues);
      blocks.push({ kind: 'paragraph', page: l.page, y: topOf(l), text: joinLines(lines.slice(i, j)) });
      i = j;
      continue;
    }

    if (isCaption(l.text)) {
      const j = extend(i, captionContinues);
      const captionText = joinLines(lines.slice(i, j));
      const number = parseCaption(captionText)?.number ?? '';
      // "Table 5 – … (continued)" over the rest of a table: a continuation, not a new table.
      const repeated = lastCaption !== null && number === lastCaption.number && isContinuedCaption(captionText);
      if (repeated) repeatedCaptions.push({ page: l.page, text: captionText });
      else blocks.push({ kind: 'paragraph', page: l.page, y: topOf(l), text: captionText });
      const next = emitTable(j, undefined, repeated ? lastCaption!.headerTexts : null);
      if (next > j && !repeated) lastCaption = { number, headerTexts: (open as OpenTable | null)?.headerTexts ?? [] };
      if (next === j) {
        diagnostics.push({
          severity: 'warning',
          code: 'table-uncertain',
          message: `no aligned columns found under "${l.text.slice(0, 60)}"`,
          page: l.page,
        });
      }
      i = next;
      continue;
    }

    if (headingAt(i)) {
      // Only a heading set apart by its font runs on; one in the body face is a single line.
      const j = heading(l) ? extend(i, headingContinues) : i + 1;
      const block = {
        kind: 'heading' as const,
        page: l.page,
        y: topOf(l),
        text: joinLines(lines.slice(i, j)),
        tagLevel: null as number | null,
      };
      blocks.push(block);
      headingLines.push({ block, first: l });
      i = j;
      continue;
    }

    // A table without a caption: lines that line up in columns over several rows.
    if (mayStartUncaptioned(lines, i)) {
      const next = emitTable(i, undefined, 'bold', alignedOverRows);
      if (next > i) {
        i = next;
        continue;
      }
    }

    if (l.mono) {
      const j = extend(i, codeContinues);
      blocks.push({ kind: 'code', page: l.page, y: topOf(l), text: joinLines(lines.slice(i, j)) });
      i = j;
      continue;
    }

    const j = extend(
      i,
      (_p, n, run, at) => !isCaption(n.text) && !n.mono && continuesParagraph(run, n, m) && !headingAt(at),
    );
    const lead = l.pieces ? leadOf(l.pieces) : null;
    // Set in as a whole (every line, not only the first): a non-normative block (OASIS notes and examples).
    const run = lines.slice(i, j);
    const indent = Math.round(Math.min(...run.map((x) => x.x0)) - m.left(l.page));
    blocks.push({
      kind: 'paragraph',
      page: l.page,
      y: topOf(l),
      text: joinLines(run),
      ...(indent > 0 ? { indent } : {}),
      ...(l.marginNumber !== undefined ? { marginNumber: l.marginNumber } : {}),
      ...(lead !== null ? { lead } : {}),
    });
    i = j;
  }

  diagnostics.push(...ruledDiagnostics(ruledPages));
  const rank = headingRanks(headingLines.map((h) => h.first));
  for (const h of headingLines) h.block.tagLevel = rank(h.first);
  return { blocks: groupBulletLists(blocks), diagnostics, repeated: repeatedCaptions };
}

/** What the ruling lines decided, once per document: which tables they bounded and split into rows. */
function ruledDiagnostics(pages: { rows: number[]; header: number[] }): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (pages.rows.length)
    out.push({
      severity: 'info',
      code: 'table-rules',
      message: `${pages.rows.length} table part(s) bounded and split into rows by their ruling lines (a wrapped cell between two rules is one row), on pages ${pageList(pages.rows)}`,
      page: pages.rows[0],
    });
  if (pages.header.length)
    out.push({
      severity: 'info',
      code: 'table-rules',
      message: `${pages.header.length} table part(s) ruled only round the header and at the foot: the header ends at its rule, the rows were told apart by the text, on pages ${pageList(pages.header)}`,
      page: pages.header[0],
    });
  return out;
}
