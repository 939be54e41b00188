/**
 * One walk over every body line of the document, in reading order, turning
 * lines into raw blocks: captions and the tables under them, headings, code
 * (monospaced lines) and paragraphs. Lines from different pages are one
 * stream, so a paragraph or table can run over a page break.
 */
import { pageList } from '../page-list.js';
import type { ExtractResult, RawBlock, RawRow } from '../blocks.js';
import { leadOf } from '../lead.js';
import { groupBulletLists } from './bullet-lists.js';
import {
  headingFaceTest,
  headingRanks,
  isLabelOverTitle,
  chapterLabelLines,
  isPlainHeading,
  numberedHeadingStyles,
  strongHeadingTest,
} from './headings.js';
import { bareCaption, isContinuedCaption, isContinuedLine, parseCaption, samePrintedRow } from '../table-text.js';
import { headingNumber, isCaption, isNumberedHeadingText, startsItem } from './line-kinds.js';
import type { LayoutMetrics } from './metrics.js';
import { continuesParagraph, gapBetween, lineIsFull, sameStyle } from './paragraphs.js';
import { COL_TOL, piecesOf } from './table-columns.js';
import { isAsciiBorder, readAsciiTable } from './ascii-tables.js';
import {
  asHeader,
  captionedHeaderRows,
  continuesColumns,
  opensGridAcross,
  readTable,
  startsRuled,
  withHeads,
  type TableRead,
} from './tables.js';
import { alignedOverRows, headedOverPageBreak, mayStartUncaptioned } from './uncaptioned-start.js';
import { titlesOverFigureGrid } from './figure-grids.js';
import { readTitledCode } from './titled-code.js';
import { codeText } from './code-lines.js';
import { blankRows, numberedForm, titlesInGrid } from './blank-rows.js';
import { captionSide } from './caption-side.js';
import type { Nominated } from './nominated-headings.js';
import type { Line } from './types.js';
import { captionsTextlessFrame } from './textless-table.js';
import { titleUnderMasthead } from './masthead-titles.js';
import { continuesNumbering, isAnnexLabel } from '../../model/section-number.js';
import { parseFigureCaption } from '../../model/table-number.js';
import type { PageRules } from '../pdf/page-rules.js';

/** An annex's number alone on its line (its title below): "Annex A". */

export type Diagnostic = ExtractResult['diagnostics'][number];

export interface FlowResult {
  blocks: RawBlock[];
  diagnostics: Diagnostic[];
  /** Captions printed again over the rest of a table ("… (continued)"): the model keeps the first. */
  repeated: { page: number; text: string }[];
  /** Titles read under a publication's masthead (masthead-titles.ts). */
  mastheadTitles: number;
}

/** A title row inside a grid is followed within this many lines by a line of the grid's columns. */
const FRAMED_TITLE_REACH = 4;

/** A line set this much (pt) above the body's size is larger than it. */
const LARGER = 0.3;

/** Boxed rows under the title of a one-column stack: two at least, or it is a box round a text. */
const MIN_STACK_ROWS = 2;
/** Lines of such a stack's rows in bold, at most (a row's run-in label): more, and the rows are titles too. */
const BOLD_IN_STACK = 0.25;

/** The title's line alone of a stack's stands on a filled box across the stack: a shaded title row. */
function shadedAlone(rules: PageRules, title: Line, t: TableRead): boolean {
  const on = (l: Line) =>
    rules.boxes.some((b) => b.y0 <= l.y && l.y <= b.y1 && b.x0 <= l.x0 + COL_TOL && b.x1 >= l.x1 - COL_TOL);
  return on(title) && t.lines.slice(1).every((l) => !on(l));
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
  /** Opened under a table caption of its own, above it. */
  captioned?: boolean;
  /** Its ruling lines split its rows (TableRead `ruled` 'rows'). */
  rowsByRules: boolean;
}

/** The last table read under a caption of its own: what a part under that caption printed again takes from it. */
interface CaptionedTable {
  number: string;
  caption: string;
  page: number;
  headerTexts: string[];
  columns: number[];
  rowsByRules: boolean;
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
  /**
   * The body is set in a fixed-width font (a plain-text RFC): words line up in columns everywhere (references,
   * listings, term lists), so a table is one only where its characters draw the grid.
   */
  monospacedBody = false,
): FlowResult {
  return new BlockFlow(lines, m, knownTitles, nominated, ruling, monospacedBody).run();
}

