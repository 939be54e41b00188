/**
 * The structure-tree extractor for tagged PDFs: outline, page labels, the text
 * of every page by MCID, and one walk of the tree in reading order.
 */
import { NO_LAYOUT_FACTS } from '../pipeline/profile.js';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import { FAR_PAGES, type ExtractResult } from '../blocks.js';
import { resolveLinks } from './links.js';
import { contentDamaged } from './content-errors.js';
import { readPdfInfo } from './open.js';
import { readOutline, type OutlineOptions } from './outline.js';
import { readPageLabels } from './page-labels.js';
import type { PageText } from './page-text.js';
import { walkStructure } from './struct-blocks.js';
import type { SkippedText } from './struct-text.js';
import { tableHints, type TableHints } from './table-hints.js';
import { taggedCoverage } from './tagged-coverage.js';
import { dropTaggedFurniture } from './tagged-furniture.js';
import { dropTaggedLineNumbers } from './tagged-line-numbers.js';
import type { StructTree } from './struct-tree.js';
import { furnitureKindOf, mcidText, setAsideLineNumbers, taggedLedger } from './tagged-ledger.js';
import { leftOut, setAside, type PageLedger } from '../account/ledger.js';
import { ascendingPages, pageRanges } from '../page-list.js';

const COVERAGE_WARNING = 0.8;

/** `texts`: every page's text by MCID (page-texts.ts), index 0 = page 1. */
export async function extractTagged(
  doc: PDFDocumentProxy,
  tree: StructTree,
  texts: PageText[],
  outlineOptions: OutlineOptions = {},
  /** The page labels, when already read (compile.ts reads them bounded); else read here. */
  labels?: string[],
): Promise<ExtractResult & { coverage: number; hints: TableHints }> {
  const [info, pageLabels, outline, links] = await Promise.all([
    readPdfInfo(doc),
    labels ?? readPageLabels(doc).then((r) => r.labels),
    readOutline(doc, outlineOptions),
    resolveLinks(
      doc,
      texts.map((t) => t?.links),
    ),
  ]);
  const ledger = taggedLedger(texts);
  const before = lineNumbersBefore(texts);
  const lineNumbers = dropTaggedLineNumbers(texts);
  if (lineNumbers) setAsideLineNumbers(ledger, before, texts);
  const walk = walkStructure(tree.root, (page) => texts[page - 1]);
  const { blocks, dropped } = dropTaggedFurniture(walk.blocks, texts);
  const diagnostics: ExtractResult['diagnostics'] = outline.unresolved.map((title) => ({
    severity: 'warning',
    code: 'outline-unresolved',
    message: `outline entry "${title}" points to no page`,
  }));
  diagnostics.push(
    ...walkNotices(walk.strayPages, walk.marks, ledger),
    ...cellNotices(walk.corners, walk.shortRows),
    ...scatteredNotices(walk.scattered),
    ...textlessNotices(walk.textless),
  );
  if (lineNumbers) {
    diagnostics.push({
      severity: 'info',
      code: 'line-numbers',
      message: `${lineNumbers} line numbers printed in the margin (tagged as text) were taken out of the text`,
    });
  }
  const coverage = taggedCoverage(blocks, texts);
  if (coverage.ratio < COVERAGE_WARNING) {
    diagnostics.push({
      severity: 'warning',
      code: 'structure-tree-partial',
      message: `the structure tree reaches ${Math.round(coverage.ratio * 100)}% of the printed text; the rest is untagged or not referenced`,
    });
  }
  for (const d of dropped) {
    setAside(ledger[d.page - 1], furnitureKindOf(d.text), d.text);
    diagnostics.push({
      severity: 'info',
      code: 'tagged-furniture',
      message: `dropped running header/footer text tagged as content: "${d.text}"`,
      page: d.page,
    });
  }
  return {
    coverage: coverage.ratio,
    hints: tableHints(tree.root, texts),
    pages: doc.numPages,
    title: info.title,
    pageLabels,
    outline: outline.entries,
    contents: [],
    blocks,
    links,
    method: 'structure-tree',
    layout: { ...NO_LAYOUT_FACTS, lineNumbers: lineNumbers > 0 },
    diagnostics: [...diagnostics, ...untaggedText(texts), ...figureText(walk.skipped, ledger), ...damagedPages(texts)],
    ledger,
  };
}

/** What the walk read away from its element, and the footnote marks it left out (counted in the text account). */
function walkNotices(
  strayPages: readonly number[],
  marks: readonly { page: number; text: string }[],
  ledger: readonly PageLedger[],
): ExtractResult['diagnostics'] {
  const out: ExtractResult['diagnostics'] = [];
  if (strayPages.length) {
    out.push({
      severity: 'warning',
      code: 'tree-far-content',
      message: `the structure tree attaches text printed on page(s) ${pageRanges(strayPages)} to elements printed more than ${FAR_PAGES} pages away; that text is read where it is printed`,
      page: strayPages[0],
    });
  }
  for (const m of marks) leftOut(ledger[m.page - 1], 'footnote-marks', m.text);
  if (marks.length) {
    out.push({
      severity: 'info',
      code: 'footnote-marks',
      message: `${marks.length} raised footnote mark(s) after a word ("recorded¹²") left the text: the page prints the notes they call`,
      page: marks[0]!.page,
    });
  }
  return out;
}

