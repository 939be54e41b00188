/**
 * On which side of its tables a document prints their captions, decided once from the captions whose neighbour
 * is unambiguous: a caption right after a table and not right before one sits below it; right before a table and
 * not right after one, above it. Both extractors give their blocks in printed order (the layout reader sets a
 * caption it read under a table after it), so tagged and untagged files are decided alike.
 */
import type { RawBlock } from '../../blocks.js';
import { parseCaption } from '../../table-text.js';

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