/**
 * The walk itself. At each line the readers are asked in turn — the rest of a table continued from the page
 * before, a table whose caption is below it, a caption, a heading, a table without a caption, code — and the
 * first that reads something says where the next block starts; a line none of them takes opens a paragraph.
 */
class BlockFlow {
  private readonly blocks: RawBlock[] = [];
  private readonly diagnostics: Diagnostic[] = [];
  private readonly repeatedCaptions: FlowResult['repeated'] = [];
  private readonly mastheadTitles: { text: string; page: number }[] = [];
  private readonly headingLines: { block: Extract<RawBlock, { kind: 'heading' }>; first: Line }[] = [];
  /** The number of the last numbered title read in the body face (numberedTitleAt), or null. */
  private lastTitle: string | null = null;
  private readonly heading: (l: Line) => boolean;
  /** A line alone in the face of the numbered headings (headings.ts headingFaceTest). */
  private readonly headingFace: (l: Line) => boolean;
  private readonly side: ReturnType<typeof captionSide>;
  private readonly ruledPages = { rows: [] as number[], header: [] as number[] };
  private open: OpenTable | null = null;
  private lastCaption: CaptionedTable | null = null;
  /** Each table number's first caption line and its page: a later line that only cites the number is no caption. */
  private readonly captions = new Map<string, { caption: string; page: number }>();

  constructor(
    private readonly lines: Line[],
    private readonly m: LayoutMetrics,
    knownTitles: string[],
    private readonly nominated: Nominated,
    private readonly ruling: (page: number) => PageRules | undefined,
    private readonly monospacedBody: boolean,
  ) {
    const styles = numberedHeadingStyles(lines, m);
    this.heading = strongHeadingTest(lines, m, knownTitles, styles);
    this.headingFace = headingFaceTest(styles, m);
    this.side = captionSide(lines);
  }

  run(): FlowResult {
    let i = 0;
    while (i < this.lines.length) {
      const continued = this.continuedTable(i);
      if (continued !== null) {
        i = continued;
        continue;
      }
      this.open = null;
      i =
        this.asciiTable(i) ??
        this.tableAboveCaption(i) ??
        this.captionBelowAlone(i) ??
        this.captionAbove(i) ??
        this.labelOverTitle(i) ??
        this.chapterOverTitle(i) ??
        this.mastheadTitle(i) ??
        this.headingBlock(i) ??
        this.blankForm(i) ??
        this.numberedForm(i) ??
        this.headedStack(i) ??
        this.uncaptionedTable(i) ??
        this.titledCodeTable(i) ??
        this.codeBlock(i) ??
        this.paragraph(i);
    }
    this.diagnostics.push(...ruledDiagnostics(this.ruledPages), ...mastheadDiagnostics(this.mastheadTitles));
    const rank = headingRanks(this.headingLines.map((h) => h.first));
    for (const h of this.headingLines) h.block.tagLevel = rank(h.first);
    return {
      blocks: groupBulletLists(this.blocks),
      diagnostics: this.diagnostics,
      repeated: this.repeatedCaptions,
      mastheadTitles: this.mastheadTitles.length,
    };
  }

  /**
   * A table ends at a caption, a figure's among them ("Figure 3.6: …" under a register layout), or a heading: one
   * set apart by its face, or one the Contents or outline names (a heading in the body face, its number and title
   * aligned like a row: MIL-STD-2045's "3.2 Abbreviations and acronyms." under its terms list).
   */
  private readonly stopTable = (l: Line) =>
    this.captionLine(l) || parseFigureCaption(l.text.trim()) !== null || this.heading(l) || this.nominated(l);

