/**
 * When margin numbers count the printed lines (OASIS documents) rather than paragraphs: one rule for the layout
 * path (layout/line-numbers.ts) and the structure-tree path (pdf/tagged-line-numbers.ts).
 */

/** At least this many numbered lines, this share of them following their predecessor's number. */
export const MIN_LINE_NUMBERS = 20;
const SEQUENCE_SHARE = 0.6;
/** Share of the lines of the numbered pages that carry a number. */
const LINE_SHARE = 0.7;

/**
 * The document-wide rule for both paths (tagged-line-numbers.ts too): `numbers`, in reading order, count the
 * printed lines — enough of them, standing beside most of the `lines` of their pages, mostly one more than the
 * number before — rather than paragraphs.
 */
export function countsLines(numbers: readonly number[], lines: number): boolean {
  if (numbers.length < MIN_LINE_NUMBERS || numbers.length < LINE_SHARE * lines) return false;
  let next = 0;
  for (let i = 1; i < numbers.length; i++) if (numbers[i] === numbers[i - 1]! + 1) next++;
  return next >= SEQUENCE_SHARE * (numbers.length - 1);
}
