/**
 * Tables as boxed grids that fit the pane. Column widths start from each
 * column's natural width; when the sum is too wide, columns shrink towards a
 * minimum and cells wrap. When even the minimums do not fit, the grid keeps
 * the minimums and its lines are flagged `wide`, so the pane scrolls them
 * horizontally instead of breaking the layout. The table's notes follow the
 * grid, wrapped to the pane.
 */
import type { Line, Segment } from './line.js';
import { wrapCell } from './cell-items.js';
import { wrapSegments } from './wrap.js';

const MIN_COL = 8;
const MAX_NATURAL = 48;
/** Words longer than this may be split rather than widen their column further. */
const MAX_WORD = 16;

export interface GridInput {
  headers: string[];
  /** Pre-styled cells (requirement markers, hits), row by row. */
  headerCells: Segment[][];
  rows: Segment[][][];
  /** Pre-styled footnotes and notes of the table ("a …", "NOTE …"), shown under the grid. */
  notes?: Segment[][];
}

const cellLen = (cell: Segment[]) => cell.reduce((n, s) => n + s.text.length, 0);

/**
 * Column widths that fit `width` including borders, or minimal ones when
 * impossible. `words` is each column's longest word: a column is kept at
 * least that wide (up to MAX_WORD) when the room allows, so words stay whole.
 */
export function columnWidths(
  natural: number[],
  width: number,
  words: number[] = [],
): { widths: number[]; wide: boolean } {
  const cols = natural.length;
  const inner = width - (cols + 1) - cols * 2; // borders and one space of padding each side
  const nat = natural.map((n) => Math.max(1, Math.min(n, MAX_NATURAL)));
  const total = nat.reduce((a, b) => a + b, 0);
  if (total <= inner) return { widths: nat, wide: false };
  const floor = nat.map((n) => Math.min(n, MIN_COL));
  const whole = nat.map((n, i) => Math.min(n, Math.max(floor[i] ?? 1, Math.min(words[i] ?? 0, MAX_WORD))));
  // Too wide even at the minimums: it scrolls anyway, so keep words whole.
  if (floor.reduce((a, b) => a + b, 0) > inner) return { widths: whole, wide: true };
  const mins = whole.reduce((a, b) => a + b, 0) <= inner ? whole : floor;
  const minTotal = mins.reduce((a, b) => a + b, 0);
  // Share the room above the minimums in proportion to what each column wants.
  const spare = inner - minTotal;
  const want = nat.map((n, i) => n - (mins[i] ?? 0));
  const wantTotal = want.reduce((a, b) => a + b, 0) || 1;
  const widths = mins.map((m, i) => m + Math.floor((spare * (want[i] ?? 0)) / wantTotal));
  let left = inner - widths.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0 && i < widths.length; i++, left--) widths[i] = (widths[i] ?? 0) + 1;
  return { widths, wide: false };
}

function rule(widths: number[], l: string, m: string, r: string): Segment[] {
  return [{ text: l + widths.map((w) => '─'.repeat(w + 2)).join(m) + r, tone: 'border' }];
}

function rowLines(cells: Segment[][], widths: number[], bold: boolean): Segment[][] {
  const wrapped = widths.map((w, i) => {
    const cell = (cells[i] ?? []).map((s) => (bold && s.tone === 'plain' ? { ...s, tone: 'title' as const } : s));
    return wrapCell(cell, w);
  });
  const height = Math.max(1, ...wrapped.map((c) => c.length));
  const out: Segment[][] = [];
  for (let y = 0; y < height; y++) {
    const segs: Segment[] = [{ text: '│', tone: 'border' }];
    widths.forEach((w, i) => {
      const content = wrapped[i]?.[y] ?? [];
      segs.push({ text: ' ', tone: 'plain' }, ...content, {
        text: ' '.repeat(Math.max(0, w - cellLen(content) + 1)),
        tone: 'plain',
      });
      segs.push({ text: '│', tone: 'border' });
    });
    out.push(segs);
  }
  return out;
}

export function tableGrid(input: GridInput, width: number, section?: string | null): Line[] {
  const cols = Math.max(input.headers.length, ...input.rows.map((r) => r.length), 1);
  const natural = Array.from({ length: cols }, (_, i) =>
    Math.max(cellLen(input.headerCells[i] ?? []), ...input.rows.map((r) => cellLen(r[i] ?? []))),
  );
  const longestWord = (cell: Segment[]) =>
    Math.max(
      0,
      ...cell
        .map((s) => s.text)
        .join('')
        .split(/\s+/)
        .map((w) => w.length),
    );
  const words = Array.from({ length: cols }, (_, i) =>
    Math.max(longestWord(input.headerCells[i] ?? []), ...input.rows.map((r) => longestWord(r[i] ?? []))),
  );
  const { widths, wide } = columnWidths(natural, width, words);
  const segs: Segment[][] = [rule(widths, '┌', '┬', '┐')];
  if (input.headers.length > 0) {
    segs.push(...rowLines(input.headerCells, widths, true));
    segs.push(rule(widths, '╞', '╪', '╡').map((s) => ({ ...s, text: s.text.replace(/─/g, '═') })));
  }
  // Rules between rows only when some row wraps: one-line rows read fine without.
  const bodies = input.rows.map((r) => rowLines(r, widths, false));
  const ruled = bodies.some((b) => b.length > 1);
  bodies.forEach((b, i) => {
    if (ruled && i > 0) segs.push(rule(widths, '├', '┼', '┤'));
    segs.push(...b);
  });
  segs.push(rule(widths, '└', '┴', '┘'));
  const grid = segs.map((s) => ({ segments: s, section, wide }));
  // Notes belong to the table but not to a column: wrapped to the pane under the grid, never scrolled sideways.
  const notes = (input.notes ?? []).flatMap((n) =>
    wrapSegments(n, width, { first: [{ text: '  ', tone: 'plain' }], rest: [{ text: '  ', tone: 'plain' }], section }),
  );
  return [...grid, ...notes];
}