  /**
   * Reads a table from `start` and emits it. The first row is its header under a caption (`headerTexts`
   * null), or when it repeats the header of the part before (`headerTexts`); without a caption
   * (`'bold'`) only when it is set in bold. `accept` may still turn down what was read.
   */
  private emitTable(
    start: number,
    columns: number[] | undefined,
    headerTexts: string[] | null | 'bold',
    accept: (t: TableRead) => boolean = () => true,
    /**
     * `uncaptioned`: say when neither rules nor a bold first row back the columns (RawBlock `aligned`);
     * `continues`: the number of the table whose caption, printed again, stands over this part; `rowsByRules`: its
     * rules split the rows of the part before, so they split this one's too (readTable).
     */
    marks: { uncaptioned?: boolean; continues?: string; rowsByRules?: boolean } = {},
  ): number {
    const { lines, m } = this;
    // A caption on the document's last line has nothing under it.
    if (start >= lines.length) return start;
    const rules = this.ruling(lines[start]!.page);
    const t = readTable(lines, start, m, this.stopTable, columns, rules, false, marks.rowsByRules);
    if (!t || !accept(t)) return start;
    if (t.ruled) this.ruledPages[t.ruled].push(t.lines[0]!.page);
    const firstTexts = t.rows[0]?.cells.map((c) => c.text) ?? [];
    const isHeader =
      headerTexts === 'bold'
        ? t.lines[0]!.bold || t.titleRows !== undefined
        : headerTexts === null || samePrintedRow(firstTexts, headerTexts);
    const rows = isHeader ? withHeaderRows(t, headerTexts === null) : t.rows;
    const last = t.lines[t.lines.length - 1]!;
    const end = start + t.lines.length;
    const aligned = marks.uncaptioned && !t.ruled && !t.lines[0]!.bold ? { aligned: true as const } : {};
    const continues = marks.continues ? { continues: marks.continues } : {};
    this.blocks.push({
      kind: 'table',
      page: t.lines[0]!.page,
      y: topOf(t.lines[0]!),
      rows,
      pageEnd: last.page,
      ...aligned,
      ...continues,
    });
    this.diagnostics.push(...uncertainTable(t));
    this.open = {
      columns: t.columns,
      headerTexts: Array.isArray(headerTexts) ? headerTexts : isHeader ? firstTexts : [],
      lastPage: last.page,
      reachesPageEnd: end >= lines.length || lines[end]!.page !== last.page,
      rowsByRules: t.ruled === 'rows',
    };
    return end;
  }

  /** Index after the run of lines from `start + 1` on that `continues(previous, next)` accepts. */
  private extend(start: number, continues: (prev: Line, next: Line, run: Line[], at: number) => boolean): number {
    const { lines } = this;
    const run = [lines[start]!];
    let j = start + 1;
    while (j < lines.length && continues(run[run.length - 1]!, lines[j]!, run, j)) run.push(lines[j++]!);
    return j;
  }

  /** A heading runs on over lines of its own style: a wrapped title, or "Annex A" / "(normative)" / title. */
  private readonly headingContinues = (p: Line, n: Line) =>
    n.page === p.page &&
    sameStyle(p, n) &&
    gapBetween(p, n) <= 1.5 * this.m.pitch(n.size) &&
    !isNumberedHeadingText(n.text) &&
    !this.captionLine(n) &&
    (lineIsFull(p, n, this.m) || centred(p, n) || isAnnexLabel(p.text) || /^\(\w+\)$/.test(p.text));

  /** A caption wraps onto lines of its own style; the table header below it has several cells. */
  private readonly captionContinues = (p: Line, n: Line) =>
    n.page === p.page &&
    sameStyle(p, n) &&
    n.segments.length === 1 &&
    gapBetween(p, n) <= 1.3 * this.m.pitch(n.size) &&
    (lineIsFull(p, n, this.m) || isContinuedLine(n.text)) &&
    !this.stopTable(n);

  /** Code runs on over monospaced lines, across a page break too; a blank line or two stays inside. */
  private readonly codeContinues = (p: Line, n: Line) =>
    n.mono &&
    !isAsciiBorder(n.text) &&
    !this.nominated(n) &&
    (n.page === p.page + 1 || (n.page === p.page && p.y - n.y <= 2.5 * this.m.pitch(n.size)));

  private headingAt(k: number): boolean {
    const { lines, m } = this;
    const l = lines[k]!;
    if (this.heading(l) || this.nominated(l)) return true;
    const before = k > 0 ? gapBetween(lines[k - 1]!, l) : Infinity;
    const after = k + 1 < lines.length ? gapBetween(l, lines[k + 1]!) : Infinity;
    return isPlainHeading(l, before, after, m);
  }

