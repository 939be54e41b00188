/**
 * Tables a tagged file's tree lost where the drawing shows no grid: rows under a caption, or an uncaptioned block
 * of aligned rows, on a page where the tree falls short of the printed text, gives one paragraph per cell or row,
 * or one block for a whole table (OGC WMTS's contact points, MIL-STD-882E's list of changes, a booktabs table FIPS
 * 203 left out of its tree, DWARF 4's 7.4 in one list item). They
 * are read with the same tests the layout extractor applies to untagged pages (uncaptioned-start.ts), so the
 * tree is outvoted only by a table the layout reader would have found.
 */
import type { RawBlock } from '../blocks.js';
import { parseTableCaption } from '../../model/table-number.js';
import type { TableHints } from '../pdf/table-hints.js';
import type { PageRules } from '../pdf/page-rules.js';
import { gridOfLines, type Grid } from './drawn-tables-reconcile.js';
import type { LayoutMetrics } from './metrics.js';
import { captionedHeaderRows, readTable, withHeads, type TableRead } from './tables.js';
import { alignedOverRows, mayStartUncaptioned } from './uncaptioned-start.js';
import { headingNumber, isNumberedHeadingText } from './line-kinds.js';
import type { Line } from './types.js';
import { wordCount } from '../words.js';

/** Consecutive paragraphs, each this short, are a sign of a table tagged cell by cell or row by row. */
const SHORT = 60;
const RUN = 3;

/**
 * The pages whose text stands in columns (three lines with a gutter or more) where the tree gives a run of short
 * paragraphs (a table tagged cell by cell or row by row), or has no table at all (one tagged as one block). Their
 * drawing is read by alignment as well as by rules, and a table read there replaces the blocks that held its text.
 */
export function cellPages(blocks: readonly RawBlock[], hints: TableHints): number[] {
  const gapped = new Set(hints.gapped);
  const pages = new Set<number>();
  let run = 0;
  blocks.forEach((b, k) => {
    const short = b.kind === 'paragraph' && b.text.trim().length <= SHORT;
    run = !short ? 0 : run > 0 && blocks[k - 1]!.page === b.page ? run + 1 : 1;
    if (run >= RUN && gapped.has(b.page)) pages.add(b.page);
  });
  // Text in columns where the tree has no table at all: a table tagged as one block (DWARF 4's 7.4, every cell in
  // one list item; its "Form | Role" on page 156, one paragraph).
  const tabled = new Set(blocks.filter((b) => b.kind === 'table').map((b) => b.page));
  for (const p of hints.gapped) if (!tabled.has(p)) pages.add(p);
  return [...pages].sort((a, b) => a - b);
}

/** Dot leaders: a Contents entry, whose number, title and page line up like cells. */
const LEADERS = /(?:\.\s?){4,}|…/u;

/** A line that ends a table read by alignment: a caption, or a Contents entry. */
const stop = (l: Line) => parseTableCaption(l.text.trim()) !== null || LEADERS.test(l.text);

/** The table read at line `i`, and how many lines it took (its caption among them). */
export function looseGridAt(
  lines: Line[],
  i: number,
  m: LayoutMetrics,
  rules: PageRules,
): { grid: Grid; taken: number } | null {
  const l = lines[i]!;
  if (parseTableCaption(l.text.trim()) !== null) {
    // A List of Tables entry is no caption: it ends in its page number.
    const listed = LEADERS.test(l.text) || PAGE_NUMBER.test(l.segments[l.segments.length - 1]!.text.trim());
    if (listed || (lines[i + 1]?.segments.length ?? 0) < 2) return null;
    const t = readTable(lines, i + 1, m, stop, undefined, rules);
    if (!t || t.columns.length < 2 || t.rows.length < 2 || t.lines[0]!.page !== l.page) return null;
    // Under a caption, the first rows are the header (as page-flow.ts reads a captioned table).
    return { grid: gridOf(t, captionedHeaderRows(t), lines[i + 1 + t.lines.length]), taken: 1 + t.lines.length };
  }
  // Without a caption, a row of column titles set apart (bold, or each title underlined) over aligned rows; or
  // the entries of a borderless list of pairs right under the sentence that introduces them.
  const titled = titlesRow(l, rules);
  if (!(titled || leadInOver(lines, i)) || !mayStartUncaptioned(lines, i)) return null;
  const t = readTable(lines, i, m, stop, undefined, rules);
  if (!t || !alignedOverRows(t) || mostRows(t, numberedLine) || mostRows(t, contentsEntry) || contentsLike(t))
    return null;
  if (titled) return { grid: gridOf(t, 1, lines[i + t.lines.length]), taken: t.lines.length };
  if (!termPairs(t)) return null;
  return { grid: { ...gridOf(t, 0, lines[i + t.lines.length]), aligned: true }, taken: t.lines.length };
}

