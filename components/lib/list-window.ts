/** Which items of a selectable list are on screen: the selection always is. */
export function listWindow(total: number, selected: number, height: number): { start: number; end: number } {
  if (height <= 0 || total <= 0) return { start: 0, end: 0 };
  const start = Math.max(0, Math.min(selected - Math.floor(height / 2), total - height));
  return { start, end: Math.min(total, start + height) };
}

export const clampIndex = (i: number, total: number) => Math.max(0, Math.min(i, total - 1));

/** The key table's moves over a list's selection, as functional updates (a burst of them is one update). */
export function listMoves(setSelected: (update: (s: number) => number) => void, total: number, page: number) {
  const by = (delta: number) => setSelected((s) => clampIndex(clampIndex(s, total) + delta, total));
  return {
    up: (n: number) => by(-n),
    down: (n: number) => by(n),
    'page-up': (n: number) => by(-Math.max(1, page) * n),
    'page-down': (n: number) => by(Math.max(1, page) * n),
    top: () => setSelected(() => 0),
    bottom: () => setSelected(() => Math.max(0, total - 1)),
  };
}