  /** The rest of the table open at the end of the page before, at the top of this one. */
  private continuedTable(i: number): number | null {
    const l = this.lines[i]!;
    const prev = this.lines[i - 1];
    const table = this.open;
    if (!table || (prev && prev.page === l.page) || !table.reachesPageEnd || l.page !== table.lastPage + 1) return null;
    if (!continuesColumns(l, table.columns) && !startsRuled(this.lines, i, this.m, this.ruling(l.page))) return null;
    // Under a table captioned above, a grid that a figure caption closes on its page is that figure's drawing
    // (MIL-STD-2045's FIGURE C-8 key after TABLE C-IX), however its columns line up with the table's.
    const accept = (t: TableRead) => !(table.captioned && this.figureCaptionCloses(i + t.lines.length));
    const next = this.emitTable(i, table.columns, table.headerTexts, accept);
    if (next > i && this.open) this.open.captioned = table.captioned;
    return next > i ? next : null;
  }

  /** The first caption or heading from line `k` on, on the page of the line before it, is a figure's caption. */
  private figureCaptionCloses(k: number): boolean {
    const page = this.lines[k - 1]?.page;
    for (let at = k; at < this.lines.length && this.lines[at]!.page === page; at++) {
      const l = this.lines[at]!;
      if (parseFigureCaption(l.text.trim()) !== null) return true;
      if (this.captionLine(l) || this.headingAt(at)) return false;
    }
    return false;
  }

  /** A table drawn in text ("+----+" borders, "|" between cells): its characters are its grid. */
  private asciiTable(i: number): number | null {
    const t = readAsciiTable(this.lines, i);
    if (!t) return null;
    const first = this.lines[i]!;
    const last = this.lines[t.end - 1]!;
    this.blocks.push({ kind: 'table', page: first.page, y: topOf(first), rows: t.rows, pageEnd: last.page });
    return t.end;
  }

  /** Captions set below their tables: a run of aligned lines that ends right at a caption is that caption's table. */
  private tableAboveCaption(i: number): number | null {
    const { lines, m } = this;
    const l = lines[i]!;
    if (this.side !== 'below' || this.captionLine(l) || piecesOf(l).length < 2 || this.headingAt(i)) return null;
    const t = readTable(lines, i, m, this.stopTable, undefined, this.ruling(l.page));
    const after = t ? i + t.lines.length : i;
    const caption = lines[after];
    if (!t || t.rows.length < 2 || !caption || caption.page !== l.page || !this.captionLine(caption)) return null;
    this.noteCaption(caption);
    const j = this.extend(after, this.captionContinues);
    // In printed order, table then caption: the segmenter gives the caption below its table to it.
    const rows = withHeads(t.rows, t.spannedHead ?? 1);
    this.blocks.push({ kind: 'table', page: l.page, y: topOf(l), rows, pageEnd: l.page });
    this.blocks.push({
      kind: 'paragraph',
      page: caption.page,
      y: topOf(caption),
      text: joinLines(lines.slice(after, j)),
    });
    return j;
  }

  /**
   * A caption below, with no aligned lines right above it (a figure's, or a table read otherwise): a paragraph; under
   * a frame with no text in it, after that table, without rows.
   */
  private captionBelowAlone(i: number): number | null {
    const l = this.lines[i]!;
    if (!this.captionLine(l) || this.side !== 'below') return null;
    const j = this.extend(i, this.captionContinues);
    this.textlessTable(i, j);
    this.blocks.push({ kind: 'paragraph', page: l.page, y: topOf(l), text: joinLines(this.lines.slice(i, j)) });
    return j;
  }

  /**
   * A table under the caption on lines `i` to `j` (exclusive) that the page draws with no text (textless-table.ts):
   * one without rows, and a warning that says why. Whether there was one.
   */
  private textlessTable(i: number, j: number): boolean {
    const l = this.lines[i]!;
    if (!captionsTextlessFrame(this.lines, i, j - 1, this.ruling(l.page), this.m)) return false;
    this.blocks.push({ kind: 'table', page: l.page, y: topOf(l), rows: [], pageEnd: l.page });
    this.noteCaption(l);
    this.diagnostics.push({
      severity: 'warning',
      code: 'table-no-text',
      message: `"${l.text.slice(0, 60)}" stands beside a box the page draws with no text in it (its cells are shapes or an image): listed without rows`,
      page: l.page,
    });
    return true;
  }

