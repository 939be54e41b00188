/**
 * On which side of its tables a document prints their captions, decided once from the captions whose neighbour
 * is unambiguous: a caption right after a table and not right before one sits below it; right before a table and
 * not right after one, above it. Both extractors give their blocks in printed order (the layout reader sets a
 * caption it read under a table after it), so tagged and untagged files are decided alike.
 */
import { isLegendLine } from './drawings.js';
import type { RawBlock } from '../../blocks.js';
import { parseCaption } from '../../table-text.js';
import { parseFigureCaption } from '../../../model/table-number.js';
import { parseNumberedTitle } from '../sections/numbers.js';

export type CaptionSide = 'above' | 'below';

/** Below needs at least this many captions under their tables, and more than above. */
const MIN_BELOW = 2;

export interface CaptionSideDecision {
  side: CaptionSide;
  /** Captions with a table right above them only, and right below them only. */
  below: number;
  above: number;
}

export function decideCaptionSide(blocks: readonly RawBlock[]): CaptionSideDecision {
  let above = 0;
  let below = 0;
  blocks.forEach((b, i) => {
    if (b.kind !== 'paragraph' || !parseCaption(b.text.trim())) return;
    const after = blocks[i - 1]?.kind === 'table';
    const before = blocks[i + 1]?.kind === 'table';
    if (after && !before) below++;
    else if (before && !after) above++;
  });
  return { side: below >= MIN_BELOW && below > above ? 'below' : 'above', below, above };
}

/** A figure side needs at least this many figure captions beside a table, and more on that side than the other. */
const MIN_FIGURE = 2;

export interface FigureSideDecision {
  /**
   * Null: the document captions no table as a figure, not on one side, or it captions its tables as tables
   * (then a figure caption beside a grid is a figure's: MQTT's packet layouts).
   */
  side: CaptionSide | null;
  /** Where the figure captions beside a grid sit, whether or not they caption tables (null: no side). */
  drawingSide: CaptionSide | null;
  /** Figure captions under their object (a table, or what stands above a heading), and over it. */
  below: number;
  above: number;
  /** Table captions ("Table 2-1") with a table beside them, typed paragraphs or headings (a caption style set bold). */
  tableCaptions: number;
  /** Of those, the ones with a table right above them only (under their table). */
  tableCaptionsBelow: number;
}

/**
 * On which side a document prints its figure captions, where it captions tables as figures ("Figure 7." under
 * an S-box table): decided from the figure captions with a table beside them on their page — where both have a
 * top, the page decides (the structure tree may give a caption before the table it sits under), else the order —
 * and from those with a heading right after or right before them (closingSide).
 * A document that captions its tables as tables (at least two table captions beside a table) captions no table as
 * a figure: its figure captions beside a grid are a drawing's (a packet layout drawn as a grid).
 */
export function decideFigureSide(blocks: readonly RawBlock[]): FigureSideDecision {
  let above = 0;
  let below = 0;
  let tableCaptions = 0;
  let tableCaptionsBelow = 0;
  blocks.forEach((b, i) => {
    if ((b.kind === 'paragraph' || b.kind === 'heading') && parseCaption(b.text.trim())) {
      const under = blocks[i - 1]?.kind === 'table';
      const over = blocks[i + 1]?.kind === 'table';
      if (under || over) tableCaptions++;
      if (under && !over) tableCaptionsBelow++;
    }
    // A caption whatever its tag: a producer may export a caption style as a heading (a later pass reads it as text).
    if ((b.kind !== 'paragraph' && b.kind !== 'heading') || !parseFigureCaption(b.text.trim())) return;
    const sides = new Set(
      [gridAbove(blocks, i), blocks[i + 1]].flatMap((t) =>
        t?.kind === 'table' && t.page === b.page ? [sideOf(b, t, i, blocks)] : [],
      ),
    );
    const side = sides.size === 1 ? [...sides][0] : sides.size === 0 ? closingSide(blocks, i) : null;
    if (side === 'below') below++;
    else if (side === 'above') above++;
  });
  const side = below >= MIN_FIGURE && below > above ? 'below' : above >= MIN_FIGURE && above > below ? 'above' : null;
  return {
    side: tableCaptions >= MIN_FIGURE ? null : side,
    drawingSide: side,
    below,
    above,
    tableCaptions,
    tableCaptionsBelow,
  };
}

/**
 * Where figure captions beside grids leave those grids to their figures. A side seen twice decides (decideFigureSide);
 * so does one figure caption under a grid in a document whose table captions all stand above their tables (MIL-STD-882E's
 * "FIGURE 1." under its diagram of boxes): a caption under the grid cannot be the caption of a table there.
 */
export function drawingSideOf(figures: FigureSideDecision): CaptionSide | null {
  if (figures.drawingSide || figures.side) return figures.drawingSide;
  const aboveOnly = figures.tableCaptions >= MIN_FIGURE && figures.tableCaptionsBelow === 0;
  return aboveOnly && figures.below >= 1 && figures.above === 0 ? 'below' : null;
}

/** The block right above the caption, or the grid above a legend line right above it (drawings.ts isLegendLine). */
function gridAbove(blocks: readonly RawBlock[], i: number): RawBlock | undefined {
  const above = blocks[i - 1];
  if (above?.kind !== 'paragraph' || !isLegendLine(above.text) || blocks[i - 2]?.kind !== 'table') return above;
  return blocks[i - 2];
}

/**
 * A figure caption with no table beside it still shows the side: one right before a heading closes the object
 * above it (DWARF 4's "Figure 5. Visibility codes" over "2.10 Virtuality of Declarations"), one right after a
 * heading opens the object below it.
 */
function closingSide(blocks: readonly RawBlock[], i: number): CaptionSide | null {
  const after = opensSection(blocks[i + 1]);
  const before = opensSection(blocks[i - 1]);
  return after === before ? null : after ? 'below' : 'above';
}

/** Longest first line of a paragraph read as a numbered title ("2.10 Virtuality of Declarations"). */
const TITLE_CHARS = 100;

/** A heading, or a paragraph opening with a numbered title (a structure tree may tag its headings P). */
function opensSection(b: RawBlock | undefined): boolean {
  if (b?.kind === 'heading') return true;
  const first = b?.kind === 'paragraph' ? b.text.trim().split('\n')[0]! : '';
  if (first.length > TITLE_CHARS) return false;
  // A number with a title: a Contents page's bare page numbers (" 47") open nothing.
  const { number, title } = parseNumberedTitle(first);
  return number !== null && /\p{L}/u.test(title);
}

/** Where a caption sits relative to a table beside it: by their tops on the page, or by their order. */
function sideOf(caption: RawBlock, table: RawBlock, at: number, blocks: readonly RawBlock[]): CaptionSide {
  if (caption.y !== null && table.y !== null) return caption.y < table.y ? 'below' : 'above';
  return blocks[at - 1] === table ? 'below' : 'above';
}
