/**
 * One terminal line of a search snippet with its match highlighted, cut so
 * the first match is on screen even when the snippet is wider than the pane.
 */
import { type Line, lineWidth, seg, sliceLine } from './line.js';
import { markText } from './mark.js';

export function snippetLine(snippet: string, patterns: readonly RegExp[], width: number, indent = 2): Line {
  let segments = markText(snippet, { highlight: patterns[0] ?? null });
  if (!segments.some((s) => s.tone === 'hit') && patterns[1]) segments = markText(snippet, { highlight: patterns[1] });
  const room = Math.max(1, width - indent);
  const full: Line = { segments };
  let firstHit = 0;
  for (const s of segments) {
    if (s.tone === 'hit') break;
    firstHit += s.text.length;
  }
  if (firstHit >= lineWidth(full)) firstHit = 0;
  const from =
    lineWidth(full) <= room || firstHit < room / 2
      ? 0
      : Math.min(firstHit - Math.floor(room / 3), lineWidth(full) - room + 1);
  const body = from > 0 ? sliceLine(full, from, room - 1) : sliceLine(full, 0, room);
  return { segments: [seg(' '.repeat(indent)), ...(from > 0 ? [seg('…', 'label')] : []), ...body.segments] };
}