  /** A caption above its table, and the table under it. */
  private captionAbove(i: number): number | null {
    const l = this.lines[i]!;
    if (!this.captionLine(l)) return null;
    const j = this.extend(i, this.captionContinues);
    const captionText = joinLines(this.lines.slice(i, j));
    const parsed = parseCaption(captionText);
    const number = parsed?.number ?? '';
    // "Table 5 – … (continued)" over the rest of a table, or its caption printed again as it was on a later page
    // (MIL-STD-2045's TABLE VII, F-II): a continuation, not a new table.
    const last = this.lastCaption;
    const again =
      last !== null && l.page > last.page && bareCaption(parsed?.caption ?? '') === bareCaption(last.caption);
    const repeated = last !== null && number === last.number && (isContinuedCaption(captionText) || again);
    if (repeated) this.repeatedCaptions.push({ page: l.page, text: captionText });
    else this.blocks.push({ kind: 'paragraph', page: l.page, y: topOf(l), text: captionText });
    const next = repeated ? this.partUnderRepeat(j, last) : this.emitTable(j, undefined, null);
    if (next > j && this.open) this.open.captioned = true;
    if (next > j && !repeated)
      this.lastCaption = {
        number,
        caption: parsed?.caption ?? '',
        page: l.page,
        headerTexts: this.open?.headerTexts ?? [],
        columns: this.open?.columns ?? [],
        rowsByRules: this.open?.rowsByRules ?? false,
      };
    if (next > j) this.noteCaption(l);
    if (next === j && !repeated && this.textlessTable(i, j)) return j;
    if (next === j) {
      this.diagnostics.push({
        severity: 'warning',
        code: 'table-uncertain',
        message: `no aligned columns found under "${l.text.slice(0, 60)}"`,
        page: l.page,
      });
    }
    return next;
  }

  /**
   * The part of a table under its caption printed again. Where the rules split the rows of the part before, they
   * split this part's too, however few (one row under the repeated header, the notes boxed under it: MIL-STD-2045's
   * TABLE F-II on its last page). A part too short to show its columns reads fewer than the part before; it is read
   * again in that part's columns.
   */
  private partUnderRepeat(j: number, last: CaptionedTable): number {
    const marks = { continues: last.number, rowsByRules: last.rowsByRules };
    const whole = (t: TableRead) => t.columns.length >= last.columns.length;
    const next = this.emitTable(j, undefined, last.headerTexts, whole, marks);
    if (next > j || last.columns.length < 2) return next;
    return this.emitTable(j, last.columns, last.headerTexts, undefined, marks);
  }

  /**
   * A caption line — not a line that cites a table already captioned on an earlier page ("TABLE I." ending a cell's
   * sentence, "TABLE I. Either the …" wrapped in a paragraph): one with that number, neither its first caption's
   * text nor marked continued.
   */
  private captionLine(l: Line): boolean {
    if (!isCaption(l.text)) return false;
    const c = parseCaption(l.text.trim());
    const first = c ? this.captions.get(c.number) : undefined;
    return (
      !first ||
      first.page >= l.page ||
      isContinuedCaption(l.text) ||
      bareCaption(first.caption) === bareCaption(c!.caption)
    );
  }

  /** Remembers the first caption of each table number (its first line) that a table stands beside. */
  private noteCaption(l: Line): void {
    const c = parseCaption(l.text.trim());
    if (c && !this.captions.has(c.number)) this.captions.set(c.number, { caption: c.caption, page: l.page });
  }

  /** An annex's label alone over its title in a larger face (headings.ts isLabelOverTitle): one heading. */
  private labelOverTitle(i: number): number | null {
    const l = this.lines[i]!;
    if (!isLabelOverTitle(l, this.lines[i + 1], this.m)) return null;
    // Ranked by the title's style, not the label's.
    return this.pushHeading(i, this.extend(i + 1, this.headingContinues), this.lines[i + 1]!);
  }

