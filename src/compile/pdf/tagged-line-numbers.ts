/**
 * Line numbers inside tagged content: Word exports of OASIS documents (MQTT 5.0) print a number beside
 * every line and mark it as part of the paragraph, so the structure tree reads "… the mode chosen 3 when
 * the Technical Committee …". They are the tagged twin of the layout path's line numbers
 * (layout/line-numbers.ts) and are told apart the same way, by the whole document: bare numbers set in
 * one narrow band left of every other run, beside most printed lines (paragraph numbers stand beside first
 * lines only), which mostly count up by one from the one before. They are taken out of the page texts before
 * the tree is walked.
 */
import { countsLines, MIN_LINE_NUMBERS } from '../line-numbering.js';
import type { PageText, Run } from './page-text.js';

const NUMBER = /^\s*\d{1,5}\s*$/;
/** Numbers of one band lie within this many points of one x. */
const SAME_X = 3;

const isRun = (p: unknown): p is Run => typeof p === 'object' && p !== null && 's' in p;

/** Removes the line-number runs from `texts` (in place); returns how many there were. */
/** The most common value of `edge` over the runs (rounded), with how many share it. */
function mode(runs: Run[], edge: (r: Run) => number): [number, number] {
  const count = new Map<number, number>();
  for (const r of runs) count.set(Math.round(edge(r)), (count.get(Math.round(edge(r))) ?? 0) + 1);
  return [...count.entries()].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
}

/** Removes the line-number runs from `texts` (in place); returns how many there were. */
export function dropTaggedLineNumbers(texts: (PageText | undefined)[]): number {
  const runs = texts.flatMap((t) => [...(t?.mcids.values() ?? [])].flatMap((pieces) => pieces.filter(isRun)));
  const numbers = runs.filter((r) => NUMBER.test(r.s));
  if (numbers.length < MIN_LINE_NUMBERS) return 0;
  // The band: where most numbers start (set flush left) or end (flush right); every other run starts right of it.
  const left = mode(numbers, (r) => r.x);
  const right = mode(numbers, (r) => r.x + r.w);
  const [edge, at] = right[1] > left[1] ? [(r: Run) => r.x + r.w, right[0]] : [(r: Run) => r.x, left[0]];
  const inBand = (r: Run) => NUMBER.test(r.s) && Math.abs(edge(r) - at) <= SAME_X;
  // Loops, not Math.min(...): a long document has more runs than a call takes arguments.
  let minOtherX = Infinity;
  for (const r of runs) if (r.s.trim() && !inBand(r)) minOtherX = Math.min(minOtherX, r.x);
  let bandRight = -Infinity;
  let inBandCount = 0;
  for (const r of numbers)
    if (inBand(r)) {
      bandRight = Math.max(bandRight, r.x + r.w);
      inBandCount++;
    }
  if (inBandCount < MIN_LINE_NUMBERS || bandRight >= minOtherX) return 0;
  // Beside most lines: the printed lines of the numbered pages, by height.
  let lines = 0;
  for (const t of texts) {
    const own = [...(t?.mcids.values() ?? [])].flatMap((pieces) => pieces.filter(isRun));
    if (!own.some(inBand)) continue;
    lines += new Set(own.filter((r) => r.s.trim() && !inBand(r)).map((r) => Math.round(r.y))).size;
  }
  // Pages in order, and on each page from the top down: the order lines are numbered in.
  const ordered = texts.flatMap((t) => {
    const own = [...(t?.mcids.values() ?? [])].flatMap((pieces) => pieces.filter(isRun)).filter(inBand);
    return own.sort((a, b) => b.y - a.y).map((r) => Number(r.s));
  });
  if (!countsLines(ordered, lines)) return 0;
  let dropped = 0;
  for (const t of texts) {
    if (!t) continue;
    for (const [mcid, pieces] of t.mcids) {
      const kept = pieces.filter((p) => !(isRun(p) && inBand(p)));
      dropped += pieces.length - kept.length;
      t.mcids.set(mcid, kept);
    }
  }
  return dropped;
}
