/**
 * A ~160-character excerpt centred on the match, cut at word boundaries,
 * with "…" where text was left out.
 */

export const SNIPPET_WIDTH = 160;

export function snippet(text: string, start: number, end: number, width = SNIPPET_WIDTH): string {
  if (text.length <= width) return text;
  const matchLen = Math.min(end - start, width);
  let from = Math.max(0, Math.round(start - (width - matchLen) / 2));
  let to = Math.min(text.length, from + width);
  from = Math.max(0, to - width);
  // Move inwards to whole words, but never past the match itself.
  if (from > 0) {
    const sp = text.indexOf(' ', from);
    if (sp !== -1 && sp < start) from = sp + 1;
  }
  if (to < text.length) {
    const sp = text.lastIndexOf(' ', to);
    if (sp > end) to = sp;
  }
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
}