  /** A chapter's label over its title (headings.ts chapterLabelLines): one heading, ranked by the title's style. */
  private chapterOverTitle(i: number): number | null {
    const labels = chapterLabelLines(this.lines, i, this.m);
    if (labels === 0) return null;
    return this.pushHeading(i, this.extend(i + labels, this.headingContinues), this.lines[i + labels]!);
  }

  /** A title centred under a publication's masthead (masthead-titles.ts): one heading, ranked by its last line. */
  private mastheadTitle(i: number): number | null {
    const end = titleUnderMasthead(this.lines, i, this.m);
    if (end === null) return null;
    this.mastheadTitles.push({
      text: joinLines(this.lines.slice(i, end)).replace(/\n/g, ' '),
      page: this.lines[i]!.page,
    });
    return this.pushHeading(i, end, this.lines[end - 1]!);
  }

  private headingBlock(i: number): number | null {
    if (!this.headingAt(i) || this.titlesOfRuledTable(i)) return null;
    const l = this.lines[i]!;
    // Only a heading set apart by its font runs on; one in the body face is a single line.
    return this.pushHeading(i, this.heading(l) ? this.extend(i, this.headingContinues) : i + 1, l);
  }

  /** Lines `i` to `j` (exclusive) as one heading block, its rank taken from `styled`'s style; the index after them. */
  private pushHeading(i: number, j: number, styled: Line): number {
    const l = this.lines[i]!;
    const text = joinLines(this.lines.slice(i, j));
    const block = { kind: 'heading' as const, page: l.page, y: topOf(l), text, tagLevel: null as number | null };
    this.blocks.push(block);
    this.headingLines.push({ block, first: styled });
    return j;
  }

  /**
   * A line of column titles right under the top rule of a ruled table (three or more, or two in a grid's columns):
   * its header, no heading.
   */
  private titlesOfRuledTable(i: number): boolean {
    const l = this.lines[i]!;
    const rules = this.ruling(l.page);
    return (
      (piecesOf(l).length >= 3 && startsRuled(this.lines, i, this.m, rules)) ||
      titlesInGrid(this.lines, i, this.m, rules)
    );
  }

  /**
   * A ruled grid under a row of bold column titles whose other rows are blank (a form to fill in: SP 800-126's
   * errata table): its titles the header, a blank row for each band its rules draw.
   */
  private blankForm(i: number): number | null {
    const { lines, m } = this;
    const l = lines[i]!;
    if (this.monospacedBody || !l.bold || piecesOf(l).length < 2) return null;
    // Only a grid with nothing under its titles: text under them is read as rows by the readers below.
    const t = readTable(lines, i, m, this.stopTable, undefined, this.ruling(l.page));
    if (!t || t.lines.length !== 1 || t.columns.length < 2) return null;
    const blank = blankRows(lines, i, l, t.columns.length, m, this.ruling(l.page));
    if (!blank.length) return null;
    this.blocks.push({
      kind: 'table',
      page: l.page,
      y: topOf(l),
      rows: [asHeader(t.rows[0]!), ...blank],
      pageEnd: l.page,
    });
    return i + 1;
  }

  /** Column titles over numbered rows left blank (blank-rows.ts numberedForm): a form's table. */
  private numberedForm(i: number): number | null {
    const form = this.monospacedBody ? null : numberedForm(this.lines, i);
    if (!form) return null;
    const l = this.lines[i]!;
    this.blocks.push({ kind: 'table', page: l.page, y: topOf(l), rows: form.rows, pageEnd: l.page });
    return i + form.lines;
  }

