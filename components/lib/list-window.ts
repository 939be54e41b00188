/** Which items of a selectable list are on screen: the selection always is. */
export function listWindow(total: number, selected: number, height: number): { start: number; end: number } {
  if (height <= 0 || total <= 0) return { start: 0, end: 0 };
  const start = Math.max(0, Math.min(selected - Math.floor(height / 2), total - height));
  return { start, end: Math.min(total, start + height) };
}

export const clampIndex = (i: number, total: number) => Math.max(0, Math.min(i, total - 1));