/** A figure with no text under a table caption: that table, listed without rows (struct-blocks.ts figure()). */
function textlessNotices(textless: readonly { page: number; caption: string }[]): ExtractResult['diagnostics'] {
  return textless.map((t) => ({
    severity: 'warning',
    code: 'table-no-text',
    message: `"${t.caption.slice(0, 60)}" captions a figure with no text in it (its cells are shapes or an image): listed without rows`,
    page: t.page,
  }));
}

/** Tree tables whose cells are printed pages apart (struct-blocks.ts scatteredTable): read as text. */
function scatteredNotices(pages: readonly number[]): ExtractResult['diagnostics'] {
  if (!pages.length) return [];
  return [
    {
      severity: 'warning',
      code: 'tree-table-scattered',
      message: `${pages.length} table(s) of the structure tree whose cells are printed more than ${FAR_PAGES} pages apart are no table as printed: their cells are read as paragraphs where they are printed (page(s) ${pageRanges(ascendingPages(pages))})`,
      page: Math.min(...pages),
    },
  ];
}

/** Tables whose cells the tree placed wrong and the drawing of their text placed right (table-corner.ts, short-rows.ts). */
function cellNotices(corners: readonly number[], shortRows: readonly number[]): ExtractResult['diagnostics'] {
  const out: ExtractResult['diagnostics'] = [];
  if (corners.length)
    out.push({
      severity: 'info',
      code: 'table-corner',
      message: `${corners.length} table(s) whose tree spans the first column title over the empty corner, printed beside it: the corner read as an empty cell (page(s) ${pageRanges(ascendingPages(corners))})`,
      page: Math.min(...corners),
    });
  if (shortRows.length)
    out.push({
      severity: 'info',
      code: 'table-short-rows',
      message: `${shortRows.length} table(s) with rows the tree gives fewer cells than columns: each cell placed under the column(s) it is printed under (page(s) ${pageRanges(ascendingPages(shortRows))})`,
      page: Math.min(...shortRows),
    });
  return out;
}

/** Each page's tagged text before line numbers are taken out: what the ledger compares with after. */
const lineNumbersBefore = (texts: readonly (PageText | undefined)[]): string[] => texts.map(mcidText);

/** Text printed outside the structure tree and outside every artifact: the tree cannot reach it. */
function untaggedText(texts: readonly (PageText | undefined)[]): ExtractResult['diagnostics'] {
  const pages = texts.flatMap((t, i) => (t?.untaggedChars ? [i + 1] : []));
  if (!pages.length) return [];
  const chars = texts.reduce((n, t) => n + (t?.untaggedChars ?? 0), 0);
  return [
    {
      severity: 'info',
      code: 'untagged-text',
      message: `${chars} characters printed outside the structure tree and outside every artifact were not read, on page(s) ${pageRanges(pages.slice(0, 20))}${pages.length > 20 ? ', …' : ''}`,
      page: pages[0],
    },
  ];
}

/** Figures' text (a diagram's labels) is not read as text; an Artifact element's text is furniture. */
function figureText(skipped: readonly SkippedText[], ledger: readonly PageLedger[]): ExtractResult['diagnostics'] {
  const pages = new Set<number>();
  let chars = 0;
  for (const s of skipped) {
    if (s.role === 'Artifact') {
      setAside(ledger[s.page - 1], furnitureKindOf(s.text), s.text);
      continue;
    }
    leftOut(ledger[s.page - 1], 'figure-text', s.text);
    pages.add(s.page);
    chars += s.text.replace(/\s+/g, '').length;
  }
  if (!pages.size) return [];
  const list = [...pages].sort((a, b) => a - b);
  return [
    {
      severity: 'info',
      code: 'figure-text',
      message: `${chars} characters printed inside figures (a diagram's labels) are not read as text, on page(s) ${pageRanges(list.slice(0, 20))}${list.length > 20 ? ', …' : ''}`,
      page: list[0],
    },
  ];
}

/** Pages whose content pdf.js stopped reading at damage, with the last tagged text read there. */
function damagedPages(texts: readonly (PageText | undefined)[]): ExtractResult['diagnostics'] {
  return contentDamaged(
    texts.flatMap((t, i) =>
      t?.contentError ? [{ page: i + 1, error: t.contentError, lastText: mcidText(t).slice(-200) }] : [],
    ),
  );
}