  /**
   * A ruled stack of one column under a title set apart — one bold line in a box of its own, over rows each boxed by
   * rules and mostly not in bold, or shaded where they are not (SP 800-26's "Criteria for Level 1" over its lettered
   * criteria; its Level 5 sets them all in bold under a grey title): a table of one column, its title the header. A
   * box with no rule between its lines (an algorithm, a note) has one row under its title at most, and makes no
   * table.
   */
  private headedStack(i: number): number | null {
    const l = this.lines[i]!;
    if (this.monospacedBody || !l.bold || l.mono || piecesOf(l).length !== 1 || startsItem(l.text)) return null;
    // Only the page's rules make a stack: where its drawing was not read, no table is read to find that out.
    const rules = this.ruling(l.page);
    if (!rules) return null;
    const stack = (t: TableRead | null) =>
      t !== null &&
      t.ruled !== null &&
      t.columns.length === 1 &&
      t.rows.length >= 1 + MIN_STACK_ROWS &&
      t.lines.slice(1).every((x) => !x.mono) &&
      (shadedAlone(rules, l, t) ||
        t.lines.slice(1).filter((x) => x.bold).length <= BOLD_IN_STACK * (t.lines.length - 1)) &&
      t.rows[0]!.cells[0]!.text === l.text;
    // Its own columns first: a grid of several under a title row is read as such (framedTitleAt).
    if (!stack(readTable(this.lines, i, this.m, this.stopTable, undefined, rules, true))) return null;
    const next = this.emitTable(i, [l.x0], null, stack);
    return next > i ? next : null;
  }

  /**
   * A table without a caption: lines that line up in columns over several rows, or a ruled grid whose first rows
   * are one cell across (a title and a line of text over its columns).
   */
  private uncaptionedTable(i: number): number | null {
    // Asked first, at every line a block may start at: a numbered title read here is the last one the next is
    // checked against, whether or not a table could start at it (MIL-STD-2045's 5.7.2.5.11 … 5.7.2.5.16).
    if (this.monospacedBody || this.numberedTitleAt(i)) return null;
    const l = this.lines[i]!;
    const start =
      mayStartUncaptioned(this.lines, i) ||
      this.framedTitleAt(i) ||
      titlesInGrid(this.lines, i, this.m, this.ruling(l.page));
    if (!start && !titlesOverFigureGrid(this.lines, i, this.m.pitch)) return null;
    const accept = (t: TableRead) => alignedOverRows(t) || headedOverPageBreak(this.lines, i, t);
    const next = this.emitTable(i, undefined, 'bold', accept, { uncaptioned: true });
    return next > i ? next : null;
  }

  /**
   * Line `i` is one piece under the top rule of a ruled grid, crossed by none of its vertical rules, and a line
   * within the next few has text in two places: a title row printed inside the grid, over its columns (AAPCS64's
   * "Stage A - Initialization" over the rules A.1 … A.4), not a row's label whose value sits on a line of its own.
   */
  private framedTitleAt(i: number): boolean {
    const l = this.lines[i]!;
    if (piecesOf(l).length !== 1 || startsItem(l.text) || !opensGridAcross(this.lines, i, this.m, this.ruling(l.page)))
      return false;
    const below = this.lines.slice(i + 1, i + 1 + FRAMED_TITLE_REACH).filter((n) => n.page === l.page);
    return below.some((n) => piecesOf(n).length >= 2);
  }

  /**
   * A numbered title in the body face, below the depth the Contents lists, whose number goes on from the last
   * heading's or title's ("F.4.2.1.1 Field level transmit codes." after "F.4.2.1 …", over its code table; MIL-STD-2045
   * Appendix F): a clause's title, never a table's first row. It stays a line of text for the segmenter's numbered
   * sequence to read.
   */
  private numberedTitleAt(i: number): boolean {
    const l = this.lines[i]!;
    const h = headingNumber(l.text);
    if (!h || !h.title || piecesOf(l).length > 2 || !isNumberedHeadingText(l.text)) return false;
    const last = this.lastNumber();
    if (last === null || !continuesNumbering(last, h.number)) return false;
    this.lastTitle = h.number;
    return true;
  }

  /** The number of the last heading read, or of a numbered title read since. */
  private lastNumber(): string | null {
    const heading = this.headingLines[this.headingLines.length - 1];
    const fromHeading = heading ? (headingNumber(heading.block.text)?.number ?? null) : null;
    const title = this.lastTitle;
    if (title === null || fromHeading === null) return title ?? fromHeading;
    // Whichever came later: a title after the heading goes on from it.
    return continuesNumbering(fromHeading, title) || title.startsWith(`${fromHeading}.`) ? title : fromHeading;
  }