/** The line over line `i`, on its page, is one piece of text that ends in a colon: a lead-in sentence. */
function leadInOver(lines: Line[], i: number): boolean {
  const above = lines[i - 1];
  return (
    above !== undefined && above.page === lines[i]!.page && above.segments.length === 1 && /:\s*$/u.test(above.text)
  );
}

/** Words of a term, at most, in the first cell of a list of pairs. */
const TERM_WORDS = 4;

/** Words of three letters or more in the text of an entry, at least: words, not a formula's symbols. */
const TEXT_WORDS = 3;

/**
 * Two columns, a short name in the first cell of every row and words in the second: a term (or a code) and its
 * text. Lines of a display formula line up too ("s'0,c = ({02} • s0,c) ⊕ …") but hold no words.
 */
function termPairs(t: TableRead): boolean {
  return (
    t.columns.length === 2 &&
    t.rows.every((r) => {
      const name = r.cells[0]?.text.trim() ?? '';
      const words = (r.cells[1]?.text ?? '').match(/\p{L}{3,}/gu) ?? [];
      return name !== '' && wordCount(name) <= TERM_WORDS && words.length >= TEXT_WORDS;
    })
  );
}

/** A row of column titles: two pieces or more, bold or underlined, neither a numbered heading nor a Contents entry. */
const titlesRow = (l: Line, rules: PageRules): boolean =>
  l.segments.length >= 2 &&
  (l.bold || underlined(l, rules)) &&
  !LEADERS.test(l.text) &&
  !isNumberedHeadingText(l.text) &&
  !contentsEntry(l.segments.map((x) => x.text.trim()));

/** How far under a baseline (pt) an underline is drawn, at most. */
const UNDERLINE_DROP = 4;

/** Every piece of the line has a rule drawn right under its first word: titles underlined, typewriter style. */
function underlined(l: Line, rules: PageRules): boolean {
  const under = rules.horizontal.filter((h) => h.at <= l.y + 1 && h.at >= l.y - UNDERLINE_DROP);
  return (
    l.segments.length >= 2 &&
    l.segments.every((s) => under.some((h) => h.from <= s.x0 + 2 && h.to >= Math.min(s.x1, s.x0 + 20)))
  );
}

/** A line number of pseudo-code ("1:", "10:") or an enumerator ("a.", "(3)") alone in the first cell: a listing. */
const numberedLine = (cells: string[]): boolean => /^\(?[\p{L}\p{N}]{1,3}[.):]$/u.test(cells[0] ?? '');

/** A page number ending a row: arabic or roman. */
const PAGE_NUMBER = /^(?:\d{1,4}|[ivxlc]{1,6})$/u;

/** A section number, a title and a page number: a Contents entry set without leaders. */
const contentsEntry = (cells: string[]): boolean =>
  cells.length >= 2 && headingNumber(cells[0] ?? '') !== null && PAGE_NUMBER.test(cells[cells.length - 1] ?? '');

/** Rows that end in page numbers going up the page over titles: a Contents page (or a list of figures). */
function contentsLike(t: TableRead): boolean {
  const numbers = t.rows
    .map((r) => r.cells.map((c) => c.text.trim()).filter(Boolean))
    .filter((c) => c.length === 2 && /\p{L}{2}/u.test(c[0]!) && /^\d{1,4}$/u.test(c[1]!))
    .map((c) => Number(c[1]));
  return numbers.length > t.rows.length / 2 && numbers.every((n, k) => k === 0 || n >= numbers[k - 1]!);
}

/** Most body rows (their non-empty cells, trimmed) pass `test`. */
function mostRows(t: TableRead, test: (cells: string[]) => boolean): boolean {
  const rows = t.rows.map((r) => r.cells.map((c) => c.text.trim()).filter(Boolean)).filter((c) => c.length);
  return rows.filter(test).length > rows.length / 2;
}

function gridOf(t: TableRead, heads: number, after: Line | undefined): Grid {
  return gridOfLines(t.lines, withHeads(t.rows, heads), t.columns.length, after);
}