  /** Rows set in code under a line of column titles (titled-code.ts): a table, its titles the header. */
  private titledCodeTable(i: number): number | null {
    if (this.monospacedBody) return null;
    const t = readTitledCode(this.lines, i);
    if (!t) return null;
    const first = t.lines[0]!;
    const last = t.lines[t.lines.length - 1]!;
    this.blocks.push({ kind: 'table', page: first.page, y: topOf(first), rows: t.rows, pageEnd: last.page });
    return i + t.lines.length;
  }

  private codeBlock(i: number): number | null {
    const l = this.lines[i]!;
    if (!l.mono) return null;
    const j = this.extend(i, this.codeContinues);
    this.blocks.push({ kind: 'code', page: l.page, y: topOf(l), text: codeText(this.lines.slice(i, j), this.m) });
    return j;
  }

  private paragraph(i: number): number {
    const { lines, m } = this;
    const l = lines[i]!;
    const j = this.extend(
      i,
      (p, n, run, at) =>
        !this.captionLine(n) &&
        !n.mono &&
        !faceTurnsAtSentenceEnd(p, n) &&
        !isAsciiBorder(n.text) &&
        continuesParagraph(run, n, m) &&
        !this.headingAt(at),
    );
    const lead = l.pieces ? leadOf(l.pieces) : null;
    // Set in as a whole (every line, not only the first): a non-normative block (OASIS notes and examples).
    const run = lines.slice(i, j);
    const indent = Math.round(Math.min(...run.map((x) => x.x0)) - m.left(l.page));
    // A line alone: in the numbered headings' face, or else bold (section candidates, capital-headings.pass.ts).
    const face = j === i + 1 && this.headingFace(l);
    // Bold in a size above the body's: a stronger sign of a heading (bold-headings.ts takes a title of one word).
    const boldAlone =
      j === i + 1 && !face && l.bold && !l.mono ? (l.size > m.bodySize + LARGER ? 'larger' : 'body') : null;
    this.blocks.push({
      kind: 'paragraph',
      page: l.page,
      y: topOf(l),
      text: joinLines(run),
      ...(indent > 0 ? { indent } : {}),
      ...(l.marginNumber !== undefined ? { marginNumber: l.marginNumber } : {}),
      ...(lead !== null ? { lead } : {}),
      ...(l.italic ? { italic: true as const } : {}),
      ...(face ? { headingFace: true as const } : {}),
      ...(boldAlone ? { boldAlone } : {}),
    });
    return j;
  }
}

/**
 * The rows of a table whose first rows are its header: under a caption as many as it read, else one — or the rows
 * a head cell of the first spans down, whatever the caption.
 */
function withHeaderRows(t: TableRead, underCaption: boolean): RawRow[] {
  const rows = t.rows;
  if (!rows.length) return rows;
  return withHeads(rows, underCaption ? captionedHeaderRows(t) : (t.spannedHead ?? t.titleRows ?? 1));
}

/** What a table read leaves uncertain, as warnings. */
function uncertainTable(t: TableRead): Diagnostic[] {
  const out: Diagnostic[] = [];
  const last = t.lines[t.lines.length - 1]!;
  if (t.columns.length < 2)
    out.push({
      severity: 'warning',
      code: 'table-uncertain',
      message: 'table with a single column of text',
      page: last.page,
    });
  if (t.uncertain)
    out.push({ severity: 'warning', code: 'table-uncertain', message: t.uncertain, page: t.lines[0]!.page });
  return out;
}

/** What the ruling lines decided, once per document: which tables they bounded and split into rows. */
/** Says which titles were read under a publication's masthead, and where. */
function mastheadDiagnostics(titles: readonly { text: string; page: number }[]): Diagnostic[] {
  if (!titles.length) return [];
  const list = titles.map((t) => `"${t.text}" (p. ${t.page})`).join(', ');
  return [
    {
      severity: 'info',
      code: 'masthead-titles',
      message: `${titles.length} title(s) centred under a publication's masthead, its issue date last, read as headings: ${list}`,
      page: titles[0]!.page,
    },
  ];
}

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

/** A sentence ends the line and the next is set in the other of roman and italic: commentary begins or ends there. */
function faceTurnsAtSentenceEnd(p: Line, n: Line): boolean {
  return p.italic !== n.italic && /[.:!?][)"”’]?$/u.test(p.text);
}
